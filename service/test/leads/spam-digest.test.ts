/**
 * Flagged submissions never vanish unseen: they are stored with why they were flagged, and from
 * SPAM_DIGEST_HOUR (America/Edmonton) one digest a day lists them for the firm, only when there
 * are any, once across instances, also after a restart past the hour, and again at the next
 * check when the e-mail failed. Real app with an injected clock, real SMTP server, both databases.
 */
import { afterEach, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { edmontonDayAndHour } from '../../src/leads/spam-digest.ts';
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
const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Edmonton',
  timeZoneName: 'longOffset',
});

/**
 * The instant of an Edmonton wall-clock time on 23 November 2026 (plus whole days). The offset
 * comes from the time-zone data, not a constant: Alberta's rules change (tzdata 2026 keeps it on
 * UTC-6 all year).
 */
function edmonton(hour: number, minute = 0, days = 0): number {
  const wall = Date.UTC(2026, 10, 23 + days, hour, minute);
  const name = offsetFormat.formatToParts(wall).find((part) => part.type === 'timeZoneName');
  const [, sign, hours, minutes] = /GMT([+-])(\d\d):(\d\d)/.exec(name?.value ?? '') ?? [];
  const offsetMinutes = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
  return wall - offsetMinutes * 60_000;
}

test('Edmonton days and hours follow the local clock', () => {
  assert.deepEqual(edmontonDayAndHour(edmonton(7, 59)), { day: '2026-11-23', hour: 7 });
  assert.deepEqual(edmontonDayAndHour(edmonton(8, 0)), { day: '2026-11-23', hour: 8 });
  assert.deepEqual(edmontonDayAndHour(edmonton(23, 59)), { day: '2026-11-23', hour: 23 });
  assert.deepEqual(edmontonDayAndHour(edmonton(0, 0, 1)), { day: '2026-11-24', hour: 0 });
});

