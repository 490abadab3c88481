/**
 * The retention purge (privacy page: inquiries 24 months, chat transcripts 90 days): leads older
 * than LEAD_RETENTION_DAYS, spam older than SPAM_RETENTION_DAYS, and a chat lead's copy of the
 * conversation once CHAT_RETENTION_DAYS have passed (the conversation itself goes at the same
 * age, routes/chat.ts). Runs at start and hourly; idempotent, so several instances may all run it.
 */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { LeadRepository, RetentionPurge } from '../storage/repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

type RetentionSettings = Pick<AppConfig, 'retention' | 'chatRetentionDays'>;

export function purgeExpiredLeads(
  repository: LeadRepository,
  config: RetentionSettings,
  now: number = Date.now(),
): Promise<RetentionPurge> {
  return repository.purgeExpired({
    leadsBefore: now - config.retention.leadDays * DAY_MS,
    spamBefore: now - config.retention.spamDays * DAY_MS,
    transcriptsBefore: now - config.chatRetentionDays * DAY_MS,
  });
}

export function scheduleRetentionPurge(
  app: FastifyInstance,
  repository: LeadRepository,
  config: RetentionSettings,
  now: () => number,
): void {
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    purgeExpiredLeads(repository, config, now()).then(
      (purged) => {
        if (purged.leads + purged.spam + purged.transcripts > 0) {
          app.log.info(purged, 'leads past retention deleted');
        }
      },
      (error: unknown) => app.log.error({ err: error }, 'lead retention purge failed'),
    );
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(run, PURGE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
