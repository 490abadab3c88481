/**
 * The daily digest of possible spam (leads/spam-digest.ts): plain text for the firm, one entry
 * per flagged submission with why it was flagged. Visitor text is cut to one line each (no
 * forged lines) and the message to its first words.
 */
import type { SendMailOptions } from 'nodemailer';
import type { StoredLead } from '../storage/repository.ts';
import { describeService, domainOf, headerSafe, type MailAddresses } from './messages.ts';

export const SPAM_DIGEST_TIME_ZONE = 'America/Edmonton';
const FIRST_WORDS = 30;

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: SPAM_DIGEST_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "2026-11-23 06:10", the firm's local time, the same whatever the server's locale. */
export function calgaryTime(at: number): string {
  const parts = Object.fromEntries(
    wallClock.formatToParts(at).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** The message's first words on one line, with an ellipsis when there is more. */
export function firstWords(message: string, count = FIRST_WORDS): string {
  const words = headerSafe(message, 2_000).split(' ').filter(Boolean);
  const shown = words.slice(0, count).join(' ').slice(0, 240);
  return words.length > count || shown.length < words.join(' ').length ? `${shown} …` : shown;
}

export interface SpamDigestDetails {
  digestId: number;
  /** Flagged submissions, oldest first. */
  flagged: StoredLead[];
  spamRetentionDays: number;
}

export function buildSpamDigest(
  { digestId, flagged, spamRetentionDays }: SpamDigestDetails,
  addresses: MailAddresses,
): SendMailOptions {
  const count = flagged.length;
  const plural = count === 1 ? 'submission' : 'submissions';
  const entries = flagged.map((lead) =>
    [
      `#${lead.id} - received ${calgaryTime(lead.createdAt)} (Calgary time)`,
      `  Why flagged: ${lead.spamReason || 'flagged as spam'}`,
      `  Name: ${headerSafe(lead.name, 200) || '(not given)'}`,
      `  Email: ${headerSafe(lead.email, 300) || '(not given)'}`,
      `  Phone: ${headerSafe(lead.phone, 100) || '(not given)'}`,
      `  Service interest: ${lead.service ? describeService(lead.service) : '(not given)'}`,
      `  Message: ${firstWords(lead.message) || '(none)'}`,
    ].join('\n'),
  );
  const text = [
    `The website's spam traps flagged ${count} ${plural} since the last digest. The traps also`,
    "catch real visitors now and then (a browser's autofill can fill the hidden field), so",
    'please look through them.',
    '',
    ...entries.flatMap((entry) => [entry, '']),
    'To move a real inquiry to the leads (its usual notification e-mail follows), run on the',
    'server: npm run leads -- not-spam <number>',
    `Flagged submissions not moved are deleted ${spamRetentionDays} days after they arrived.`,
  ].join('\n');
  return {
    from: addresses.from,
    to: addresses.to,
    subject: `Possible spam to review: ${count} flagged ${plural}`,
    text,
    // One per digest, also when a digest whose instance died is sent again by another one.
    messageId: `<spam-digest-${digestId}@${domainOf(addresses.from)}>`,
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}
