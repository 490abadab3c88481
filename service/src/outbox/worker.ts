/**
 * The outbox workers: deliver queued rows (the firm's e-mails, the lead webhook) with retries and
 * exponential backoff. Each kind of row has its sender (mail/sender.ts, webhooks/sender.ts), and
 * a worker claims only the kinds it has a sender for: an instance without SMTP still delivers
 * webhooks and leaves e-mails waiting, and the reverse. E-mail and webhook have a worker each
 * (OutboxWorkers), so a receiver that hangs for its whole timeout never holds up an e-mail.
 *
 * Exactly once: a row is claimed with a lease (Postgres: FOR UPDATE SKIP LOCKED), sent, and
 * marked sent right after the receiver accepts it. The only gap is a crash between the
 * acceptance and the mark; the retry then carries the same Message-ID or webhook-id, so mail
 * clients and webhook receivers de-duplicate it. Logs carry outbox ids and status codes only.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { OutboxConfig } from '../config.ts';
import type { LeadRepository, OutboxJob, OutboxKind } from '../storage/repository.ts';

/** Delivers one row; throws when it was not accepted (the row is then retried). */
export type OutboxSender = (job: OutboxJob) => Promise<void>;

export type OutboxSenders = Partial<Record<OutboxKind, OutboxSender>>;

/** What the lead intake needs of the outbox: a nudge when it queued rows. */
export interface OutboxWaker {
  wake(): void;
}

export interface OutboxWorkerOptions {
  repository: LeadRepository;
  senders: OutboxSenders;
  settings: OutboxConfig;
  log: FastifyBaseLogger;
  now?: () => number;
}

export function backoffMs(attempts: number, settings: OutboxConfig): number {
  return Math.min(settings.baseBackoffMs * 2 ** Math.max(0, attempts - 1), settings.maxBackoffMs);
}

/** What a failure may tell the logs: codes, never the addresses or bodies a message can quote. */
function failureCodes(error: unknown): { code?: string; responseCode?: number; status?: number } {
  const { code, responseCode, status } = error as {
    code?: string;
    responseCode?: number;
    status?: number;
  };
  return { code, responseCode, status };
}

/** Stored as the row's last_error: the codes and the first words (SMTP replies can quote more). */
function describeError(error: unknown): string {
  const { code, responseCode, status } = failureCodes(error);
  const message = (error as { message?: string }).message;
  return [code, responseCode, status, message?.slice(0, 200)].filter(Boolean).join(' ');
}

export class OutboxWorker implements OutboxWaker {
  readonly id = `worker-${randomUUID()}`;
  /** The kinds of row this worker delivers. */
  readonly kinds: OutboxKind[];
  private readonly options: OutboxWorkerOptions;
  private readonly now: () => number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private wakeRequested = false;
  private stopped = true;

  constructor(options: OutboxWorkerOptions) {
    this.options = options;
    this.now = options.now ?? Date.now;
    this.kinds = (Object.keys(options.senders) as OutboxKind[]).filter(
      (kind) => options.senders[kind],
    );
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

  /** Stops polling and waits for the row being sent, if any. */
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
        const [job] = await repository.claimOutbox(
          this.id,
          this.now(),
          settings.leaseMs,
          1,
          this.kinds,
        );
        if (!job) break;
        await this.deliver(job);
      }
      const due = await repository.nextOutboxDueAt(this.kinds);
      if (due !== null) delay = Math.max(0, Math.min(delay, due - this.now()));
    } catch (error) {
      log.error({ err: error }, 'outbox: database error');
    }
    if (this.wakeRequested) delay = 0;
    this.schedule(delay);
  }

  private async deliver(job: OutboxJob): Promise<void> {
    const { repository, senders, settings, log } = this.options;
    try {
      const send = senders[job.kind];
      if (!send) throw new Error(`no sender for ${job.kind}`);
      await send(job);
    } catch (error) {
      const giveUp = job.attempts >= settings.maxAttempts;
      const retryInMs = backoffMs(job.attempts, settings);
      await repository.markFailedAttempt(
        job.id,
        this.id,
        describeError(error),
        giveUp ? null : this.now() + retryInMs,
      );
      const fields = { outboxId: job.id, kind: job.kind, attempts: job.attempts };
      if (giveUp) {
        log.error({ ...fields, ...failureCodes(error) }, 'outbox: gave up');
      } else {
        log.warn(
          { ...fields, ...failureCodes(error), retryInMs },
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

/** One worker per channel (e-mail, webhook), started, woken and stopped together. */
export class OutboxWorkers implements OutboxWaker {
  readonly workers: readonly OutboxWorker[];

  constructor(workers: readonly OutboxWorker[]) {
    this.workers = workers;
  }

  /** The kinds of row these workers deliver. */
  get kinds(): OutboxKind[] {
    return this.workers.flatMap((worker) => worker.kinds);
  }

  start(): void {
    for (const worker of this.workers) worker.start();
  }

  wake(): void {
    for (const worker of this.workers) worker.wake();
  }

  async stop(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.stop()));
  }
}
