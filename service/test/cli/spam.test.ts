/**
 * The possible-spam commands of the leads CLI, run as a real process against both databases:
 * export --spam, digest (real SMTP server) and not-spam, whose notification the running service
 * then sends (and no acknowledgement to the address typed in the form).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { openRepository } from '../../src/storage/index.ts';
import {
  buildTestApp,
  createTestDatabase,
  DATABASE_KINDS,
  REPO_ROOT,
  startSmtpServer,
  testConfig,
  waitFor,
  type TestDatabase,
  type TestSmtpServer,
} from '../helpers.ts';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('../../src/cli/leads.ts', import.meta.url));
const FIRM_INBOX = 'leads@chinook.example';
const MAIL_ENV = { MAIL_FROM: 'website@chinook.example', MAIL_TO: FIRM_INBOX };

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

async function leadsCli(
  database: TestDatabase,
  args: string[],
  env: Record<string, string> = {},
): Promise<CliResult> {
  try {
    const { stdout, stderr } = await run(process.execPath, [CLI, ...args], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: database.url, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

for (const kind of DATABASE_KINDS) {
  describe(`leads CLI: possible spam (${kind})`, () => {
    let database: TestDatabase;
    let smtp: TestSmtpServer;
    const ids: Record<string, number> = {};

    before(async () => {
      database = await createTestDatabase(kind);
      smtp = await startSmtpServer();
      const repository = await openRepository(database.config);
      try {
        const minuteAgo = Date.now() - 60_000;
        const form = { source: 'form' as const, service: 'healthcare', outbox: [] };
        ids.autofill = (
          await repository.createLead(
            {
              ...form,
              name: 'Autofill Person',
              email: 'autofill@clinic.example',
              message: 'A real request, caught by the honeypot.',
              spam: true,
              spamReason: 'honeypot filled',
              attribution: { landing_page: '/services/', utm_source: 'newsletter' },
            },
            minuteAgo,
          )
        ).id;
        ids.bot = (
          await repository.createLead(
            {
              ...form,
              name: 'Fast Bot',
              email: 'bot@spam.example',
              message: 'buy now',
              spam: true,
              spamReason: 'sent 0.4 s after the page opened',
            },
            minuteAgo + 1,
          )
        ).id;
        ids.lead = (
          await repository.createLead(
            {
              ...form,
              name: 'Real Lead',
              email: 'real@clinic.example',
              message: 'hello',
              attribution: { referrer: 'https://www.google.com/' },
              outbox: ['notify'],
            },
            minuteAgo + 2,
          )
        ).id;
      } finally {
        await repository.close();
      }
    });
    after(async () => {
      await smtp.close();
      await database.drop();
    });

    test('export --spam lists the flagged submissions with why, and attribution columns', async () => {
      const json = await leadsCli(database, ['export', '--spam', '--format', 'json']);
      assert.equal(json.code, 0, json.stderr);
      const flagged = JSON.parse(json.stdout) as Record<string, unknown>[];
      assert.deepEqual(
        flagged.map((lead) => [lead.name, lead.spam, lead.spam_reason]),
        [
          ['Fast Bot', true, 'sent 0.4 s after the page opened'],
          ['Autofill Person', true, 'honeypot filled'],
        ],
      );
      assert.equal(flagged[1]!.landing_page, '/services/');
      assert.equal(flagged[1]!.utm_source, 'newsletter');
      assert.equal(flagged[1]!.referrer, '');

      const csv = await leadsCli(database, ['export', '--format', 'csv']);
      const [header, ...rows] = csv.stdout.trimEnd().split('\r\n');
      assert.match(
        header!,
        /"message","spam_reason","landing_page","referrer","utm_source","utm_medium","utm_campaign","utm_term","utm_content","session_id"/,
      );
      assert.equal(rows.length, 3);
      assert.match(rows[0]!, /"Real Lead".*"","","https:\/\/www\.google\.com\/","","",/);
      const spamCsv = await leadsCli(database, ['export', '--spam']);
      assert.equal(spamCsv.stdout.trimEnd().split('\r\n').length, 3);
    });

    test('digest sends what is pending, then says nothing is', async () => {
      const unconfigured = await leadsCli(database, ['digest']);
      assert.equal(unconfigured.code, 1);
      assert.match(unconfigured.stderr, /Mail is not configured/);

      const sent = await leadsCli(database, ['digest'], { SMTP_URL: smtp.url, ...MAIL_ENV });
      assert.equal(sent.code, 0, sent.stderr);
      assert.equal(sent.stdout, 'Sent the spam digest to the firm: 2 flagged submissions.\n');
      const digest = await waitFor(() => smtp.messages[0]);
      assert.deepEqual(digest.envelopeTo, [FIRM_INBOX]);
      assert.match(digest.text, new RegExp(`#${ids.autofill} - received`));
      assert.match(digest.text, /Why flagged: honeypot filled\n {2}Name: Autofill Person/);
      assert.match(digest.text, /Name: Fast Bot/);
      assert.doesNotMatch(digest.text, /Real Lead/);

      const again = await leadsCli(database, ['digest'], { SMTP_URL: smtp.url, ...MAIL_ENV });
      assert.equal(again.code, 0);
      assert.match(again.stdout, /No flagged submissions since the last digest/);
      assert.equal(smtp.messages.length, 1);
    });

    test('not-spam refuses unknown ids, leads and non-numbers', async () => {
      const unknown = await leadsCli(database, ['not-spam', '999999']);
      assert.equal(unknown.code, 1);
      assert.equal(unknown.stderr, 'No submission has id 999999.\n');
      const lead = await leadsCli(database, ['not-spam', String(ids.lead)]);
      assert.equal(lead.code, 1);
      assert.match(lead.stderr, /is not flagged as spam; it is a lead already/);
      const word = await leadsCli(database, ['not-spam', 'abc']);
      assert.equal(word.code, 2);
      assert.match(word.stderr, /not-spam needs the id of a flagged submission/);
      const missing = await leadsCli(database, ['not-spam']);
      assert.equal(missing.code, 2);
    });

    test('not-spam moves it to the leads; the service sends its notification, no acknowledgement', async () => {
      const moved = await leadsCli(database, ['not-spam', String(ids.autofill)]);
      assert.equal(moved.code, 0, moved.stderr);
      assert.match(moved.stdout, new RegExp(`Moved submission ${ids.autofill} to the leads`));
      const outbox = await database.query(
        `SELECT kind, status FROM outbox WHERE lead_id = ${ids.autofill}`,
      );
      assert.deepEqual(
        outbox.map((row) => [row.kind, row.status]),
        [['notify', 'pending']],
      );

      const before = smtp.messages.length;
      const app = await buildTestApp(
        testConfig(database, { SMTP_URL: smtp.url, MAIL_ACKNOWLEDGE: 'true', ...MAIL_ENV }),
        { startSpamDigest: false },
      );
      try {
        const notification = await waitFor(() =>
          smtp.messages.slice(before).find((mail) => /Autofill Person/.test(mail.subject ?? '')),
        );
        assert.deepEqual(notification.envelopeTo, [FIRM_INBOX]);
        assert.match(notification.text, /First page: \/services\/\nCampaign source: newsletter/);
        await new Promise((resolve) => setTimeout(resolve, 300));
        assert.deepEqual(
          smtp.messages.flatMap((mail) => mail.envelopeTo).filter((to) => to !== FIRM_INBOX),
          [],
          'nothing to the address typed in the form',
        );
      } finally {
        await app.close();
      }

      const flagged = JSON.parse(
        (await leadsCli(database, ['export', '--spam', '--format', 'json'])).stdout,
      ) as { name: string }[];
      assert.deepEqual(
        flagged.map((lead) => lead.name),
        ['Fast Bot'],
      );
      const twice = await leadsCli(database, ['not-spam', String(ids.autofill)]);
      assert.equal(twice.code, 1);
    });
  });
}
