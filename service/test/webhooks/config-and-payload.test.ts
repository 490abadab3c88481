/** The webhook's settings (validated at start) and its payloads, as units. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Value } from '@sinclair/typebox/value';
import { ConfigError, loadConfig } from '../../src/config.ts';
import type { StoredLead } from '../../src/storage/repository.ts';
import {
  channelMessage,
  escapeMrkdwn,
  leadEvent,
  LeadEventSchema,
  testEvent,
  webhookIdFor,
} from '../../src/webhooks/payload.ts';
import { makeSecret } from './receiver.ts';

const SECRET = makeSecret();

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, '/srv/site');
  } catch (error) {
    assert.ok(error instanceof ConfigError);
    return error.problems;
  }
  assert.fail('expected a ConfigError');
}

test('the webhook is off without WEBHOOK_URL; on with a URL and a secret', () => {
  assert.equal(loadConfig({}, '/srv/site').webhook, undefined);
  const config = loadConfig(
    { WEBHOOK_URL: 'https://hooks.zapier.com/hooks/catch/1/abc/', WEBHOOK_SECRET: SECRET },
    '/srv/site',
  );
  assert.deepEqual(config.webhook, {
    url: 'https://hooks.zapier.com/hooks/catch/1/abc/',
    secret: SECRET,
    format: 'standard',
    timeoutMs: 10_000,
  });
  const slack = loadConfig(
    {
      WEBHOOK_URL: 'https://hooks.slack.com/services/T0/B0/x',
      WEBHOOK_FORMAT: 'slack',
      WEBHOOK_TIMEOUT_MS: '5000',
    },
    '/srv/site',
  );
  assert.equal(slack.webhook?.format, 'slack');
  assert.equal(slack.webhook?.secret, undefined, 'the slack format needs no secret');
  assert.equal(slack.webhook?.timeoutMs, 5_000);
});

test('http:// only on this machine; anything else is a clear start-up error', () => {
  for (const host of ['localhost', '127.0.0.1', '[::1]']) {
    const config = loadConfig(
      { WEBHOOK_URL: `http://${host}:8080/hook`, WEBHOOK_SECRET: SECRET },
      '/srv/site',
    );
    assert.equal(config.webhook?.url, `http://${host}:8080/hook`);
  }
  assert.match(
    problemsOf({ WEBHOOK_URL: 'http://crm.example.com/hook', WEBHOOK_SECRET: SECRET }).join(),
    /WEBHOOK_URL is invalid: expected https:\/\/ \(http:\/\/ only for localhost or 127\.0\.0\.1\)/,
  );
  assert.match(
    problemsOf({ WEBHOOK_URL: 'ftp://example.com', WEBHOOK_SECRET: SECRET }).join(),
    /WEBHOOK_URL is invalid/,
  );
});

test('a URL without a secret, a bad secret or a bad format are refused, naming the variable', () => {
  assert.match(
    problemsOf({ WEBHOOK_URL: 'https://example.com/hook' }).join(),
    /WEBHOOK_SECRET is required when WEBHOOK_URL is set .*unless WEBHOOK_FORMAT=slack/,
  );
  assert.match(
    problemsOf({ WEBHOOK_URL: 'https://example.com/hook', WEBHOOK_SECRET: 'hunter2' }).join(),
    /WEBHOOK_SECRET is invalid: expected whsec_ followed by base64/,
  );
  assert.match(
    problemsOf({
      WEBHOOK_URL: 'https://example.com/hook',
      WEBHOOK_SECRET: 'whsec_c2hvcnQ=',
    }).join(),
    /WEBHOOK_SECRET is invalid: expected 24 to 64 random bytes after whsec_, got 5/,
  );
  assert.match(
    problemsOf({ WEBHOOK_SECRET: SECRET }).join(),
    /WEBHOOK_URL is required when WEBHOOK_SECRET is set/,
  );
  assert.match(
    problemsOf({ WEBHOOK_URL: 'https://example.com/hook', WEBHOOK_FORMAT: 'teams' }).join(),
    /WEBHOOK_FORMAT is invalid: expected standard or slack/,
  );
  assert.match(
    problemsOf({
      WEBHOOK_URL: 'https://example.com/hook',
      WEBHOOK_SECRET: SECRET,
      WEBHOOK_TIMEOUT_MS: '600000',
    }).join(),
    /WEBHOOK_TIMEOUT_MS is invalid: expected milliseconds .*\(1 to 120000\)/,
  );
});

const chatLead: StoredLead = {
  id: 7,
  createdAt: Date.UTC(2026, 10, 23, 16, 0, 0),
  source: 'chat',
  name: 'Dr. Priya Shah',
  email: 'priya@clinic.example',
  phone: '',
  company: '',
  service: 'healthcare',
  message: 'Healthcare: dental clinic',
  spam: false,
  spamReason: '',
  transcript: JSON.stringify([
    { sender: 'user', text: 'dental', timestamp: 1 },
    { sender: 'bot', text: 'How large?', timestamp: 2 },
    { sender: 'user', text: 'priya@clinic.example', timestamp: 3 },
  ]),
  sessionId: 'abc12345',
  attribution: { utm_source: 'newsletter' },
};

test('a chat lead’s message is its conversation; the summary once the transcript is purged', () => {
  const event = leadEvent(chatLead, 'lead.created');
  assert.equal(
    event.data.message,
    'Visitor: dental\nAssistant: How large?\nVisitor: priya@clinic.example',
  );
  assert.deepEqual(event.data.attribution, { utm_source: 'newsletter' });
  assert.equal(event.timestamp, '2026-11-23T16:00:00.000Z');
  assert.equal(
    leadEvent({ ...chatLead, transcript: null }, 'lead.created').data.message,
    chatLead.message,
  );
  assert.equal(webhookIdFor(chatLead), `lead_7_${chatLead.createdAt}`);
  assert.ok(Value.Check(LeadEventSchema, event));
  assert.ok(Value.Check(LeadEventSchema, testEvent(Date.now())));
});

test('slack text: & < > escaped, what the visitor said in a chat, first words only', () => {
  assert.equal(escapeMrkdwn('<!here> & <https://x|y>'), '&lt;!here&gt; &amp; &lt;https://x|y&gt;');
  const text = channelMessage(leadEvent(chatLead, 'lead.created')).text;
  assert.equal(
    text,
    [
      '*New lead* from the chat assistant: Dr. Priya Shah',
      'Service: Healthcare Real Estate | E-mail: priya@clinic.example | Phone: -',
      '> dental / priya@clinic.example',
    ].join('\n'),
  );
  const long = channelMessage(
    leadEvent(
      { ...chatLead, source: 'form', transcript: null, message: 'word '.repeat(200) },
      'lead.created',
    ),
  ).text;
  assert.match(long, /\n> (word ){30,}word…$/);
  assert.ok(long.length < 400);
});
