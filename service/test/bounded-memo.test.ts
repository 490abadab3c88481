/** The chat's bounded memo: computes once per key, keeps the most recently used keys. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BoundedMemo } from '../src/bounded-memo.ts';

describe('BoundedMemo', () => {
  test('computes a key once and returns the kept value after that, undefined included', () => {
    const memo = new BoundedMemo<string | undefined>(10);
    let calls = 0;
    const compute = (value: string | undefined) => () => {
      calls += 1;
      return value;
    };
    assert.equal(memo.get('a', compute('A')), 'A');
    assert.equal(memo.get('a', compute('other')), 'A');
    assert.equal(memo.get('none', compute(undefined)), undefined);
    assert.equal(memo.get('none', compute('other')), undefined);
    assert.equal(calls, 2);
  });

  test(`drops entries unused for longer than ${BoundedMemo.IDLE_MS / 60_000} minutes`, () => {
    const memo = new BoundedMemo<string>(10);
    memo.get('typed by a visitor', () => 'first', 0);
    memo.get('a quick reply', () => 'kept', 0);
    memo.get('a quick reply', () => 'recomputed', BoundedMemo.IDLE_MS); // still in use
    memo.get('another', () => 'x', BoundedMemo.IDLE_MS + 1);
    assert.equal(memo.size, 2); // the idle entry is gone from memory, not only hidden
    assert.equal(
      memo.get('typed by a visitor', () => 'second', BoundedMemo.IDLE_MS + 1),
      'second',
    );
    assert.equal(
      memo.get('a quick reply', () => 'recomputed', BoundedMemo.IDLE_MS + 1),
      'kept',
    );
  });

  test('update changes a kept value and leaves a missing key missing', () => {
    const memo = new BoundedMemo<string[]>(10);
    memo.get('a', () => ['one']);
    memo.update('a', (held) => [...held, 'two']);
    memo.update('unknown', (held) => [...held, 'lost']);
    assert.deepEqual(
      memo.get('a', () => []),
      ['one', 'two'],
    );
    assert.deepEqual(
      memo.get('unknown', () => []),
      [],
    );
  });

  test('clear forgets every entry', () => {
    const memo = new BoundedMemo<number>(10);
    memo.get('one', () => 1);
    memo.clear();
    assert.equal(memo.size, 0);
    assert.equal(
      memo.get('one', () => 2),
      2,
    );
  });

  test('holds at most its capacity and drops the least recently used key first', () => {
    const memo = new BoundedMemo<number>(2);
    memo.get('one', () => 1);
    memo.get('two', () => 2);
    memo.get('one', () => -1); // "one" is now the most recently used
    memo.get('three', () => 3); // drops "two"
    assert.equal(memo.size, 2);
    assert.equal(
      memo.get('one', () => -1),
      1,
    );
    assert.equal(
      memo.get('two', () => 22),
      22,
    );
  });
});