for (const kind of DATABASE_KINDS) {
  describe(`spam digest (${kind})`, () => {
    let database: TestDatabase;
    let smtp: TestSmtpServer;
    let clock = 0;
    const apps: FastifyInstance[] = [];

    beforeEach(async () => {
      database = await createTestDatabase(kind);
      smtp = await startSmtpServer();
    });
    afterEach(async () => {
      for (const app of apps.splice(0)) await app.close();
      await smtp.close();
      await database.drop();
    });

    async function start(env: Record<string, string> = {}): Promise<FastifyInstance> {
      const app = await buildTestApp(
        testConfig(database, {
          CONTACT_RATE_LIMIT: '0',
          SMTP_URL: smtp.url,
          MAIL_FROM: 'website@chinook.example',
          MAIL_TO: FIRM_INBOX,
          ...env,
        }),
        { now: () => clock, startSpamDigest: false },
      );
      apps.push(app);
      return app;
    }
    const post = (app: FastifyInstance, fields: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ ...VALID_CONTACT, ...fields }),
      });
    const digests = () => smtp.messages.filter((mail) => /^Possible spam/.test(mail.subject ?? ''));

    test('before the hour nothing; from the hour one digest a day, across instances', async () => {
      const app = await start();
      clock = edmonton(6, 10);
      const honeypot = await post(app, {
        name: 'Honey Pot',
        email: 'autofill@example.com',
        website: 'https://autofill.example',
        message: `Please call me about a clinic. ${'More words here. '.repeat(20)}`,
      });
      assert.equal(honeypot.statusCode, 201);
      clock = edmonton(6, 20);
      await post(app, { name: 'Too Fast', email: 'fast@example.com', fill_ms: 800 });
      await post(app, { name: 'Real Lead', email: 'real@example.com', fill_ms: 20_000 });
      const stored = await database.query('SELECT name, spam, spam_reason FROM leads ORDER BY id');
      assert.deepEqual(
        stored.map((row) => [row.name, Number(row.spam), row.spam_reason]),
        [
          ['Honey Pot', 1, 'honeypot filled'],
          ['Too Fast', 1, 'sent 0.8 s after the page opened'],
          ['Real Lead', 0, ''],
        ],
      );

      clock = edmonton(7, 59);
      assert.equal(await app.spamDigest.check(), undefined);
      clock = edmonton(8, 0);
      assert.equal(await app.spamDigest.check(), 2);
      const [digest] = await waitFor(() => (digests().length > 0 ? digests() : undefined));
      assert.equal(digest!.subject, 'Possible spam to review: 2 flagged submissions');
      assert.deepEqual(digest!.envelopeTo, [FIRM_INBOX]);
      assert.equal(digest!.html, '', 'plain text only');
      const { text } = digest!;
      assert.match(text, /#1 - received 2026-11-23 06:10 \(Calgary time\)\n/);
      assert.match(
        text,
        /Why flagged: honeypot filled\n {2}Name: Honey Pot\n {2}Email: autofill@example\.com/,
      );
      assert.match(text, /Phone: 403-555-0100\n {2}Service interest: Healthcare Real Estate/);
      assert.match(text, /Message: Please call me about a clinic\. More words here\.[^\n]* …\n/);
      assert.match(
        text,
        /#2 - received[^\n]*\n {2}Why flagged: sent 0\.8 s after the page opened\n {2}Name: Too Fast/,
      );
      assert.doesNotMatch(text, /Real Lead/);
      assert.match(text, /npm run leads -- not-spam <number>/);
      assert.match(text, /deleted 30 days after they arrived/);

      // The same day: a second check and a second instance send nothing, even with new spam.
      clock = edmonton(9, 0);
      await post(app, { name: 'Later Bot', email: 'later@example.com', website: 'x' });
      clock = edmonton(10, 0);
      assert.equal(await app.spamDigest.check(), undefined);
      const second = await start();
      assert.equal(await second.spamDigest.check(), undefined);
      await new Promise((resolve) => setTimeout(resolve, 200));
      assert.equal(digests().length, 1);

      // The next day lists only what came after the first digest.
      clock = edmonton(8, 5, 1);
      assert.deepEqual(
        await Promise.all([app.spamDigest.check(), second.spamDigest.check()]).then((results) =>
          results.sort(),
        ),
        [1, undefined],
      );
      const next = await waitFor(() => digests()[1]);
      assert.equal(next.subject, 'Possible spam to review: 1 flagged submission');
      assert.match(next.text, /Name: Later Bot/);
      assert.doesNotMatch(next.text, /Honey Pot|Too Fast/);
      const rows = await database.query('SELECT day, listed FROM spam_digests ORDER BY id');
      assert.deepEqual(
        rows.map((row) => [row.day, Number(row.listed)]),
        [
          ['2026-11-23', 2],
          ['2026-11-24', 1],
        ],
      );
    });

    test('none is sent when nothing was flagged', async () => {
      const app = await start();
      clock = edmonton(7, 0);
      await post(app, { email: 'real@example.com', fill_ms: 20_000 });
      clock = edmonton(8, 30);
      assert.equal(await app.spamDigest.check(), 0);
      await waitFor(() => smtp.messages.length >= 1); // the real lead's notification
      await new Promise((resolve) => setTimeout(resolve, 200));
      assert.deepEqual(digests(), []);
    });

    test('a service down at the hour sends at its first check that day', async () => {
      clock = edmonton(5, 0);
      const before = await start();
      await post(before, { name: 'Night Bot', email: 'night@example.com', website: 'x' });
      await before.close();
      clock = edmonton(14, 45);
      const restarted = await start();
      assert.equal(await restarted.spamDigest.check(), 1);
      assert.match((await waitFor(() => digests()[0])).text, /Name: Night Bot/);
    });

    test('a failed e-mail gives the day back: the next check sends the digest', async () => {
      const app = await start();
      clock = edmonton(7, 0);
      await post(app, { name: 'Retry Bot', email: 'retry@example.com', website: 'x' });
      const { port } = smtp;
      await smtp.close();
      clock = edmonton(8, 0);
      await assert.rejects(app.spamDigest.check());
      smtp = await startSmtpServer(port);
      clock = edmonton(8, 5);
      assert.equal(await app.spamDigest.check(), 1);
      assert.match((await waitFor(() => digests()[0])).text, /Name: Retry Bot/);
      assert.equal(await app.spamDigest.check(), undefined);
    });

    test('a claim whose instance died before sending is taken over once stale', async () => {
      const app = await start();
      clock = edmonton(7, 0);
      await post(app, { name: 'Orphan Bot', email: 'orphan@example.com', website: 'x' });
      // An instance claimed the day at 8:00 and died before sending.
      await app.repository.claimSpamDigest('2026-11-23', edmonton(8, 0), edmonton(8, 0), 0);
      clock = edmonton(8, 5);
      assert.equal(await app.spamDigest.check(), undefined, 'fresh claim: still under way');
      clock = edmonton(8, 15);
      assert.equal(await app.spamDigest.check(), 1);
      assert.match((await waitFor(() => digests()[0])).text, /Name: Orphan Bot/);
    });
  });
}
