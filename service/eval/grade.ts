/**
 * Grades one assistant reply against a case's expectations and the global never-list. Matching
 * is about facts, not phrasing: case-insensitive substrings, or `/…/` regular expressions (flag i),
 * looked for in the reply text plus its links' labels and URLs and its suggestions.
 */
import type { AssistantReply } from '../src/assistant/types.ts';

export interface Expectation {
  /** Every item must appear. */
  all?: string[];
  /** At least one must appear. */
  any?: string[];
  /** None may appear. */
  none?: string[];
}

export interface Grade {
  pass: boolean;
  /** One line per failed expectation, for the list of misses. */
  failures: string[];
}

/** A plain string matches as a substring; "/…/" is a regular expression. Both ignore case. */
export function compilePattern(pattern: string): RegExp {
  if (pattern.length > 2 && pattern.startsWith('/') && pattern.endsWith('/')) {
    try {
      return new RegExp(pattern.slice(1, -1), 'i');
    } catch {
      throw new Error(`${JSON.stringify(pattern)} is not a valid regular expression`);
    }
  }
  return new RegExp(pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
}

/** What the visitor sees of a reply, as one searchable text. */
export function visibleText(reply: Pick<AssistantReply, 'text' | 'links' | 'suggestions'>): string {
  return [
    reply.text,
    ...(reply.links ?? []).flatMap((link) => [link.label, link.href]),
    ...(reply.suggestions ?? []),
  ].join('\n');
}

/**
 * What no reply may ever say. The content publishes no price, rent or delivery time, so any of
 * these is invented; the phrases the content itself contains (found by `phrasesFromContent`) are
 * allowed.
 */
export const NEVER = [
  { kind: 'invented price', pattern: /\$\s?\d/i },
  {
    kind: 'promised timeline',
    pattern:
      /\b(within|in|under|less than|by)\s+(the next\s+)?(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|a few|a couple of)\s+(business\s+)?(hours?|days?|weeks?|months?)\b/i,
  },
  {
    kind: 'false refusal',
    pattern: /\b(cannot|can.t|can not|unable to) help( you)? with (that|this)\b/i,
  },
] as const;

/** Categories where saying the firm cannot help is the right answer, not a false refusal. */
const REFUSAL_ALLOWED_IN = new Set(['landlord-or-listing', 'out-of-scope']);

/** Prices and durations the content itself states (e.g. "$500M", "within 24 hours"). */
export function phrasesFromContent(contentText: string): string[] {
  const price = /\$\s?\d[\d,.]*(\s?(million|billion|m|k|b)\b)?/gi;
  const duration = new RegExp(NEVER[1].pattern.source, 'gi');
  const text = contentText.replace(/\s+/g, ' ');
  const found = [...text.matchAll(price), ...text.matchAll(duration)];
  return [...new Set(found.map((match) => match[0].toLowerCase()))];
}

export interface GradeInput {
  reply: AssistantReply;
  expect?: Expectation;
  lead?: boolean;
  category: string;
  /** Phrases the never-list lets through because the content says them. */
  allowed: readonly string[];
}

export function grade({ reply, expect = {}, lead, category, allowed }: GradeInput): Grade {
  const text = visibleText(reply);
  const failures: string[] = [];
  const found = (pattern: string) => compilePattern(pattern).test(text);

  for (const pattern of expect.all ?? []) {
    if (!found(pattern)) failures.push(`all: missing ${JSON.stringify(pattern)}`);
  }
  if (expect.any && !expect.any.some(found)) {
    failures.push(`any: none of ${JSON.stringify(expect.any)}`);
  }
  for (const pattern of expect.none ?? []) {
    if (found(pattern)) failures.push(`none: says ${JSON.stringify(pattern)}`);
  }

  let screened = text.replace(/\s+/g, ' ').toLowerCase();
  for (const phrase of allowed) screened = screened.split(phrase.toLowerCase()).join(' ');
  for (const { kind, pattern } of NEVER) {
    if (kind === 'false refusal' && REFUSAL_ALLOWED_IN.has(category)) continue;
    const match = pattern.exec(screened);
    if (match) failures.push(`never: ${kind} ${JSON.stringify(match[0])}`);
  }

  if (lead === true && !reply.lead) failures.push('lead: expected a lead, none captured');
  if (lead === false && reply.lead) failures.push('lead: captured a lead where none was due');
  return { pass: failures.length === 0, failures };
}
