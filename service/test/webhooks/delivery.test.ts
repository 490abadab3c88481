/**
 * The lead webhook end to end, on SQLite and Postgres: a real node:http receiver checks the
 * Standard Webhooks signature with the specification's algorithm and with the standardwebhooks
 * library; retries after 500s and after a receiver that never answers; the same webhook-id on
 * every retry; chat leads too, spam never; e-mail and webhook failing independently.
 */
import { afterEach, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { Value } from '@sinclair/typebox/value';
import { LeadEventSchema, type LeadEvent } from '../../src/webhooks/payload.ts';
import {
  buildTestApp,
  createTestDatabase,
  DATABASE_KINDS,
  freePort,
  startSmtpServer,
  testConfig,
  VALID_CONTACT,
  waitFor,
  type TestDatabase,
} from '../helpers.ts';
import { makeSecret, startReceiver, verifiesBySpec, type TestReceiver } from './receiver.ts';

const MAIL_ENV = { MAIL_FROM: 'website@chinook.example', MAIL_TO: 'leads@chinook.example' };
const SECRET = makeSecret();

const postContact = (app: FastifyInstance, body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

const chat = (app: FastifyInstance, sessionId: string, message: string) =>
  app.inject({
    method: 'POST',
    url: '/api/chat/message',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ session_id: sessionId, message }),
  });

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

