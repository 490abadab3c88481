/**
 * Every error answer carries the security headers and the app's JSON error shape: those Fastify
 * makes before any hook runs (frameworkErrors: an undecodable URL), those written straight to
 * the socket when Node cannot parse a request (431, 408, 400) or refuses an Expect header (417),
 * and the static site's and the chat's refusals, which say what happened. Over a real socket, on
 * SQLite and Postgres.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { connect, type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { RESOURCE_POLICY } from '../../src/plugins/csp.ts';
import { PERMISSIONS_POLICY } from '../../src/plugins/security.ts';
import {
  buildTestApp,
  createTestDatabase,
  DATABASE_KINDS,
  testConfig,
  VALID_CONTACT,
  type TestDatabase,
} from '../helpers.ts';

interface RawAnswer {
  status: number;
  headers: Map<string, string>;
  body: string;
}

/** Sends bytes as they are (no client library would send these requests) and reads the answer. */
function rawRequest(port: number, request: string, endAfterMs = 2_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine, ...lines] = text.slice(0, split).split('\r\n');
      const headers = new Map(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
        }),
      );
      resolve({ status: Number(statusLine?.split(' ')[1]), headers, body: text.slice(split + 4) });
    });
    socket.write(request);
    // A request left unfinished on purpose waits for the server's timeout instead.
    setTimeout(() => socket.end(), endAfterMs).unref();
  });
}

function assertSecurityHeaders(headers: Map<string, string>, label: string): void {
  assert.equal(headers.get('x-content-type-options'), 'nosniff', label);
  assert.equal(headers.get('x-frame-options'), 'DENY', label);
  assert.equal(headers.get('referrer-policy'), 'strict-origin-when-cross-origin', label);
  assert.equal(headers.get('cross-origin-opener-policy'), 'same-origin', label);
  assert.equal(headers.get('cross-origin-resource-policy'), 'same-origin', label);
  assert.equal(headers.get('content-security-policy'), RESOURCE_POLICY, label);
  assert.equal(headers.get('permissions-policy'), PERMISSIONS_POLICY, label);
  assert.equal(headers.get('cache-control'), 'no-store', label);
  assert.match(headers.get('content-type') ?? '', /^application\/json/, label);
}

for (const kind of DATABASE_KINDS) {
  describe(`error answers carry the security headers (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let port: number;

    before(async () => {
      database = await createTestDatabase(kind);
      app = await buildTestApp(
        testConfig(database, {
          CONTACT_RATE_LIMIT: '0',
          HTTP_REQUEST_TIMEOUT_MS: '1000',
          HTTP_HEADERS_TIMEOUT_MS: '1000',
        }),
      );
      await app.listen({ port: 0, host: '127.0.0.1' });
      port = (app.server.address() as AddressInfo).port;
    });
    after(async () => {
      await app.close();
      await database.drop();
    });

    test("Fastify's 400 for a URL it cannot decode (frameworkErrors)", async () => {
      const answer = await rawRequest(
        port,
        'GET /%c0%ae%c0%ae/x HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
      );
      assert.equal(answer.status, 400);
      assertSecurityHeaders(answer.headers, 'bad URL');
      assert.deepEqual(JSON.parse(answer.body), {
        error: 'bad_request',
        message: 'The request could not be read.',
      });
      assert.doesNotMatch(answer.body, /%c0|FST_/, 'the URL and Fastify internals are not echoed');
    });

    test("Node's raw 431: headers too large", async () => {
      const answer = await rawRequest(
        port,
        `GET / HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
      );
      assert.equal(answer.status, 431);
      assertSecurityHeaders(answer.headers, '431');
      assert.equal(JSON.parse(answer.body).error, 'headers_too_large');
      assert.equal(Number(answer.headers.get('content-length')), Buffer.byteLength(answer.body));
    });

    test("Node's raw 408: headers not finished within HTTP_HEADERS_TIMEOUT_MS", async () => {
      const answer = await rawRequest(port, 'GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ', 5_000);
      assert.equal(answer.status, 408);
      assertSecurityHeaders(answer.headers, '408');
      assert.equal(JSON.parse(answer.body).error, 'request_timeout');
    });

    test("Node's raw 400 for bytes that are not HTTP", async () => {
      const answer = await rawRequest(port, 'NOT HTTP AT ALL\r\n\r\n');
      assert.equal(answer.status, 400);
      assertSecurityHeaders(answer.headers, 'garbage');
      assert.equal(JSON.parse(answer.body).error, 'bad_request');
    });

    test('417 for an Expect header other than 100-continue', async () => {
      const answer = await rawRequest(
        port,
        'GET / HTTP/1.1\r\nHost: localhost\r\nExpect: something-else\r\nConnection: close\r\n\r\n',
      );
      assert.equal(answer.status, 417);
      assertSecurityHeaders(answer.headers, '417');
      assert.equal(JSON.parse(answer.body).error, 'expectation_failed');
    });

    test('the static site refuses /../x and //x saying why, not as a cross-site post', async () => {
      for (const path of ['/../x', '//x', '//evil.example/']) {
        const answer = await rawRequest(
          port,
          `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
        );
        assert.equal(answer.status, 403, path);
        assert.deepEqual(JSON.parse(answer.body), {
          error: 'forbidden',
          message: 'That path is not served: it leaves the site.',
        });
        assert.equal(answer.headers.get('x-content-type-options'), 'nosniff', path);
      }
      // The contact form's own refusal keeps its words.
      const crossSite = await app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'https://evil.example',
        },
        payload: new URLSearchParams(VALID_CONTACT).toString(),
      });
      assert.equal(crossSite.statusCode, 403);
      assert.equal(crossSite.json().message, 'Posts from other sites are not accepted.');
    });

    test("the chat's 415 names JSON only; the contact form's names JSON and forms", async () => {
      for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
        const chat = await app.inject({
          method: 'POST',
          url: '/api/chat/message',
          headers: { 'content-type': type },
          payload: 'session_id=x&message=hi',
        });
        assert.equal(chat.statusCode, 415, type);
        assert.deepEqual(chat.json(), {
          error: 'unsupported_media_type',
          message: 'Send application/json.',
        });
      }
      const contact = await app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'text/plain' },
        payload: 'hi',
      });
      assert.equal(contact.statusCode, 415);
      assert.equal(
        contact.json().message,
        'Send application/json or application/x-www-form-urlencoded.',
      );
    });
  });
}
