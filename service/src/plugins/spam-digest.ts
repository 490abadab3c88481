/**
 * The spam digest check (`../leads/spam-digest.ts`) at start and every few minutes, so a digest
 * due while the service was down goes out soon after it is back. Every instance checks; the
 * database lets one send. `app.spamDigest.check()` runs a check now.
 */
import fp from 'fastify-plugin';
import type { MailAddresses } from '../mail/messages.ts';
import type { MailTransport } from '../mail/transport.ts';
import { checkSpamDigest } from '../leads/spam-digest.ts';

export const SPAM_DIGEST_CHECK_INTERVAL_MS = 5 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    spamDigest: { check(): Promise<number | undefined> };
  }
}

export interface SpamDigestOptions {
  /** Both undefined while mail is not configured: flagged submissions wait for it. */
  transport: MailTransport | undefined;
  addresses: MailAddresses | undefined;
  now: () => number;
  /** Tests drive check() themselves. */
  startTimer?: boolean;
}

export default fp<SpamDigestOptions>(
  async (app, { transport, addresses, now, startTimer = true }) => {
    const check = async () =>
      transport && addresses
        ? checkSpamDigest(
            {
              repository: app.repository,
              transport,
              addresses,
              spamRetentionDays: app.config.retention.spamDays,
              now,
            },
            app.config.spamDigestHour,
          )
        : undefined;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> = Promise.resolve();
    const run = () => {
      running = check().then(
        (listed) => {
          if (listed) app.log.info({ listed }, 'spam digest sent');
        },
        (error: unknown) => {
          const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
          app.log.warn({ code, responseCode }, 'spam digest failed; the next check retries');
        },
      );
    };
    app.decorate('spamDigest', { check });
    app.addHook('onReady', async () => {
      if (!startTimer) return;
      run();
      timer = setInterval(run, SPAM_DIGEST_CHECK_INTERVAL_MS);
      timer.unref();
    });
    // Before the database closes (registered after it, so closed before it).
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'spam-digest', dependencies: ['database'], decorators: { fastify: ['config'] } },
);
