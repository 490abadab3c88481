/**
 * Acknowledgement e-mails are not sent to anyone on demand: none for chat leads, at most one a
 * day per recipient address (also with several instances on one database) and a few a day per
 * client address; the firm's notification is unchanged. Real app, real SMTP server, both
 * databases.
 */
import { after, afterEach, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppOverrides } from '../../src/app.ts';
import { ACKNOWLEDGEMENT_WINDOW_MS, ACKNOWLEDGEMENTS_PER_CLIENT } from '../../src/leads/intake.ts';
import { recipientAllowanceKey } from '../../src/storage/mail-allowances.ts';
import {
  buildTestApp,
  createTestDatabase,
  DATABASE_KINDS,
  startSmtpServer,
  testConfig,
  VALID_CONTACT,
  waitFor,
  type TestDatabase,
  type TestSmtpServer,
} from '../helpers.ts';

const FIRM_INBOX = 'leads@chinook.example';
const MAIL_ENV = { MAIL_FROM: 'website@chinook.example', MAIL_TO: FIRM_INBOX };

const postContact = (app: FastifyInstance, email: string, remoteAddress = '198.51.100.7') =>
  app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ ...VALID_CONTACT, email }),
  });

/** Lets the outbox deliver what it will, then a little longer so a stray e-mail would show. */
async function settle(server: TestSmtpServer, expected: number): Promise<void> {
  await waitFor(() => server.messages.length >= expected);
  await new Promise((resolve) => setTimeout(resolve, 300));
}

for (const kind of DATABASE_KINDS) {
  describe(`acknowledgement e-mails (${kind})`, () => {
    let database: TestDatabase;
    let server: TestSmtpServer;
    const apps: FastifyInstance[] = [];

    before(async () => {
      database = await createTestDatabase(kind);
    });
    afterEach(async () => {
      for (const app of apps.splice(0)) await app.close();
      await server?.close();
    });
    after(async () => {
      await database.drop();
    });

    async function start(overrides: AppOverrides = {}): Promise<FastifyInstance> {
      const app = await buildTestApp(
        testConfig(database, {
          CONTACT_RATE_LIMIT: '0',
          CHAT_RATE_LIMIT: '0',
          SMTP_URL: server.url,
          MAIL_ACKNOWLEDGE: 'true',
          ...MAIL_ENV,
        }),
        overrides,
      );
      apps.push(app);
      return app;
    }
    const mailTo = (address: string) =>
      server.messages.filter((mail) => mail.envelopeTo.includes(address));

    test('a chat lead gets no acknowledgement; the firm is still notified', async () => {
      server = await startSmtpServer();
      const app = await start();
      const victim = `chat-victim-${kind}@example.org`;
      // The reproduction: one message per new session, three times.
      for (let index = 0; index < 3; index += 1) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/chat/message',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({
            session_id: `${Date.now().toString(36)}-${randomUUID()}`,
            message: `I'm John Smith, ${victim}`,
          }),
        });
        assert.equal(response.statusCode, 200);
      }
      await settle(server, 3);
      assert.equal(mailTo(victim).length, 0, 'nothing was sent to the address typed in the chat');
      assert.equal(mailTo(FIRM_INBOX).length, 3, 'the firm got each lead');
      const queued = await database.query(
        `SELECT outbox.kind FROM outbox JOIN leads ON leads.id = outbox.lead_id
         WHERE leads.email = '${victim}'`,
      );
      assert.deepEqual(
        queued.map((row) => row.kind),
        ['notify', 'notify', 'notify'],
      );
    });

    test('one acknowledgement per recipient a day, whatever the letter case', async () => {
      server = await startSmtpServer();
      let now = Date.now();
      const app = await start({ now: () => now });
      const email = `once-${kind}@example.org`;
      for (const [index, address] of [email, email.toUpperCase(), email].entries()) {
        const response = await postContact(app, address, `198.51.100.${10 + index}`);
        assert.equal(response.statusCode, 201);
      }
      await settle(server, 4);
      assert.equal(mailTo(email).length + mailTo(email.toUpperCase()).length, 1);
      assert.equal(mailTo(FIRM_INBOX).length, 3, 'the firm is notified of every lead');

      // A day later the same address may be acknowledged again.
      now += ACKNOWLEDGEMENT_WINDOW_MS + 1;
      assert.equal((await postContact(app, email, '198.51.100.20')).statusCode, 201);
      await settle(server, 6);
      assert.equal(mailTo(email).length + mailTo(email.toUpperCase()).length, 2);
    });

    test(`${ACKNOWLEDGEMENTS_PER_CLIENT} acknowledgements a day per client address`, async () => {
      server = await startSmtpServer();
      const app = await start();
      const strangers = Array.from({ length: 6 }, (_, i) => `stranger-${i}-${kind}@example.org`);
      for (const email of strangers) {
        assert.equal((await postContact(app, email, '203.0.113.5')).statusCode, 201);
      }
      const otherClient = `other-client-${kind}@example.org`;
      assert.equal((await postContact(app, otherClient, '203.0.113.6')).statusCode, 201);
      await settle(server, strangers.length + 1 + ACKNOWLEDGEMENTS_PER_CLIENT + 1);
      const acknowledged = strangers.filter((email) => mailTo(email).length > 0);
      assert.deepEqual(acknowledged, strangers.slice(0, ACKNOWLEDGEMENTS_PER_CLIENT));
      assert.equal(mailTo(otherClient).length, 1, 'another client is not affected');
      assert.equal(mailTo(FIRM_INBOX).length, strangers.length + 1);
      // Refused by the client's allowance, so these recipients' own allowance is untouched.
      assert.equal(
        (await postContact(app, strangers[5]!, '203.0.113.7')).statusCode,
        201,
        'the stranger writing from their own address',
      );
      await waitFor(() => mailTo(strangers[5]!).length === 1);
    });

    test('two instances on one database racing for one recipient send one acknowledgement', async () => {
      server = await startSmtpServer();
      const one = await start();
      const two = await start();
      const email = `race-${kind}@example.org`;
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          postContact(i % 2 === 0 ? one : two, email, `192.0.2.${i + 1}`),
        ),
      );
      assert.ok(responses.every((response) => response.statusCode === 201));
      await settle(server, 11);
      assert.equal(mailTo(email).length, 1);
      assert.equal(mailTo(FIRM_INBOX).length, 10);
    });

    test('a privacy deletion removes what was kept about the recipient', async () => {
      server = await startSmtpServer();
      const app = await start();
      const email = `erase-me-${kind}@example.org`;
      const other = `not-${email}`;
      await postContact(app, email, '192.0.2.50');
      await postContact(app, other, '192.0.2.51');
      const key = recipientAllowanceKey(email);
      const rowsFor = (allowanceKey: string) =>
        database.query(`SELECT used FROM mail_allowances WHERE allowance_key = '${allowanceKey}'`);
      assert.equal((await rowsFor(key)).length, 1);
      assert.ok(
        !(await database.query('SELECT allowance_key FROM mail_allowances')).some((row) =>
          JSON.stringify(row).includes('@'),
        ),
        'no address is stored in clear',
      );

      await app.repository.deleteLeadsByEmail(email.toUpperCase());
      assert.equal((await rowsFor(key)).length, 0);
      assert.equal((await rowsFor(recipientAllowanceKey(other))).length, 1, 'others stay');
    });
  });
}
