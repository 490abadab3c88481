/**
 * The daily digest of possible spam: flagged submissions reach the firm instead of vanishing
 * unseen. From SPAM_DIGEST_HOUR (America/Edmonton) the first check of the day claims the day in
 * the database (once across instances: spam_digests.day is unique) and e-mails what was flagged
 * since the last sent digest, only when there is any. A check after a restart still sends that
 * day's digest; a failed e-mail gives the claim back, so the next check tries again; a claim
 * whose instance died before sending is taken over once stale. Logs carry counts only.
 */
import type { MailAddresses } from '../mail/messages.ts';
import { buildSpamDigest, SPAM_DIGEST_TIME_ZONE } from '../mail/spam-digest-message.ts';
import type { MailTransport } from '../mail/transport.ts';
import type { LeadRepository } from '../storage/repository.ts';

/** Submissions stamped this recently may still be committing: the next digest lists them. */
export const DIGEST_SETTLE_MS = 5_000;
/** A claim not sent after this long belonged to an instance that died. */
export const DIGEST_CLAIM_STALE_MS = 10 * 60_000;

const dayAndHour = new Intl.DateTimeFormat('en-CA', {
  timeZone: SPAM_DIGEST_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The America/Edmonton date (YYYY-MM-DD) and hour (0-23) of an instant. */
export function edmontonDayAndHour(at: number): { day: string; hour: number } {
  const parts = Object.fromEntries(
    dayAndHour.formatToParts(at).map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

export interface SpamDigestSender {
  repository: LeadRepository;
  transport: MailTransport;
  addresses: MailAddresses;
  spamRetentionDays: number;
  now: () => number;
}

/** Sends a claimed digest; resolves to how many it listed (0: nothing sent). */
async function sendClaimed(sender: SpamDigestSender, digestId: number): Promise<number> {
  const { repository, transport, addresses, spamRetentionDays, now } = sender;
  const flagged = await repository.spamForDigest(digestId);
  if (flagged.length > 0) {
    try {
      await transport.sendMail(
        buildSpamDigest({ digestId, flagged, spamRetentionDays }, addresses),
      );
    } catch (error) {
      await repository.releaseSpamDigest(digestId);
      throw error;
    }
  }
  await repository.finishSpamDigest(digestId, flagged.length, now());
  return flagged.length;
}

/**
 * The timer's check: undefined before the hour or when the day's digest is done or under way
 * elsewhere; otherwise how many submissions this instance's digest listed.
 */
export async function checkSpamDigest(
  sender: SpamDigestSender,
  digestHour: number,
): Promise<number | undefined> {
  const at = sender.now();
  const { day, hour } = edmontonDayAndHour(at);
  if (hour < digestHour) return undefined;
  const digestId = await sender.repository.claimSpamDigest(
    day,
    at - DIGEST_SETTLE_MS,
    at,
    at - DIGEST_CLAIM_STALE_MS,
  );
  return digestId === undefined ? undefined : sendClaimed(sender, digestId);
}

/** `leads -- digest`: what is pending, now, whatever the hour; the day's digest still follows. */
export async function sendSpamDigestNow(sender: SpamDigestSender): Promise<number> {
  const at = sender.now();
  const digestId = await sender.repository.claimSpamDigest(
    null,
    at - DIGEST_SETTLE_MS,
    at,
    at - DIGEST_CLAIM_STALE_MS,
  );
  return sendClaimed(sender, digestId!);
}
