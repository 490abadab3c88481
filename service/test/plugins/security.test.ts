import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import {
  htmlFileFor,
  inlineScriptHashes,
  inlineScripts,
  pagePolicy,
  RESOURCE_POLICY,
  sha256Source,
} from '../../src/plugins/csp.ts';
import { HSTS_VALUE } from '../../src/plugins/security.ts';
import {
  buildTestApp,
  createTestDatabase,
  testConfig,
  VALID_CONTACT,
  type TestDatabase,
} from '../helpers.ts';

/** A small built site whose pages carry inline scripts that differ per page, like Gatsby's. */
const PUBLIC_DIR = fileURLToPath(new URL('../fixtures/security-public/', import.meta.url));
const siteConfig = (database: TestDatabase, env: Record<string, string> = {}) =>
  testConfig(database, { PUBLIC_DIR, CONTACT_RATE_LIMIT: '0', ...env });

const directive = (policy: string, name: string): string[] | undefined =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name)
    ?.slice(1);

test('inline scripts are found exactly as served; external ones are skipped', () => {
  const html =
    '<script>a()</script><SCRIPT type="module">\n b() </SCRIPT>' +
    '<script src="/app.js"></script><script async src=/x.js></script>' +
    '<script type="application/ld+json">{"@type":"Thing"}</script>';
  assert.deepEqual(inlineScripts(html), ['a()', '\n b() ', '{"@type":"Thing"}']);
  // sha256 of "a()" as browsers compute it for CSP.
  assert.equal(sha256Source('a()'), "'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='");
  assert.equal(inlineScriptHashes('<script>a()</script><script>a()</script>').length, 1);
});

test('page policy: hashes, no unsafe script sources, strict directives, API origin', () => {
  const policy = pagePolicy(["'sha256-abc='"], {});
  assert.deepEqual(directive(policy, 'script-src'), ["'self'", "'sha256-abc='"]);
  assert.deepEqual(directive(policy, 'object-src'), ["'none'"]);
  assert.deepEqual(directive(policy, 'base-uri'), ["'none'"]);
  assert.deepEqual(directive(policy, 'frame-ancestors'), ["'none'"]);
  assert.deepEqual(directive(policy, 'form-action'), ["'self'"]);
  assert.deepEqual(directive(policy, 'connect-src'), ["'self'"]);
  assert.doesNotMatch(policy, /unsafe-eval/);
  assert.deepEqual(directive(policy, 'style-src'), ["'self'", "'unsafe-inline'"]);

  const split = pagePolicy([], { apiOrigin: 'https://api.example.com' });
  assert.deepEqual(directive(split, 'connect-src'), ["'self'", 'https://api.example.com']);
  assert.deepEqual(directive(split, 'form-action'), ["'self'", 'https://api.example.com']);
});

test('page URLs map to their HTML files; 404 answers to 404.html', () => {
  assert.equal(htmlFileFor('/', 200), 'index.html');
  assert.equal(htmlFileFor('/our-story/?utm=x', 200), 'our-story/index.html');
  assert.equal(htmlFileFor('/404.html', 200), '404.html');
  assert.equal(htmlFileFor('/anything/at/all', 404), '404.html');
  assert.equal(htmlFileFor('/app.js', 200), undefined);
  assert.equal(htmlFileFor('/%E0%A4%A/', 200), undefined);
});

