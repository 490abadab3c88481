/**
 * HTTP benchmark: the service's POST /api/contact and /api/chat/message under autocannon, at 64
 * connections, beside a bare node:http server measured in the same run (the ceiling on this
 * machine, which the floor is relative to).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createChatSessionId } from '../../src/domain/chat.ts';

const root = join(import.meta.dirname, '..', '..');
const CONNECTIONS = 64;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;

export interface HttpResult {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

type BenchRequest = autocannon.Request;

/** Every request with its own body, `body(index)`, numbered across connections. */
const numbered = (body: (index: number) => string): BenchRequest[] => {
  let index = 0;
  return [{ setupRequest: (request) => ({ ...request, body: body(index++) }) }];
};

async function measure(name: string, url: string, requests: BenchRequest[]): Promise<HttpResult> {
  const options = {
    url,
    connections: CONNECTIONS,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    requests,
  };
  // Unmeasured warm-up: the JIT, the database file and the caches settle first.
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const result = await autocannon({ ...options, duration: DURATION_SECONDS });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Starts a server script of this folder and resolves with the URL it prints once listening. */
function startScriptServer(script: string): Promise<{ url: string; close: () => Promise<void> }> {
  const child = spawn(process.execPath, [join(import.meta.dirname, script)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    // Stopped before printing its URL (a bad configuration, say): fail rather than wait forever.
    child.once('exit', (code) => reject(new Error(`${script} exited with code ${code}`)));
    child.stdout!.once('data', (chunk: Buffer) => {
      resolve({
        url: chunk.toString('utf8').split('\n')[0]!.trim(),
        close: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}

/** Rate limits off (one client sends everything), quiet logs, no mail. */
const serviceEnv: NodeJS.ProcessEnv = {
  ...process.env,
  CONTACT_RATE_LIMIT: '0',
  CHAT_RATE_LIMIT: '0',
  LOG_LEVEL: 'error',
  SMTP_URL: '',
};

/** Starts the real service on a port and waits until it answers its health check. */
export async function startService(port: number, databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['service/src/server.ts'], {
    cwd: root,
    env: { ...serviceEnv, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error('The service did not become healthy');
}

const contactBody = (index: number) =>
  JSON.stringify({
    name: `Bench Visitor ${index}`,
    email: `bench${index}@example.com`,
    phone: '403-555-0100',
    company: 'Bench Dental',
    service: 'healthcare',
    message: 'Looking for 1,800 sq ft near a transit line for a two-chair dental clinic.',
  });

const chatQuestions = [
  'What are your office hours?',
  'Do you help physiotherapy clinics find space?',
  'How much do you charge?',
  'Who is on your team?',
  'What does lease negotiation involve?',
];
/**
 * Visitors who ask the five questions in turn, as the widget sends them: each connection plays
 * one visitor at a time, the next question only after the answer to the last, so every answer
 * reads a conversation that grows (autocannon goes through `requests` in order per connection
 * and resets the connection's context when it starts again from the first).
 */
const chatConversation: BenchRequest[] = chatQuestions.map((message, turn) => ({
  setupRequest: (request, context: { sessionId?: string }) => {
    // The widget's own id (its creation time, then a random UUID): the service accepts only
    // unguessable session ids, and real ids arrive roughly in time order.
    if (turn === 0) context.sessionId = createChatSessionId();
    return { ...request, body: JSON.stringify({ session_id: context.sessionId, message }) };
  },
}));

/** The rows, in order: the bare server first (the floor is relative to it), then the service. */
export async function runHttpBench(): Promise<HttpResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
  try {
    const bare = await startScriptServer('bare-server.ts');
    const results: HttpResult[] = [];
    try {
      results.push(
        await measure('bare node:http (JSON in, 201 out)', bare.url, numbered(contactBody)),
      );
    } finally {
      await bare.close();
    }

    const port = 8700 + Math.floor(Math.random() * 200);
    const service = await startService(port, `sqlite:${join(dataDir, 'bench.db')}`);
    try {
      const base = `http://127.0.0.1:${port}/api`;
      results.push(
        await measure(
          'POST /api/contact (SQLite, durable commit)',
          `${base}/contact`,
          numbered(contactBody),
        ),
        await measure(
          'POST /api/chat/message (SQLite, 5-message conversations)',
          `${base}/chat/message`,
          chatConversation,
        ),
      );
    } finally {
      service.kill('SIGTERM');
      await new Promise((resolve) => service.once('exit', resolve));
    }
    return results;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
