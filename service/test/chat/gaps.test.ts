/**
 * Grouping the chat's gaps: how messages are normalised and masked, counted and ordered, and the
 * table and JSON editors read.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  formatGapsTable,
  gapsToJson,
  groupGaps,
  localDate,
  maskContacts,
  normalizeMessage,
  shorten,
} from '../../src/chat/gaps.ts';
import type { UnansweredMessage } from '../../src/storage/chat-messages.ts';

const TIME_ZONE = 'America/Edmonton';
/** 2026-11-20 03:00 UTC is still the 19th in Calgary (UTC-6 or UTC-7). */
const LATE_EVENING = Date.UTC(2026, 10, 20, 3, 0);
const NEXT_MORNING = Date.UTC(2026, 10, 20, 16, 0);

const gap = (text: string, confidence: 'low' | 'none', createdAt = LATE_EVENING) =>
  ({ text, confidence, createdAt }) satisfies UnansweredMessage;

test('messages are compared lower case, accents folded, punctuation and spaces collapsed', () => {
  assert.equal(normalizeMessage('  Wat r ur   HRS?? '), 'wat r ur hrs');
  assert.equal(normalizeMessage('À quelle heure ouvrez-vous ?'), 'a quelle heure ouvrez vous');
  assert.equal(
    normalizeMessage("What's the fee… for a café/bakery?!"),
    'whats the fee for a cafe bakery',
  );
  assert.equal(normalizeMessage('what’s\tthe\nfee'), 'whats the fee');
  assert.equal(normalizeMessage('?!…'), '');
});

test('e-mail addresses and phone numbers are masked, sizes, years and prices are not', () => {
  assert.equal(
    maskContacts('mail Jo.Smith+chat@clinic.example.com or call (403) 555-0100'),
    'mail <email> or call <phone>',
  );
  assert.equal(
    maskContacts('+1 403.555.0100, 1-800-555-0199, 4035550100'),
    '<phone>, <phone>, <phone>',
  );
  assert.equal(maskContacts('my cell is 555-0100'), 'my cell is <phone>');
  assert.equal(
    maskContacts('1,500 sq ft, 1500-2000 sq ft, in 2026, $4,000/month, 8 months'),
    '1,500 sq ft, 1500-2000 sq ft, in 2026, $4,000/month, 8 months',
  );
  // Masked before folding: the address's dots and the number's dashes cannot hide it.
  assert.equal(
    normalizeMessage('Can you call me? ANN@Example.com / 403 555 0100!'),
    'can you call me <email> <phone>',
  );
  assert.equal(normalizeMessage('ann@example'), '<email>');
});

test('groups count each normalised message, split none/low, most frequent first', () => {
  const groups = groupGaps([
    gap('can you find tenants for my plaza?', 'none', LATE_EVENING),
    gap('Do you do mortgages', 'low', LATE_EVENING),
    gap('Can you find TENANTS for my plaza', 'low', NEXT_MORNING),
    gap('can you find tenants for my plaza!!', 'none', LATE_EVENING - 1000),
    gap('wat r ur hrs', 'none', NEXT_MORNING),
    gap('  ?? ', 'none'),
  ]);
  assert.deepEqual(groups, [
    {
      message: 'can you find tenants for my plaza',
      count: 3,
      none: 2,
      low: 1,
      lastSeen: NEXT_MORNING,
    },
    // Equal counts: the most recent first.
    { message: 'wat r ur hrs', count: 1, none: 1, low: 0, lastSeen: NEXT_MORNING },
    { message: 'do you do mortgages', count: 1, none: 0, low: 1, lastSeen: LATE_EVENING },
  ]);
  assert.deepEqual(groupGaps([]), []);
});

test('different visitors giving their own details share one group', () => {
  const groups = groupGaps([
    gap('call me at 403-555-0100 about a lease', 'none'),
    gap('Call me at (587) 555-0199 about a lease.', 'none'),
  ]);
  assert.deepEqual(
    groups.map((group) => [group.message, group.count]),
    [['call me at <phone> about a lease', 2]],
  );
});

test('last seen is the date in the firm’s time zone', () => {
  assert.equal(localDate(LATE_EVENING, TIME_ZONE), '2026-11-19');
  assert.equal(localDate(NEXT_MORNING, TIME_ZONE), '2026-11-20');
  assert.equal(localDate(LATE_EVENING, 'UTC'), '2026-11-20');
});

test('long messages are shortened to about 100 characters', () => {
  assert.equal(shorten('short'), 'short');
  const long = `${'word '.repeat(40)}end`;
  const shown = shorten(long);
  assert.equal(shown.length, 100);
  assert.ok(shown.endsWith('…'));
  assert.equal(shorten('x'.repeat(100)), 'x'.repeat(100));
});

test('the table: count, none/low, last seen, message, aligned', () => {
  const groups = groupGaps([
    ...Array.from({ length: 12 }, () => gap('do you handle residential?', 'none', NEXT_MORNING)),
    gap('lethbridge?', 'low', LATE_EVENING),
    gap(`${'very long question '.repeat(10)}`, 'none', LATE_EVENING),
  ]);
  const table = formatGapsTable({ groups, days: 30, timeZone: TIME_ZONE });
  const lines = table.trimEnd().split('\n');
  assert.match(lines[0]!, /^14 visitor messages in the last 30 days .* in 3 groups/);
  assert.equal(lines[1], '');
  assert.equal(lines[2], 'count  none/low  last seen   message');
  assert.equal(lines[3], '   12      12/0  2026-11-20  do you handle residential');
  assert.equal(lines[4], '    1       0/1  2026-11-19  lethbridge');
  assert.match(lines[5]!, /^ {4}1 {7}1\/0 {2}2026-11-19 {2}very long question very/);
  assert.equal(lines[5]!.length, '    1       1/0  2026-11-19  '.length + 100);
  assert.equal(lines.length, 6);
  assert.equal(
    formatGapsTable({ groups: [], days: 1, timeZone: TIME_ZONE }),
    'No visitor messages went unanswered or were answered with low confidence in the last 1 day.\n',
  );
});

test('the JSON: the same rows, each message whole', () => {
  const long = 'very long question '.repeat(10).trim();
  const groups = groupGaps([
    gap(long, 'none'),
    gap('lethbridge?', 'low'),
    gap('Lethbridge', 'none'),
  ]);
  assert.deepEqual(JSON.parse(gapsToJson({ groups, days: 7, timeZone: TIME_ZONE })), [
    { count: 2, none: 1, low: 1, last_seen: '2026-11-19', message: 'lethbridge' },
    { count: 1, none: 1, low: 0, last_seen: '2026-11-19', message: long },
  ]);
});
