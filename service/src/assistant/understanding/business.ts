/**
 * The visitor's business and the firm's line that fits it, with negation: "I'm not a dentist, I
 * run a bakery" is a bakery (commercial); "we're not healthcare" is commercial; "non-medical"
 * is not medical (negation.ts reads the "not").
 */
import type { ServiceLine, World } from '../world-content.ts';
import type { TermMatch } from './lexicon.ts';
import {
  GENERIC_WORDS,
  namesBuilding,
  PREMISES_WORDS,
  theirBusinessMentions,
} from './business-mentions.ts';
import { isNegated } from './negation.ts';
import { CLAUSE_BREAK, clauseIndexes } from './normalise.ts';
import type { BusinessUnderstood, Understanding } from './types.ts';

export interface BusinessReading {
  business?: BusinessUnderstood;
  /** A second business of the other line ("a dental clinic and a retail store"). */
  alsoBusiness?: BusinessUnderstood;
  line?: ServiceLine;
  lineFrom?: 'business' | 'words' | 'negation';
  negated: { businesses: string[]; lines: ServiceLine[] };
  /**
   * The firm's range asked ("do u do commercial or just medical", "is it only dentists you work
   * with", "healthcare only?"): the businesses and lines so named are not the visitor's.
   */
  asksRange?: boolean;
}

const NONE_THERE = /\bthere(?: is| are|s)? no$/;
const RANGE_WORDS = new Set(['only', 'just', 'exclusively', 'strictly', 'solely', 'both']);
// "we're just a small dental office", "space for both our clinics": the visitor's own business.
const SELF = new Set(['we', 'i', 'am', 'are', 'were', 'was']);
const OWN = new Set(['our', 'my']);
const RANGE_REACH = 3;
// "my daughter just graduated dental school": "just" of time, not "only".
const JUST_DONE = /^(\w+ed|got|bought|began|went|came|left|made|took|sold)$/;

/** A business or line with "only", "just", "both" before it or "only" after it, asked of "you". */
function askedAsRange(match: TermMatch, tokens: readonly string[]): boolean {
  const from = Math.max(0, match.start - RANGE_REACH);
  const before = tokens.slice(from, match.start);
  const rangeAt = before.findIndex((token) => RANGE_WORDS.has(token));
  const rangeBefore =
    rangeAt >= 0 &&
    !(before[rangeAt] === 'just' && JUST_DONE.test(before[rangeAt + 1] ?? '')) &&
    !before.slice(rangeAt).some((token) => token === CLAUSE_BREAK || OWN.has(token)) &&
    !SELF.has(tokens[from + rangeAt - 1] ?? '');
  return rangeBefore || tokens[match.end] === 'only';
}

/** "commercial or only medical", "only doctors and dentists": joined to the one asked about. */
function isAlternativeTo(match: TermMatch, other: TermMatch, tokens: readonly string[]) {
  const between =
    match.end <= other.start
      ? tokens.slice(match.end, other.start)
      : tokens.slice(other.end, match.start);
  const joined = between.includes('or') || (match.start > other.start && between.includes('and'));
  return between.length <= RANGE_REACH + 1 && joined;
}

// ("is that for clinics too or just retail people" after a service: whom it is for.)
const asksTheFirm = (tokens: readonly string[]) =>
  tokens.includes('you') || (tokens[0] === 'is' && ['it', 'that', 'this'].includes(tokens[1]!));

