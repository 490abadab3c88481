/**
 * The chat store on SQLite and Postgres: a conversation's latest messages come back in order,
 * also after more than the store keeps in memory (SQLite answers those from memory).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  ACTIVITY_PRECISION_MS,
  openChatStore,
  type ChatMessageRecord,
  type ChatStore,
} from '../../src/storage/chat.ts';
import { openRepository, type LeadRepository } from '../../src/storage/index.ts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../helpers.ts';

const exchange = (turn: number): ChatMessageRecord[] => [
  { sender: 'user', text: `question ${turn}`, createdAt: turn },
  { sender: 'bot', text: `answer ${turn}`, createdAt: turn },
];

for (const kind of DATABASE_KINDS) {
  describe(`chat store (${kind})`, () => {
    let database: TestDatabase;
    let repository: LeadRepository;
    let store: ChatStore;

    before(async () => {
      database = await createTestDatabase(kind);
      repository = await openRepository(database.config);
      store = openChatStore(database.config);
    });
    after(async () => {
      await store.close();
      await repository.close();
      await database.drop();
    });

    test('the latest messages, oldest first, however long the conversation grew', async () => {
      assert.deepEqual(await store.recentMessages('long-talk', 60), []);
      for (let turn = 1; turn <= 35; turn += 1) {
        await store.appendExchange('long-talk', exchange(turn), Date.now());
      }
      const latest = await store.recentMessages('long-talk', 60);
      assert.equal(latest.length, 60);
      assert.equal(latest[0]?.text, 'question 6');
      assert.equal(latest.at(-1)?.text, 'answer 35');
      assert.deepEqual(
        (await store.recentMessages('long-talk', 3)).map((message) => message.text),
        ['answer 34', 'question 35', 'answer 35'],
      );
    });

    test('the last activity, which retention reads, follows the messages', async () => {
      const start = 1_000_000;
      await store.appendExchange('lively', exchange(1), start);
      await store.appendExchange('lively', exchange(2), start + ACTIVITY_PRECISION_MS / 2);
      await store.appendExchange('lively', exchange(3), start + ACTIVITY_PRECISION_MS + 1);
      await store.appendExchange('quiet', exchange(1), start);
      await store.appendExchange('quiet', exchange(2), start + ACTIVITY_PRECISION_MS / 2);
      // 'quiet' went on within the precision: its activity still reads `start`.
      assert.ok((await store.purgeBefore(start + 1)) >= 1);
      assert.deepEqual(await store.recentMessages('quiet', 60), []);
      assert.equal((await store.recentMessages('lively', 60)).length, 6);
      assert.ok((await store.purgeBefore(start + ACTIVITY_PRECISION_MS + 2)) >= 1);
      assert.deepEqual(await store.recentMessages('lively', 60), []);
    });

    test('a conversation stored before a restart or a purge is found again', async () => {
      await store.appendExchange('before-restart', exchange(1), Date.now());
      await store.appendExchange('gone-stale', exchange(1), 1);
      // Another instance on the same database: what it knows of stored sessions comes from there.
      const reopened = openChatStore(database.config);
      try {
        assert.equal((await reopened.recentMessages('before-restart', 60)).length, 2);
        assert.equal(await reopened.purgeBefore(2), 1);
        assert.deepEqual(await reopened.recentMessages('gone-stale', 60), []);
        assert.equal((await reopened.recentMessages('before-restart', 60)).length, 2);
        await reopened.appendExchange('after-purge', exchange(2), Date.now());
        assert.equal((await reopened.recentMessages('after-purge', 60)).length, 2);
      } finally {
        await reopened.close();
      }
    });
  });
}
