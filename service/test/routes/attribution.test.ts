/**
 * Where a lead came from: the values the site sends are checked one by one (bad ones dropped,
 * never a 400), stored with the lead from the contact form (JSON or, without JavaScript, the
 * form page's Referer) and from the chat message that completes a lead, and shown in the firm's
 * e-mail. Real app, real SMTP server, both databases.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { formPostAttribution, parseAttribution } from '../../src/schemas/attribution.ts';
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

const CAMPAIGN = {
  landing_page: '/services/',
  referrer: 'https://news.example.org/issue/12',
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'fall',
};

test('valid values are kept and each bad one is dropped on its own', () => {
  assert.deepEqual(parseAttribution(CAMPAIGN), CAMPAIGN);
  assert.deepEqual(
    parseAttribution({
      landing_page: '//evil.example/', // protocol-relative: not a site path
      referrer: 'https://www.google.com/search?q=calgary+clinic#top', // reduced to origin + path
      utm_source: 'x'.repeat(101), // over 100 characters
      utm_medium: 'e\u0000mail', // control character
      utm_campaign: '  fall  ', // trimmed
      utm_term: 42, // not text
      utm_content: '\u202Eevil', // invisible reordering
      gclid: 'tracking-id', // not a field of ours
    }),
    { referrer: 'https://www.google.com/search', utm_campaign: 'fall' },
  );
  assert.deepEqual(parseAttribution({ referrer: 'javascript:alert(1)' }), {});
  assert.deepEqual(parseAttribution({ referrer: 'https://user:pw@host.example/p?q' }), {
    referrer: 'https://host.example/p',
  });
  assert.deepEqual(parseAttribution({ landing_page: `/${'a'.repeat(200)}` }), {});
  assert.deepEqual(parseAttribution({ landing_page: '/contact/?utm_source=x' }), {});
  for (const junk of [undefined, null, 'string', 7, ['/'], { landing_page: { $ne: 1 } }]) {
    assert.deepEqual(parseAttribution(junk), {});
  }
});

test('a no-JavaScript post records the form page (path and utm_* tags) from its Referer', () => {
  const site = ['https://www.chinook.example'];
  assert.deepEqual(
    formPostAttribution(
      'https://www.chinook.example/contact/?utm_source=flyer&utm_campaign=fall&other=1',
      site,
    ),
    { landing_page: '/contact/', utm_source: 'flyer', utm_campaign: 'fall' },
  );
  assert.deepEqual(formPostAttribution('https://elsewhere.example/page?q=1', site), {
    referrer: 'https://elsewhere.example/page',
  });
  assert.deepEqual(formPostAttribution(undefined, site), {});
  assert.deepEqual(formPostAttribution('not a url', site), {});
});

for (const kind of DATABASE_KINDS) {
  describe(`attribution of leads (${kind})`, () => {
    let database: TestDatabase;
    let smtp: TestSmtpServer;
    let app: FastifyInstance;

    before(async () => {
      database = await createTestDatabase(kind);
      smtp = await startSmtpServer();
      app = await buildTestApp(
        testConfig(database, {
          CONTACT_RATE_LIMIT: '0',
          CHAT_RATE_LIMIT: '0',
          SMTP_URL: smtp.url,
          MAIL_FROM: 'website@chinook.example',
          MAIL_TO: FIRM_INBOX,
          MAIL_ACKNOWLEDGE: 'false',
        }),
      );
    });
    after(async () => {
      await app.close();
      await smtp.close();
      await database.drop();
    });

    const storedAttribution = async (email: string) => {
      const rows = await database.query(`SELECT attribution FROM leads WHERE email = '${email}'`);
      assert.equal(rows.length, 1);
      return JSON.parse(String(rows[0]!.attribution)) as unknown;
    };
    const notificationFor = (email: string) =>
      waitFor(() => smtp.messages.find((mail) => mail.replyTo?.value[0]?.address === email));

    test('a form lead stores the valid values and the e-mail shows them', async () => {
      const email = `campaign-${kind}@example.com`;
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          ...VALID_CONTACT,
          email,
          attribution: { ...CAMPAIGN, utm_term: 'x'.repeat(500), utm_content: '<b>\u0007</b>' },
        }),
      });
      assert.equal(response.statusCode, 201);
      assert.deepEqual(await storedAttribution(email), CAMPAIGN);

      const mail = await notificationFor(email);
      assert.match(mail.text, /Where the visit began:\nFirst page: \/services\/\n/);
      assert.match(mail.text, /Referring site: https:\/\/news\.example\.org\/issue\/12\n/);
      assert.match(mail.text, /Campaign source: newsletter\nCampaign medium: email\n/);
      assert.match(mail.text, /Campaign name: fall\n/);
      assert.doesNotMatch(mail.text, /Campaign term|Campaign content/);
      assert.match(mail.html, /<th[^>]*>Campaign source<\/th><td[^>]*>newsletter<\/td>/);
    });

    test('bad or missing attribution never refuses the lead', async () => {
      const cases: [string, unknown][] = [
        ['none', undefined],
        ['text', 'utm_source=x'],
        ['array', [CAMPAIGN]],
        ['nested', { landing_page: { path: '/' }, referrer: ['https://x.example/'] }],
        ['huge', { utm_source: 'y'.repeat(10_000) }],
      ];
      for (const [label, attribution] of cases) {
        const email = `odd-${label}-${kind}@example.com`;
        const response = await app.inject({
          method: 'POST',
          url: '/api/contact',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ ...VALID_CONTACT, email, attribution }),
        });
        assert.equal(response.statusCode, 201, label);
        assert.deepEqual(await storedAttribution(email), {}, label);
      }
      const mail = await notificationFor(`odd-none-${kind}@example.com`);
      assert.match(mail.text, /Where the visit began:\n\(not recorded\)/);
    });

    test('a no-JavaScript form post stores the form page from its Referer', async () => {
      const email = `nojs-${kind}@example.com`;
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: {
          host: 'www.chinook.example',
          'content-type': 'application/x-www-form-urlencoded',
          referer: 'http://www.chinook.example/contact/?utm_source=flyer&utm_medium=print',
        },
        // A form post cannot carry an object; a flat "attribution" field is ignored.
        payload: new URLSearchParams({ ...VALID_CONTACT, email, attribution: '/x' }).toString(),
      });
      assert.equal(response.statusCode, 303);
      assert.deepEqual(await storedAttribution(email), {
        landing_page: '/contact/',
        utm_source: 'flyer',
        utm_medium: 'print',
      });
    });

    test('a chat lead stores the attribution of the message that completed it', async () => {
      const session = `${Date.now().toString(36)}-${randomUUID()}`;
      const email = `chat-${kind}@clinic.example`;
      const messages = ['Healthcare', 'dental', "I'm Dr. Priya Shah", email];
      for (const [index, message] of messages.entries()) {
        const attribution =
          index === messages.length - 1
            ? { ...CAMPAIGN, referrer: 'ftp://files.example/' }
            : { landing_page: '/earlier/' };
        const response = await app.inject({
          method: 'POST',
          url: '/api/chat/message',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ session_id: session, message, attribution }),
        });
        assert.equal(response.statusCode, 200);
      }
      const { referrer: _dropped, ...valid } = CAMPAIGN;
      assert.deepEqual(await storedAttribution(email), valid);
      // A widget that sends none (older contract) still works.
      const plain = await app.inject({
        method: 'POST',
        url: '/api/chat/message',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ session_id: session, message: 'thanks', attribution: 'junk' }),
      });
      assert.equal(plain.statusCode, 200);
    });
  });
}
