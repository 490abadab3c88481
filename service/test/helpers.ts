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
import { simpleParser, type ParsedMail } from 'mailparser';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOverrides } from '../src/app.ts';
import { loadConfig, type AppConfig, type DatabaseConfig } from '../src/config.ts';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const FIXTURE_PUBLIC_DIR = fileURLToPath(new URL('./fixtures/public/', import.meta.url));
export const POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

const ALL_DATABASE_KINDS = ['sqlite', 'postgres'] as const;
export type DatabaseKind = (typeof ALL_DATABASE_KINDS)[number];

/**
 * The databases each service test runs against: both, unless TEST_DATABASES names some of them
 * (comma-separated). `npm run test:quick` sets TEST_DATABASES=sqlite; `npm test` runs both.
 */
export const DATABASE_KINDS: readonly DatabaseKind[] = chooseDatabaseKinds(
  process.env.TEST_DATABASES,
);

function chooseDatabaseKinds(setting: string | undefined): readonly DatabaseKind[] {
  if (!setting?.trim()) return ALL_DATABASE_KINDS;
  const names = setting.split(',').map((name) => name.trim().toLowerCase());
  for (const name of names) {
    if (!(ALL_DATABASE_KINDS as readonly string[]).includes(name)) {
      throw new Error(
        `TEST_DATABASES: unknown database "${name}"; use ${ALL_DATABASE_KINDS.join(', ')} ` +
          'or both, comma-separated',
      );
    }
  }
  return ALL_DATABASE_KINDS.filter((kind) => names.includes(kind));
}

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

/**
 * A message the test SMTP server received, parsed by mailparser: decoded subject, addresses
 * (`replyTo.value`), `messageId`, `headerLines` as sent, and the text and HTML bodies.
 */
export type ReceivedMail = Omit<ParsedMail, 'text' | 'html'> & {
  envelopeTo: string[];
  /** The message as it crossed the wire. */
  raw: string;
  text: string;
  html: string;
};

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
        const raw = Buffer.concat(chunks);
        const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        parseMail(raw).then(
          (mail) => {
            messages.push({ ...mail, envelopeTo });
            callback();
          },
          (error: Error) => callback(error),
        );
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

async function parseMail(raw: Buffer): Promise<Omit<ReceivedMail, 'envelopeTo'>> {
  const parsed = await simpleParser(raw);
  return { ...parsed, raw: raw.toString('utf8'), text: parsed.text ?? '', html: parsed.html || '' };
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
