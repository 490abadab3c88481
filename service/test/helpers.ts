/**
 * Shared test helpers: real databases (a temp SQLite file, or a throw-away Postgres schema),
 * a real SMTP server in-process, and a configured app.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOverrides } from '../src/app.ts';
import { loadConfig, type AppConfig, type DatabaseConfig } from '../src/config.ts';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const FIXTURE_PUBLIC_DIR = fileURLToPath(new URL('./fixtures/public/', import.meta.url));
export const POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

export const DATABASE_KINDS = ['sqlite', 'postgres'] as const;
export type DatabaseKind = (typeof DATABASE_KINDS)[number];

export interface TestDatabase {
  kind: DatabaseKind;
  url: string;
  config: DatabaseConfig;
  /** Runs SQL directly against the test database (assertions read the real rows). */
  query(sql: string): Promise<Record<string, unknown>[]>;
  drop(): Promise<void>;
}

export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'service-test-'));
    const file = path.join(dir, 'site.db');
    const url = `sqlite:${file}`;
    const { DatabaseSync } = await import('node:sqlite');
    return {
      kind,
      url,
      config: { kind: 'sqlite', path: file, url },
      async query(sql) {
        const db = new DatabaseSync(file);
        try {
          return db.prepare(sql).all() as Record<string, unknown>[];
        } finally {
          db.close();
        }
      },
      async drop() {
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = `${POSTGRES_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return {
    kind,
    url,
    config: { kind: 'postgres', url },
    async query(sql) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(sql)).rows;
      } finally {
        await client.end();
      }
    },
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  };
}

/** Fast outbox settings so retry tests take milliseconds. */
export const FAST_OUTBOX = {
  pollIntervalMs: 50,
  baseBackoffMs: 100,
  maxBackoffMs: 400,
  maxAttempts: 50,
  leaseMs: 10_000,
  smtpTimeoutMs: 2_000,
};

export function testConfig(database: TestDatabase, env: Record<string, string> = {}): AppConfig {
  const config = loadConfig(
    { PUBLIC_DIR: FIXTURE_PUBLIC_DIR, LOG_LEVEL: 'silent', ...env, DATABASE_URL: database.url },
    REPO_ROOT,
  );
  return { ...config, outbox: { ...FAST_OUTBOX } };
}

export async function buildTestApp(
  config: AppConfig,
  overrides: AppOverrides = {},
): Promise<FastifyInstance> {
  const app = await buildApp(config, { logger: false, ...overrides });
  await app.ready();
  return app;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ReceivedMail {
  envelopeTo: string[];
  raw: string;
  headers: Map<string, string>;
  text: string;
  html: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  messages: ReceivedMail[];
  close(): Promise<void>;
}

export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // No reverse DNS of 127.0.0.1 per connection: it made each delivery take ~150 ms.
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          ...parseMail(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split(/\r\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeQuotedPrintable(value: string): string {
  const bytes = value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => `%${hex}`)
    .replace(/%(?![0-9A-F]{2})/gi, '%25');
  // eslint-disable-next-line no-control-regex -- non-ASCII characters are re-encoded
  return decodeURIComponent(bytes.replace(/[^%\x00-\x7F]/g, (c) => encodeURIComponent(c)));
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** Enough MIME for nodemailer's output: headers, and text/html parts of multipart/alternative. */
export function parseMail(raw: string): Omit<ReceivedMail, 'envelopeTo'> {
  const split = raw.indexOf('\r\n\r\n');
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split + 4);
  let text = '';
  let html = '';
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  const parts = boundary
    ? body.split(`--${boundary}`).slice(1, -1)
    : [`${[...headers].map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n${body}`];
  for (const part of parts) {
    const trimmed = part.replace(/^\r\n/, '');
    const at = trimmed.indexOf('\r\n\r\n');
    const partHeaders = parseHeaders(trimmed.slice(0, at));
    const content = decodeBody(partHeaders, trimmed.slice(at + 4).replace(/\r\n$/, ''));
    if ((partHeaders.get('content-type') ?? '').startsWith('text/html')) html = content;
    else text = content;
  }
  return { raw, headers, text, html };
}

/** Polls until `check` returns a truthy value (or throws after timeoutMs). */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  timeoutMs = 5_000,
  intervalMs = 20,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`waitFor: condition not met in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

export const VALID_CONTACT = {
  name: 'Ann Example',
  email: 'ann@example.com',
  phone: '403-555-0100',
  company: 'Example Dental',
  service: 'healthcare',
  message: 'We need a 2,000 sq ft clinic in the Beltline.',
};
