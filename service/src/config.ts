/**
 * The service configuration: the only module that reads process.env.
 * Every variable is validated once, at start; a bad one stops the service with a message naming it.
 */
import envSchema from 'env-schema';
import { Type, type Static } from '@sinclair/typebox';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const EnvSchema = Type.Object({
  PORT: Type.Integer({
    minimum: 0,
    maximum: 65535,
    default: 8000,
    description: 'a TCP port (0-65535)',
  }),
  HOST: Type.String({ minLength: 1, default: '127.0.0.1', description: 'an address to listen on' }),
  DATABASE_URL: Type.String({
    pattern: '^(sqlite:.+|postgres(ql)?://.+)$',
    default: 'sqlite:./data/site.db',
    description: 'sqlite:<file path> or postgres://user@host:port/database',
  }),
  SMTP_URL: Type.Optional(
    Type.String({ pattern: '^smtps?://.+', description: 'smtp://user:pass@host:587 or smtps://…' }),
  ),
  MAIL_FROM: Type.Optional(Type.String({ minLength: 3, description: 'the sender address' })),
  MAIL_TO: Type.Optional(Type.String({ minLength: 3, description: "the firm's inbox address" })),
  MAIL_ACKNOWLEDGE: Type.Optional(Type.Boolean({ description: 'true or false' })),
  CONTACT_RATE_LIMIT: Type.Integer({
    minimum: 0,
    default: 5,
    description: 'contact posts per minute per client address (0 = off)',
  }),
  CHAT_RATE_LIMIT: Type.Integer({
    minimum: 0,
    default: 30,
    description: 'chat messages per minute per client address (0 = off)',
  }),
  CHAT_RETENTION_DAYS: Type.Integer({
    minimum: 1,
    default: 90,
    description: 'days chat conversations are kept before the purge deletes them (1 or more)',
  }),
  TRUST_PROXY: Type.String({
    default: 'false',
    description: 'true, false, a hop count, or a comma list of proxy addresses/CIDR ranges',
  }),
  CORS_ORIGINS: Type.String({
    default: '',
    pattern: '^(\\s*https?://[^,\\s/]+\\s*(,\\s*https?://[^,\\s/]+\\s*)*)?$',
    description:
      'a comma list of origins such as https://www.example.com (empty = same origin only)',
  }),
  RATE_LIMIT_REDIS_URL: Type.Optional(
    Type.String({ pattern: '^rediss?://.+', description: 'redis://host:6379' }),
  ),
  PUBLIC_DIR: Type.String({ minLength: 1, default: 'public', description: 'a directory path' }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) =>
      Type.Literal(level),
    ),
    { default: 'info', description: 'fatal, error, warn, info, debug, trace or silent' },
  ),
});

type Env = Static<typeof EnvSchema>;

export type DatabaseConfig =
  { kind: 'sqlite'; path: string; url: string } | { kind: 'postgres'; url: string };

export interface MailConfig {
  /** Unset: mail is not configured, leads are stored and the outbox waits. */
  smtpUrl: string | undefined;
  from: string | undefined;
  to: string | undefined;
  acknowledge: boolean;
}

export interface OutboxConfig {
  /** How often an idle worker looks for due rows (rows queued by other instances, retries). */
  pollIntervalMs: number;
  /** First retry delay; doubles on each failure up to maxBackoffMs. */
  baseBackoffMs: number;
  maxBackoffMs: number;
  /** After this many failed attempts a row is marked failed (the lead stays stored). */
  maxAttempts: number;
  /** A claimed row is locked for this long; longer than the SMTP timeouts below. */
  leaseMs: number;
  smtpTimeoutMs: number;
}

export interface AppConfig {
  port: number;
  host: string;
  database: DatabaseConfig;
  mail: MailConfig;
  contactRateLimit: number;
  chatRateLimit: number;
  chatRetentionDays: number;
  trustProxy: boolean | number | string[];
  corsOrigins: string[];
  rateLimitRedisUrl: string | undefined;
  publicDir: string;
  logLevel: string;
  outbox: OutboxConfig;
}

export const DEFAULT_OUTBOX_CONFIG: OutboxConfig = {
  pollIntervalMs: 5_000,
  baseBackoffMs: 2_000,
  maxBackoffMs: 60 * 60_000,
  maxAttempts: 20,
  leaseMs: 5 * 60_000,
  smtpTimeoutMs: 30_000,
};

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

