/**
 * Chat sessions cannot be guessed or taken over: a new conversation starts only under an id with
 * a random version 4 UUID (122 bits), and a lead never carries an earlier visitor's details to
 * another address. Real app, SQLite and Postgres.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createChatSessionId, NEW_CHAT_SESSION_ID_PATTERN } from '../../../src/domain/chat.ts';
import { checkNewSessionId } from '../../src/schemas/chat.ts';
import {
  buildTestApp,
  createTestDatabase,
  DATABASE_KINDS,
  testConfig,
  type TestDatabase,
} from '../helpers.ts';

/** How the widget built ids before: the time and about 52 bits of Math.random. */
const legacySessionId = () =>
  `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12).padEnd(10, '0')}`;

const chat = (sessionId: string, message: string) => ({
  method: 'POST' as const,
  url: '/api/chat/message',
  headers: { 'content-type': 'application/json' },
  payload: JSON.stringify({ session_id: sessionId, message }),
});

test('the widget builds ids from the time and a random version 4 UUID', () => {
  const ids = Array.from({ length: 1_000 }, () => createChatSessionId());
  assert.equal(new Set(ids).size, ids.length);
  for (const id of ids) {
    assert.match(id, NEW_CHAT_SESSION_ID_PATTERN);
    assert.equal(checkNewSessionId(id), undefined);
  }
  assert.match(
    createChatSessionId(Date.UTC(2026, 10, 23), () => '0b9e5b9c-8a54-4f1e-9c1d-2f6b1a7e3d40'),
    /^[0-9a-z]+-0b9e5b9c-8a54-4f1e-9c1d-2f6b1a7e3d40$/,
  );
});

test('ids without 122 random bits are refused for a new conversation', () => {
  for (const id of [
    legacySessionId(),
    'abcdefgh1',
    // A UUID of another version (v1 is time-based) or with the wrong variant.
    'mia5x3k0-0b9e5b9c-8a54-1f1e-9c1d-2f6b1a7e3d40',
    'mia5x3k0-0b9e5b9c-8a54-4f1e-7c1d-2f6b1a7e3d40',
    '0B9E5B9C-8A54-4F1E-9C1D-2F6B1A7E3D40',
    `${'0'.repeat(17)}-0b9e5b9c-8a54-4f1e-9c1d-2f6b1a7e3d40`,
  ]) {
    assert.deepEqual(checkNewSessionId(id)?.fields, {
      session_id: 'a new session_id must hold a random version 4 UUID',
    });
  }
  assert.equal(checkNewSessionId('0b9e5b9c-8a54-4f1e-9c1d-2f6b1a7e3d40'), undefined);
});

for (const kind of DATABASE_KINDS) {
  describe(`chat sessions (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;

    before(async () => {
      database = await createTestDatabase(kind);
      app = await buildTestApp(testConfig(database, { CHAT_RATE_LIMIT: '0' }));
    });
    after(async () => {
      await app.close();
      await database.drop();
    });

    test('a new conversation under a guessable id: 400 naming session_id, nothing stored', async () => {
      const sessionId = legacySessionId();
      const response = await app.inject(chat(sessionId, "I'm Priya Shah, priya@clinic.example"));
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), {
        error: 'invalid_input',
        fields: { session_id: 'a new session_id must hold a random version 4 UUID' },
      });
      const stored = await database.query(`SELECT id FROM chat_sessions WHERE id = '${sessionId}'`);
      assert.equal(stored.length, 0);
      const leads = await database.query(`SELECT id FROM leads WHERE session_id = '${sessionId}'`);
      assert.equal(leads.length, 0);
    });

    test("the widget's ids start conversations, which go on", async () => {
      const sessionId = createChatSessionId();
      for (const message of ['hi', 'what are your hours?']) {
        const response = await app.inject(chat(sessionId, message));
        assert.equal(response.statusCode, 200);
      }
      const stored = await database.query(
        `SELECT sender FROM chat_messages WHERE session_id = '${sessionId}'`,
      );
      assert.equal(stored.length, 4);
    });

    test('a conversation stored under an older id goes on until the retention purge', async () => {
      const sessionId = legacySessionId();
      const now = Date.now();
      await database.query(
        `INSERT INTO chat_sessions (id, created_at, updated_at) VALUES ('${sessionId}', ${now}, ${now})`,
      );
      await database.query(
        `INSERT INTO chat_messages (session_id, sender, text, created_at)
         VALUES ('${sessionId}', 'user', 'hi', ${now}), ('${sessionId}', 'bot', 'Hello!', ${now})`,
      );
      // Stored before the service starts, as after a deploy: a page opened earlier goes on.
      const restarted = await buildTestApp(testConfig(database, { CHAT_RATE_LIMIT: '0' }));
      try {
        const response = await restarted.inject(chat(sessionId, 'what are your hours?'));
        assert.equal(response.statusCode, 200);
      } finally {
        await restarted.close();
      }
    });

    test('an e-mail alone is stored as a lead at once, and the name typed next is added to it', async () => {
      const sessionId = createChatSessionId();
      const first = await app.inject(chat(sessionId, 'my email is priya@clinic.example'));
      assert.match(first.json<{ bot_response: string }>().bot_response, /What name/);
      const leadsOf = async () =>
        (
          await database.query(
            `SELECT name, email, phone FROM leads WHERE session_id = '${sessionId}'`,
          )
        ).map((lead) => ({ ...lead }));
      assert.deepEqual(await leadsOf(), [{ name: '', email: 'priya@clinic.example', phone: '' }]);
      await app.inject(chat(sessionId, 'Priya Shah'));
      assert.deepEqual(await leadsOf(), [
        { name: 'Priya Shah', email: 'priya@clinic.example', phone: '' },
      ]);
    });

    test("a name given with another address is never added to the conversation's lead", async () => {
      const sessionId = createChatSessionId();
      await app.inject(chat(sessionId, 'my email is priya@clinic.example, phone 403-555-0100'));
      const second = await app.inject(chat(sessionId, "I'm Mallory Evil, mallory@evil.example"));
      assert.equal(second.statusCode, 200);
      const leads = await database.query(
        `SELECT name, email, phone FROM leads WHERE session_id = '${sessionId}'`,
      );
      assert.deepEqual(
        leads.map((lead) => ({ ...lead })),
        [{ name: '', email: 'priya@clinic.example', phone: '403-555-0100' }],
      );
    });
  });
}
