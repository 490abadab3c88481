/**
 * Passage search over the firm's content (passages.ts), built once at start with MiniSearch:
 * BM25 over title, keywords, text and the words world.yaml relates to them, prefix and fuzzy
 * matching only where a word is long enough to mean one thing. Each hit says whether it is
 * `strong` enough to answer with (the rule is in README.md and `strengthOf` below).
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import type { SiteContent } from '../content.ts';
import type { ServiceLine, World } from '../world-content.ts';
import { phraseText } from './lines.ts';
import type { SectionedPage } from './page-sections.ts';
import { buildPassages } from './passages.ts';
import type { Passage, PassageKind } from './types.ts';
import { indexTerm, searchTerms, tokenize } from './words.ts';

export type { Passage, PassageKind, PassageLink } from './types.ts';
export { buildPassages } from './passages.ts';

export interface SearchOptions {
  /** Leaves out passages tied to the other line; passages of no line stay. */
  line?: ServiceLine;
  /** Only passages of these kinds. */
  kinds?: readonly PassageKind[];
  /** At most this many hits (5 unless said). */
  limit?: number;
  /**
   * Only what the passage itself says (its title and text): not its keywords nor the terms
   * world.yaml relates to it. A team member's profile in their own words: Arjun's keywords list
   * the accounting offices he serves, Nicole's text says she is an accountant.
   */
  ownWords?: boolean;
}

export interface Hit {
  passage: Passage;
  score: number;
  strength: 'strong' | 'weak';
}

export interface Retrieval {
  search(query: string, options?: SearchOptions): Hit[];
  readonly passages: readonly Passage[];
}

const DEFAULT_LIMIT = 5;
const BOOSTS = { title: 3, keywords: 2, text: 1, related: 0.4 };
// Fuzzy matching: one typo from five letters, two from nine; shorter words must be exact or a
// prefix of four letters and more ("cam" is no "came", "rent" no "tent").
const fuzzyDistance = (term: string) => (term.length >= 9 ? 2 : term.length >= 5 ? 1 : false);
const prefixAllowed = (term: string) => term.length >= 4;
// What a hit must reach to be strong: half the query's terms, and half the best hit's score.
const MIN_COVERAGE = 0.5;
const MIN_SHARE_OF_BEST = 0.5;
// "what", "how", "which" and "why" start any question and say nothing of its topic: they
// weigh a quarter and count for no coverage. "who", "where" and "when" ask for a person, a
// place, a time, and count in full (team passages list "who handles").
const QUESTION_WORDS = new Set(['what', 'how', 'which', 'why']);
const QUESTION_WORD_BOOST = 0.25;

interface IndexedPassage {
  id: string;
  title: string;
  keywords: string;
  text: string;
  related: string;
}

/**
 * The terms of world.yaml's business types and services a passage names: "Operating-cost and
 * common-area charge audits" names the lease audit service, so "cam" finds it too.
 */
function relatedWordsOf(world: World): (passage: Passage) => string {
  const entries = [...world.businessTypes, ...world.services].map((entry) => ({
    phrases: entry.terms.map(phraseText).filter((phrase) => phrase.trim().length > 0),
    words: entry.terms.join(' '),
  }));
  return (passage) => {
    const haystack = phraseText(`${passage.title} ${passage.text} ${passage.keywords.join(' ')}`);
    return entries
      .filter((entry) => entry.phrases.some((phrase) => haystack.includes(phrase)))
      .map((entry) => entry.words)
      .join(' ');
  };
}

/** Edit distance, for telling a typo's match from another word's. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(substitution, (previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The query term matched this passage's term: as typed, as a prefix, or with a typo. */
function matches(term: string, docTerm: string): boolean {
  if (docTerm === term || (prefixAllowed(term) && docTerm.startsWith(term))) return true;
  const distance = fuzzyDistance(term);
  return distance !== false && editDistance(term, docTerm) <= distance;
}

/**
 * How a hit covers the query's topical terms: found in the title, keywords or text (`direct`,
 * typos included), or only through the words world.yaml relates to the passage (half each).
 */
