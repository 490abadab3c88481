/**
 * The retention purge (privacy page: inquiries 24 months, chat transcripts 90 days), the one code
 * path of the service's hourly timer (plugins/retention.ts) and `npm run leads -- purge`: leads
 * older than LEAD_RETENTION_DAYS, spam older than SPAM_RETENTION_DAYS, and chat conversations
 * idle for CHAT_RETENTION_DAYS together with chat leads' copies of them (leads.transcript).
 */
import type { AppConfig } from '../config.ts';
import type { LeadRepository, RetentionPurge } from '../storage/repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type RetentionSettings = Pick<AppConfig, 'retention' | 'chatRetentionDays'>;

export function purgeExpired(
  repository: LeadRepository,
  config: RetentionSettings,
  now: number = Date.now(),
): Promise<RetentionPurge> {
  const chatBefore = now - config.chatRetentionDays * DAY_MS;
  return repository.purgeExpired({
    leadsBefore: now - config.retention.leadDays * DAY_MS,
    spamBefore: now - config.retention.spamDays * DAY_MS,
    transcriptsBefore: chatBefore,
    conversationsBefore: chatBefore,
  });
}
