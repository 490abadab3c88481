import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app.ts';
import { freePort, REPO_ROOT, testConfig, createTestDatabase, VALID_CONTACT } from '../helpers.ts';

const SECRET_EMAIL = 'private.person@example.com';
const SECRET_PHONE = '403-555-0199';
const SECRET_MESSAGE = 'confidential expansion plans';

test('logs of the real service carry no bodies, addresses or phones, and no forged lines', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'log-test-'));
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'service/src/server.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${path.join(dir, 'site.db')}`,
      LOG_LEVEL: 'trace',
      PUBLIC_DIR: path.join(REPO_ROOT, 'service/test/fixtures/security-public'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    const base = `http://127.0.0.1:${port}`;
    for (let attempt = 0; attempt < 100; attempt++) {
      if ((await fetch(`${base}/api/health`).catch(() => undefined))?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const lead = {
      ...VALID_CONTACT,
      email: SECRET_EMAIL,
      phone: SECRET_PHONE,
      message: SECRET_MESSAGE,
    };
    const posts = [
      // Accepted, refused as invalid, malformed, and a query string carrying an address.
      {
        url: `/api/contact?email=${SECRET_EMAIL}`,
        type: 'application/json',
        body: JSON.stringify(lead),
      },
      {
        url: '/api/contact',
        type: 'application/json',
        body: JSON.stringify({ ...lead, name: '' }),
      },
      { url: '/api/contact', type: 'application/json', body: `{"email":"${SECRET_EMAIL}",` },
      {
        url: '/api/contact',
        type: 'application/x-www-form-urlencoded',
        body: new URLSearchParams(lead).toString(),
      },
    ];
    for (const post of posts) {
      await fetch(`${base}${post.url}`, {
        method: 'POST',
        headers: { 'content-type': post.type, 'user-agent': '"}{"level":30,"msg":"forged"}' },
        body: post.body,
      });
    }
    // Log injection through the path: a CR/LF and a fake JSON line, percent-encoded as sent.
    await fetch(`${base}/nothing%0d%0a{"level":50,"msg":"forged"}/`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
  }
  const lines = output.split('\n').filter(Boolean);
  assert.ok(lines.length >= 5, 'the service logged its requests');
  for (const line of lines) {
    const entry = JSON.parse(line) as { msg?: string };
    assert.notEqual(entry.msg, 'forged', 'no line forged by input');
  }
  for (const secret of [SECRET_EMAIL, SECRET_PHONE, SECRET_MESSAGE, 'private.person']) {
    assert.ok(!output.includes(secret), `logs must not contain ${secret}`);
  }
});

test('a server fault answers a generic 500: no message, stack or internals', async () => {
  const database = await createTestDatabase('sqlite');
  const app = await buildApp(testConfig(database), { logger: false });
  app.get('/api/test-fault', async () => {
    throw new Error('SELECT secret FROM internals failed at /srv/app.ts:12');
  });
  await app.ready();
  try {
    const response = await app.inject({ url: '/api/test-fault' });
    assert.equal(response.statusCode, 500);
    assert.deepEqual(response.json(), {
      error: 'internal_error',
      message: 'Something went wrong.',
    });
    assert.doesNotMatch(response.body, /secret|internals|srv|stack/);
    assert.equal(response.headers['cache-control'], 'no-store');
  } finally {
    await app.close();
    await database.drop();
  }
});
