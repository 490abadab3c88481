/**
 * The route's side of the assistant's contract, on SQLite and Postgres: the state a reply returns
 * is stored with it and handed to the next turn, a state that cannot be read back is no state
 * (never an error), and how well each message was answered is stored with it. A fake engine
 * stands at the assistant boundary; everything else is the real app and database.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createChatSessionId } from '../../../src/domain/chat.ts';
import type {
  AssistantEngine,
  AssistantReply,
  AssistantTurn,
  ConversationState,
} from '../../src/assistant/types.ts';
import {
  buildTestApp,
  createTestDatabase,
  DATABASE_KINDS,
  testConfig,
  type TestDatabase,
} from '../helpers.ts';

/**
 * Counts the turns of a conversation in its state, and answers a message naming a confidence
 * ("low ...", "none ...") with it. `nextReply` replaces the next answer's state, once.
 */
class CountingEngine implements AssistantEngine {
  readonly turns: AssistantTurn[] = [];
  nextState: { value: ConversationState | undefined } | undefined;

  async reply(turn: AssistantTurn): Promise<AssistantReply> {
    this.turns.push(structuredClone(turn));
    const count = typeof turn.state?.count === 'number' ? turn.state.count + 1 : 1;
    const override = this.nextState;
    this.nextState = undefined;
    const confidence = /^(low|none|high)\b/.exec(turn.message)?.[1] as AssistantReply['confidence'];
    return {
      text: `turn ${count}`,
      intent: 'counting',
      ...(confidence && { confidence }),
      ...(override ? override.value && { state: override.value } : { state: { count } }),
    };
  }

  lastTurn(): AssistantTurn {
    const turn = this.turns.at(-1);
    assert.ok(turn, 'the engine was asked');
    return turn;
  }
}

const chat = (sessionId: string, message: string) => ({
  method: 'POST' as const,
  url: '/api/chat/message',
  headers: { 'content-type': 'application/json' },
  payload: JSON.stringify({ session_id: sessionId, message }),
});

for (const kind of DATABASE_KINDS) {
  describe(`conversation state and confidence through the chat route (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let engine: CountingEngine;

    const say = async (sessionId: string, message: string) => {
      const response = await app.inject(chat(sessionId, message));
      assert.equal(response.statusCode, 200, response.body);
      return response.json<Record<string, unknown>>();
    };
    const rows = async (sessionId: string) =>
      (
        await database.query(
          `SELECT sender, text, state, confidence FROM chat_messages
           WHERE session_id = '${sessionId}' ORDER BY id`,
        )
      ).map((row) => ({ ...row }));
    const setLatestBotState = (sessionId: string, state: string) =>
      database.query(
        `UPDATE chat_messages SET state = '${state}' WHERE id = (SELECT MAX(id) FROM chat_messages
           WHERE session_id = '${sessionId}' AND sender = 'bot')`,
      );

    before(async () => {
      database = await createTestDatabase(kind);
      engine = new CountingEngine();
      app = await buildTestApp(testConfig(database, { CHAT_RATE_LIMIT: '0' }), {
        assistant: engine,
      });
    });
    beforeEach(() => {
      engine.nextState = undefined;
    });
    after(async () => {
      await app.close();
      await database.drop();
    });

    test('the state a reply returns comes back with the next turn; the API shape is unchanged', async () => {
      const sessionId = createChatSessionId();
      assert.deepEqual(await say(sessionId, 'hello'), { bot_response: 'turn 1' });
      assert.equal(engine.lastTurn().state, undefined);
      assert.deepEqual(engine.lastTurn().history, []);
      assert.deepEqual(await say(sessionId, 'and then?'), { bot_response: 'turn 2' });
      assert.deepEqual(engine.lastTurn().state, { count: 1 });
      assert.deepEqual(
        engine.lastTurn().history.map((entry) => [entry.sender, entry.text]),
        [
          ['user', 'hello'],
          ['bot', 'turn 1'],
        ],
      );
      await say(sessionId, 'once more');
      assert.deepEqual(engine.lastTurn().state, { count: 2 });
      assert.deepEqual(await rows(sessionId), [
        { sender: 'user', text: 'hello', state: null, confidence: 'high' },
        { sender: 'bot', text: 'turn 1', state: '{"count":1}', confidence: null },
        { sender: 'user', text: 'and then?', state: null, confidence: 'high' },
        { sender: 'bot', text: 'turn 2', state: '{"count":2}', confidence: null },
        { sender: 'user', text: 'once more', state: null, confidence: 'high' },
        { sender: 'bot', text: 'turn 3', state: '{"count":3}', confidence: null },
      ]);
    });

    test('each conversation has its own state', async () => {
      const first = createChatSessionId();
      const second = createChatSessionId();
      await say(first, 'one');
      await say(first, 'two');
      await say(second, 'elsewhere');
      assert.equal(engine.lastTurn().state, undefined);
      await say(first, 'three');
      assert.deepEqual(engine.lastTurn().state, { count: 2 });
    });

    test('a reply without state leaves none, even when an earlier answer had one', async () => {
      const sessionId = createChatSessionId();
      await say(sessionId, 'first');
      engine.nextState = { value: undefined };
      await say(sessionId, 'second');
      await say(sessionId, 'third');
      assert.equal(engine.lastTurn().state, undefined);
      assert.equal((await rows(sessionId))[3]!.state, null);
    });

    test('a stored state that is not a JSON object is no state, never an error', async () => {
      const sessionId = createChatSessionId();
      await say(sessionId, 'start');
      for (const damaged of ['{"count":', 'not json', '[1,2]', 'null', '42', '"text"', '']) {
        await setLatestBotState(sessionId, damaged);
        assert.deepEqual(await say(sessionId, 'go on'), { bot_response: 'turn 1' });
        assert.equal(engine.lastTurn().state, undefined, JSON.stringify(damaged));
      }
      // A state of an older shape is the engine's to read: the route hands any object over.
      await setLatestBotState(sessionId, '{"version":0,"topic":"fees"}');
      await say(sessionId, 'go on');
      assert.deepEqual(engine.lastTurn().state, { version: 0, topic: 'fees' });
    });

    test('a state that cannot be stored is dropped; the exchange is kept', async () => {
      const sessionId = createChatSessionId();
      const cyclic: ConversationState = { name: 'loop' };
      cyclic.self = cyclic;
      engine.nextState = { value: cyclic };
      assert.deepEqual(await say(sessionId, 'first'), { bot_response: 'turn 1' });
      engine.nextState = { value: { filler: 'x'.repeat(20_000) } };
      assert.deepEqual(await say(sessionId, 'second'), { bot_response: 'turn 1' });
      assert.deepEqual(
        (await rows(sessionId)).map((row) => [row.sender, row.text, row.state]),
        [
          ['user', 'first', null],
          ['bot', 'turn 1', null],
          ['user', 'second', null],
          ['bot', 'turn 1', null],
        ],
      );
      await say(sessionId, 'third');
      assert.equal(engine.lastTurn().state, undefined);
    });

    test('how well each message was answered is stored with it (none given: high)', async () => {
      const sessionId = createChatSessionId();
      for (const message of ['none of your business', 'low confidence', 'high up', 'plain']) {
        await say(sessionId, message);
      }
      assert.deepEqual(
        (await rows(sessionId)).map((row) => [row.sender, row.confidence]),
        [
          ['user', 'none'],
          ['bot', null],
          ['user', 'low'],
          ['bot', null],
          ['user', 'high'],
          ['bot', null],
          ['user', 'high'],
          ['bot', null],
        ],
      );
    });
  });
}
