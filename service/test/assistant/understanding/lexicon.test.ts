/** The lexicon: respelling against known words, longest phrases first. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Lexicon } from '../../../src/assistant/understanding/lexicon.ts';
import { normalise } from '../../../src/assistant/understanding/normalise.ts';
import { teamNames, world } from './helpers.ts';

const lexicon = new Lexicon(world, teamNames);
const respelled = (message: string) => lexicon.correct(normalise(message).tokens);
const senses = (message: string) =>
  lexicon
    .match(respelled(message).tokens)
    .flatMap((match) =>
      match.senses.map((sense) =>
        sense.kind === 'person' ? sense.name : `${sense.kind}:${sense.id}`,
      ),
    );

describe('the lexicon', () => {
  test('respells misspelt terms', () => {
    const { tokens, corrections } = respelled('my physiotheraphy clinic needs an orthodontis');
    assert.deepEqual(tokens, ['my', 'physiotherapy', 'clinic', 'needs', 'an', 'orthodontic']);
    assert.equal(corrections, 2);
    assert.deepEqual(respelled('chiropracter').tokens, ['chiropractor']);
    assert.deepEqual(respelled('resturant').tokens, ['restaurant']);
  });

  test('of two respellings as near, the one a phrase continues with the next word', () => {
    assert.deepEqual(respelled('needs to be barier free').tokens.slice(-2), ['barrier', 'free']);
    assert.deepEqual(respelled('a barbr shop').tokens.slice(-2), ['barber', 'shop']);
  });

  test('respells a plural with a letter dropped, not a plural that is another word', () => {
    assert.deepEqual(respelled('dentsts').tokens, ['dentist']);
    assert.deepEqual(respelled('storeys').tokens, ['storeys']);
  });

  test("a team member's name spelt by ear is theirs, not a visitor introducing themselves", () => {
    assert.deepEqual(senses('whats arjoons email'), ['Arjun Mehta', 'topic:email']);
    assert.ok(senses('can i talk to kathryn').includes('Catherine Reid'));
    assert.deepEqual(senses('is nichole in'), ['Nicole Tremblay']);
    assert.deepEqual(senses('my name is katrina'), []);
    assert.deepEqual(senses('this is kathryn'), []);
  });

  test('unstretches letters typed three times or more', () => {
    assert.deepEqual(respelled('heyyy').tokens, ['hey']);
    assert.deepEqual(respelled('goood morning').tokens, ['good', 'morning']);
    assert.deepEqual(respelled('zzzz').tokens, ['zzzz']);
  });

  test('leaves ordinary words alone, even one letter from a term', () => {
    for (const message of ['our budget is tight', 'that is ours', 'we sent it', 'rest assured']) {
      assert.equal(respelled(message).corrections, 0, message);
    }
  });

  test('matches singular and plural alike', () => {
    assert.deepEqual(senses('dentists'), ['business:dental']);
    assert.deepEqual(senses('subleases'), ['service:sublease']);
    assert.deepEqual(senses('what kinds of businesses'), ['topic:business-types']);
    assert.deepEqual(senses('clinics'), ['line:healthcare']);
  });

  test('prefers the longest phrase', () => {
    assert.deepEqual(senses('my lease is up'), ['service:renewal']);
    assert.deepEqual(senses('walk-in clinic'), ['business:medical']);
    assert.deepEqual(senses('what are your business hours'), ['topic:hours']);
  });

  test('where phrases overlap, the longer reading wins wherever it starts', () => {
    assert.deepEqual(senses('do you help with move in'), ['service:facility-planning']);
    assert.deepEqual(senses('what time frame'), ['topic:timeline']);
    assert.deepEqual(senses('what time do you open'), ['topic:hours']);
  });

  test('a tenant speaking of their landlord is no landlord', () => {
    assert.ok(!senses('our landlord will not fix the hvac').includes('service:landlord'));
    assert.ok(senses('can you find tenants for my plaza').includes('service:landlord'));
  });

  test('knows the team by full, first or last name', () => {
    assert.deepEqual(senses('arjun'), ['Arjun Mehta']);
    assert.deepEqual(senses('ms tremblay'), ['Nicole Tremblay']);
    assert.deepEqual(senses('Catherine Reid'), ['Catherine Reid']);
  });

  test('does not match across a clause break', () => {
    assert.deepEqual(senses('walk, in'), []);
  });
});
