import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config.ts';

const base = '/srv/site';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, base);
  } catch (error) {
    assert.ok(error instanceof ConfigError);
    return error.problems;
  }
  assert.fail('expected a ConfigError');
}

test('defaults work on a laptop', () => {
  const config = loadConfig({}, base);
  assert.equal(config.port, 8000);
  assert.equal(config.host, '127.0.0.1');
  assert.deepEqual(config.database, {
    kind: 'sqlite',
    url: 'sqlite:./data/site.db',
    path: path.join(base, 'data/site.db'),
  });
  assert.equal(config.mail.smtpUrl, undefined);
  assert.equal(config.mail.acknowledge, false);
  assert.equal(config.contactRateLimit, 5);
  assert.equal(config.chatRateLimit, 30);
  assert.equal(config.trustProxy, false);
  assert.deepEqual(config.corsOrigins, []);
  assert.equal(config.publicDir, path.join(base, 'public'));
  assert.equal(config.logLevel, 'info');
});

test('every variable is read and typed', () => {
  const config = loadConfig(
    {
      PORT: '9000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgresql://app@db:5432/site',
      SMTP_URL: 'smtp://user:pass@mail.example:587',
      MAIL_FROM: 'Website <website@example.com>',
      MAIL_TO: 'leads@example.com',
      CONTACT_RATE_LIMIT: '0',
      CHAT_RATE_LIMIT: '10',
      TRUST_PROXY: '127.0.0.1',
      CORS_ORIGINS: 'https://www.example.com, https://example.com',
      RATE_LIMIT_REDIS_URL: 'redis://127.0.0.1:6379',
      PUBLIC_DIR: '/var/www/public',
      LOG_LEVEL: 'warn',
    },
    base,
  );
  assert.equal(config.port, 9000);
  assert.equal(config.database.kind, 'postgres');
  assert.equal(config.mail.acknowledge, true, 'acknowledgements default on once SMTP is set');
  assert.equal(config.contactRateLimit, 0);
  assert.deepEqual(config.trustProxy, ['127.0.0.1']);
  assert.deepEqual(config.corsOrigins, ['https://www.example.com', 'https://example.com']);
  assert.equal(config.publicDir, '/var/www/public');
  assert.equal(loadConfig({ TRUST_PROXY: 'true' }, base).trustProxy, true);
  assert.throws(
    () => loadConfig({ TRUST_PROXY: '1' }, base),
    /TRUST_PROXY is invalid: hop counts are not supported/,
  );
  assert.deepEqual(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }, base).trustProxy, [
    '10.0.0.0/8',
    '127.0.0.1',
  ]);
  assert.equal(
    loadConfig(
      { SMTP_URL: 'smtp://h', MAIL_FROM: 'a@b.c', MAIL_TO: 'd@e.f', MAIL_ACKNOWLEDGE: 'false' },
      base,
    ).mail.acknowledge,
    false,
  );
});

test('bad variables are each named with what was expected', () => {
  const problems = problemsOf({
    PORT: 'eighty',
    DATABASE_URL: 'mysql://x',
    CONTACT_RATE_LIMIT: '-1',
    LOG_LEVEL: 'loud',
    CORS_ORIGINS: 'www.example.com',
    MAIL_ACKNOWLEDGE: 'maybe',
  });
  const text = problems.join('\n');
  for (const name of [
    'PORT',
    'DATABASE_URL',
    'CONTACT_RATE_LIMIT',
    'LOG_LEVEL',
    'CORS_ORIGINS',
    'MAIL_ACKNOWLEDGE',
  ]) {
    assert.match(text, new RegExp(`^${name} is invalid: expected`, 'm'), name);
  }
  assert.match(text, /PORT is invalid: expected a TCP port/);
  assert.match(text, /DATABASE_URL is invalid: expected sqlite:<file path> or postgres:\/\//);
});

test('SMTP needs MAIL_FROM and MAIL_TO, and addresses must look like addresses', () => {
  const problems = problemsOf({ SMTP_URL: 'smtp://mail.example:587' });
  assert.deepEqual(problems, [
    'MAIL_TO is required when SMTP_URL is set',
    'MAIL_FROM is required when SMTP_URL is set',
  ]);
  assert.deepEqual(problemsOf({ MAIL_TO: 'not an address' }), [
    'MAIL_TO is invalid: expected an e-mail address such as leads@example.com',
  ]);
  assert.match(problemsOf({ SMTP_URL: 'http://mail' }).join('\n'), /^SMTP_URL is invalid/m);
});

test('the error message lists every problem, one a line', () => {
  try {
    loadConfig({ PORT: '70000', HOST: ' ', CHAT_RATE_LIMIT: 'x' }, base);
    assert.fail('expected a ConfigError');
  } catch (error) {
    assert.ok(error instanceof ConfigError);
    assert.match(error.message, /^Invalid configuration:\n {2}- PORT is invalid/);
    assert.match(error.message, /\n {2}- CHAT_RATE_LIMIT is invalid/);
  }
});

test('SPAM_DIGEST_HOUR: 8 by default, an hour 0-23 when set', () => {
  assert.equal(loadConfig({}, base).spamDigestHour, 8);
  assert.equal(loadConfig({ SPAM_DIGEST_HOUR: '0' }, base).spamDigestHour, 0);
  assert.equal(loadConfig({ SPAM_DIGEST_HOUR: '23' }, base).spamDigestHour, 23);
  for (const bad of ['24', '-1', '8.5', 'eight']) {
    assert.match(
      problemsOf({ SPAM_DIGEST_HOUR: bad }).join('\n'),
      /^SPAM_DIGEST_HOUR is invalid: expected the hour \(0-23, America\/Edmonton\)/m,
      bad,
    );
  }
});
