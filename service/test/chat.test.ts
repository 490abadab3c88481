/**
 * POST /api/chat/message against the real app, on SQLite and Postgres, with a real SMTP server:
 * validation, the answer shape, stored conversations, one lead (and one e-mail) per session,
 * rate limits, the retention purge and hostile input.
 */
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../src/domain/chat.ts';
import { CHAT_SESSION_RATE_LIMIT } from '../src/routes/chat.ts';
import {
  buildTestApp,
  createTestDatabase,
  DATABASE_KINDS,
  startSmtpServer,
  testConfig,
  waitFor,
  type TestDatabase,
  type TestSmtpServer,
} from './helpers.ts';

const FIRM_INBOX = 'leads@firm.example';
const DAY_MS = 24 * 60 * 60 * 1000;

const chat = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST' as const,
  url: '/api/chat/message',
  headers: { 'content-type': 'application/json', ...headers },
  payload: typeof body === 'string' ? body : JSON.stringify(body),
});

const newSession = () => `${Date.now().toString(36)}-${randomUUID()}`;

for (const kind of DATABASE_KINDS) {
  describe(`POST /api/chat/message (${kind})`, () => {
    let database: TestDatabase;
    let smtp: TestSmtpServer;
    let app: FastifyInstance;

    before(async () => {
      database = await createTestDatabase(kind);
      smtp = await startSmtpServer();
      app = await buildTestApp(
        testConfig(database, {
          CHAT_RATE_LIMIT: '0',
          SMTP_URL: smtp.url,
          MAIL_FROM: 'site@firm.example',
          MAIL_TO: FIRM_INBOX,
        }),
      );
    });
    after(async () => {
      await app.close();
      await smtp.close();
      await database.drop();
    });

    test('answers a greeting with the ChatResponse shape and no-store', async () => {
      const response = await app.inject(chat({ session_id: newSession(), message: 'hi' }));
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['cache-control'], 'no-store');
      const body = response.json();
      assert.equal(typeof body.bot_response, 'string');
      assert.match(body.bot_response, /healthcare or commercial/i);
      assert.deepEqual(body.suggestions, ['Healthcare', 'Commercial']);
      assert.deepEqual(Object.keys(body).sort(), ['bot_response', 'suggestions']);
    });

    test('answers with links to pages, tel: and mailto:', async () => {
      const contact = await app.inject(
        chat({ session_id: newSession(), message: 'How can I reach you?' }),
      );
      const hrefs = contact.json().links.map((link: { href: string }) => link.href);
      assert.ok(hrefs.some((href: string) => href.startsWith('tel:+')));
      assert.ok(hrefs.some((href: string) => href.startsWith('mailto:')));
      const physio = await app.inject(chat({ session_id: newSession(), message: 'physio clinic' }));
      assert.ok(
        physio.json().links.some((link: { href: string }) => link.href === '/services/#healthcare'),
      );
    });

    test('400 names each bad field', async () => {
      const cases: [unknown, string[]][] = [
        [{}, ['message', 'session_id']],
        [{ session_id: 'short', message: 'hi' }, ['session_id']],
        [{ session_id: 'has spaces in it', message: 'hi' }, ['session_id']],
        [{ session_id: 'x'.repeat(101), message: 'hi' }, ['session_id']],
        [{ session_id: 'abcdefgh1', message: '   \n\t ' }, ['message']],
        [
          { session_id: 'abcdefgh1', message: 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) },
          ['message'],
        ],
        [{ session_id: 12345678, message: 42 }, ['message', 'session_id']],
        [{ session_id: ['abcdefgh1'], message: { text: 'hi' } }, ['message', 'session_id']],
      ];
      for (const [body, fields] of cases) {
        const response = await app.inject(chat(body));
        assert.equal(response.statusCode, 400, JSON.stringify(body).slice(0, 80));
        const error = response.json();
        assert.equal(error.error, 'invalid_input');
        assert.deepEqual(
          Object.keys(error.fields).sort(),
          fields,
          JSON.stringify(body).slice(0, 80),
        );
      }
    });

    test('the length limit applies after trimming', async () => {
      const message = `   ${'a'.repeat(CHAT_MESSAGE_MAX_LENGTH)}   `;
      const response = await app.inject(chat({ session_id: newSession(), message }));
      assert.equal(response.statusCode, 200);
    });

    test('wrong content type 415, malformed JSON 400, oversized body 413', async () => {
      const text = await app.inject({
        method: 'POST',
        url: '/api/chat/message',
        headers: { 'content-type': 'text/plain' },
        payload: 'hi',
      });
      assert.equal(text.statusCode, 415);
      const broken = await app.inject(chat('{"session_id": "abcdefgh1", "message": '));
      assert.equal(broken.statusCode, 400);
      const huge = await app.inject(chat({ session_id: 'abcdefgh1', message: 'a'.repeat(40_000) }));
      assert.equal(huge.statusCode, 413);
    });

    test('the conversation is stored with sender, text and time', async () => {
      const session = newSession();
      await app.inject(chat({ session_id: session, message: 'Commercial' }));
      await app.inject(chat({ session_id: session, message: 'what are your hours?' }));
      const rows = await database.query(
        `SELECT sender, text, created_at FROM chat_messages WHERE session_id = '${session}' ORDER BY id`,
      );
      assert.deepEqual(
        rows.map((row) => row.sender),
        ['user', 'bot', 'user', 'bot'],
      );
      assert.equal(rows[0]?.text, 'Commercial');
      assert.match(String(rows[3]?.text), /office hours/i);
      assert.ok(Number(rows[0]?.created_at) > Date.now() - 60_000);
    });

    test('contact details over several messages make one lead, e-mailed once', async () => {
      const session = newSession();
      const email = `priya-${kind}@clinic.example`;
      for (const message of ['Healthcare', 'dental', "I'm Dr. Priya Shah"]) {
        await app.inject(chat({ session_id: session, message }));
      }
      const captured = await app.inject(chat({ session_id: session, message: email }));
      assert.match(captured.json().bot_response, /within 24 hours/);
      // The same details again, twice at once: still one lead.
      await Promise.all([
        app.inject(chat({ session_id: session, message: `Dr. Priya Shah ${email}` })),
        app.inject(chat({ session_id: session, message: `Dr. Priya Shah ${email}` })),
      ]);
      const leads = await database.query(
        `SELECT source, name, email, service, message, transcript, session_id FROM leads WHERE session_id = '${session}'`,
      );
      assert.equal(leads.length, 1);
      const lead = leads[0]!;
      assert.equal(lead.source, 'chat');
      assert.equal(lead.name, 'Dr. Priya Shah');
      assert.equal(lead.email, email);
      assert.equal(lead.service, 'healthcare');
      assert.match(String(lead.message), /dental/);
      const transcript = JSON.parse(String(lead.transcript)) as { sender: string; text: string }[];
      assert.deepEqual(
        transcript.map((entry) => entry.sender),
        ['user', 'bot', 'user', 'bot', 'user', 'bot', 'user', 'bot'],
      );
      assert.equal(transcript[6]?.text, email);

      const notices = () =>
        smtp.messages.filter(
          (mail) => mail.envelopeTo.includes(FIRM_INBOX) && mail.text.includes('Priya Shah'),
        );
      await waitFor(() => notices().length >= 1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.equal(notices().length, 1);
      assert.equal(notices()[0]?.replyTo?.value[0]?.address, email);

      const listed = await app.repository.listLeads();
      assert.ok(listed.some((entry) => entry.source === 'chat' && entry.sessionId === session));
    });

    test('a phone corrected after the firm was told: stored, and the firm told again', async () => {
      const session = newSession();
      for (const message of ['we need a warehouse', 'call me 403-555-0100']) {
        await app.inject(chat({ session_id: session, message }));
      }
      const notices = () =>
        smtp.messages.filter(
          (mail) => mail.envelopeTo.includes(FIRM_INBOX) && mail.text.includes('403-555-0100'),
        );
      await waitFor(() => notices().length === 1);
      const corrected = await app.inject(
        chat({ session_id: session, message: 'wait sorry thats my old number. its 403-555-7703' }),
      );
      assert.match(corrected.json().bot_response, /updated your details/);
      const leads = await database.query(`SELECT phone FROM leads WHERE session_id = '${session}'`);
      assert.deepEqual(
        leads.map((lead) => lead.phone),
        ['403-555-7703'],
      );
      const update = await waitFor(() =>
        smtp.messages.find(
          (mail) => mail.envelopeTo.includes(FIRM_INBOX) && mail.text.includes('403-555-7703'),
        ),
      );
      assert.match(update.subject ?? '', /^Updated /);
      assert.match(update.text, /corrected or added to their details/);
      assert.notEqual(update.messageId, notices()[0]?.messageId);
    });

    test('when to call, said after the firm was told: added to the lead, and the firm told again', async () => {
      const session = newSession();
      await app.inject(
        chat({ session_id: session, message: 'bike shop in kensington, 403-555-0139' }),
      );
      const first = () =>
        smtp.messages.filter(
          (mail) => mail.envelopeTo.includes(FIRM_INBOX) && mail.text.includes('403-555-0139'),
        );
      await waitFor(() => first().length === 1);
      const noted = await app.inject(
        chat({ session_id: session, message: 'best after 3pm, mornings im slammed' }),
      );
      assert.match(noted.json().bot_response, /passed that on/);
      const [lead] = await database.query(
        `SELECT message, transcript FROM leads WHERE session_id = '${session}'`,
      );
      assert.match(String(lead?.message), /\n- best after 3pm, mornings im slammed$/);
      const transcript = JSON.parse(String(lead?.transcript)) as { sender: string; text: string }[];
      assert.deepEqual(transcript.at(-1)?.text, 'best after 3pm, mornings im slammed');
      const update = await waitFor(() =>
        smtp.messages.find(
          (mail) => mail.envelopeTo.includes(FIRM_INBOX) && mail.text.includes('best after 3pm'),
        ),
      );
      assert.match(update.subject ?? '', /^Updated /);
    });

    test('a phone corrected while the first notification waits: one notification, new number', async () => {
      // No SMTP here (and a database of its own, out of the other app's worker's reach): the
      // notification stays queued, and goes out later with the corrected phone.
      const own = await createTestDatabase(kind);
      const waiting = await buildTestApp(testConfig(own, { CHAT_RATE_LIMIT: '0' }));
      try {
        const session = newSession();
        for (const message of [
          'we need a warehouse, call me 403-555-0100',
          'wait sorry thats my old number. its 403-555-7703',
        ]) {
          await waiting.inject(chat({ session_id: session, message }));
        }
        const rows = await own.query(
          `SELECT outbox.kind, outbox.status, leads.phone FROM outbox
           JOIN leads ON leads.id = outbox.lead_id WHERE leads.session_id = '${session}'`,
        );
        assert.deepEqual(
          rows.map((row) => ({ ...row })),
          [{ kind: 'notify', status: 'pending', phone: '403-555-7703' }],
        );
      } finally {
        await waiting.close();
        await own.drop();
      }
    });

    test('racing first captures in a new session still store one lead', async () => {
      const session = newSession();
      const responses = await Promise.all(
        Array.from({ length: 4 }, () =>
          app.inject(chat({ session_id: session, message: `Ann Berg ann-${kind}@race.example` })),
        ),
      );
      assert.deepEqual(
        responses.map((response) => response.statusCode),
        [200, 200, 200, 200],
      );
      const leads = await database.query(`SELECT id FROM leads WHERE session_id = '${session}'`);
      assert.equal(leads.length, 1);
    });

    test(`more than ${CHAT_SESSION_RATE_LIMIT} messages a minute in one session: 429`, async () => {
      const session = newSession();
      for (let index = 0; index < CHAT_SESSION_RATE_LIMIT; index += 1) {
        const response = await app.inject(chat({ session_id: session, message: 'hi' }));
        assert.equal(response.statusCode, 200);
      }
      const limited = await app.inject(chat({ session_id: session, message: 'hi' }));
      assert.equal(limited.statusCode, 429);
      assert.ok(Number(limited.headers['retry-after']) > 0);
      assert.equal(limited.json().error, 'rate_limited');
      const other = await app.inject(chat({ session_id: newSession(), message: 'hi' }));
      assert.equal(other.statusCode, 200);
    });

    test('the purge deletes conversations older than the retention period only', async () => {
      const oldSession = newSession();
      const freshSession = newSession();
      await app.inject(chat({ session_id: oldSession, message: 'hi' }));
      await app.inject(chat({ session_id: freshSession, message: 'hi' }));
      const longAgo = Date.now() - 91 * DAY_MS;
      await database.query(
        `UPDATE chat_sessions SET updated_at = ${longAgo}, created_at = ${longAgo} WHERE id = '${oldSession}'`,
      );
      const purged = await app.retention.purge();
      assert.ok(purged.conversations >= 1);
      const left = await database.query(
        `SELECT session_id FROM chat_messages WHERE session_id IN ('${oldSession}', '${freshSession}')`,
      );
      assert.deepEqual(new Set(left.map((row) => row.session_id)), new Set([freshSession]));
      const sessions = await database.query(
        `SELECT id FROM chat_sessions WHERE id = '${oldSession}'`,
      );
      assert.equal(sessions.length, 0);
    });

    test('after the purge, an answer no longer draws on the purged conversation', async () => {
      const session = newSession();
      await app.inject(chat({ session_id: session, message: 'My name is Ana Lopez' }));
      const longAgo = Date.now() - 91 * DAY_MS;
      await database.query(
        `UPDATE chat_sessions SET updated_at = ${longAgo}, created_at = ${longAgo} WHERE id = '${session}'`,
      );
      await app.retention.purge();
      const response = await app.inject(
        chat({ session_id: session, message: 'ana.lopez@example.com' }),
      );
      // The name went with the purged messages: the lead has none, and the assistant asks for it.
      assert.match(response.json<{ bot_response: string }>().bot_response, /what name/i);
      const leads = await database.query(
        `SELECT name, email FROM leads WHERE session_id = '${session}'`,
      );
      assert.deepEqual(
        leads.map((lead) => ({ ...lead })),
        [{ name: '', email: 'ana.lopez@example.com' }],
      );
    });

    test('hostile input gets a 4xx or an answer, never a 5xx', async () => {
      const session = newSession();
      const payloads: string[] = [
        JSON.stringify({ session_id: session, message: '<script>alert(1)</script>' }),
        JSON.stringify({ session_id: session, message: "'; DROP TABLE leads; --" }),
        JSON.stringify({ session_id: session, message: 'nul \u0000 byte and \u001b escape' }),
        JSON.stringify({ session_id: session, message: '\u202Eevil\u202C 𝕳𝖊𝖑𝖑𝖔 👋🏽 ﷽' }),
        JSON.stringify({ session_id: session, message: '\ud800 lone surrogate' }),
        JSON.stringify({ session_id: session, message: '😀'.repeat(CHAT_MESSAGE_MAX_LENGTH) }),
        JSON.stringify({ session_id: session, message: 'hi', __proto__: { polluted: true } }),
        '{"session_id":"abcdefgh1","message":"hi","__proto__":{"polluted":true}}',
        '{"session_id":"abcdefgh1","message":"hi","constructor":{"prototype":{"polluted":true}}}',
        JSON.stringify([{ session_id: session, message: 'hi' }]),
        JSON.stringify({ session_id: { $ne: null }, message: 'hi' }),
        JSON.stringify({ session_id: session, message: null }),
        JSON.stringify('just a string'),
        'null',
        '12345',
        randomBytes(512).toString('latin1'),
        `{"session_id":"${session}","message":"${'\\u0041'.repeat(2000)}"}`,
        JSON.stringify({ session_id: '../../etc/passwd', message: 'hi' }),
        // Words that name what every JavaScript object has.
        JSON.stringify({ session_id: session, message: 'constructor toString __proto__ valueOf' }),
      ];
      for (const payload of payloads) {
        const response = await app.inject(chat(payload));
        assert.ok(response.statusCode < 500, `${response.statusCode} for ${payload.slice(0, 60)}`);
        if (response.statusCode === 200) {
          assert.doesNotMatch(response.json().bot_response, /<script|DROP TABLE/);
        }
      }
      assert.equal(({} as Record<string, unknown>).polluted, undefined);
      const nul = await database.query(
        `SELECT text FROM chat_messages WHERE session_id = '${session}' AND text LIKE 'nul%'`,
      );
      assert.equal(nul[0]?.text, 'nul  byte and  escape');
    });
  });

  describe(`chat rate limit per client address (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;

    before(async () => {
      database = await createTestDatabase(kind);
      app = await buildTestApp(testConfig(database, { CHAT_RATE_LIMIT: '3' }));
    });
    after(async () => {
      await app.close();
      await database.drop();
    });

    test('CHAT_RATE_LIMIT messages a minute, then 429 with Retry-After', async () => {
      for (let index = 0; index < 3; index += 1) {
        const response = await app.inject(chat({ session_id: newSession(), message: 'hello' }));
        assert.equal(response.statusCode, 200);
      }
      const limited = await app.inject(chat({ session_id: newSession(), message: 'hello' }));
      assert.equal(limited.statusCode, 429);
      assert.ok(limited.headers['retry-after']);
    });
  });
}
