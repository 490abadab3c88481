/**
 * The rule-based engine reports its "cannot help" answer as not answered (confidence none), the
 * gap `npm run chat -- gaps` lists; every other answer keeps the default (high).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadContent } from '../../src/assistant/content.ts';
import { RuleBasedAssistant } from '../../src/assistant/rule-engine.ts';

const engine = new RuleBasedAssistant(loadContent());
const ask = (message: string, history: { sender: 'user' | 'bot'; text: string }[] = []) =>
  engine.replySync({ sessionId: 'confidence-test', message, history, now: new Date() });

test('the "cannot help" fallback is confidence none', () => {
  for (const question of ["What's the weather like tomorrow?", 'write me a poem about cats']) {
    const reply = ask(question);
    assert.equal(reply.intent, 'fallback', question);
    assert.equal(reply.confidence, 'none', question);
  }
});

test('answers, small talk and gibberish leave the confidence unset (high)', () => {
  for (const question of ['What are your fees?', 'hi', 'thanks', 'asdfghjkl qwrtzp']) {
    const reply = ask(question);
    assert.notEqual(reply.intent, 'fallback', question);
    assert.equal(reply.confidence, undefined, question);
  }
});
