import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type ConfigError } from '../../src/config.ts';
import { createHttpsRedirectServer, httpsLocation } from '../../src/https-redirect.ts';
import { HSTS_VALUE } from '../../src/plugins/security.ts';
import { makeLocalCertificates } from '../../../scripts/security/local-ca.ts';
import { buildTestApp, createTestDatabase, testConfig, type TestDatabase } from '../helpers.ts';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
}

function get(
  send: typeof httpRequest | typeof httpsRequest,
  url: string,
  options: { method?: string; headers?: Record<string, string>; ca?: Buffer } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = send(url, options, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

test('TLS settings: both files or neither, readable; the redirect port needs TLS', () => {
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      return (error as ConfigError).problems;
    }
    return [];
  };
  assert.equal(loadConfig({}).tls, undefined);
  assert.match(problems({ TLS_CERT: 'cert.pem' }).join(), /TLS_KEY is required/);
  assert.match(
    problems({ TLS_CERT: '/no/such/cert.pem', TLS_KEY: '/no/such/key.pem' }).join(),
    /TLS_CERT is invalid: cannot read/,
  );
  assert.match(problems({ HTTP_REDIRECT_PORT: '8080' }).join(), /HTTP_REDIRECT_PORT is invalid/);
  assert.equal(loadConfig({ GATSBY_API_URL: '/api' }).apiOrigin, undefined);
  assert.equal(
    loadConfig({ GATSBY_API_URL: 'https://api.example.com/api' }).apiOrigin,
    'https://api.example.com',
  );
});

test('redirect locations keep host and path, drop a bad Host, and leave out :443', () => {
  assert.equal(httpsLocation('example.com', '/a/?b=1', 443), 'https://example.com/a/?b=1');
  assert.equal(httpsLocation('example.com:80', '/', 8443), 'https://example.com:8443/');
  assert.equal(
    httpsLocation('localhost:8080', '//evil.example/x', 8443),
    'https://localhost:8443/',
  );
  assert.equal(httpsLocation('evil.example/path', '/', 443), undefined);
  assert.equal(httpsLocation('user@evil.example', '/', 443), undefined);
  assert.equal(httpsLocation(undefined, '/', 443), undefined);
});

describe('HTTPS served by the service itself (sqlite)', () => {
  let dir: string;
  let database: TestDatabase;
  let app: FastifyInstance;
  let redirect: Server;
  let ca: Buffer;
  let httpsPort: number;
  let httpPort: number;

  before(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'tls-test-'));
    const files = makeLocalCertificates(dir);
    ca = readFileSync(files.ca);
    database = await createTestDatabase('sqlite');
    app = await buildTestApp(testConfig(database, { TLS_CERT: files.cert, TLS_KEY: files.key }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    httpsPort = (app.server.address() as AddressInfo).port;
    redirect = createHttpsRedirectServer({ httpsPort });
    await new Promise<void>((resolve) => redirect.listen(0, '127.0.0.1', resolve));
    httpPort = (redirect.address() as AddressInfo).port;
  });
  after(async () => {
    redirect.close();
    await app.close();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  test('answers over HTTPS with a certificate the CA vouches for, and sends HSTS', async () => {
    const page = await get(httpsRequest, `https://localhost:${httpsPort}/`, { ca });
    assert.equal(page.status, 200);
    assert.equal(page.headers['strict-transport-security'], HSTS_VALUE);
    const api = await get(httpsRequest, `https://localhost:${httpsPort}/api/health`, { ca });
    assert.equal(api.status, 200);
    assert.equal(api.headers['strict-transport-security'], HSTS_VALUE);
    await assert.rejects(
      get(httpsRequest, `https://localhost:${httpsPort}/`),
      /verify|self-signed|issuer/,
    );
  });

  test('error answers made before any hook runs carry HSTS over HTTPS too', async () => {
    const tooLarge = await get(httpsRequest, `https://localhost:${httpsPort}/`, {
      ca,
      headers: { 'x-padding': 'a'.repeat(20_000) },
    });
    assert.equal(tooLarge.status, 431);
    assert.equal(tooLarge.headers['strict-transport-security'], HSTS_VALUE);
    const badUrl = await get(httpsRequest, `https://localhost:${httpsPort}/%c0%ae%c0%ae/x`, { ca });
    assert.equal(badUrl.status, 400);
    assert.equal(badUrl.headers['strict-transport-security'], HSTS_VALUE);
    assert.equal(badUrl.headers['x-content-type-options'], 'nosniff');
  });

  test('plain HTTP: GET and HEAD get a 301 to the same page over HTTPS; POST is refused', async () => {
    for (const method of ['GET', 'HEAD']) {
      const answer = await get(httpRequest, `http://127.0.0.1:${httpPort}/our-story/?x=1`, {
        method,
        headers: { host: `localhost:${httpPort}` },
      });
      assert.equal(answer.status, 301, method);
      assert.equal(answer.headers.location, `https://localhost:${httpsPort}/our-story/?x=1`);
      assert.equal(answer.headers['strict-transport-security'], undefined);
    }
    const post = await get(httpRequest, `http://127.0.0.1:${httpPort}/api/contact`, {
      method: 'POST',
    });
    assert.equal(post.status, 405);
    assert.equal(post.headers.allow, 'GET, HEAD');
    assert.equal(post.headers.location, undefined);
  });
});
