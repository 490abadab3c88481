/**
 * Turns a visitor's message into plain lower-case word tokens: accents folded, contractions
 * expanded, texting spellings rewritten ("wat r ur hrs" → "what are your hours"), and e-mail
 * addresses, phone numbers, sizes and head counts lifted out so no later step mistakes them for
 * words. A "|" token marks a clause break (punctuation, "but"), which negation does not cross.
 * The spellings themselves are in spellings.ts.
 */
import { EMPHASIS, PAIR_SPELLINGS, WORD_SPELLINGS } from './spellings.ts';

export const CLAUSE_BREAK = '|';

/** Each token's clause, counted from 0; a break counts with the clause it ends. */
export function clauseIndexes(tokens: readonly string[]): number[] {
  let breaks = 0;
  return tokens.map((token) => (token === CLAUSE_BREAK ? breaks++ : breaks));
}

// Words that point back at the thing just said: "who does that", "can you check it for us".
export const THING_PRONOUNS: ReadonlySet<string> = new Set([
  'that',
  'it',
  'this',
  'those',
  'these',
]);

export interface Size {
  value: number;
  unit: 'sqft' | 'sqm';
}

export interface Normalised {
  tokens: string[];
  /** The visitor asked something: a question mark. */
  questionMark: boolean;
  hasEmail: boolean;
  hasPhone: boolean;
  sizes: Size[];
  /** "8 people", "a team of 12". */
  headcount?: number;
  /** "by september", "in 8 months", "next spring": the visitor's own timing, never a promise. */
  timing: string[];
}

const MONTH_NAMES =
  'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec';
const MONTHS = `${MONTH_NAMES}|spring|summer|fall|autumn|winter|year end|end of the year`;

const EMAIL = /(?<![^\s@<>()])[^\s@<>()]+@[^\s@<>()]+\.[a-z]{2,}/gi;
const PHONE = /(?<!\d)(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}(?!\d)/g;
const PRICE_PER_AREA = /\$\s*\d[\d,]*(?:\.\d+)?\s*k?\s*(?:\/|per|a|an)\s*(?:sqft|sqm)\b/g;
// "is 29 high for okotoks", "is 31 a foot steep": a rent judged, like "$29/sqft".
const RENT_JUDGED =
  /\bis \d{1,3}(?:\.\d+)?(?: (?:a|per) (?:foot|ft))? (?=(?:too |really |kinda )?(?:high|low|steep|expensive|cheap|fair|reasonable|much|normal)\b)/g;
const SIZE = /\b(\d[\d,]*(?:\.\d+)?)\s*(k)?\s*(sqft|sqm)\b/g;
// "8 people", "3 chairs", "10 lawyers": how big the visitor's business is.
const HEADCOUNT =
  /\b(\d{1,4})\s*(people|ppl|persons|staff|employees|chairs|operatories|ops|rooms|desks|workstations|seats|lawyers|dentists|doctors|physicians|practitioners|therapists|physios|accountants|hygienists|stylists|associates)\b/g;
const LOCATIONS_HELD =
  /\b(have|run|operate|own|with|our|across|manage)\s+(?:[2-9]|[1-9]\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a dozen|several|multiple|many)\s+(stores|locations|clinics|branches|sites|offices|outlets|restaurants|shops|practices)\b/g;
const WHEN = `(?:\\d+\\s*|(?:a|one|two|three|four|six|twelve|eighteen|few|couple of|next|this|the next|the)\\s+)(?:days?|weeks?|months?|years?)(?![\\s-]*(?:lease|term|deal|contract))`;
// "it's been 3 weeks", "for the past 2 years", "6 months ago": time gone by, no date of theirs.
const PAST_BEFORE = /\b(?:been|past|last)\s+$/;
const PAST_AFTER = /^\s+(?:ago|now)\b/;
function isPast(text: string, at: number, length: number): boolean {
  return PAST_BEFORE.test(text.slice(0, at)) || PAST_AFTER.test(text.slice(at + length));
}
// "a 3 yr term", "5yrs left": years ("yr" alone is "your").
const YEARS = /\b(\d+)\s*yrs?\b/g;
// "sublet it for a year", "for 6 months": how long, not a date of theirs.
const DURATION = new RegExp(`^for\\s+${WHEN}$`);
// "march 31", "the 1st of june": a date, whatever comes before it.
const DATE = `(?:${MONTH_NAMES})\\s+\\d{1,2}(?:st|nd|rd|th)?|\\d{1,2}(?:st|nd|rd|th)?\\s+of\\s+(?:${MONTH_NAMES})`;
const TIMING = new RegExp(
  `\\b(?:(?:by|before|within|in|for|until|around|early|late|mid|end of|this|next)\\s+(?:the\\s+)?(?:${MONTHS}|${WHEN})|${DATE}|${WHEN}|asap|urgent(?:ly)?|right away|immediately|as soon as possible)\\b`,
  'g',
);

