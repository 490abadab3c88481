/**
 * The evaluation set's loader: a malformed case fails loudly, with every problem listed, instead
 * of silently passing or dropping out of the score.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import {
  EvalSetError,
  loadEvalSet,
  SPLITS,
  validateEvalSet,
  type Split,
} from '../../eval/cases.ts';

const valid = {
  cases: [
    { id: 'd-hours-01', category: 'hours', message: 'hrs?', expect: { all: ['9'] } },
    { id: 'd-lead-01', category: 'lead-capture', message: 'Sam, sam@example.org', lead: true },
  ],
  conversations: [
    {
      id: 'd-conv-01',
      category: 'follow-up',
      turns: [
        { message: 'who does commercial?', expect: { all: ['arjun'] } },
        { message: 'his email', expect: { any: ['arjun.mehta@example.com'] } },
        { message: 'thanks', now: '2026-11-28T11:00:00-07:00' },
      ],
    },
  ],
};

function problemsOf(document: unknown, prefix = 'd-'): string {
  try {
    validateEvalSet(document, prefix);
  } catch (error) {
    assert.ok(error instanceof EvalSetError);
    return error.message;
  }
  assert.fail('expected the set to be rejected');
}

describe('validateEvalSet', () => {
  test('reads a valid set', () => {
    const set = validateEvalSet(valid, 'd-');
    assert.equal(set.cases.length, 2);
    assert.equal(set.cases[1]!.lead, true);
    assert.equal(set.conversations[0]!.turns.length, 3);
    assert.equal(set.conversations[0]!.turns[2]!.now?.toISOString(), '2026-11-28T18:00:00.000Z');
  });

  test('rejects unknown keys, missing fields, duplicate ids, unknown categories, all at once', () => {
    const message = problemsOf({
      cases: [
        { id: 'd-a', category: 'hours', message: 'x', expect: { all: ['9'] }, note: 'oops' },
        { id: 'd-a', category: 'hours', message: 'y', expect: { all: ['9'] } },
        { id: 'd-b', category: 'weather', message: 'z', expect: { all: ['9'] } },
        { id: 'd-c', category: 'hours', expect: { all: ['9'] } },
        { id: 'd-d', category: 'hours', message: 'no expectation' },
        { id: 'd-e', category: 'hours', message: 'x', expect: { some: ['9'] } },
      ],
      conversations: [],
    });
    assert.match(message, /d-a: unknown key "note"/);
    assert.match(message, /d-a: duplicate id/);
    assert.match(message, /d-b: unknown category "weather"/);
    assert.match(message, /d-c: "message" must be a non-empty string/);
    assert.match(message, /d-d: needs "expect" or "lead"/);
    assert.match(message, /d-e expect: unknown key "some"/);
  });

  test('rejects bad patterns, dates, leads and the other split’s ids', () => {
    const message = problemsOf({
      cases: [
        { id: 'h-x', category: 'hours', message: 'x', expect: { all: ['/(unclosed/'] } },
        { id: 'd-y', category: 'hours', message: 'x', lead: 'yes', now: 'next tuesday' },
      ],
      conversations: [{ id: 'd-conv', category: 'follow-up', turns: [{ message: 'only one' }] }],
    });
    assert.match(message, /h-x: id must start with "d-"/);
    assert.match(message, /"\/\(unclosed\/" is not a valid regular expression/);
    assert.match(message, /d-y: "lead" must be true or false/);
    assert.match(message, /d-y: "now" must be an ISO date-time/);
    assert.match(message, /d-conv: "turns" must be a list of at least 2 turns/);
  });

  test('ids share one namespace across cases and conversations', () => {
    const message = problemsOf({
      cases: [valid.cases[0]],
      conversations: [{ ...valid.conversations[0], id: 'd-hours-01' }],
    });
    assert.match(message, /d-hours-01: duplicate id/);
  });
});

describe('loadEvalSet', () => {
  test('rejects a message that YAML would cut at " #"', () => {
    const dir = mkdtempSync(join(tmpdir(), 'eval-'));
    const path = join(dir, 'dev.yaml');
    writeFileSync(
      path,
      'cases:\n  - id: d-lead-01\n    category: lead-capture\n    message: call me, best # is 403-555-0134\nconversations: []\n',
    );
    assert.throws(() => loadEvalSet('dev', path), /quote the message "call me, best # is/);
    writeFileSync(
      path,
      "cases:\n  - id: d-lead-01\n    category: lead-capture\n    message: 'call me, best # is 403-555-0134'\n    lead: true\nconversations: []\n",
    );
    assert.equal(loadEvalSet('dev', path).cases[0]?.message, 'call me, best # is 403-555-0134');
    rmSync(dir, { recursive: true });
  });
});

describe('the splits in the repository', () => {
  test('every split named in SPLITS loads, with cases and conversations', () => {
    for (const split of Object.keys(SPLITS) as Split[]) {
      const set = loadEvalSet(split);
      assert.ok(set.cases.length > 0, `${split} has cases`);
      assert.ok(set.conversations.length > 0, `${split} has conversations`);
    }
  });
});
