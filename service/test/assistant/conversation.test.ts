/**
 * Conversation state: what the assistant keeps between turns, read back defensively (a state from
 * another version or a damaged row is no state) and never holding the visitor's words.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readMemory, writeMemory } from '../../src/assistant/conversation.ts';
import type { Understanding } from '../../src/assistant/understanding/types.ts';

const understanding: Understanding = {
  language: 'en',
  needs: ['leasing'],
  question: 'statement',
  negated: { businesses: [], lines: [], services: [] },
  places: [],
  statementOfNeed: true,
  landlord: false,
  sizes: [{ value: 1500, unit: 'sqft' }],
  timing: ['by september'],
  leadDetails: { email: false, phone: false, name: false },
  carried: [],
  confidence: 'high',
  line: 'commercial',
  advisor: { name: 'Arjun Mehta', reason: 'line' },
};

test('what is written is read back, without the dates the visitor typed', () => {
  const state = writeMemory({
    understanding,
    line: 'commercial',
    introduced: ['Arjun Mehta'],
    offered: 'booking',
    matter: ['renewal'],
  });
  assert.doesNotMatch(JSON.stringify(state), /september/);
  const memory = readMemory(JSON.parse(JSON.stringify(state)) as typeof state);
  assert.deepEqual(memory.understanding?.needs, ['leasing']);
  assert.deepEqual(memory.understanding?.timing, []);
  assert.equal(memory.line, 'commercial');
  assert.deepEqual(memory.introduced, ['Arjun Mehta']);
  assert.equal(memory.offered, 'booking');
  assert.deepEqual(memory.matter, ['renewal']);
});

test('a state from another version, or damaged, is no state', () => {
  const empty = { introduced: [] };
  assert.deepEqual(readMemory(undefined), empty);
  assert.deepEqual(readMemory({ version: 99, introduced: ['X'] }), empty);
  assert.deepEqual(readMemory({ version: 1, introduced: 'Arjun', line: 'retail' }), empty);
  const broken = readMemory({ version: 1, introduced: [], understanding: { needs: 'leasing' } });
  assert.equal(broken.understanding, undefined);
});
