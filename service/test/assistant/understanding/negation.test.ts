/** Negation: what a "not", "no longer", "instead of" or "rather than" before a term reaches. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Lexicon } from '../../../src/assistant/understanding/lexicon.ts';
import { isNegated } from '../../../src/assistant/understanding/negation.ts';
import { normalise } from '../../../src/assistant/understanding/normalise.ts';
import { teamNames, world } from './helpers.ts';

const lexicon = new Lexicon(world, teamNames);

/** Whether the term spelt `term` in the message is negated. */
function negated(message: string, term: string): boolean {
  const { tokens } = lexicon.correct(normalise(message).tokens);
  const match = lexicon
    .match(tokens)
    .find((found) => tokens.slice(found.start, found.end).join(' ') === term);
  assert.ok(match, `"${term}" is a term of "${message}"`);
  return isNegated(match, tokens);
}

describe('negation', () => {
  test('reaches a term over filler words', () => {
    assert.equal(negated('we are not really a dental clinic', 'dental clinic'), true);
    assert.equal(negated('no longer a physio clinic', 'physio'), true);
    assert.equal(negated('a bakery instead of a cafe', 'cafe'), true);
    assert.equal(negated('buy rather than lease', 'lease'), true);
  });

  test('does not cross a clause or another word', () => {
    assert.equal(negated('not sure, we are a dental clinic', 'dental clinic'), false);
    assert.equal(negated('not sure whether a dental office counts', 'dental office'), false);
    assert.equal(negated("we'd rather lease", 'lease'), false);
  });

  test('"not just" and "not only" add, they do not turn down', () => {
    assert.equal(negated('not just the base rent', 'base rent'), false);
    assert.equal(negated('not only dentists', 'dentists'), false);
  });
});
