/**
 * Soak: steady mixed load on the service process for SOAK_SECONDS (default 300), with mail
 * delivered to a real SMTP server. Zero errors and zero non-2xx answers; memory after a forced GC
 * (heap, and RSS) grows under 10% from the end of the warm-up to the end. Prints the figures.
 *   SOAK_SECONDS=30 npm run test:reliability     a short run while developing
 *   SOAK_RATE=300                                requests per second (default 200)
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SMTPServer } from 'smtp-server';
import { createChatSessionId } from '../../../src/domain/chat.ts';
import { createTestDatabase } from '../helpers.ts';
import { contactBody, megabytes, percentile, postJson, runPacedLoad } from './support/load.ts';
import { memoryAfterGc, startService } from './support/service-process.ts';

/** One conversation per 40 requests, under ids like the widget's. */
const soakSessions: string[] = [];

const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const RATE = Number(process.env.SOAK_RATE ?? 200);
const WARM_UP_SECONDS = Math.min(30, Math.max(5, Math.round(SOAK_SECONDS / 10)));
const CONCURRENCY = 16;
const QUESTIONS = [
  'What services do you offer?',
  'Where is your office?',
  'Do you help medical clinics find space?',
  'What are your hours?',
  'How much does a tenant representation cost?',
];

/** A light SMTP sink: counts messages, keeps nothing (the soak sends thousands). */
async function startCountingSmtp(): Promise<{
  url: string;
  count: () => number;
  close(): Promise<void>;
}> {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // No reverse DNS of 127.0.0.1 per connection: it made each delivery take ~150 ms.
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    count: () => received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test(`soak: ${SOAK_SECONDS} s at ${RATE} req/s, no errors, memory growth under 10%`, async () => {
  assert.ok(SOAK_SECONDS >= 10, 'SOAK_SECONDS must be at least 10');
  const database = await createTestDatabase('sqlite');
  const smtp = await startCountingSmtp();
  const service = await startService(
    {
      DATABASE_URL: database.url,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'website@chinook.example',
      MAIL_TO: 'leads@chinook.example',
      MAIL_ACKNOWLEDGE: 'false',
    },
    { inspect: true },
  );
  try {
    const request = async (index: number): Promise<number> => {
      switch (index % 10) {
        case 0:
        case 1:
        case 2:
          return postJson(`${service.url}/api/contact`, contactBody(index, 'soak'));
        case 3:
        case 4:
        case 5: {
          // A conversation of a few messages per session, well under the per-session limit.
          const response = await postJson(`${service.url}/api/chat/message`, {
            session_id: (soakSessions[Math.floor(index / 40)] ??= createChatSessionId()),
            message: QUESTIONS[index % QUESTIONS.length],
          });
          return response;
        }
        case 6:
        case 7: {
          const response = await fetch(`${service.url}/api/health`);
          await response.arrayBuffer();
          return response.status;
        }
        default: {
          const response = await fetch(`${service.url}/`);
          await response.arrayBuffer();
          return response.status;
        }
      }
    };

    const warmUp = await runPacedLoad({
      concurrency: CONCURRENCY,
      ratePerSecond: RATE,
      durationMs: WARM_UP_SECONDS * 1000,
      request,
    });
    const before = await memoryAfterGc(service);
    const rssBefore = service.rssBytes();

    const soak = await runPacedLoad({
      concurrency: CONCURRENCY,
      ratePerSecond: RATE,
      durationMs: SOAK_SECONDS * 1000,
      // Indices continue after the warm-up, so every contact message stays unique.
      request: (index) => request(index + warmUp.requests),
    });
    const after = await memoryAfterGc(service);
    const rssAfter = service.rssBytes();

    const throughput = soak.requests / (soak.durationMs / 1000);
    const growth = (from: number, to: number) => ((to - from) / from) * 100;
    console.log(
      `# soak ${SOAK_SECONDS} s (after ${WARM_UP_SECONDS} s warm-up): ${soak.requests} requests, ` +
        `${throughput.toFixed(1)} req/s; latency p50 ${percentile(soak.latenciesMs, 0.5).toFixed(1)} ms, ` +
        `p99 ${percentile(soak.latenciesMs, 0.99).toFixed(1)} ms, max ${Math.max(...soak.latenciesMs).toFixed(1)} ms`,
    );
    console.log(
      `# soak memory after GC: heap ${megabytes(before.heapUsed)} → ${megabytes(after.heapUsed)} ` +
        `(${growth(before.heapUsed, after.heapUsed).toFixed(1)}%), ` +
        `RSS ${megabytes(before.rss)} → ${megabytes(after.rss)} (${growth(before.rss, after.rss).toFixed(1)}%); ` +
        `RSS from /proc ${megabytes(rssBefore)} → ${megabytes(rssAfter)}`,
    );
    console.log(
      `# soak statuses ${JSON.stringify(Object.fromEntries(soak.statuses))}, ` +
        `errors ${JSON.stringify(Object.fromEntries(soak.errors))}, e-mails delivered ${smtp.count()}`,
    );

    assert.deepEqual([...soak.errors], [], 'no connection errors');
    assert.deepEqual([...warmUp.errors], [], 'no connection errors in the warm-up');
    const non2xx = [...soak.statuses, ...warmUp.statuses].filter(([status]) => status >= 300);
    assert.deepEqual(non2xx, [], 'no non-2xx answers');
    assert.ok(throughput >= RATE * 0.9, `held the rate: ${throughput.toFixed(1)} req/s`);
    assert.ok(growth(before.heapUsed, after.heapUsed) < 10, 'heap after GC grew under 10%');
    assert.ok(growth(before.rss, after.rss) < 10, 'RSS grew under 10%');
    assert.ok(smtp.count() > 0, 'mail flowed during the soak');
  } finally {
    await service.stop();
    await smtp.close();
    await database.drop();
  }
});
