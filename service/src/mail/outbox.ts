/**
 * The outbox worker: delivers queued e-mails with retries and exponential backoff.
 *
 * Exactly once: a row is claimed with a lease (Postgres: FOR UPDATE SKIP LOCKED), sent, and
 * marked sent right after the SMTP server accepts it. The only gap is a crash between the
 * server's acceptance and the mark; the retry then carries the same Message-ID (see
 * messages.ts) so mail clients de-duplicate it. Logs carry outbox ids only.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { OutboxConfig } from '../config.ts';
import type { LeadRepository, OutboxJob } from '../storage/repository.ts';
import { buildMessage, type MailAddresses } from './messages.ts';
import type { MailTransport } from './transport.ts';

export interface OutboxWorkerOptions {
  repository: LeadRepository;
  transport: MailTransport;
  addresses: MailAddresses;
  settings: OutboxConfig;
  log: FastifyBaseLogger;
  now?: () => number;
}

export function backoffMs(attempts: number, settings: OutboxConfig): number {
  return Math.min(settings.baseBackoffMs * 2 ** Math.max(0, attempts - 1), settings.maxBackoffMs);
}

/** SMTP failures can quote addresses; keep the code and the first words only. */
function describeError(error: unknown): string {
  const { code, responseCode, message } = error as {
    code?: string;
    responseCode?: number;
    message?: string;
  };
  return [code, responseCode, message?.slice(0, 200)].filter(Boolean).join(' ');
}

export class OutboxWorker {
  readonly id = `worker-${randomUUID()}`;
  private readonly options: OutboxWorkerOptions;
  private readonly now: () => number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private wakeRequested = false;
  private stopped = true;

  constructor(options: OutboxWorkerOptions) {
    this.options = options;
    this.now = options.now ?? Date.now;
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** A row was queued: look now instead of at the next poll. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) this.wakeRequested = true;
    else this.schedule(0);
  }

  /** Stops polling and waits for the message being sent, if any. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      if (this.running || this.stopped) return;
      this.running = this.drain().finally(() => {
        this.running = undefined;
      });
    }, delayMs);
  }

  /** Sends due rows one at a time until none is due, then sleeps until the next is. */
  private async drain(): Promise<void> {
    const { repository, settings, log } = this.options;
    let delay = settings.pollIntervalMs;
    try {
      while (!this.stopped) {
        this.wakeRequested = false;
        const [job] = await repository.claimOutbox(this.id, this.now(), settings.leaseMs, 1);
        if (!job) break;
        await this.deliver(job);
      }
      const due = await repository.nextOutboxDueAt();
      if (due !== null) delay = Math.max(0, Math.min(delay, due - this.now()));
    } catch (error) {
      log.error({ err: error }, 'outbox: database error');
    }
    if (this.wakeRequested) delay = 0;
    this.schedule(delay);
  }

  private async deliver(job: OutboxJob): Promise<void> {
    const { repository, transport, addresses, settings, log } = this.options;
    try {
      await transport.sendMail(buildMessage(job, addresses));
    } catch (error) {
      const giveUp = job.attempts >= settings.maxAttempts;
      const retryInMs = backoffMs(job.attempts, settings);
      await repository.markFailedAttempt(
        job.id,
        this.id,
        describeError(error),
        giveUp ? null : this.now() + retryInMs,
      );
      const { code, responseCode } = error as { code?: string; responseCode?: number };
      if (giveUp) {
        log.error(
          { outboxId: job.id, attempts: job.attempts, code, responseCode },
          'outbox: gave up',
        );
      } else {
        log.warn(
          { outboxId: job.id, attempts: job.attempts, code, responseCode, retryInMs },
          'outbox: delivery failed, will retry',
        );
      }
      return;
    }
    const marked = await repository.markSent(job.id, this.id, this.now());
    if (marked) log.info({ outboxId: job.id, kind: job.kind }, 'outbox: sent');
    else log.warn({ outboxId: job.id }, 'outbox: sent after its lease expired');
  }
}
