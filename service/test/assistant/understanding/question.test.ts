/** The shape of a message: yes/no, choice, open, statement; statements of need. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { normalise } from '../../../src/assistant/understanding/normalise.ts';
import { questionKind, statesNeed } from '../../../src/assistant/understanding/question.ts';

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
    assert.equal(need('what are your hours'), false);
    assert.equal(need('we are a dental clinic', true), false);
  });
});