for (const kind of DATABASE_KINDS) {
  describe(`lead webhook (${kind})`, () => {
    let database: TestDatabase;
    const cleanups: (() => Promise<void>)[] = [];

    // A database per test: rows one test leaves pending cannot reach another's receiver.
    beforeEach(async () => {
      database = await createTestDatabase(kind);
    });
    afterEach(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
      await database.drop();
    });

    async function receiver(answer?: TestReceiver['answer']): Promise<TestReceiver> {
      const started = await startReceiver(answer);
      cleanups.push(() => started.close());
      return started;
    }
    async function app(
      env: Record<string, string>,
      maxAttempts?: number,
    ): Promise<FastifyInstance> {
      const config = testConfig(database, {
        CONTACT_RATE_LIMIT: '0',
        CHAT_RATE_LIMIT: '0',
        ...env,
      });
      if (maxAttempts !== undefined) config.outbox.maxAttempts = maxAttempts;
      const instance = await buildTestApp(config);
      cleanups.push(() => instance.close());
      return instance;
    }
    const webhookEnv = (target: TestReceiver, extra: Record<string, string> = {}) => ({
      WEBHOOK_URL: target.url,
      WEBHOOK_SECRET: SECRET,
      ...extra,
    });
    const outboxFor = async (email: string) =>
      (
        await database.query(
          `SELECT outbox.kind, outbox.status, outbox.attempts, outbox.last_error
           FROM outbox JOIN leads ON leads.id = outbox.lead_id
           WHERE leads.email = '${email}' ORDER BY outbox.id`,
        )
      ).map((row) => ({
        kind: String(row.kind),
        status: String(row.status),
        attempts: Number(row.attempts),
        last_error: row.last_error as string | null,
      }));
    const stateOf = async (instance: FastifyInstance, email: string) => {
      const lead = (await instance.repository.listLeads()).find((row) => row.email === email);
      return lead && { delivery: lead.delivery, webhook: lead.webhook };
    };
    const eventOf = (body: string) => JSON.parse(body) as LeadEvent;

    test('a form lead is posted once, signed per Standard Webhooks, with its fields', async () => {
      const target = await receiver();
      // No SMTP: this instance delivers webhooks only, and the e-mail waits in the outbox.
      const instance = await app(webhookEnv(target));
      assert.deepEqual(instance.outbox?.kinds, ['webhook']);
      const email = `signed-${kind}@example.com`;
      const response = await postContact(instance, { ...VALID_CONTACT, email });
      assert.equal(response.statusCode, 201);
      await waitFor(() => target.posts.length === 1);
      await settle();
      assert.equal(target.posts.length, 1, 'one post per lead');

      const [post] = target.posts;
      const [lead] = await database.query(
        `SELECT id, created_at FROM leads WHERE email = '${email}'`,
      );
      assert.equal(post!.headers['content-type'], 'application/json');
      assert.equal(post!.id, `lead_${Number(lead!.id)}_${Number(lead!.created_at)}`);
      assert.ok(Math.abs(Number(post!.timestamp) - Date.now() / 1000) < 60, 'a current timestamp');
      assert.match(post!.signature, /^v1,[A-Za-z0-9+/]+={0,2}$/);
      assert.ok(verifiesBySpec(SECRET, post!), 'the spec’s HMAC-SHA256 over id.timestamp.body');
      assert.ok(!verifiesBySpec(makeSecret(), post!), 'another secret does not verify');
      const verified = new Webhook(SECRET).verify(post!.body, {
        'webhook-id': post!.id,
        'webhook-timestamp': post!.timestamp,
        'webhook-signature': post!.signature,
      });
      assert.throws(() =>
        new Webhook(SECRET).verify(post!.body.replace('Beltline', 'Beltlinf'), {
          'webhook-id': post!.id,
          'webhook-timestamp': post!.timestamp,
          'webhook-signature': post!.signature,
        }),
      );

      const event = eventOf(post!.body);
      assert.deepEqual(verified, event);
      assert.ok(Value.Check(LeadEventSchema, event), 'the event matches its schema');
      const receivedAt = new Date(Number(lead!.created_at)).toISOString();
      assert.deepEqual(event, {
        type: 'lead.created',
        timestamp: receivedAt,
        data: {
          id: Number(lead!.id),
          source: 'form',
          name: VALID_CONTACT.name,
          email,
          phone: VALID_CONTACT.phone,
          company: VALID_CONTACT.company,
          service: 'healthcare',
          message: VALID_CONTACT.message,
          attribution: {},
          received_at: receivedAt,
        },
      });
      assert.deepEqual(
        (await outboxFor(email)).map((row) => [row.kind, row.status, row.attempts]),
        [
          ['notify', 'pending', 0],
          ['webhook', 'sent', 1],
        ],
      );
      assert.deepEqual(await stateOf(instance, email), { delivery: 'pending', webhook: 'sent' });
    });

    test('retries after 500s with the same webhook-id and body until a 2xx', async () => {
      const target = await receiver((_post, index) =>
        index < 2 ? { status: 500, body: 'down for maintenance' } : 200,
      );
      const instance = await app(webhookEnv(target));
      const email = `retry500-${kind}@example.com`;
      assert.equal((await postContact(instance, { ...VALID_CONTACT, email })).statusCode, 201);
      await waitFor(async () => (await outboxFor(email))[1]?.status === 'sent');
      await settle();
      assert.equal(target.posts.length, 3, 'two 500s, then the 200');
      assert.equal(new Set(target.posts.map((post) => post.id)).size, 1, 'one webhook-id');
      assert.equal(new Set(target.posts.map((post) => post.body)).size, 1, 'one body');
      assert.ok(target.posts.every((post) => verifiesBySpec(SECRET, post)));
      const gaps = target.posts
        .slice(1)
        .map((post, i) => post.receivedAt - target.posts[i]!.receivedAt);
      // FAST_OUTBOX backoff: 100 ms, then 200 ms.
      assert.ok(
        gaps[0]! >= 90 && gaps[1]! >= 190,
        `backoff between attempts: ${gaps.join(', ')} ms`,
      );
      const webhookRow = (await outboxFor(email))[1]!;
      assert.equal(webhookRow.attempts, 3);
      assert.equal(webhookRow.last_error, null);
    });

    test('a receiver that does not answer in time counts as a failure, and is retried', async () => {
      const target = await receiver((_post, index) => (index === 0 ? 'hang' : 200));
      const instance = await app(webhookEnv(target, { WEBHOOK_TIMEOUT_MS: '300' }));
      const email = `timeout-${kind}@example.com`;
      assert.equal((await postContact(instance, { ...VALID_CONTACT, email })).statusCode, 201);
      const failed = await waitFor(async () => {
        const row = (await outboxFor(email))[1];
        return row?.last_error ? row : null;
      });
      assert.equal(failed.status, 'pending');
      assert.match(String(failed.last_error), /TIMEOUT no answer in 300 ms/);
      await waitFor(async () => (await outboxFor(email))[1]?.status === 'sent');
      assert.equal(target.posts.length, 2);
      assert.equal(target.posts[0]!.id, target.posts[1]!.id, 'the retry keeps the webhook-id');
      assert.ok(target.posts[1]!.receivedAt - target.posts[0]!.receivedAt >= 300);
      assert.ok(verifiesBySpec(SECRET, target.posts[1]!));
    });

    test('a queued webhook survives a restart and is accepted exactly once', async () => {
      let up = false;
      const target = await receiver(() => (up ? 204 : 503));
      const first = await buildTestApp(
        testConfig(database, { CONTACT_RATE_LIMIT: '0', ...webhookEnv(target) }),
      );
      const email = `restart-${kind}@example.com`;
      assert.equal((await postContact(first, { ...VALID_CONTACT, email })).statusCode, 201);
      await waitFor(async () => ((await outboxFor(email))[1]?.attempts ?? 0) >= 1);
      await first.close();
      const refused = target.posts.length;
      assert.ok(refused >= 1, 'refused before the restart');

      up = true;
      await app(webhookEnv(target));
      await waitFor(async () => (await outboxFor(email))[1]?.status === 'sent');
      await settle();
      assert.equal(target.posts.length - refused, 1, 'accepted once after the restart');
      assert.equal(new Set(target.posts.map((post) => post.id)).size, 1, 'one webhook-id');
    });

    test('a chat lead gets the webhook, with the conversation as its message', async () => {
      const target = await receiver();
      const instance = await app(webhookEnv(target));
      const session = `${Date.now().toString(36)}-${randomUUID()}`;
      const email = `chat-${kind}@clinic.example`;
      for (const message of ['Healthcare', 'dental', "I'm Dr. Priya Shah", email]) {
        assert.equal((await chat(instance, session, message)).statusCode, 200);
      }
      await waitFor(() => target.posts.length === 1);
      const event = eventOf(target.posts[0]!.body);
      assert.equal(event.type, 'lead.created');
      assert.equal(event.data.source, 'chat');
      assert.equal(event.data.email, email);
      assert.equal(event.data.name, 'Dr. Priya Shah');
      assert.equal(event.data.service, 'healthcare');
      const lines = event.data.message.split('\n');
      assert.equal(lines[0], 'Visitor: Healthcare');
      assert.match(lines[1]!, /^Assistant: /);
      assert.equal(lines.filter((line) => line.startsWith('Visitor: ')).length, 4);
      assert.equal(lines.at(-2), `Visitor: ${email}`);
      assert.ok(verifiesBySpec(SECRET, target.posts[0]!));
    });

    test('a chat lead corrected after its webhook went out is posted again as lead.updated', async () => {
      const target = await receiver();
      const instance = await app(webhookEnv(target));
      const session = `${Date.now().toString(36)}-${randomUUID()}`;
      await chat(instance, session, 'we need a warehouse, call me 403-555-0100');
      await waitFor(() => target.posts.length === 1);
      await chat(instance, session, 'wait sorry thats my old number. its 403-555-7703');
      await waitFor(() => target.posts.length === 2);
      const [created, updated] = target.posts.map((post) => eventOf(post.body));
      assert.equal(created?.type, 'lead.created');
      assert.equal(updated?.type, 'lead.updated');
      assert.equal(updated?.data.id, created?.data.id);
      assert.equal(updated?.data.phone, '403-555-7703');
      assert.notEqual(target.posts[1]!.id, target.posts[0]!.id, 'its own webhook-id');
      assert.ok(verifiesBySpec(SECRET, target.posts[1]!));
    });

    test('spam gets no webhook (nor any e-mail)', async () => {
      const target = await receiver();
      const instance = await app(webhookEnv(target));
      const email = `spam-${kind}@example.com`;
      const response = await postContact(instance, { ...VALID_CONTACT, email, website: 'x' });
      assert.equal(response.statusCode, 201);
      await settle();
      assert.equal(target.posts.length, 0);
      assert.deepEqual(await outboxFor(email), []);
      assert.deepEqual(await stateOf(instance, email), {
        delivery: 'not-applicable',
        webhook: 'not-applicable',
      });
    });

    test('the e-mail fails for good while the webhook is delivered', async () => {
      const target = await receiver();
      const closedPort = await freePort();
      const instance = await app(
        webhookEnv(target, {
          ...MAIL_ENV,
          SMTP_URL: `smtp://127.0.0.1:${closedPort}`,
          MAIL_ACKNOWLEDGE: 'false',
        }),
        2,
      );
      assert.deepEqual(instance.outbox?.kinds, ['notify', 'acknowledge', 'webhook']);
      const email = `mailfails-${kind}@example.com`;
      assert.equal((await postContact(instance, { ...VALID_CONTACT, email })).statusCode, 201);
      await waitFor(async () => (await outboxFor(email))[0]?.status === 'failed');
      await waitFor(() => target.posts.length === 1);
      assert.deepEqual(await stateOf(instance, email), { delivery: 'failed', webhook: 'sent' });
    });

    test('the webhook fails for good while the e-mail is delivered', async () => {
      const target = await receiver(() => ({ status: 500, body: 'no' }));
      const smtp = await startSmtpServer();
      cleanups.push(() => smtp.close());
      const instance = await app(
        webhookEnv(target, { ...MAIL_ENV, SMTP_URL: smtp.url, MAIL_ACKNOWLEDGE: 'false' }),
        2,
      );
      const email = `hookfails-${kind}@example.com`;
      assert.equal((await postContact(instance, { ...VALID_CONTACT, email })).statusCode, 201);
      await waitFor(async () => (await outboxFor(email))[1]?.status === 'failed');
      // The row is marked sent after the SMTP server has the message: wait for the row itself.
      await waitFor(async () => (await outboxFor(email))[0]?.status === 'sent');
      assert.equal(smtp.messages.length, 1);
      assert.equal(target.posts.length, 2, 'two attempts, both refused');
      assert.equal((await outboxFor(email))[1]!.last_error, '500 HTTP 500');
      assert.deepEqual(await stateOf(instance, email), { delivery: 'sent', webhook: 'failed' });
    });

    test('a receiver that hangs holds up no e-mail: each channel has its worker', async () => {
      const target = await receiver(() => 'hang');
      const smtp = await startSmtpServer();
      cleanups.push(() => smtp.close());
      const instance = await app(
        webhookEnv(target, {
          ...MAIL_ENV,
          SMTP_URL: smtp.url,
          MAIL_ACKNOWLEDGE: 'false',
          WEBHOOK_TIMEOUT_MS: '5000',
        }),
      );
      assert.deepEqual(
        instance.outbox?.workers.map((worker) => worker.kinds),
        [['notify', 'acknowledge'], ['webhook']],
      );
      const emails = [`hang-1-${kind}@example.com`, `hang-2-${kind}@example.com`];
      const started = Date.now();
      for (const email of emails) {
        assert.equal((await postContact(instance, { ...VALID_CONTACT, email })).statusCode, 201);
      }
      await waitFor(() => smtp.messages.length === 2, 2_000);
      assert.ok(Date.now() - started < 2_000, 'both e-mails went while the webhook post hung');
      assert.equal(target.posts.length, 1, 'the webhook worker is still waiting for its answer');
      await target.close(); // ends the hanging post, so the app closes at once
    });

    test('WEBHOOK_FORMAT=slack posts {"text"} with the essentials, mrkdwn-escaped', async () => {
      const target = await receiver(() => ({ status: 200, body: 'ok' }));
      const instance = await app({ WEBHOOK_URL: target.url, WEBHOOK_FORMAT: 'slack' });
      const email = `slack-${kind}@example.com`;
      const name = 'Ann <!channel> & Co';
      const message = `Need <https://evil.example|a clinic> & parking. ${'More words here. '.repeat(30)}`;
      assert.equal(
        (await postContact(instance, { ...VALID_CONTACT, name, email, message })).statusCode,
        201,
      );
      await waitFor(() => target.posts.length === 1);
      const [post] = target.posts;
      assert.equal(post!.headers['content-type'], 'application/json');
      assert.equal(post!.signature, '', 'no secret, no signature');
      const body = JSON.parse(post!.body) as Record<string, unknown>;
      assert.deepEqual(Object.keys(body), ['text']);
      const text = String(body.text);
      assert.match(text, /^\*New lead\* from the contact form: Ann &lt;!channel&gt; &amp; Co$/m);
      assert.match(text, /Service: Healthcare Real Estate/);
      assert.ok(text.includes(`E-mail: ${email}`));
      assert.ok(text.includes('Phone: 403-555-0100'));
      assert.ok(text.includes('> Need &lt;https://evil.example|a clinic&gt; &amp; parking.'));
      assert.ok(!/[<>]/.test(text.replace(/^> /m, '')), 'no raw < or > from the visitor');
      assert.ok(text.length < 600, 'the first words of the message only');
    });

    test('with the webhook off no webhook row is queued; the export says not-applicable', async () => {
      const instance = await app({});
      const email = `off-${kind}@example.com`;
      assert.equal((await postContact(instance, { ...VALID_CONTACT, email })).statusCode, 201);
      assert.deepEqual(
        (await outboxFor(email)).map((row) => row.kind),
        ['notify'],
      );
      assert.deepEqual(await stateOf(instance, email), {
        delivery: 'pending',
        webhook: 'not-applicable',
      });
    });

    test('two instances on one database post each lead once', async () => {
      const target = await receiver();
      const one = await app(webhookEnv(target));
      const two = await app(webhookEnv(target));
      const emails = Array.from({ length: 30 }, (_, i) => `pair-${i}-${kind}@example.com`);
      const statuses = await Promise.all(
        emails.map((email, i) =>
          postContact(i % 2 === 0 ? one : two, { ...VALID_CONTACT, email }).then(
            (response) => response.statusCode,
          ),
        ),
      );
      assert.ok(statuses.every((status) => status === 201));
      await waitFor(() => target.posts.length >= emails.length);
      await settle();
      assert.equal(target.posts.length, emails.length);
      assert.equal(new Set(target.posts.map((post) => post.id)).size, emails.length);
      const received = target.posts.map((post) => eventOf(post.body).data.email).sort();
      assert.deepEqual(received, [...emails].sort());
    });
  });
}
