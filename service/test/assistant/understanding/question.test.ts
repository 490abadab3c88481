/** The shape of a message: yes/no, choice, open, statement; statements of need. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { normalise } from '../../../src/assistant/understanding/normalise.ts';
import {
  asksInClause,
  questionKind,
  statesNeed,
} from '../../../src/assistant/understanding/question.ts';

function kind(message: string, distinctNeeds = 1) {
  const { tokens, questionMark } = normalise(message);
  return questionKind(tokens, questionMark, distinctNeeds);
}

function need(message: string, aboutBusinessOrService = false) {
  const { tokens, sizes } = normalise(message);
  return statesNeed(tokens, aboutBusinessOrService, sizes.length > 0);
}

describe('the shape of a message', () => {
  test('yes/no questions, also without a question mark and after a greeting', () => {
    assert.equal(kind('do you help hair salons?'), 'yesNo');
    assert.equal(kind('Is there any obligation if I meet with you'), 'yesNo');
    assert.equal(kind('hi, quick question, can you audit CAM charges'), 'yesNo');
    assert.equal(kind('we need to be open by september, is that realistic?'), 'yesNo');
  });

  test('a question after its condition ("if we sign today, could we…")', () => {
    assert.equal(kind('if we sign with you today could we be moved in before march 31'), 'yesNo');
    assert.equal(kind('if you find a place we will take it'), 'statement');
  });

  test('"has" asks only before its subject', () => {
    assert.equal(kind('has anyone used you for a vet clinic?'), 'yesNo');
    assert.equal(kind('Has to be wheelchair accessible with decent parking.'), 'statement');
  });

  test('a question is read in the clause that asks it', () => {
    const { tokens, questionMark } = normalise('do u do gyms? opening a box, need high ceilings');
    assert.equal(asksInClause(tokens, tokens.indexOf('gyms'), questionMark), true);
    assert.equal(asksInClause(tokens, tokens.indexOf('ceilings'), questionMark), false);
    const alone = normalise('ceiling height?');
    assert.equal(asksInClause(alone.tokens, 0, alone.questionMark), true);
  });

  test('a choice is no yes/no question', () => {
    assert.equal(kind('do you only do leases or purchases too?', 2), 'choice');
    assert.equal(kind('do you do leases or not', 1), 'yesNo');
  });

  test('open questions', () => {
    assert.equal(kind('wat r ur hrs'), 'open');
    assert.equal(kind('how long will that take'), 'open');
    assert.equal(kind('ok so who handles commercial leases'), 'open');
    assert.equal(kind('parking?'), 'open');
  });

  test('"have" asks only before its subject', () => {
    assert.equal(kind('have you worked with dentists before?'), 'yesNo');
    assert.equal(kind('please have someone call me'), 'statement');
  });

  test('a choice is read in the yes/no clause, not anywhere', () => {
    assert.equal(kind('not sure if we should stay or go, can you help', 2), 'yesNo');
  });

  test('statements', () => {
    assert.equal(kind("we're a bakery looking for 1,500 sq ft"), 'statement');
    assert.equal(kind('thanks!'), 'statement');
  });

  test('a need stated about space, a business or a size', () => {
    assert.equal(need("we're a bakery looking for 1,500 sq ft"), true);
    assert.equal(need('need a bigger unit asap'), true);
    assert.equal(need('planning a second clinic', true), true);
    assert.equal(need('we need about 3000 square feet'), true);
  });

  test('a need that is no need for space', () => {
    assert.equal(need('I need your phone number'), false);
    // The thing just discussed, not a search: "why would a dental office need that?"
    assert.equal(need('why would a dental office need that', true), false);
    assert.equal(need('what are your hours'), false);
    assert.equal(need('we are a dental clinic', true), false);
  });
});
