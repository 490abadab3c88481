/** The visitor's business and line, with negation. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { readBusiness } from '../../../src/assistant/understanding/business.ts';
import { Lexicon } from '../../../src/assistant/understanding/lexicon.ts';
import { normalise } from '../../../src/assistant/understanding/normalise.ts';
import { teamNames, world } from './helpers.ts';

const lexicon = new Lexicon(world, teamNames);

function read(message: string) {
  const { tokens } = lexicon.correct(normalise(message).tokens);
  return readBusiness(world, lexicon.match(tokens), tokens);
}

describe('reading the business', () => {
  test('a business the content does not place takes the line of the space it names', () => {
    const charity = read("we're a small charity looking for office space");
    assert.equal(charity.business?.id, 'non-profit');
    assert.equal(charity.line, 'commercial');
    // "non" of "non profit" negates nothing after it.
    assert.equal(read('non proffit need offce spce cheep').line, 'commercial');
    assert.equal(read('vet clinic looking for space').line, undefined);
    assert.equal(read('my business partner found a place').line, undefined);
  });

  test('names the business and its line, however it is spelt', () => {
    assert.deepEqual(read('we are a small orthodontist office').business, {
      id: 'dental',
      line: 'healthcare',
    });
    assert.equal(read('chiropracter here').business?.id, 'chiropractic');
    assert.equal(read('Our coffee shop on 17th ave').line, 'commercial');
    assert.equal(read('walk-in clinic in the NE').business?.id, 'medical');
    assert.equal(read('looking for a spot for my barbershop').business?.id, 'barber');
  });

  test('the kind of building is not the business, when the business is named too', () => {
    const dental = read('looking at a unit in a retail plaza for a dental office');
    assert.equal(dental.business?.id, 'dental');
    assert.equal(dental.alsoBusiness, undefined);
    assert.equal(read('we are in an industrial park, need more space').line, 'commercial');
  });

  test('a specific business wins over a general one', () => {
    assert.equal(read('small law firm, 8 people, need an office').business?.id, 'law-office');
    assert.equal(read('need office space').business?.id, 'office');
  });

  test('"do you only do dentists?" asks the firm\'s range: no business of the visitor\'s', () => {
    for (const message of [
      'do u guys do commercial stuff or just medical',
      'is it just dentists you work with',
      'are you healthcare only?',
    ]) {
      const reading = read(message);
      assert.equal(reading.asksRange, true, message);
      assert.equal(reading.business, undefined, message);
      assert.equal(reading.line, undefined, message);
    }
  });

  test("a range asked beside the visitor's own business keeps theirs", () => {
    const reading = read('do you only work with dentists? im a chiropractor');
    assert.equal(reading.asksRange, true);
    assert.equal(reading.business?.id, 'chiropractic');
    const vet = read('vet hospital here. do you do vet clinics or only human healthcare?');
    assert.equal(vet.business?.id, 'veterinary');
  });

  test('"we\'re just a small dental office" describes the visitor, not a range', () => {
    const reading = read("we're just a small dental office, can you help");
    assert.equal(reading.asksRange, undefined);
    assert.equal(reading.business?.id, 'dental');
    const both = read('can you find space for both our dental clinics');
    assert.equal(both.asksRange, undefined);
    assert.equal(both.business?.id, 'dental');
  });

  test('"not a dentist, I run a bakery" is a bakery, commercial', () => {
    const reading = read("I'm not a dentist, I run a bakery");
    assert.equal(reading.business?.id, 'bakery');
    assert.equal(reading.line, 'commercial');
    assert.deepEqual(reading.negated.businesses, ['dental']);
  });

  test('"not just a dental office" negates nothing', () => {
    const reading = read("we're not just a dental office");
    assert.equal(reading.business?.id, 'dental');
    assert.deepEqual(reading.negated.businesses, []);
  });

  test('"not healthcare" leaves the other line', () => {
    const reading = read("we're not healthcare");
    assert.equal(reading.line, 'commercial');
    assert.equal(reading.lineFrom, 'negation');
    assert.deepEqual(reading.negated.lines, ['healthcare']);
    assert.equal(read('non-medical, just retail').business?.id, 'retail');
  });

  test('a negation reaches over fillers and a list, not across a clause', () => {
    assert.deepEqual(read('we are not a medical or dental clinic').negated.businesses, [
      'medical',
      'dental',
    ]);
    assert.deepEqual(read('no longer a physio clinic, now a gym').business?.id, 'fitness');
    assert.deepEqual(read('a bakery instead of a cafe').negated.businesses, ['cafe']);
    assert.deepEqual(read('a bakery rather than a cafe').negated.businesses, ['cafe']);
    assert.deepEqual(read("we'd rather be a cafe").negated.businesses, []);
    assert.equal(read('no, we are a dental clinic').business?.id, 'dental');
    assert.equal(read('not sure whether a dental office counts').business?.id, 'dental');
  });

  test('the line comes from words when no business is named', () => {
    assert.equal(read('looking for commercial space').line, 'commercial');
    assert.equal(read('do you help clinics').line, 'healthcare');
    assert.equal(read('we have a small business').line, 'commercial');
  });

  test('where the content is silent the line stays unknown', () => {
    const reading = read('vet clinic');
    assert.deepEqual(reading.business, { id: 'veterinary', line: 'unknown' });
    assert.equal(reading.line, undefined);
  });
});
