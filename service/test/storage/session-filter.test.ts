/** The Bloom filter of stored chat sessions: never a false "no", rarely a false "maybe". */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SessionFilter } from '../../src/storage/session-filter.ts';

const ids = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${Date.now().toString(36)}-${prefix}-${index}`);

test('every added session is reported; few others are', () => {
  const filter = new SessionFilter();
  const stored = ids('stored', 20_000);
  for (const id of stored) filter.add(id);
  assert.ok(stored.every((id) => filter.mayContain(id)));
  const falsePositives = ids('new', 20_000).filter((id) => filter.mayContain(id)).length;
  // Expected ~0.01 % at 20,000 entries in 2^20 bits with 7 hashes.
  assert.ok(falsePositives < 20, `${falsePositives} false positives in 20,000`);
});

test('clear forgets every session', () => {
  const filter = new SessionFilter();
  filter.add('abc-12345678');
  assert.equal(filter.mayContain('abc-12345678'), true);
  filter.clear();
  assert.equal(filter.mayContain('abc-12345678'), false);
});
