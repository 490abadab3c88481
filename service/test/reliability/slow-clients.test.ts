/**
 * Slowloris-style clients: many sockets trickling their headers (or body) a byte at a time,
 * never finishing, plus silent and idle keep-alive ones. Normal visitors are still served while
 * they are open, and the server closes each within its timeout (HTTP_* settings, short here).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { createTestDatabase } from '../helpers.ts';
import { contactBody, postJson } from './support/load.ts';
import { startService } from './support/service-process.ts';

const HEADERS_TIMEOUT_MS = 2_000;
const REQUEST_TIMEOUT_MS = 3_000;
const KEEP_ALIVE_TIMEOUT_MS = 2_000;
/** The server checks header/request timeouts every second; one more for a loaded machine. */
const SLACK_MS = 2_000;
const TRICKLE_MS = 200;

interface SlowSocket {
  kind: 'headers' | 'body' | 'silent' | 'idle-keep-alive';
  openedAt: number;
  closedAt: number | undefined;
}

function openSlowSocket(port: number, kind: SlowSocket['kind']): SlowSocket {
  const record: SlowSocket = { kind, openedAt: performance.now(), closedAt: undefined };
  const socket = net.connect(port, '127.0.0.1');
  let timer: NodeJS.Timeout | undefined;
  socket.on('error', () => {});
  socket.on('close', () => {
    record.closedAt = performance.now();
    clearInterval(timer);
  });
  socket.on('data', () => {});
  const trickle = (text: string) => {
    let position = 0;
    timer = setInterval(() => {
      if (socket.writable) socket.write(text[position++ % text.length]!);
    }, TRICKLE_MS);
  };
  socket.on('connect', () => {
    if (kind === 'headers') {
      trickle(`POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${'a'.repeat(5_000)}`);
    } else if (kind === 'body') {
      socket.write(
        'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
          'Content-Length: 10000\r\n\r\n{"message":"',
      );
      trickle('x');
    } else if (kind === 'idle-keep-alive') {
      socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
    }
  });
  return record;
}

test('slow clients do not take the service down and are closed within the timeouts', async () => {
  const database = await createTestDatabase('sqlite');
  const service = await startService({
    DATABASE_URL: database.url,
    HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_TIMEOUT_MS),
  });
  try {
    const sockets = [
      ...Array.from({ length: 300 }, () => openSlowSocket(service.port, 'headers')),
      ...Array.from({ length: 50 }, () => openSlowSocket(service.port, 'body')),
      ...Array.from({ length: 30 }, () => openSlowSocket(service.port, 'silent')),
      ...Array.from({ length: 30 }, () => openSlowSocket(service.port, 'idle-keep-alive')),
    ];
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.ok(
      sockets.filter((socket) => socket.closedAt === undefined).length >= 400,
      'the slow sockets are open',
    );

    // Normal visitors, while every slow socket is open.
    const latencies: number[] = [];
    for (let index = 0; index < 40; index += 1) {
      const started = performance.now();
      const status =
        index % 2 === 0
          ? (await fetch(`${service.url}/api/health`)).status
          : await postJson(`${service.url}/api/contact`, contactBody(index, 'slow'));
      latencies.push(performance.now() - started);
      assert.equal(status, index % 2 === 0 ? 200 : 201);
    }
    const stillOpen = sockets.filter(
      (socket) => socket.kind === 'headers' && socket.closedAt === undefined,
    ).length;
    assert.ok(stillOpen >= 250, `normal requests were served beside ${stillOpen} slow sockets`);
    assert.ok(
      Math.max(...latencies) < 1_000,
      `slowest normal request ${Math.max(...latencies)} ms`,
    );

    const limits: Record<SlowSocket['kind'], number> = {
      headers: HEADERS_TIMEOUT_MS + SLACK_MS,
      silent: HEADERS_TIMEOUT_MS + SLACK_MS,
      body: REQUEST_TIMEOUT_MS + SLACK_MS,
      'idle-keep-alive': KEEP_ALIVE_TIMEOUT_MS + SLACK_MS,
    };
    const deadline = performance.now() + REQUEST_TIMEOUT_MS + SLACK_MS + 1_000;
    while (
      sockets.some((socket) => socket.closedAt === undefined) &&
      performance.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const lingering = sockets
      .filter(
        (socket) =>
          socket.closedAt === undefined || socket.closedAt - socket.openedAt > limits[socket.kind],
      )
      .map((socket) => socket.kind);
    assert.deepEqual(lingering, [], 'every slow socket closed by the server within its timeout');
    for (const kind of Object.keys(limits) as SlowSocket['kind'][]) {
      const lives = sockets
        .filter((socket) => socket.kind === kind)
        .map((socket) => socket.closedAt! - socket.openedAt);
      console.log(
        `# ${kind}: closed after ${Math.round(Math.min(...lives))}–${Math.round(Math.max(...lives))} ms`,
      );
    }
    assert.equal((await fetch(`${service.url}/api/health`)).status, 200);
  } finally {
    await service.stop();
    await database.drop();
  }
});