export function readBusiness(
  world: World,
  matches: readonly TermMatch[],
  tokens: readonly string[],
): BusinessReading {
  const named = theirBusinessMentions(matches, tokens);
  // The building's or space's kind says what the business is only when nothing else does.
  const buildingKinds = new Set(
    named
      .filter((match) => namesBuilding(match, tokens))
      .flatMap((match) =>
        match.senses.flatMap((sense) => (sense.kind === 'business' ? [sense.id] : [])),
      ),
  );
  const asRange = asksTheFirm(tokens) ? named.filter((match) => askedAsRange(match, tokens)) : [];
  // "commercial stuff or just medical": the one just before "or" is asked too.
  const ranged = named.filter(
    (match) =>
      asRange.includes(match) || asRange.some((other) => isAlternativeTo(match, other, tokens)),
  );
  // "do you only do dentists? I'm a chiropractor": the visitor's business is what is left.
  const relevant = named.filter((match) => !ranged.includes(match));
  const covered = new Set<number>();
  for (const match of relevant) {
    for (let index = match.start; index < match.end; index += 1) covered.add(index);
  }

  const businesses: string[] = [];
  const lines: ServiceLine[] = [];
  // Which clause each business and line was said in.
  const clauseOfToken = clauseIndexes(tokens);
  const clauseOf = new Map<string, number>();
  const negated: BusinessReading['negated'] = { businesses: [], lines: [] };
  const premisesDenied: ServiceLine[] = [];
  for (const match of relevant) {
    // ("there is no dentist near where we live": none there, no denial of theirs.)
    const noneThere = NONE_THERE.test(
      tokens.slice(Math.max(0, match.start - 3), match.start).join(' '),
    );
    const negative = isNegated(match, tokens, covered) && !noneThere;
    const words = tokens.slice(match.start, match.end).join(' ');
    // "we aren't a business, we're a church": no line denied, only the word.
    const generic = GENERIC_WORDS.has(words);
    const clause = clauseOfToken[match.start] ?? 0;
    for (const sense of match.senses) {
      if (negative && generic) continue;
      const named = sense.kind === 'business' || sense.kind === 'line';
      if (named && !negative && !PREMISES_WORDS.has(words)) clauseOf.set(sense.id, clause);
      if (sense.kind === 'business') {
        (negative ? negated.businesses : businesses).push(sense.id);
      } else if (sense.kind === 'line' && negative && PREMISES_WORDS.has(words)) {
        premisesDenied.push(sense.id);
      } else if (sense.kind === 'line') {
        (negative ? negated.lines : lines).push(sense.id);
      }
    }
  }

  const known = (id: string) => world.businessTypes.find((entry) => entry.id === id);
  const positive = businesses.filter((id) => !negated.businesses.includes(id));
  // "a speech pathologist, not a clinic exactly, just 2 therapy rooms": the kind of premises is
  // denied, not their line, when a business of that line is named.
  for (const line of premisesDenied) {
    if (!positive.some((id) => known(id)?.line === line)) negated.lines.push(line);
  }
  const ofTheirOwn = positive.filter((id) => !buildingKinds.has(id));
  const candidates = ofTheirOwn.length > 0 ? [...ofTheirOwn, ...positive] : positive;
  const chosen =
    candidates.map(known).find((entry) => entry && !entry.generic) ??
    candidates.map(known).find((entry) => entry !== undefined);

  const reading: BusinessReading = { negated: unique(negated) };
  if (ranged.length > 0) reading.asksRange = true;
  if (chosen) reading.business = { id: chosen.id, line: chosen.line };
  // "do u even do vet clinics or only human healthcare": a business asked about whose fit the
  // content does not state is answered as such (the firm's range alone would be a silent "no").
  const unsure = ranged
    .flatMap((match) => match.senses)
    .map((sense) => (sense.kind === 'business' ? known(sense.id) : undefined))
    .find((entry) => entry?.line === 'unknown');
  if (!chosen && unsure) reading.business = { id: unsure.id, line: unsure.line };
  const other = (ofTheirOwn.length > 0 ? ofTheirOwn : positive)
    .map(known)
    .find(
      (entry) => entry && !entry.generic && entry.line !== 'unknown' && entry.line !== chosen?.line,
    );
  if (chosen && chosen.line !== 'unknown' && other) {
    reading.alsoBusiness = { id: other.id, line: other.line };
  }
  // "vet clinic": the content does not say which line serves it, and "clinic" must not decide.
  const lineUnknown = chosen?.line === 'unknown';
  // "a charity looking for office space": the kind of space named says the line, not the charity.
  const space = lineUnknown
    ? positive.map(known).find((entry) => entry && entry.line !== 'unknown')
    : undefined;
  if (space && space.line !== 'unknown' && !reading.negated.lines.includes(space.line)) {
    return { ...reading, line: space.line, lineFrom: 'business' };
  }
  if (chosen && chosen.line !== 'unknown' && !reading.negated.lines.includes(chosen.line)) {
    return { ...reading, line: chosen.line, lineFrom: 'business' };
  }
  const statedLine = lines.find((line) => !reading.negated.lines.includes(line));
  // ("my wifes dental lab, its more like light industrial": a line said in a clause of its own
  // says what the business is like.)
  const saidApart =
    statedLine !== undefined &&
    new Set(lines).size === 1 &&
    clauseOf.has(statedLine) &&
    clauseOf.get(statedLine) !== clauseOf.get(chosen?.id ?? '');
  if (statedLine && (!lineUnknown || saidApart)) {
    return { ...reading, line: statedLine, lineFrom: 'words' };
  }
  // The firm has two lines: "not healthcare" leaves commercial.
  const remaining = world.serviceLines
    .map((line) => line.id)
    .filter((line) => !reading.negated.lines.includes(line));
  if (reading.negated.lines.length > 0 && remaining.length === 1) {
    return { ...reading, line: remaining[0], lineFrom: 'negation' };
  }
  return reading;
}

function unique(negated: BusinessReading['negated']): BusinessReading['negated'] {
  return { businesses: [...new Set(negated.businesses)], lines: [...new Set(negated.lines)] };
}

// "the office", "that space": the premises already spoken of.
const THE_SAME_PLACE = /\b(the|that|this) (office|space|place|unit|location)\b/;

/**
 * "i havent even found the office yet" after a dental office: the office is still the dental
 * practice, its line still healthcare. Only "the office" ("our head office is separate, do you
 * do offices too" is another), and only after a business whose line is known (a charity's
 * "office, about 8 staff" says its line).
 */
export function sameBusinessAsBefore(
  world: World,
  reading: BusinessReading,
  previous: Understanding | undefined,
  lower: string,
): { business: BusinessUnderstood; line: ServiceLine } | undefined {
  const generic = (id: string | undefined) =>
    world.businessTypes.some((entry) => entry.id === id && entry.generic);
  const before = previous?.business;
  if (!before || before.line === 'unknown' || generic(before.id)) return undefined;
  if (!generic(reading.business?.id) || !THE_SAME_PLACE.test(lower)) return undefined;
  return { business: before, line: before.line };
}

/** The firm's other line, when the message names it too ("commercial and healthcare"). */
export function otherLineNamed(
  world: World,
  matches: readonly TermMatch[],
  line: ServiceLine,
  denied: readonly ServiceLine[],
) {
  const named = (id: string) =>
    matches.some((match) => match.senses.some((sense) => sense.kind === 'line' && sense.id === id));
  return world.serviceLines.find(
    (other) => other.id !== line && named(other.id) && !denied.includes(other.id),
  );
}
