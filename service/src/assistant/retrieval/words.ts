/**
 * The words retrieval indexes and searches: the understanding module's normalisation (texting
 * spellings, contractions, accents, plurals), then English stop words dropped and a light stem,
 * the same on both sides so "renewing" finds "renewal" by prefix and "charges" finds "charge".
 */
import { singular } from '../understanding/lexicon.ts';
import { CLAUSE_BREAK, normalise } from '../understanding/normalise.ts';

// English function words, the filler of chat messages ("hi", "stuff") and verbs that say a
// visitor wants something, not what ("help", "need", "work": "do you work with vets"). Question
// words are kept: "who" finds the team, "where" the address, "when" the hours.
export const STOP_WORDS = new Set(
  `a about above after again all also am an and any are as at be been being both but by can
  could did do does doing each even ever few for from further get got had has have having he her
  here hers him his i if in into is it its itself just let me might more most much must my
  myself no nor not now of off on once only or other our ours out over own please same she
  should so some such than that the their theirs them then there these they this those through
  to too under until up very was we were which while will with would yes you your yours
  yourself hi hello hey thanks thank ok okay stuff thing things guys like lot lots really
  anything something someone anyone one still well kind sort maybe work help need want
  wanted looking know tell say go going used`.split(/\s+/),
);

/** Two letters and more; a single letter or digit says nothing about a topic. */
const MIN_TERM_LENGTH = 2;

/**
 * Plural folded (lexicon.ts's `singular`, as the understanding module does), then -ing and -ed
 * taken off where a stem of four letters stays: "leasing", "leased" and "lease" are one term,
 * "planning" and "plan" too.
 */
export function stem(word: string): string {
  let term = singular(word);
  const suffix = /(?:ing|ed)$/.exec(term);
  if (suffix && term.length - suffix[0].length >= 4) {
    term = term.slice(0, -suffix[0].length);
    // "planning" → "plann" → "plan"; "staffed" → "staff" keeps its double f.
    if (/([bdgmnprt])\1$/.test(term)) term = term.slice(0, -1);
  }
  if (term.length >= 5 && term.endsWith('e')) term = term.slice(0, -1);
  return term;
}

/** A message's or a passage's words as normalise.ts reads them (no clause marks). */
export function tokenize(text: string): string[] {
  return normalise(text).tokens.filter((token) => token !== CLAUSE_BREAK);
}

/** One token as indexed and searched: null for a stop word or a lone character. */
export function indexTerm(token: string): string | null {
  if (token.length < MIN_TERM_LENGTH || STOP_WORDS.has(token)) return null;
  return stem(token);
}

/** The distinct search terms of a text, in order. */
export function searchTerms(text: string): string[] {
  const terms = new Set<string>();
  for (const token of tokenize(text)) {
    const term = indexTerm(token);
    if (term !== null) terms.add(term);
  }
  return [...terms];
}

/** A readable id part: "Lease Negotiation" → "lease-negotiation". */
export function slug(text: string, maxWords = 6, { keepStopWords = false } = {}): string {
  return tokenize(text)
    .filter((token) => keepStopWords || !STOP_WORDS.has(token))
    .slice(0, maxWords)
    .join('-');
}

/** YAML's folded text on one line. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A list item said as a sentence: "Competitor and referral-source mapping." */
export const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
