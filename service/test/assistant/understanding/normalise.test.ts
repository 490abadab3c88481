/** Normalisation: texting, contractions, details lifted out, clause breaks. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { clauseIndexes, normalise } from '../../../src/assistant/understanding/normalise.ts';

const words = (message: string) => normalise(message).tokens.join(' ');

describe('normalising a message', () => {
  test('rewrites texting spellings', () => {
    assert.equal(words('wat r ur hrs'), 'what are your hours');
    assert.equal(words('r u opn sat'), 'are you open saturday');
    assert.equal(words('were r u located'), 'where are you located');
    assert.equal(words('hw much do u charge thx'), 'how much do you charge thanks');
  });

  test('words that name the properties of every object are words like any other', () => {
    for (const word of ['constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      assert.deepEqual(normalise(`what is ${word}`).tokens, ['what', 'is', word.toLowerCase()]);
    }
    assert.deepEqual(normalise('__proto__').tokens, ['proto']);
  });

  test('expands contractions, straight or curly', () => {
    assert.equal(words("I'm not a dentist"), 'i am not a dentist');
    assert.equal(words('we don’t want to renew'), 'we do not want to renew');
    assert.equal(words("landlord won't fix it"), 'landlord will not fix it');
    assert.equal(words("what's his email"), 'what is his email');
  });

  test('folds accents', () => {
    assert.equal(words('Café près du centre'), 'cafe pres du centre');
  });

  test('marks clause breaks, which "but" also makes', () => {
    assert.equal(words('not a dentist, I run a bakery'), 'not a dentist | i run a bakery');
    assert.equal(words('not medical but a gym'), 'not medical | a gym');
  });

  test("each token's clause is counted from 0, a break with the clause it ends", () => {
    const { tokens } = normalise('not a dentist, I run a bakery');
    assert.deepEqual(clauseIndexes(tokens), [0, 0, 0, 0, 1, 1, 1, 1]);
  });

  test('lifts out sizes in the ways visitors write them', () => {
    assert.deepEqual(normalise('we need 1,500 sq ft').sizes, [{ value: 1500, unit: 'sqft' }]);
    assert.deepEqual(normalise('about 2k sqft').sizes, [{ value: 2000, unit: 'sqft' }]);
    assert.deepEqual(normalise('3000 square feet or so').sizes, [{ value: 3000, unit: 'sqft' }]);
    assert.deepEqual(normalise('around 2000 sf').sizes, [{ value: 2000, unit: 'sqft' }]);
    assert.deepEqual(normalise('150 m2').sizes, [{ value: 150, unit: 'sqm' }]);
    assert.equal(words('we need 1,500 sq ft'), 'we need');
  });

  test('lifts out e-mail addresses and phone numbers, which are no words', () => {
    const details = normalise('reach me at sam.lee@example.com or (403) 555-1212 please');
    assert.equal(details.hasEmail, true);
    assert.equal(details.hasPhone, true);
    assert.equal(details.tokens.join(' '), 'reach me at or please');
    assert.equal(normalise('suite 1400').hasPhone, false);
  });

  test('reads a head count and the visitor’s own timing', () => {
    const details = normalise('small law firm, 8 people, need to move by September');
    assert.equal(details.headcount, 8);
    assert.deepEqual(details.timing, ['by september']);
    assert.deepEqual(normalise('lease is up in 8 months').timing, ['in 8 months']);
    assert.deepEqual(normalise('need it by next month, asap').timing, ['by next month', 'asap']);
    assert.deepEqual(normalise('we open next spring').timing, ['next spring']);
    assert.deepEqual(normalise('before our lease ends march 31').timing, ['march 31']);
    assert.deepEqual(normalise('move in on the 1st of june').timing, ['1st of june']);
    // Time gone by is no date of the visitor's.
    assert.deepEqual(normalise("it's been 3 weeks and he won't fix it").timing, []);
    assert.deepEqual(normalise('we moved in 6 months ago').timing, []);
    assert.equal(normalise('10 lawyers').headcount, 10);
  });

  test("a lease of so many years is its length, not a date of the visitor's", () => {
    assert.deepEqual(normalise('should we sign a 5 or 10 year lease').timing, []);
    assert.deepEqual(normalise('a 10-year term').timing, []);
    assert.deepEqual(normalise('we need a space within 3 months').timing, ['within 3 months']);
  });

  test('texting: "2" for "to" after a verb, "sum1", "bigr"', () => {
    assert.deepEqual(normalise('cn i tlk 2 sum1').tokens, ['can', 'i', 'talk', 'to', 'someone']);
    assert.deepEqual(normalise('need bigr space').tokens, ['need', 'bigger', 'space']);
    assert.deepEqual(normalise('we need 2 offices').tokens, ['we', 'need', '2', 'offices']);
    assert.deepEqual(normalise('a condo 2 live in').tokens, ['a', 'condo', 'to', 'live', 'in']);
    assert.deepEqual(normalise('open 2moro?').tokens, ['open', 'tomorrow']);
    assert.deepEqual(normalise('2 buyers').tokens, ['2', 'buyers']);
  });

  test('a head count put right is the last one said ("for 12 ppl, no sorry 20 ppl")', () => {
    assert.equal(normalise('for 12 ppl, no sorry 20 ppl').headcount, 20);
    assert.deepEqual(normalise('for 12 ppl, no sorry 20 ppl').tokens.includes('12'), false);
  });

  test('notices a question mark', () => {
    assert.equal(normalise('parking?').questionMark, true);
    assert.equal(normalise('parking').questionMark, false);
  });
});