function coverage(result: SearchResult, topical: readonly string[]) {
  let direct = 0;
  let indirect = 0;
  let named = 0;
  const foundIn = (term: string, wanted: (field: string) => boolean) =>
    Object.entries(result.match).some(
      ([docTerm, fields]) => fields.some(wanted) && matches(term, docTerm),
    );
  for (const term of topical) {
    if (!result.queryTerms.includes(term)) continue;
    if (foundIn(term, (field) => field !== 'related')) direct += 1;
    else indirect += 1;
    if (foundIn(term, (field) => field === 'title' || field === 'keywords')) named += 1;
  }
  return { direct, named, total: direct + indirect / 2 };
}

/**
 * Strong: the hit covers more than half of the query's topical terms (question words left out),
 * at least one of them directly (a word found only through world.yaml's related terms is a
 * lead, not an answer), a lone term in the title or keywords, and scores at least half of the
 * best hit. Otherwise weak.
 */
function strengthOf(
  result: SearchResult,
  queryTerms: readonly string[],
  bestScore: number,
): Hit['strength'] {
  const topical = queryTerms.filter((term) => !QUESTION_WORDS.has(term));
  const { direct, named, total } = coverage(result, topical);
  const strong =
    direct >= 1 &&
    // One word of a query ("available") found only in a passage's running text is chance.
    (topical.length > 1 || named >= 1) &&
    // Two words of which one matched ("the weather tomorrow") is not half an answer: more than
    // half, or the one word there is.
    (topical.length <= 1 ? total >= 1 : total > MIN_COVERAGE * topical.length) &&
    result.score >= MIN_SHARE_OF_BEST * bestScore;
  return strong ? 'strong' : 'weak';
}

export function createRetrieval(content: SiteContent, pages?: readonly SectionedPage[]): Retrieval {
  const passages = buildPassages(content, pages);
  const byId = new Map(passages.map((passage) => [passage.id, passage]));
  if (byId.size !== passages.length) {
    const twice = passages.find(
      (passage, at) => passages.findIndex((p) => p.id === passage.id) < at,
    );
    throw new Error(`Two passages have the id "${twice?.id}": make their titles differ`);
  }
  // The terms of the content itself (not the related words): a query word found there is not
  // also searched with a typo's tolerance, the costliest part of a search.
  const vocabulary = new Set<string>();

  const index = new MiniSearch<IndexedPassage>({
    fields: ['title', 'keywords', 'text', 'related'],
    tokenize,
    processTerm: (token, field) => {
      const term = indexTerm(token);
      if (term !== null && field !== 'related') vocabulary.add(term);
      return term;
    },
    searchOptions: {
      boost: BOOSTS,
      prefix: prefixAllowed,
      fuzzy: (term) => (vocabulary.has(term) ? false : fuzzyDistance(term)),
      weights: { prefix: 0.5, fuzzy: 0.3 },
      // "what is your email": the e-mail, not every title that starts with "What".
      boostTerm: (term) => (QUESTION_WORDS.has(term) ? QUESTION_WORD_BOOST : 1),
    },
  });
  const relatedWords = relatedWordsOf(content.world);
  index.addAll(
    passages.map((passage) => ({
      id: passage.id,
      title: passage.title,
      keywords: passage.keywords.join(' | '),
      text: passage.text,
      related: relatedWords(passage),
    })),
  );

  function search(query: string, options: SearchOptions = {}): Hit[] {
    const queryTerms = searchTerms(query);
    if (queryTerms.length === 0) return [];
    const { line, kinds, limit = DEFAULT_LIMIT, ownWords = false } = options;
    const allowed = (passage: Passage) =>
      (line === undefined || passage.line === undefined || passage.line === line) &&
      (kinds === undefined || kinds.includes(passage.kind));
    const results = index
      .search(queryTerms.join(' '), {
        // The terms are searchTerms' own: split, not normalised and stemmed a second time.
        tokenize: (terms) => terms.split(' '),
        processTerm: (term) => term,
        ...(ownWords && { fields: ['title', 'text'] }),
        filter: (result) => {
          const passage = byId.get(result.id as string);
          return passage !== undefined && allowed(passage);
        },
      })
      .sort((a, b) => b.score - a.score || String(a.id).localeCompare(String(b.id)));
    const bestScore = results[0]?.score ?? 0;
    return results.slice(0, limit).flatMap((result) => {
      const passage = byId.get(result.id as string);
      if (!passage) return [];
      return [
        { passage, score: result.score, strength: strengthOf(result, queryTerms, bestScore) },
      ];
    });
  }

  return { search, passages };
}
