/**
 * The service configuration: the only module that reads process.env.
 * Every variable is validated once, at start; a bad one stops the service with a message naming it.
 */
import envSchema from 'env-schema';
import { Type, type Static } from '@sinclair/typebox';
import { readFileSync } from 'node:fs';
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
  LEAD_RETENTION_DAYS: Type.Integer({
    minimum: 1,
    default: 730,
    description: 'days leads are kept before the purge deletes them (1 or more)',
  }),
  SPAM_RETENTION_DAYS: Type.Integer({
    minimum: 1,
    default: 30,
    description: 'days leads flagged as spam are kept before the purge deletes them (1 or more)',
  }),
  SPAM_DIGEST_HOUR: Type.Integer({
    minimum: 0,
    maximum: 23,
    default: 8,
    description: 'the hour (0-23, America/Edmonton) of the daily digest of possible spam',
  }),
  HTTP_REQUEST_TIMEOUT_MS: Type.Integer({
    minimum: 1000,
    default: 30_000,
    description: 'milliseconds a client may take to send a whole request (1000 or more)',
  }),
  HTTP_HEADERS_TIMEOUT_MS: Type.Integer({
    minimum: 1000,
    default: 10_000,
    description: 'milliseconds a client may take to send the request headers (1000 or more)',
  }),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: Type.Integer({
    minimum: 1000,
    default: 72_000,
    description: 'milliseconds an idle keep-alive connection stays open (1000 or more)',
  }),
  HTTP_CONNECTION_TIMEOUT_MS: Type.Integer({
    minimum: 1000,
    default: 60_000,
    description: 'milliseconds a silent connection stays open (1000 or more)',
  }),
  TRUST_PROXY: Type.String({
    default: 'false',
    description: 'true, false, or a comma list of proxy addresses/CIDR ranges',
  }),
  CORS_ORIGINS: Type.String({
    default: '',
    pattern: '^(\\s*https?://[^,\\s/]+\\s*(,\\s*https?://[^,\\s/]+\\s*)*)?$',
    description:
      'a comma list of origins such as https://www.example.com (empty = same origin only)',
  }),
  TLS_CERT: Type.Optional(
    Type.String({ minLength: 1, description: 'the path of a PEM certificate (chain) file' }),
  ),
  TLS_KEY: Type.Optional(
    Type.String({ minLength: 1, description: 'the path of the PEM private key file' }),
  ),
  HTTP_REDIRECT_PORT: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 65535, description: 'a TCP port (0-65535)' }),
  ),
  GATSBY_API_URL: Type.Optional(
    Type.String({
      pattern: '^(/.*|https?://[^/\\s]+(/.*)?)$',
      description: 'a path such as /api or an absolute URL such as https://api.example.com/api',
    }),
  ),
  WEBHOOK_URL: Type.Optional(
    Type.String({
      pattern: '^https?://.+',
      description: 'an https:// URL (http:// only for localhost or 127.0.0.1)',
    }),
  ),
  WEBHOOK_SECRET: Type.Optional(
    Type.String({
      pattern: '^whsec_[A-Za-z0-9+/]+={0,2}$',
      description: 'whsec_ followed by base64 of 24 to 64 random bytes',
    }),
  ),
  WEBHOOK_FORMAT: Type.Union([Type.Literal('standard'), Type.Literal('slack')], {
    default: 'standard',
    description: 'standard or slack',
  }),
  // At most 2 minutes: well inside the outbox lease (5 minutes), so no other instance can take
  // a row while its post is still waiting for an answer.
  WEBHOOK_TIMEOUT_MS: Type.Integer({
    minimum: 1,
    maximum: 120_000,
    default: 10_000,
    description: 'milliseconds a webhook receiver may take to answer (1 to 120000)',
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

export interface WebhookConfig {
  url: string;
  /** Standard Webhooks secret (whsec_…); optional in the slack format only. */
  secret: string | undefined;
  /** standard: the signed lead.created event; slack: a {"text"} channel message. */
  format: 'standard' | 'slack';
  /** A receiver slower than this counts as a failure and the row is retried. */
  timeoutMs: number;
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

export interface HttpTimeouts {
  /** Whole request, headers and body (Node's requestTimeout). */
  requestTimeoutMs: number;
  /** Request headers (Node's headersTimeout): what stops slowloris-style clients. */
  headersTimeoutMs: number;
  /** Idle keep-alive connection; keep it above a load balancer's idle timeout. */
  keepAliveTimeoutMs: number;
  /** Socket inactivity (Node's server.setTimeout). */
  connectionTimeoutMs: number;
}

export interface RetentionConfig {
  leadDays: number;
  spamDays: number;
}

export interface TlsConfig {
  certPath: string;
  keyPath: string;
  cert: Buffer;
  key: Buffer;
}

export interface AppConfig {
  port: number;
  host: string;
  database: DatabaseConfig;
  mail: MailConfig;
  contactRateLimit: number;
  chatRateLimit: number;
  chatRetentionDays: number;
  retention: RetentionConfig;
  /** The hour (0-23, America/Edmonton) from which the day's spam digest goes out. */
  spamDigestHour: number;
  http: HttpTimeouts;
  trustProxy: boolean | string[];
  corsOrigins: string[];
  rateLimitRedisUrl: string | undefined;
  /** Set: the service itself speaks HTTPS on PORT. */
  tls: TlsConfig | undefined;
  /** With TLS: a plain-HTTP port that redirects GET/HEAD to HTTPS. */
  httpRedirectPort: number | undefined;
  /** The API's origin when the site posts to another origin (from GATSBY_API_URL). */
  apiOrigin: string | undefined;
  publicDir: string;
  logLevel: string;
  outbox: OutboxConfig;
  /** Unset: no webhook (WEBHOOK_URL unset). */
  webhook: WebhookConfig | undefined;
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

/**
 * Fastify 5 refuses hop counts (it cannot check the immediate peer with them and trusts nothing),
 * so a number is a configuration error, not a silent "trust nobody".
 */
function parseTrustProxy(value: string, problems: string[]): boolean | string[] {
  const trimmed = value.trim();
  if (/^(true|yes)$/i.test(trimmed)) return true;
  if (trimmed === '' || /^(false|no|0)$/i.test(trimmed)) return false;
  if (/^\d+$/.test(trimmed)) {
    problems.push(
      'TRUST_PROXY is invalid: hop counts are not supported; give the proxy addresses or CIDR ' +
        'ranges (e.g. 127.0.0.1 or 10.0.0.0/8), or true when every request comes through the proxy',
    );
    return false;
  }
  return trimmed
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** Reads the certificate and key named by TLS_CERT and TLS_KEY (both or neither). */
function readTls(
  certFile: string | undefined,
  keyFile: string | undefined,
  baseDir: string,
  problems: string[],
): TlsConfig | undefined {
  if (certFile === undefined && keyFile === undefined) return undefined;
  if (certFile === undefined || keyFile === undefined) {
    problems.push(
      `${certFile === undefined ? 'TLS_CERT' : 'TLS_KEY'} is required with TLS_CERT/TLS_KEY`,
    );
    return undefined;
  }
  const read = (variable: string, file: string): Buffer | undefined => {
    try {
      return readFileSync(path.resolve(baseDir, file));
    } catch {
      problems.push(`${variable} is invalid: cannot read ${file}`);
      return undefined;
    }
  };
  const cert = read('TLS_CERT', certFile);
  const key = read('TLS_KEY', keyFile);
  if (!cert || !key) return undefined;
  return {
    certPath: path.resolve(baseDir, certFile),
    keyPath: path.resolve(baseDir, keyFile),
    cert,
    key,
  };
}

/** The origin of an absolute GATSBY_API_URL; a path means the site's own origin. */
function apiOriginOf(apiUrl: string | undefined, problems: string[]): string | undefined {
  if (!apiUrl || apiUrl.startsWith('/')) return undefined;
  try {
    return new URL(apiUrl).origin;
  } catch {
    problems.push('GATSBY_API_URL is invalid: expected an absolute URL or a path');
    return undefined;
  }
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** Standard Webhooks secrets are 24 to 64 random bytes. */
const SECRET_BYTES = { min: 24, max: 64 };

/** The webhook settings, or undefined when WEBHOOK_URL is unset (the webhook is off). */
function readWebhook(parsed: Env, problems: string[]): WebhookConfig | undefined {
  const { WEBHOOK_URL: url, WEBHOOK_SECRET: secret, WEBHOOK_FORMAT: format } = parsed;
  if (url === undefined) {
    if (secret !== undefined) problems.push('WEBHOOK_URL is required when WEBHOOK_SECRET is set');
    return undefined;
  }
  let target: URL | undefined;
  try {
    target = new URL(url);
  } catch {
    problems.push('WEBHOOK_URL is invalid: expected an https:// URL');
  }
  if (target && target.protocol === 'http:' && !LOCAL_HOSTS.has(target.hostname)) {
    problems.push(
      'WEBHOOK_URL is invalid: expected https:// (http:// only for localhost or 127.0.0.1); ' +
        'the lead would cross the network unencrypted',
    );
  }
  if (secret !== undefined) {
    const bytes = Buffer.from(secret.slice('whsec_'.length), 'base64').length;
    if (bytes < SECRET_BYTES.min || bytes > SECRET_BYTES.max) {
      problems.push(
        `WEBHOOK_SECRET is invalid: expected ${SECRET_BYTES.min} to ${SECRET_BYTES.max} random ` +
          `bytes after whsec_, got ${bytes} (see .env.example for how to make one)`,
      );
    }
  } else if (format === 'standard') {
    problems.push(
      'WEBHOOK_SECRET is required when WEBHOOK_URL is set (the receiver verifies the signature ' +
        'with it; see .env.example for how to make one), unless WEBHOOK_FORMAT=slack',
    );
  }
  return { url, secret, format, timeoutMs: parsed.WEBHOOK_TIMEOUT_MS };
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
  if (parsed.HTTP_HEADERS_TIMEOUT_MS > parsed.HTTP_REQUEST_TIMEOUT_MS) {
    problems.push('HTTP_HEADERS_TIMEOUT_MS is invalid: expected at most HTTP_REQUEST_TIMEOUT_MS');
  }
  const tls = readTls(parsed.TLS_CERT, parsed.TLS_KEY, baseDir, problems);
  const apiOrigin = apiOriginOf(parsed.GATSBY_API_URL, problems);
  if (parsed.HTTP_REDIRECT_PORT !== undefined && !tls) {
    problems.push('HTTP_REDIRECT_PORT is invalid: expected TLS_CERT and TLS_KEY to be set too');
  }
  const trustProxy = parseTrustProxy(parsed.TRUST_PROXY, problems);
  const webhook = readWebhook(parsed, problems);
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
    retention: { leadDays: parsed.LEAD_RETENTION_DAYS, spamDays: parsed.SPAM_RETENTION_DAYS },
    spamDigestHour: parsed.SPAM_DIGEST_HOUR,
    http: {
      requestTimeoutMs: parsed.HTTP_REQUEST_TIMEOUT_MS,
      headersTimeoutMs: parsed.HTTP_HEADERS_TIMEOUT_MS,
      keepAliveTimeoutMs: parsed.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      connectionTimeoutMs: parsed.HTTP_CONNECTION_TIMEOUT_MS,
    },
    trustProxy,
    corsOrigins: parsed.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    rateLimitRedisUrl: parsed.RATE_LIMIT_REDIS_URL,
    tls,
    httpRedirectPort: parsed.HTTP_REDIRECT_PORT,
    apiOrigin,
    publicDir: path.resolve(baseDir, parsed.PUBLIC_DIR),
    logLevel: parsed.LOG_LEVEL,
    outbox: { ...DEFAULT_OUTBOX_CONFIG },
    webhook,
  };
}