/** Lower case, apostrophes straightened, accents kept (language detection reads them). */
// Emoji that say a word: a wave is a hello, folded hands a thank-you, a thumbs up an ok.
const EMOJI_WORDS: Record<string, string> = { '👋': ' hi ', '🙏': ' thanks ', '👍': ' ok ' };
const SAYS_A_WORD = new RegExp(`(${Object.keys(EMOJI_WORDS).join('|')})\\p{Emoji_Modifier}?`, 'gu');

export function lowerCase(message: string): string {
  return message
    .normalize('NFKC')
    .replace(SAYS_A_WORD, (_all, emoji: string) => EMOJI_WORDS[emoji] ?? ' ')
    .toLowerCase()
    .replace(/[‘’ʼ`´]/g, "'");
}

export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

function expandContractions(text: string): string {
  // Every pattern below holds an apostrophe: most messages have none to expand.
  if (!text.includes("'")) return text;
  return text
    .replace(/\bcan't\b/g, 'can not')
    .replace(/\bwon't\b/g, 'will not')
    .replace(/\b(\w+)n't\b/g, '$1 not')
    .replace(/\b(it|that|what|where|who|how|there|here|he|she)'s\b/g, '$1 is')
    .replace(/'s\b/g, '')
    .replace(/\b(\w+)'re\b/g, '$1 are')
    .replace(/\bi'm\b/g, 'i am')
    .replace(/\b(\w+)'ve\b/g, '$1 have')
    .replace(/\b(\w+)'ll\b/g, '$1 will')
    .replace(/\b(\w+)'d\b/g, '$1 would')
    .replace(/'/g, '');
}

function parseNumber(digits: string, thousands: boolean): number {
  const value = Number(digits.replace(/,/g, ''));
  return thousands ? value * 1000 : value;
}

export function normalise(message: string): Normalised {
  let text = foldAccents(lowerCase(message));
  const hasEmail = text.search(EMAIL) >= 0;
  text = text.replace(EMAIL, ' ');
  const hasPhone = text.search(PHONE) >= 0;
  text = text.replace(PHONE, ' ');
  const questionMark = text.includes('?');
  text = expandContractions(text).replace(YEARS, '$1 year');
  for (const [pattern, replacement] of PAIR_SPELLINGS) text = text.replace(pattern, replacement);
  // "what % do you take", "Glow Laser & Skin", "$$ for ur service?": signs that are words.
  text = text
    .replace(/%/g, ' percent ')
    .replace(/&/g, ' and ')
    .replace(/\$+(?!\s?\d)/g, ' cost ');

  // "$20/sqft", "$25 per sq ft": a rent the visitor has in mind, not a size.
  text = text.replace(PRICE_PER_AREA, ' budget ').replace(RENT_JUDGED, 'is budget ');
  const sizes: Size[] = [];
  text = text.replace(SIZE, (_match, digits: string, k: string | undefined, unit: string) => {
    sizes.push({ value: parseNumber(digits, k !== undefined), unit: unit as Size['unit'] });
    return ' ';
  });
  // "we have 12 stores", "our three clinics": a portfolio of locations.
  text = text.replace(LOCATIONS_HELD, '$1 several locations $2');
  // ("for 12 ppl, no sorry 20 ppl": the last one said.)
  const headcountMatch = [...text.matchAll(HEADCOUNT)].at(-1);
  const headcount = headcountMatch ? Number(headcountMatch[1]) : undefined;
  // The number goes, the word stays: "3 operatories" still says dental.
  text = text.replace(HEADCOUNT, ' $2');
  const timing = [...text.matchAll(TIMING)]
    .filter((match) => !isPast(text, match.index, match[0].length) && !DURATION.test(match[0]))
    .map((match) => match[0]);

  const tokens: string[] = [];
  const pieces = text.match(/[a-z0-9]+|[.,;:!?()\n]+/g) ?? [];
  for (const piece of pieces) {
    if (!/^[a-z0-9]/.test(piece)) {
      if (tokens.at(-1) !== CLAUSE_BREAK) tokens.push(CLAUSE_BREAK);
      continue;
    }
    if (piece === 'but' && tokens.length > 0) {
      if (tokens.at(-1) !== CLAUSE_BREAK) tokens.push(CLAUSE_BREAK);
      continue;
    }
    if (EMPHASIS.has(piece)) continue;
    // Own keys only: "constructor" or "__proto__" typed by a visitor is a word, not the object's.
    const spelled = Object.hasOwn(WORD_SPELLINGS, piece) ? WORD_SPELLINGS[piece]! : piece;
    tokens.push(...spelled.split(' '));
  }
  if (tokens.at(-1) === CLAUSE_BREAK) tokens.pop();
  return { tokens, questionMark, hasEmail, hasPhone, sizes, headcount, timing };
}
