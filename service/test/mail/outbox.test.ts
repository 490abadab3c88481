import { after, afterEach, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
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
  type TestSmtpServer,
} from '../helpers.ts';

const MAIL_ENV = { MAIL_FROM: 'website@chinook.example', MAIL_TO: 'leads@chinook.example' };

const post = (app: FastifyInstance, body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

for (const kind of DATABASE_KINDS) {
  describe(`outbox (${kind})`, () => {
    let database: TestDatabase;
    const cleanups: (() => Promise<void>)[] = [];

    before(async () => {
      database = await createTestDatabase(kind);
    });
    afterEach(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    });
    after(async () => {
      await database.drop();
    });

    async function smtp(port?: number): Promise<TestSmtpServer> {
      const server = await startSmtpServer(port);
      cleanups.push(() => server.close());
      return server;
    }
    async function app(env: Record<string, string>): Promise<FastifyInstance> {
      const instance = await buildTestApp(
        testConfig(database, { CONTACT_RATE_LIMIT: '0', ...MAIL_ENV, ...env }),
      );
      cleanups.push(() => instance.close());
      return instance;
    }
    const outboxFor = (email: string) =>
      database.query(
        `SELECT outbox.kind, outbox.status, outbox.attempts, outbox.next_attempt_at
         FROM outbox JOIN leads ON leads.id = outbox.lead_id
         WHERE leads.email = '${email}' ORDER BY outbox.id`,
      );

    test('notifies the firm and acknowledges the visitor, escaped and injection-free', async () => {
      const server = await smtp();
      const instance = await app({ SMTP_URL: server.url, MAIL_ACKNOWLEDGE: 'true' });
      const email = `deliver-${kind}@example.com`;
      const response = await post(instance, {
        ...VALID_CONTACT,
        email,
        company: 'Smile & <b>Co</b>',
        message: '<script>alert("x")</script>\nSecond line',
      });
      assert.equal(response.statusCode, 201);
      await waitFor(() => server.messages.length === 2);

      const notification = server.messages.find((mail) =>
        mail.envelopeTo.includes('leads@chinook.example'),
      )!;
      assert.ok(notification, 'the firm got the lead');
      assert.equal(notification.subject, 'New Healthcare Real Estate inquiry from Ann Example');
      assert.deepEqual(notification.replyTo?.value, [{ address: email, name: 'Ann Example' }]);
      assert.match(notification.messageId ?? '', /^<lead-\d+\.\d+\.notify@chinook\.example>$/);
      assert.match(notification.text, /Phone: 403-555-0100/);
      assert.match(notification.text, /<script>alert\("x"\)<\/script>\r?\nSecond line/);
      assert.match(notification.html, /&lt;script&gt;alert\(&quot;x&quot;\)&lt;\/script&gt;/);
      assert.match(notification.html, /Smile &amp; &lt;b&gt;Co&lt;\/b&gt;/);
      assert.ok(!notification.html.includes('<script>'));
      assert.ok(!notification.html.includes('<b>Co'));

      const acknowledgement = server.messages.find((mail) => mail.envelopeTo.includes(email))!;
      assert.ok(acknowledgement, 'the visitor got an acknowledgement');
      assert.deepEqual(acknowledgement.replyTo?.value, [
        { address: 'leads@chinook.example', name: '' },
      ]);
      assert.ok(!acknowledgement.text.includes('<script>'), 'no visitor text is echoed back');

      await waitFor(async () => (await outboxFor(email)).every((row) => row.status === 'sent'));
    });

    test('no header injection from a lead whose name holds CR/LF', async () => {
      const server = await smtp();
      const instance = await app({ SMTP_URL: server.url, MAIL_ACKNOWLEDGE: 'false' });
      await instance.leads.submit({
        source: 'chat',
        name: 'Eve\r\nBcc: victim@example.com\r\nSubject: hacked',
        email: 'eve@example.com',
        message: 'hi',
        transcript: JSON.stringify([{ sender: 'user', text: '<img src=x onerror=alert(1)>' }]),
        sessionId: 'abc12345-session',
      });
      const [mail] = await waitFor(() => (server.messages.length === 1 ? server.messages : null));
      assert.deepEqual(mail!.envelopeTo, ['leads@chinook.example']);
      assert.equal(mail!.bcc, undefined);
      assert.equal(
        mail!.subject,
        'New General inquiry from Eve Bcc: victim@example.com Subject: hacked',
      );
      const headerNames = mail!.headerLines.map((header) => header.key);
      assert.equal(headerNames.filter((name) => name === 'subject').length, 1);
      assert.ok(!headerNames.includes('bcc'), 'no Bcc header was injected');
      assert.match(mail!.text, /^Name: Eve Bcc: victim@example\.com Subject: hacked$/m);
      assert.match(mail!.html, /&lt;img src=x onerror=alert\(1\)&gt;/);
      assert.match(mail!.text, /Source: Chat assistant/);
    });

    test('bidi and zero-width characters are stripped from the Subject and Reply-To name', async () => {
      const server = await smtp();
      const instance = await app({ SMTP_URL: server.url, MAIL_ACKNOWLEDGE: 'false' });
      const email = `bidi-${kind}@example.com`;
      // Shown as "Ann Examplefdp.exe" with the override: the name pretends to end in ".pdf".
      const name = 'Ann\u200B Example\u202Eexe.pdf\u202C\u2066\uFEFF';
      assert.equal((await post(instance, { ...VALID_CONTACT, name, email })).statusCode, 201);
      const [mail] = await waitFor(() => (server.messages.length === 1 ? server.messages : null));
      const parsed = await simpleParser(mail!.raw);
      assert.equal(parsed.subject, 'New Healthcare Real Estate inquiry from Ann Exampleexe.pdf');
      assert.deepEqual(
        parsed.replyTo?.value.map(({ name: shown, address }) => ({ shown, address })),
        [{ shown: 'Ann Exampleexe.pdf', address: email }],
      );
      assert.match(parsed.text ?? '', /^Name: Ann Exampleexe\.pdf$/m);
      assert.doesNotMatch(mail!.raw, /\u202E|\u200B|\uFEFF|\u2066/);
    });

    test('retries with backoff while SMTP is down, delivers once it is up', async () => {
      const port = await freePort();
      const instance = await app({
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_ACKNOWLEDGE: 'false',
      });
      const email = `retry-${kind}@example.com`;
      assert.equal((await post(instance, { ...VALID_CONTACT, email })).statusCode, 201);
      const [failed] = await waitFor(async () => {
        const rows = await outboxFor(email);
        return Number(rows[0]?.attempts) >= 2 ? rows : null;
      });
      assert.equal(failed!.status, 'pending');
      assert.ok(Number(failed!.next_attempt_at) > Date.now() - 1_000, 'a later retry is scheduled');

      const server = await smtp(port);
      await waitFor(() => server.messages.length === 1, 5_000);
      await waitFor(async () => (await outboxFor(email))[0]?.status === 'sent');
      // Nothing else is sent afterwards.
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.equal(server.messages.length, 1);
    });

    test('a queued e-mail survives a restart and is delivered exactly once', async () => {
      const port = await freePort();
      const first = await buildTestApp(
        testConfig(database, {
          CONTACT_RATE_LIMIT: '0',
          ...MAIL_ENV,
          SMTP_URL: `smtp://127.0.0.1:${port}`,
          MAIL_ACKNOWLEDGE: 'false',
        }),
      );
      const email = `restart-${kind}@example.com`;
      assert.equal((await post(first, { ...VALID_CONTACT, email })).statusCode, 201);
      await waitFor(async () => Number((await outboxFor(email))[0]?.attempts) >= 1);
      await first.close();

      const server = await smtp(port);
      await app({ SMTP_URL: server.url, MAIL_ACKNOWLEDGE: 'false' });
      await waitFor(async () => (await outboxFor(email))[0]?.status === 'sent');
      await new Promise((resolve) => setTimeout(resolve, 300));
      const delivered = server.messages.filter((mail) => mail.text.includes(email));
      assert.equal(delivered.length, 1);
    });

    test('two workers on one database deliver each row exactly once', async () => {
      const server = await smtp();
      const env = { SMTP_URL: server.url, MAIL_ACKNOWLEDGE: 'false' };
      const one = await app(env);
      const two = await app(env);
      const emails = Array.from({ length: 24 }, (_, i) => `pair-${i}-${kind}@example.com`);
      await Promise.all(
        emails.map((email, i) => post(i % 2 === 0 ? one : two, { ...VALID_CONTACT, email })),
      );
      await waitFor(
        () => server.messages.filter((mail) => mail.text.includes('pair-')).length >= 24,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      const delivered = server.messages.filter((mail) => mail.text.includes('pair-'));
      assert.equal(delivered.length, 24);
      const ids = new Set(delivered.map((mail) => mail.headers.get('message-id')));
      assert.equal(ids.size, 24);
      for (const email of emails) {
        assert.equal(
          delivered.filter((mail) => mail.text.includes(`Email: ${email}`)).length,
          1,
          email,
        );
      }
    });

    test('without SMTP_URL leads are stored and the outbox waits', async () => {
      const instance = await buildTestApp(testConfig(database, { CONTACT_RATE_LIMIT: '0' }));
      cleanups.push(() => instance.close());
      assert.equal(instance.outbox, undefined);
      const email = `nosmtp-${kind}@example.com`;
      assert.equal((await post(instance, { ...VALID_CONTACT, email })).statusCode, 201);
      const rows = await outboxFor(email);
      assert.deepEqual(
        rows.map((row) => [row.kind, row.status, Number(row.attempts)]),
        [['notify', 'pending', 0]],
      );
    });
  });
}
