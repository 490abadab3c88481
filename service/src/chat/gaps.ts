/**
 * The chat's gaps for editors (`npm run chat -- gaps`): visitor messages the assistant could not
 * answer or answered with low confidence, grouped by what they say so the same question asked
 * twice counts twice, most frequent first. E-mail addresses and phone numbers are masked before
 * anything else, so they are never printed.
 */
import type { UnansweredMessage } from '../storage/chat-messages.ts';

export interface GapGroup {
  /** The messages' normalised form, contact details masked. */
  message: string;
  count: number;
  none: number;
  low: number;
  /** Epoch milliseconds of the latest. */
  lastSeen: number;
}

/** How much of a message a table row shows. */
export const SHOWN_MESSAGE_CHARS = 100;

/** Anything with an @ inside a word: a looser match than an address, so no address slips by. */
const EMAIL = /[^\s@]+@[^\s@]+/g;
/** Runs of digits with the separators phone numbers are written with; phoneDigits() decides. */
const PHONE_CANDIDATE = /\+?\(?\d[\d\s().-]*\d/g;
/** A seven-digit local number, as written: 555-0100, 555 0100, 555.0100. */
const LOCAL_NUMBER = /^\d{3}[\s.-]\d{4}$/;

/** Whether a run of digits is a phone number, not a size, a year or a range ("1500-2000"). */
function isPhoneNumber(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, '').length;
  return (digits >= 10 && digits <= 15) || (digits === 7 && LOCAL_NUMBER.test(candidate));
}

export function maskContacts(text: string): string {
  return text
    .replace(EMAIL, '<email>')
    .replace(PHONE_CANDIDATE, (candidate) => (isPhoneNumber(candidate) ? '<phone>' : candidate));
}

const MASK = /(<email>|<phone>)/;

/** Lower case, accents folded, apostrophes dropped (what's → whats), other punctuation a space. */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ');
}

/** The form messages are grouped by: contact details masked, then folded, spaces collapsed. */
export function normalizeMessage(text: string): string {
  return maskContacts(text)
    .split(MASK)
    .map((part, index) => (index % 2 === 1 ? ` ${part} ` : fold(part)))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Groups by normalised form; most frequent first, then the most recent, then alphabetically. */
export function groupGaps(messages: readonly UnansweredMessage[]): GapGroup[] {
  const groups = new Map<string, GapGroup>();
  for (const { text, confidence, createdAt } of messages) {
    const message = normalizeMessage(text);
    if (message === '') continue;
    let group = groups.get(message);
    if (!group) {
      group = { message, count: 0, none: 0, low: 0, lastSeen: createdAt };
      groups.set(message, group);
    }
    group.count += 1;
    group[confidence] += 1;
    group.lastSeen = Math.max(group.lastSeen, createdAt);
  }
  return [...groups.values()].sort(
    (a, b) => b.count - a.count || b.lastSeen - a.lastSeen || (a.message < b.message ? -1 : 1),
  );
}

/** A date as YYYY-MM-DD in the firm's time zone. */
export function localDate(epochMs: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(epochMs);
}

export function shorten(text: string, max = SHOWN_MESSAGE_CHARS): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

export interface GapReport {
  groups: GapGroup[];
  days: number;
  timeZone: string;
}

/** The table editors read: count, none/low, last seen, message. */
export function formatGapsTable({ groups, days, timeZone }: GapReport): string {
  const period = `the last ${days} day${days === 1 ? '' : 's'}`;
  if (groups.length === 0) {
    return `No visitor messages went unanswered or were answered with low confidence in ${period}.\n`;
  }
  const total = groups.reduce((sum, group) => sum + group.count, 0);
  const rows = groups.map((group) => [
    String(group.count),
    `${group.none}/${group.low}`,
    localDate(group.lastSeen, timeZone),
    shorten(group.message),
  ]);
  const header = ['count', 'none/low', 'last seen', 'message'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === cells.length - 1
          ? cell
          : column < 2
            ? cell.padStart(widths[column]!)
            : cell.padEnd(widths[column]!),
      )
      .join('  ');
  return (
    `${total} visitor message${total === 1 ? '' : 's'} in ${period} went unanswered (none) or ` +
    `were answered with low confidence (low), in ${groups.length} group` +
    `${groups.length === 1 ? '' : 's'}; last seen in ${timeZone}.\n\n` +
    [line(header), ...rows.map(line)].join('\n') +
    '\n'
  );
}

/** The same as JSON (each message whole, not shortened). */
export function gapsToJson({ groups, timeZone }: GapReport): string {
  return `${JSON.stringify(
    groups.map((group) => ({
      count: group.count,
      none: group.none,
      low: group.low,
      last_seen: localDate(group.lastSeen, timeZone),
      message: group.message,
    })),
    null,
    2,
  )}\n`;
}
