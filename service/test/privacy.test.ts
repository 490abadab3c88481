/**
 * A privacy deletion (`npm run leads -- delete --email`) run while the service is up, on SQLite
 * and Postgres: nothing of the visitor comes back from any store (the service keeps no copy of a
 * conversation in memory), and only whole addresses match.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { mentionsAddress } from '../src/storage/repository.ts';
import {
  buildTestApp,
  createTestDatabase,
  DATABASE_KINDS,
  REPO_ROOT,
  testConfig,
  type TestDatabase,
} from './helpers.ts';

const CLI = fileURLToPath(new URL('../src/cli/leads.ts', import.meta.url));

test('an address matches only as a whole address, in any case', () => {
  assert.ok(mentionsAddress('write to JO@x.ca.', 'jo@x.ca'));
  assert.ok(mentionsAddress('<jo@x.ca>, thanks', 'Jo@X.ca'));
  assert.ok(mentionsAddress('jo@x.ca', 'jo@x.ca'));
  assert.ok(mentionsAddress('bojo@x.ca then jo@x.ca', 'jo@x.ca'));
  assert.ok(!mentionsAddress('bojo@x.ca', 'jo@x.ca'));
  assert.ok(!mentionsAddress('jo.jo@x.ca', 'jo@x.ca'));
  assert.ok(!mentionsAddress('jo@x.ca.uk', 'jo@x.ca'));
  assert.ok(!mentionsAddress('jo@x.cat', 'jo@x.ca'));
  assert.ok(!mentionsAddress('jo@x-ca', 'jo@x.ca'));
  assert.ok(!mentionsAddress('anything', ''));
});

for (const kind of DATABASE_KINDS) {
  describe(`privacy deletion while the service runs (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;

    const say = async (sessionId: string, message: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/chat/message',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ session_id: sessionId, message }),
      });
      assert.equal(response.statusCode, 200);
      return response.json<{ bot_response: string }>().bot_response;
    };
    const deleteVisitor = async (email: string) => {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [CLI, 'delete', '--email', email],
        { cwd: REPO_ROOT, env: { PATH: process.env.PATH ?? '', DATABASE_URL: database.url } },
      );
      return stdout.trim();
    };
    /** Every stored lead or message that still carries `text`. */
    const traces = async (text: string) => [
      ...(await database.query(
        `SELECT 'lead' AS kind, id FROM leads
         WHERE lower(email) = '${text}' OR lower(transcript) LIKE '%${text}%'
           OR lower(message) LIKE '%${text}%'`,
      )),
      ...(await database.query(
        `SELECT 'message' AS kind, id FROM chat_messages WHERE lower(text) LIKE '%${text}%'`,
      )),
    ];

    before(async () => {
      database = await createTestDatabase(kind);
      app = await buildTestApp(testConfig(database, { CHAT_RATE_LIMIT: '0' }));
    });
    after(async () => {
      await app.close();
      await database.drop();
    });

    test('the next message of a deleted conversation makes no lead from it', async () => {
      const session = randomUUID();
      // An e-mail alone is a lead already; the name is asked for.
      assert.match(await say(session, 'Hi, my e-mail is carl.erase@x.ca'), /name/i);
      assert.equal(
        await deleteVisitor('carl.erase@x.ca'),
        'Deleted 1 lead and 1 chat conversation.',
      );
      await say(session, 'Carl Jones');
      assert.deepEqual(await traces('carl.erase@x.ca'), []);
      const leads = await database.query(`SELECT id FROM leads WHERE session_id = '${session}'`);
      assert.deepEqual(leads, []);
    });

    test('a deleted chat lead does not come back with the next message', async () => {
      const session = randomUUID();
      await say(session, 'I need a dental clinic');
      await say(session, "I'm Dana Erase, dana.erase@x.ca");
      assert.equal((await traces('dana.erase@x.ca')).length > 0, true);
      assert.equal(
        await deleteVisitor('Dana.Erase@X.ca'),
        'Deleted 1 lead and 1 chat conversation.',
      );
      await say(session, 'Thanks! Dana Erase');
      assert.deepEqual(await traces('dana.erase@x.ca'), []);
      const transcripts = await database.query(
        `SELECT transcript FROM leads WHERE lower(transcript) LIKE '%dental clinic%'`,
      );
      assert.deepEqual(transcripts, []);
    });

    test('deleting jo@x.ca leaves the conversation of bojo@x.ca', async () => {
      const jo = randomUUID();
      const bojo = randomUUID();
      await say(jo, 'my e-mail is jo@x.ca');
      await say(bojo, 'my e-mail is bojo@x.ca');
      assert.equal(await deleteVisitor('jo@x.ca'), 'Deleted 1 lead and 1 chat conversation.');
      const left = await database.query(
        `SELECT DISTINCT session_id FROM chat_messages WHERE session_id IN ('${jo}', '${bojo}')`,
      );
      assert.deepEqual(
        left.map((row) => row.session_id),
        [bojo],
      );
    });
  });
}
