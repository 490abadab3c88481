/**
 * Where a lead came from, end to end: a visit lands on a campaign link, moves on, sends the
 * contact form, and the stored lead (the staff's export) and the firm's e-mail (a real SMTP
 * server) say where the visit began. Its own service instance, with mail, on the built site.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { CONTACT_NOTICES } from '../src/domain/contact';
import { gotoHydrated } from './helpers';

const FIRM_INBOX = 'leads@chinook.example';

interface Received {
  to: string[];
  subject: string;
  text: string;
}

interface ExportedLead {
  email: string;
  spam: boolean;
  landing_page: string;
  referrer: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  utm_term: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

let smtp: SMTPServer;
let service: ChildProcess;
let siteUrl = '';
let databaseUrl = '';
const received: Received[] = [];

test.beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          received.push({ to, subject: mail.subject ?? '', text: mail.text ?? '' });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', () => resolve()));

  const port = await freePort();
  siteUrl = `http://127.0.0.1:${port}`;
  databaseUrl = `sqlite:./test-results/e2e-attribution-${process.pid}-${Date.now()}.db`;
  service = spawn(process.execPath, ['service/src/server.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'website@chinook.example',
      MAIL_TO: FIRM_INBOX,
      MAIL_ACKNOWLEDGE: 'false',
      CONTACT_RATE_LIMIT: '0',
      CHAT_RATE_LIMIT: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`${siteUrl}/api/health`).then(
          (answer) => answer.ok,
          () => false,
        ),
      {
        timeout: 20_000,
      },
    )
    .toBe(true);
});

test.afterAll(async () => {
  service?.kill('SIGTERM');
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

function exportedLead(email: string): ExportedLead | undefined {
  const output = execFileSync(
    process.execPath,
    ['service/src/cli/leads.ts', 'export', '--format', 'json'],
    { env: { PATH: process.env.PATH ?? '', DATABASE_URL: databaseUrl }, encoding: 'utf8' },
  );
  return (JSON.parse(output) as ExportedLead[]).find((lead) => lead.email === email);
}

const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function fillForm(page: Page, email: string): Promise<void> {
  await page.getByLabel('Name', { exact: true }).fill('Dana Campaign');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Service Interest', { exact: true }).selectOption('healthcare');
  await page
    .getByLabel('Message', { exact: true })
    .fill('We read your newsletter: a clinic, please.');
}

test('a campaign visit: the lead and the firm’s e-mail say where it began', async ({ page }) => {
  await page.clock.install();
  await page.goto(`${siteUrl}/?utm_source=newsletter&utm_medium=email&utm_campaign=fall`, {
    referer: 'https://news.example.org/issue/12?subscriber=dana',
  });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  // A second page (a full load) and the contact page: the first page of the visit stays.
  await gotoHydrated(page, `${siteUrl}/our-story/?utm_source=other`);
  await gotoHydrated(page, `${siteUrl}/contact/`);
  const stored = await page.evaluate(() => sessionStorage.getItem('visit-attribution'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ landing_page: '/', utm_source: 'newsletter' });
  expect(await page.context().cookies()).toEqual([]);

  const email = uniqueEmail('campaign');
  await fillForm(page, email);
  await page.clock.fastForward(10_000);
  await page.getByRole('button', { name: /send/i }).click();
  await expect(page.getByRole('status').filter({ hasText: CONTACT_NOTICES.success })).toBeVisible();

  expect(exportedLead(email)).toMatchObject({
    spam: false,
    landing_page: '/',
    // Origin and path only: the referring page's query string never leaves the browser.
    referrer: 'https://news.example.org/issue/12',
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'fall',
    utm_term: '',
  });
  await expect.poll(() => received.find((mail) => mail.text.includes(email))).toBeTruthy();
  const mail = received.find((entry) => entry.text.includes(email))!;
  expect(mail.to).toEqual([FIRM_INBOX]);
  expect(mail.text).toContain(
    'Where the visit began:\nFirst page: /\nReferring site: https://news.example.org/issue/12\n' +
      'Campaign source: newsletter\nCampaign medium: email\nCampaign name: fall\n',
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form post records the form page and its campaign tags', async ({ page }) => {
    await page.goto(`${siteUrl}/contact/?utm_source=flyer&utm_medium=print`);
    const email = uniqueEmail('nojs-campaign');
    await fillForm(page, email);
    await page.getByRole('button', { name: /send/i }).click();
    await expect(page).toHaveURL(/\/contact\/sent\/$/);
    expect(exportedLead(email)).toMatchObject({
      landing_page: '/contact/',
      referrer: '',
      utm_source: 'flyer',
      utm_medium: 'print',
    });
    await expect.poll(() => received.some((mail) => mail.text.includes(email))).toBe(true);
  });
});