describe('security headers (sqlite)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let proxied: FastifyInstance;
  before(async () => {
    database = await createTestDatabase('sqlite');
    app = await buildTestApp(siteConfig(database));
    proxied = await buildTestApp(siteConfig(database, { TRUST_PROXY: '127.0.0.1' }));
  });
  after(async () => {
    await app.close();
    await proxied.close();
    await database.drop();
  });

  test('each page gets the hashes of its own inline scripts, and they differ per page', async () => {
    const policies = new Map<string, string>();
    for (const [url, file] of [
      ['/', 'index.html'],
      ['/our-story/', 'our-story/index.html'],
      ['/contact/sent/', 'contact/sent/index.html'],
    ] as const) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      assert.equal(response.statusCode, 200);
      const policy = response.headers['content-security-policy'] as string;
      const expected = inlineScriptHashes(readFileSync(path.join(PUBLIC_DIR, file), 'utf8'));
      assert.ok(expected.length > 0, `${file} has inline scripts`);
      assert.deepEqual(directive(policy, 'script-src'), ["'self'", ...expected]);
      assert.doesNotMatch(directive(policy, 'script-src')!.join(' '), /unsafe/);
      policies.set(url, policy);
    }
    assert.equal(new Set(policies.values()).size, policies.size);
  });

  test('the 404 page gets the policy of 404.html', async () => {
    const response = await app.inject({ url: '/no-such-page/' });
    assert.equal(response.statusCode, 404);
    const expected = inlineScriptHashes(readFileSync(path.join(PUBLIC_DIR, '404.html'), 'utf8'));
    assert.deepEqual(
      directive(response.headers['content-security-policy'] as string, 'script-src'),
      ["'self'", ...expected],
    );
  });

  test('every response carries the headers; API answers are no-store with nothing allowed', async () => {
    for (const url of ['/', '/app.js', '/api/health', '/api/nope']) {
      const response = await app.inject({ url });
      const headers = response.headers;
      assert.equal(headers['x-content-type-options'], 'nosniff', url);
      assert.equal(headers['referrer-policy'], 'strict-origin-when-cross-origin', url);
      assert.match(headers['permissions-policy'] as string, /camera=\(\)/, url);
      assert.match(headers['permissions-policy'] as string, /geolocation=\(\)/, url);
      assert.equal(headers['cross-origin-opener-policy'], 'same-origin', url);
      assert.equal(headers['cross-origin-resource-policy'], 'same-origin', url);
      assert.equal(headers['x-frame-options'], 'DENY', url);
      assert.equal(headers['x-powered-by'], undefined, url);
      assert.equal(headers['strict-transport-security'], undefined, `${url}: plain HTTP`);
      assert.ok(headers['content-security-policy'], url);
    }
    for (const url of ['/api/health', '/api/nope']) {
      const response = await app.inject({ url });
      assert.equal(response.headers['cache-control'], 'no-store', url);
      assert.equal(response.headers['content-security-policy'], RESOURCE_POLICY, url);
    }
    const posted = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(VALID_CONTACT),
    });
    assert.equal(posted.statusCode, 201);
    assert.equal(posted.headers['cache-control'], 'no-store');
  });

  test('HSTS: only when a trusted proxy says https; ignored from anyone when TRUST_PROXY=false', async () => {
    const forwarded = { url: '/', headers: { 'x-forwarded-proto': 'https' } };
    assert.equal((await app.inject(forwarded)).headers['strict-transport-security'], undefined);
    assert.equal(
      (await proxied.inject(forwarded)).headers['strict-transport-security'],
      HSTS_VALUE,
    );
    assert.equal(
      (await proxied.inject({ url: '/' })).headers['strict-transport-security'],
      undefined,
    );
    // A proxy that is not in TRUST_PROXY is not believed.
    const untrusted = await proxied.inject({ ...forwarded, remoteAddress: '203.0.113.9' });
    assert.equal(untrusted.headers['strict-transport-security'], undefined);
    assert.match(HSTS_VALUE, /max-age=(\d{8,})/);
  });

  test('the JSON API accepts only application/json (a cross-site text/plain post gets 415)', async () => {
    for (const type of ['text/plain', 'multipart/form-data; boundary=x']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': type },
        payload: JSON.stringify(VALID_CONTACT),
      });
      assert.equal(response.statusCode, 415, type);
    }
    const chat = await app.inject({
      method: 'POST',
      url: '/api/chat/message',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ text: 'hello' }),
    });
    assert.equal(chat.statusCode, 415);
  });
});

describe('cross-site form posts (sqlite)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  before(async () => {
    database = await createTestDatabase('sqlite');
    app = await buildTestApp(siteConfig(database, { CORS_ORIGINS: 'https://www.example.com' }));
  });
  after(async () => {
    await app.close();
    await database.drop();
  });

  const formPost = (email: string, headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        host: 'site.example',
        ...headers,
      },
      payload: new URLSearchParams({ ...VALID_CONTACT, email }).toString(),
    });
  const stored = async (email: string) =>
    (await database.query(`SELECT id FROM leads WHERE email = '${email}'`)).length;

  for (const [label, headers] of [
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['Origin null (sandboxed frame, data: page)', { origin: 'null' }],
    ['a foreign Referer without Origin', { referer: 'https://evil.example/page' }],
    ['an unreadable Referer without Origin', { referer: 'not a url' }],
    ['the same host over another scheme', { origin: 'https://site.example' }],
  ] as const) {
    test(`403 and no lead for ${label}`, async () => {
      const email = `csrf-${label.length}-${Date.now()}@example.com`;
      const response = await formPost(email, headers);
      assert.equal(response.statusCode, 403);
      assert.equal(response.json().error, 'forbidden');
      assert.equal(await stored(email), 0);
    });
  }

  for (const [label, headers] of [
    ['its own Origin', { origin: 'http://site.example' }],
    ['its own Referer', { referer: 'http://site.example/contact/' }],
    ['an origin in CORS_ORIGINS', { origin: 'https://www.example.com' }],
    ['neither header (not a browser)', {}],
  ] as const) {
    test(`303 to the success page and a lead for ${label}`, async () => {
      const email = `same-${label.length}-${Date.now()}@example.com`;
      const response = await formPost(email, headers);
      assert.equal(response.statusCode, 303);
      assert.match(response.headers.location as string, /\/contact\/sent\/$/);
      assert.equal(await stored(email), 1);
    });
  }
});
