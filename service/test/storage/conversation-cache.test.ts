/** The in-memory conversation cache of the SQLite chat store: bounded, expiring, append-only. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ChatMessageRecord } from '../../src/storage/chat.ts';
import { ConversationCache } from '../../src/storage/conversation-cache.ts';

const message = (text: string, sender: ChatMessageRecord['sender'] = 'user') => ({
  sender,
  text,
  createdAt: 1,
});

describe('ConversationCache', () => {
  test('holds what it was given and what was appended, in order, up to its message limit', () => {
    const cache = new ConversationCache(10, 3);
    assert.equal(cache.get('a', 0), undefined);
    cache.set('a', [message('one')], 0);
    cache.append('a', [message('two'), message('reply', 'bot')]);
    cache.append('a', [message('three')]);
    assert.deepEqual(
      cache.get('a', 1)?.map((entry) => entry.text),
      ['two', 'reply', 'three'],
    );
  });

  test('appending to a conversation it does not hold adds nothing', () => {
    const cache = new ConversationCache(10, 3);
    cache.append('unknown', [message('hello')]);
    assert.equal(cache.get('unknown', 0), undefined);
  });

  test('drops the least recently used conversation beyond its session limit', () => {
    const cache = new ConversationCache(2, 10);
    cache.set('a', [message('a')], 0);
    cache.set('b', [message('b')], 0);
    cache.get('a', 1); // a is now the most recently used
    cache.set('c', [message('c')], 2);
    assert.equal(cache.get('b', 3), undefined);
    assert.ok(cache.get('a', 3));
    assert.ok(cache.get('c', 3));
  });

  test(`forgets a conversation idle for longer than ${ConversationCache.IDLE_MS / 60_000} minutes`, () => {
    const cache = new ConversationCache(10, 10);
    cache.set('a', [message('a')], 0);
    assert.ok(cache.get('a', ConversationCache.IDLE_MS));
    assert.equal(cache.get('a', 2 * ConversationCache.IDLE_MS + 1), undefined);
    assert.equal(cache.get('a', 0), undefined);
  });

  test('an idle conversation leaves memory at the next use of the cache', () => {
    const cache = new ConversationCache(10, 10);
    cache.set('idle', [message('a')], 0);
    cache.set('active', [message('b')], 0);
    cache.get('active', ConversationCache.IDLE_MS);
    cache.get('other', ConversationCache.IDLE_MS + 1);
    assert.equal(cache.size, 1);
    assert.ok(cache.get('active', ConversationCache.IDLE_MS + 1));
  });

  test('clear forgets everything', () => {
    const cache = new ConversationCache(10, 10);
    cache.set('a', [message('a')], 0);
    cache.clear();
    assert.equal(cache.get('a', 0), undefined);
  });
});