interface AjvError {
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

function describeSchemaErrors(errors: AjvError[]): string[] {
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const error of errors) {
    const variable = error.instancePath.replace(/^\//, '');
    if (!variable || seen.has(variable)) continue;
    seen.add(variable);
    const schema = EnvSchema.properties[variable as keyof Env] as { description?: string };
    problems.push(`${variable} is invalid: expected ${schema?.description ?? error.message}`);
  }
  return problems.length > 0 ? problems : errors.map((error) => error.message ?? 'invalid');
}

function parseBoolean(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  if (/^(true|1|yes)$/i.test(value)) return true;
  if (/^(false|0|no)$/i.test(value)) return false;
  return undefined;
}

function parseTrustProxy(value: string): boolean | number | string[] {
  const trimmed = value.trim();
  const flag = parseBoolean(trimmed);
  if (flag !== undefined && !/^[01]$/.test(trimmed)) return flag;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  return trimmed
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

const ADDRESS_PATTERN = /^(?:[^<>\r\n]*<)?[^\s@<>]+@[^\s@<>]+>?$/;

/**
 * Reads and validates the environment. Unset or empty variables take their defaults.
 * `baseDir` resolves relative paths (the repository root by default).
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  baseDir: string = REPO_ROOT,
): AppConfig {
  const data: Record<string, string> = {};
  for (const key of Object.keys(EnvSchema.properties)) {
    const value = env[key];
    if (value !== undefined && value.trim() !== '') data[key] = value.trim();
  }
  const problems: string[] = [];
  const ackRaw = data.MAIL_ACKNOWLEDGE;
  if (ackRaw !== undefined && parseBoolean(ackRaw) === undefined) {
    problems.push('MAIL_ACKNOWLEDGE is invalid: expected true or false');
  }
  delete data.MAIL_ACKNOWLEDGE;

  let parsed: Env;
  try {
    parsed = envSchema<Env>({ schema: EnvSchema, data, env: false });
  } catch (error) {
    const errors = (error as { errors?: AjvError[] }).errors ?? [];
    throw new ConfigError([...problems, ...describeSchemaErrors(errors)]);
  }

  const smtpUrl = parsed.SMTP_URL;
  if (smtpUrl) {
    try {
      new URL(smtpUrl);
    } catch {
      problems.push('SMTP_URL is invalid: expected smtp://user:pass@host:587 or smtps://…');
    }
    if (!parsed.MAIL_TO) problems.push('MAIL_TO is required when SMTP_URL is set');
    if (!parsed.MAIL_FROM) problems.push('MAIL_FROM is required when SMTP_URL is set');
  }
  for (const key of ['MAIL_FROM', 'MAIL_TO'] as const) {
    const value = parsed[key];
    if (value !== undefined && !ADDRESS_PATTERN.test(value)) {
      problems.push(`${key} is invalid: expected an e-mail address such as leads@example.com`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const database: DatabaseConfig = parsed.DATABASE_URL.startsWith('sqlite:')
    ? {
        kind: 'sqlite',
        url: parsed.DATABASE_URL,
        path: path.resolve(baseDir, parsed.DATABASE_URL.slice('sqlite:'.length)),
      }
    : { kind: 'postgres', url: parsed.DATABASE_URL };

  return {
    port: parsed.PORT,
    host: parsed.HOST,
    database,
    mail: {
      smtpUrl,
      from: parsed.MAIL_FROM,
      to: parsed.MAIL_TO,
      // Acknowledge by default once mail works; without SMTP nothing is queued for the visitor.
      acknowledge: parseBoolean(ackRaw) ?? Boolean(smtpUrl),
    },
    contactRateLimit: parsed.CONTACT_RATE_LIMIT,
    chatRateLimit: parsed.CHAT_RATE_LIMIT,
    chatRetentionDays: parsed.CHAT_RETENTION_DAYS,
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    corsOrigins: parsed.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    rateLimitRedisUrl: parsed.RATE_LIMIT_REDIS_URL,
    publicDir: path.resolve(baseDir, parsed.PUBLIC_DIR),
    logLevel: parsed.LOG_LEVEL,
    outbox: { ...DEFAULT_OUTBOX_CONFIG },
  };
}
