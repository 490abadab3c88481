/**
 * 3,000 hostile requests to /api/contact and /api/chat/message: only 2xx/4xx answers (and the
 * form post's designed 303), the service still answering, no prototype polluted.
 * Pollution is checked inside the service's own process, so that run is in-process (buildApp);
 * the status check runs the real child process over real sockets.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { buildTestApp, createTestDatabase, testConfig, VALID_CONTACT } from '../helpers.ts';
import {
  acceptableStatus,
  hostileRequests,
  POLLUTION_MARKERS,
  type HostileRequest,
} from './support/hostile-requests.ts';
import { postJson } from './support/load.ts';
import { startService } from './support/service-process.ts';

const COUNT = 3_000;
const SEED = 20_260_601;
const CONCURRENCY = 16;

const PROTOTYPES: [string, object][] = [
  ['Object', Object.prototype],
  ['Array', Array.prototype],
  ['Function', Function.prototype],
  ['String', String.prototype],
  ['Number', Number.prototype],
  ['Boolean', Boolean.prototype],
  ['Promise', Promise.prototype],
];

function prototypeSnapshot(): Record<string, string> {
  return Object.fromEntries(
    PROTOTYPES.map(([name, prototype]) => [
      name,
      Reflect.ownKeys(prototype)
        .map((key) => {
          const descriptor = Object.getOwnPropertyDescriptor(prototype, key)!;
          return `${String(key)}:${typeof descriptor.value}:${typeof descriptor.get}`;
        })
        .sort()
        .join(','),
    ]),
  );
}

function tally(statuses: Map<string, number>, key: string): void {
  statuses.set(key, (statuses.get(key) ?? 0) + 1);
}

async function inBatches<T>(items: T[], worker: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) await worker(items[next++]!);
    }),
  );
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** Sends over a real socket; a server that answers early (413) and closes still counts. */
function send(base: string, request: HostileRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = { 'content-length': request.body.length };
    if (request.contentType !== undefined) headers['content-type'] = request.contentType;
    let status: number | undefined;
    const outgoing = http.request(`${base}${request.url}`, { method: 'POST', headers, agent });
    outgoing.on('response', (response) => {
      status = response.statusCode;
      response.resume();
      response.on('end', () => resolve(status!));
      response.on('error', () => resolve(status!));
    });
    outgoing.on('error', (error) => (status === undefined ? reject(error) : resolve(status)));
    outgoing.end(request.body);
  });
}

describe(`${COUNT} hostile requests`, () => {
  const requests = hostileRequests(COUNT, SEED);

  test('the corpus covers every kind on both endpoints', () => {
    const kinds = new Set(requests.map((request) => `${request.kind} ${request.url}`));
    for (const kind of [
      'random-json',
      'naughty-fields',
      'wrong-types',
      'wrong-content-type',
      'deep-nesting',
      'prototype-keys-json',
      'prototype-keys-form',
      'random-bytes',
      'malformed-json',
      'form-naughty',
      'huge',
    ]) {
      assert.ok(kinds.has(`${kind} /api/contact`), `${kind} contact`);
      assert.ok(kinds.has(`${kind} /api/chat/message`), `${kind} chat`);
    }
  });

  test('in-process: no prototype polluted, only 2xx/4xx, still answering', async () => {
    const before = prototypeSnapshot();
    const database = await createTestDatabase('sqlite');
    const app = await buildTestApp(
      testConfig(database, { CONTACT_RATE_LIMIT: '0', CHAT_RATE_LIMIT: '0' }),
    );
    const statuses = new Map<string, number>();
    const unacceptable: string[] = [];
    try {
      await inBatches(requests, async (request) => {
        const response = await app.inject({
          method: 'POST',
          url: request.url,
          headers: request.contentType === undefined ? {} : { 'content-type': request.contentType },
          payload: request.body,
        });
        tally(statuses, String(response.statusCode));
        if (!acceptableStatus(request, response.statusCode)) {
          unacceptable.push(`${request.kind} ${request.url} → ${response.statusCode}`);
        }
        for (const marker of POLLUTION_MARKERS) {
          assert.equal(({} as Record<string, unknown>)[marker], undefined, `${request.kind}`);
        }
      });
      assert.deepEqual(unacceptable, []);
      assert.deepEqual(prototypeSnapshot(), before, 'prototypes unchanged');
      assert.equal(Object.getPrototypeOf({}), Object.prototype);
      assert.equal(typeof ({} as { toString: unknown }).toString, 'function');

      const health = await app.inject({ url: '/api/health' });
      assert.equal(health.statusCode, 200);
      const valid = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: VALID_CONTACT,
      });
      assert.equal(valid.statusCode, 201);
      console.log(`# in-process statuses: ${JSON.stringify(Object.fromEntries(statuses))}`);
    } finally {
      await app.close();
      await database.drop();
    }
  });

  test('child process over sockets: only 2xx/4xx, never down', async () => {
    const database = await createTestDatabase('sqlite');
    const service = await startService({ DATABASE_URL: database.url });
    const statuses = new Map<string, number>();
    const unacceptable: string[] = [];
    try {
      await inBatches(requests, async (request) => {
        const status = await send(service.url, request).catch(
          (error: NodeJS.ErrnoException) => `${error.code ?? error.message}`,
        );
        tally(statuses, String(status));
        // A body far over the limit is refused (413) as soon as its headers arrive, and the
        // connection closed: a client still writing may see the close before the answer.
        const refusedEarly =
          request.kind === 'huge' && (status === 'EPIPE' || status === 'ECONNRESET');
        if (refusedEarly) return;
        if (typeof status !== 'number' || !acceptableStatus(request, status)) {
          unacceptable.push(`${request.kind} ${request.url} → ${status}`);
        }
      });
      assert.deepEqual(unacceptable, []);
      const huge = requests.filter((request) => request.kind === 'huge').length;
      assert.ok((statuses.get('413') ?? 0) >= huge / 2, 'most huge bodies read their 413');
      assert.equal(service.child.exitCode, null, 'still running');
      assert.equal((await fetch(`${service.url}/api/health`)).status, 200);
      assert.equal(await postJson(`${service.url}/api/contact`, VALID_CONTACT), 201);
      console.log(`# child statuses: ${JSON.stringify(Object.fromEntries(statuses))}`);
    } finally {
      agent.destroy();
      await service.stop();
      await database.drop();
    }
  });
});
