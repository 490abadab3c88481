/**
 * Guard: the chat assistant's score on the development split never falls below the floor in
 * service/eval/chat/floor.json (raise the floor when the assistant improves). Also checks the
 * split still has the size and spread it was written with.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { CATEGORIES, loadEvalSet } from '../../eval/cases.ts';
import { evaluate, formatReport } from '../../eval/run.ts';

const floor = JSON.parse(
  readFileSync(new URL('../../eval/chat/floor.json', import.meta.url), 'utf8'),
) as { overall: number; conversations: number };

describe('chat evaluation, dev split', () => {
  test('has at least 200 messages and 24 conversations of 2 to 6 turns over every category', () => {
    const set = loadEvalSet('dev');
    assert.ok(set.cases.length >= 200, `${set.cases.length} messages`);
    assert.ok(set.conversations.length >= 24, `${set.conversations.length} conversations`);
    for (const conversation of set.conversations) {
      const turns = conversation.turns.length;
      assert.ok(turns >= 2 && turns <= 6, `${conversation.id} has ${turns} turns`);
    }
    const used = new Set([...set.cases, ...set.conversations].map((item) => item.category));
    assert.deepEqual(
      CATEGORIES.filter((category) => !used.has(category)),
      [],
      'categories without a case',
    );
  });

  test(`scores at least the floor (${floor.overall}% of messages, ${floor.conversations}% of conversations)`, async () => {
    const report = await evaluate('dev');
    const summary = `\n${formatReport({ ...report, misses: [] })}`;
    assert.ok(report.overall.accuracy >= floor.overall, summary);
    assert.ok(report.conversations.rate >= floor.conversations, summary);
  });
});
