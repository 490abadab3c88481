/**
 * Builds the Fastify application: the database, the outbox workers, the named plugins the routes
 * share (retention, assistant, chat store), the HTTP plugins (security, rate limits, body
 * parsers), the API routes and the static site. `server.ts` listens; tests call buildApp.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import formBody from '@fastify/formbody';
import { CONTACT_BODY_LIMIT_BYTES } from '../../src/domain/contact.ts';
import type { AssistantEngine } from './assistant/types.ts';
import type { AppConfig } from './config.ts';
import { createLeadIntake, type LeadIntake } from './leads/intake.ts';
import { mailSender } from './mail/sender.ts';
import { createSmtpTransport, type MailTransport } from './mail/transport.ts';
import { OutboxWorker, OutboxWorkers, type OutboxSenders } from './outbox/worker.ts';
import assistant from './plugins/assistant.ts';
import chatStore from './plugins/chat-store.ts';
import database from './plugins/database.ts';
import {
  handleClientError,
  handleFrameworkError,
  registerErrorHandling,
} from './plugins/errors.ts';
import { registerRateLimits } from './plugins/rate-limit.ts';
import retention from './plugins/retention.ts';
import spamDigest from './plugins/spam-digest.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerStaticSite } from './plugins/static-site.ts';
import chatRoutes from './routes/chat.ts';
import contactRoutes, { isFormPost, outcomeUrl } from './routes/contact.ts';
import healthRoutes from './routes/health.ts';
import { webhookSender } from './webhooks/sender.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    leads: LeadIntake;
    /** Undefined while neither mail (SMTP_URL) nor the webhook (WEBHOOK_URL) is configured. */
    outbox: OutboxWorkers | undefined;
  }
}

export interface AppOverrides {
  /** Replaces the SMTP transport built from SMTP_URL (mail counts as configured). */
  mailTransport?: MailTransport;
  now?: () => number;
  /** Fastify logger option; tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** Do not start the outbox workers (tests that drive delivery themselves). */
  startOutbox?: boolean;
  /** Replaces the assistant built from the content (tests of the route's side of the contract). */
  assistant?: AssistantEngine;
  /** Do not start the spam digest timer (tests call app.spamDigest.check()). */
  startSpamDigest?: boolean;
}

function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    // Never log bodies, addresses or query strings (they can carry e-mail addresses).
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-forwarded-for"]'],
    serializers: {
      req: (request: { method: string; url: string }) => ({
        method: request.method,
        path: request.url.split('?')[0],
      }),
    },
  };
}

export async function buildApp(
  config: AppConfig,
  overrides: AppOverrides = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: overrides.logger ?? loggerOptions(config),
    trustProxy: config.trustProxy,
    bodyLimit: CONTACT_BODY_LIMIT_BYTES,
    requestTimeout: config.http.requestTimeoutMs,
    connectionTimeout: config.http.connectionTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    return503OnClosing: true,
    // Answers Fastify and Node make before any hook runs get the headers and JSON shape too.
    frameworkErrors: handleFrameworkError,
    clientErrorHandler: handleClientError,
    // TLS_CERT/TLS_KEY: the service speaks HTTPS itself (otherwise TLS ends at a proxy or CDN).
    ...(config.tls && { https: { cert: config.tls.cert, key: config.tls.key } }),
  } as FastifyServerOptions);
  // Set on the server itself so they hold for http and https alike. Node checks the header and
  // request timeouts only every connectionsCheckingInterval (30 s by default, read at listen):
  // every second makes a client trickling its headers byte by byte go at the timeout.
  app.server.headersTimeout = config.http.headersTimeoutMs;
  (app.server as { connectionsCheckingInterval?: number }).connectionsCheckingInterval = 1_000;
  const now = overrides.now ?? Date.now;

  app.decorate('config', config);
  await app.register(database, { database: config.database });
  const { repository } = app;

  const transport =
    overrides.mailTransport ??
    (config.mail.smtpUrl
      ? createSmtpTransport(config.mail.smtpUrl, config.outbox.smtpTimeoutMs)
      : undefined);
  const addresses =
    config.mail.from && config.mail.to ? { from: config.mail.from, to: config.mail.to } : undefined;
  // Each channel has its worker, run by the instances configured for it; the others leave its
  // rows waiting.
  const channels: OutboxSenders[] = [];
  if (transport && addresses) {
    const sendMail = mailSender(transport, addresses);
    channels.push({ notify: sendMail, acknowledge: sendMail });
  } else {
    app.log.warn(
      'mail is not configured (SMTP_URL unset): leads are stored, e-mails wait in the outbox',
    );
  }
  if (config.webhook) channels.push({ webhook: webhookSender(config.webhook) });
  const outboxLog = app.log.child({ module: 'outbox' });
  const outbox =
    channels.length > 0
      ? new OutboxWorkers(
          channels.map(
            (senders) =>
              new OutboxWorker({
                repository,
                senders,
                settings: config.outbox,
                log: outboxLog,
                now,
              }),
          ),
        )
      : undefined;
  app.decorate('outbox', outbox);
  app.decorate('leads', createLeadIntake(repository, config, outbox, now));

  app.addHook('onReady', async () => {
    if (overrides.startOutbox !== false) outbox?.start();
  });
  // Runs after the server stopped taking requests and in-flight ones finished (and before the
  // database closes: onClose hooks run in the reverse order of their registration).
  app.addHook('onClose', async () => {
    await outbox?.stop();
    transport?.close?.();
  });
  await app.register(retention, { now });
  await app.register(spamDigest, {
    transport,
    addresses,
    now,
    startTimer: overrides.startSpamDigest !== false,
  });
  await app.register(assistant, overrides.assistant ? { engine: overrides.assistant } : {});
  await app.register(chatStore);

  await registerSecurity(app, {
    corsOrigins: config.corsOrigins,
    publicDir: config.publicDir,
    apiOrigin: config.apiOrigin,
  });
  await registerRateLimits(app, { redisUrl: config.rateLimitRedisUrl });
  // Only JSON and forms are read; text/plain would otherwise reach handlers as a string.
  app.removeContentTypeParser('text/plain');
  await app.register(formBody);

  registerErrorHandling(app, {
    publicDir: config.publicDir,
    formErrorRedirect: (request, status) =>
      request.url.startsWith('/api/contact') && isFormPost(request)
        ? outcomeUrl(request, status === 429 ? 'rateLimited' : 'error', config.corsOrigins)
        : undefined,
  });

  // API routes: one line per file.
  await app.register(healthRoutes);
  await app.register(contactRoutes);
  await app.register(chatRoutes);

  await registerStaticSite(app, { publicDir: config.publicDir });
  return app;
}
