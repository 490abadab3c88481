/**
 * The repository's chat conversations on SQLite and Postgres: the latest messages come back in
 * order from the database (another connection sees them at once: nothing is held in memory), and
 * a conversation's last activity, which the retention purge reads, follows its messages.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { openRepository, type LeadRepository } from '../../src/storage/index.ts';
import type { NewChatMessage } from '../../src/storage/chat-messages.ts';
import type { ChatMessageRecord } from '../../src/storage/repository.ts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../helpers.ts';

const exchange = (turn: number): ChatMessageRecord[] => [
  { sender: 'user', text: `question ${turn}`, createdAt: turn },
  { sender: 'bot', text: `answer ${turn}`, createdAt: turn },
];

/** A conversation's latest messages, oldest first. */
const recentMessages = async (repository: LeadRepository, sessionId: string, limit: number) =>
  (await repository.recentConversation(sessionId, limit)).messages;

const cutoffs = (conversationsBefore: number) => ({
  leadsBefore: 0,
  spamBefore: 0,
  transcriptsBefore: 0,
  conversationsBefore,
});

for (const kind of DATABASE_KINDS) {
  describe(`chat conversations (${kind})`, () => {
    let database: TestDatabase;
    let repository: LeadRepository;

    before(async () => {
      database = await createTestDatabase(kind);
      repository = await openRepository(database.config);
    });
    after(async () => {
      await repository.close();
      await database.drop();
    });

    test('the latest messages, oldest first, however long the conversation grew', async () => {
      assert.deepEqual(await recentMessages(repository, 'long-talk', 60), []);
      for (let turn = 1; turn <= 35; turn += 1) {
        await repository.appendExchange('long-talk', exchange(turn), Date.now());
      }
      const latest = await recentMessages(repository, 'long-talk', 60);
      assert.equal(latest.length, 60);
      assert.deepEqual(latest[0], { sender: 'user', text: 'question 6', createdAt: 6 });
      assert.equal(latest.at(-1)?.text, 'answer 35');
      assert.deepEqual(
        (await recentMessages(repository, 'long-talk', 3)).map((message) => message.text),
        ['answer 34', 'question 35', 'answer 35'],
      );
    });

    test('the last activity follows every exchange; the purge reads it', async () => {
      const start = 1_000_000;
      await repository.appendExchange('lively', exchange(1), start);
      await repository.appendExchange('lively', exchange(2), start + 10);
      await repository.appendExchange('quiet', exchange(1), start);
      const purged = await repository.purgeExpired(cutoffs(start + 1));
      assert.equal(purged.conversations, 1);
      assert.deepEqual(await recentMessages(repository, 'quiet', 60), []);
      assert.equal((await recentMessages(repository, 'lively', 60)).length, 4);
      assert.equal((await repository.purgeExpired(cutoffs(start + 11))).conversations, 1);
      assert.deepEqual(await recentMessages(repository, 'lively', 60), []);
      const orphans = await database.query(
        `SELECT id FROM chat_messages WHERE session_id IN ('lively', 'quiet')`,
      );
      assert.equal(orphans.length, 0);
    });

    test('another connection sees a conversation at once, and its deletions too', async () => {
      await repository.appendExchange('shared', exchange(1), Date.now());
      const other = await openRepository(database.config);
      try {
        assert.equal((await recentMessages(other, 'shared', 60)).length, 2);
        await other.appendExchange('shared', exchange(2), Date.now());
        assert.equal((await recentMessages(repository, 'shared', 60)).length, 4);
        await database.query(`DELETE FROM chat_messages WHERE session_id = 'shared'`);
        await database.query(`DELETE FROM chat_sessions WHERE id = 'shared'`);
        assert.deepEqual(await recentMessages(repository, 'shared', 60), []);
      } finally {
        await other.close();
      }
    });

    test("the last answer's state comes back with the messages, in the same query", async () => {
      const answered = (turn: number, state?: string): NewChatMessage[] => [
        { sender: 'user', text: `question ${turn}`, createdAt: turn, confidence: 'high' },
        { sender: 'bot', text: `answer ${turn}`, createdAt: turn, ...(state && { state }) },
      ];
      assert.deepEqual(await repository.recentConversation('stateful', 60), {
        messages: [],
        state: null,
      });
      await repository.appendExchange('stateful', answered(1, '{"topic":"fees"}'), 1);
      await repository.appendExchange('stateful', answered(2, '{"topic":"hours"}'), 2);
      const conversation = await repository.recentConversation('stateful', 60);
      assert.equal(conversation.state, '{"topic":"hours"}');
      // The messages are only the words: the state and confidence stay out of the history.
      assert.deepEqual(conversation.messages.at(-1), {
        sender: 'bot',
        text: 'answer 2',
        createdAt: 2,
      });
      assert.equal((await repository.recentConversation('stateful', 1)).state, '{"topic":"hours"}');
      await repository.appendExchange('stateful', answered(3), 3);
      assert.equal((await repository.recentConversation('stateful', 60)).state, null);
    });

    test('visitor messages answered with low or no confidence, since a time, oldest first', async () => {
      const asked = (text: string, confidence: NewChatMessage['confidence'], at: number) =>
        repository.appendExchange(
          `gaps-${at}`,
          [
            { sender: 'user', text, createdAt: at, ...(confidence && { confidence }) },
            { sender: 'bot', text: 'Sorry, I cannot help with that.', createdAt: at },
          ],
          at,
        );
      const base = 5_000_000;
      await asked('too old', 'none', base - 1);
      await asked('lethbridge?', 'low', base + 2);
      await asked('tenants for my plaza', 'none', base);
      await asked('what are your fees', 'high', base + 1);
      await asked('stored before migration 006', undefined, base + 3);
      assert.deepEqual(await repository.unansweredMessages(base), [
        { text: 'tenants for my plaza', confidence: 'none', createdAt: base },
        { text: 'lethbridge?', confidence: 'low', createdAt: base + 2 },
      ]);
      await assert.rejects(
        database.query(`UPDATE chat_messages SET confidence = 'maybe' WHERE text = 'too old'`),
        /check/i,
      );
    });
  });
}
