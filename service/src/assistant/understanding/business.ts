/**
 * The visitor's business and the firm's line that fits it, with negation: "I'm not a dentist, I
 * run a bakery" is a bakery (commercial); "we're not healthcare" is commercial; "non-medical"
 * is not medical (negation.ts reads the "not").
 */
import type { ServiceLine, World } from '../world-content.ts';
import type { TermMatch } from './lexicon.ts';
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

// "my accountant says buy", "my dentist": a practitioner the visitor goes to, not their business
// ("my physio clinic" is theirs).
// ("our restaurant" is theirs: an -ant that is a place, not a person.)
const PRACTITIONER = /(ist|(?<!aur)ant|yer|tor|physio|vet|doc)$/;
const THEIRS = new Set(['my', 'our']);
const PREMISES = new Set(
  'clinic office practice store shop studio salon business centre center hospital lab firm franchise chain group company'.split(
    ' ',
  ),
);
const GENERIC_WORDS = new Set(['business', 'company', 'small business']);
// Line words that name a kind of premises rather than the line itself.
const PREMISES_WORDS = new Set(['clinic', 'clinics', 'office', 'offices']);
// "my business partner lives out there", "a business plan", "business is slow": no business named.
const NOT_THE_BUSINESS = new Set(
  'partner partners associate associates coach plan card loan is was has'.split(' '),
);

// "a unit in a retail plaza for our dental office", "a retail spot for a phone repair shop": the
// kind of building or space, beside the business.
const BUILDINGS = new Set(
  'plaza plazas mall malls strip complex building buildings tower towers park centre center space spot unit units location bay premises'.split(
    ' ',
  ),
);
// ("a bigger shop for my own welding company": the shop is the space.)
const FOR_THEIR = /^for (my|our|a|an|the) /;
const namesBuilding = (match: TermMatch, tokens: readonly string[]) =>
  BUILDINGS.has(tokens[match.end] ?? '') ||
  BUILDINGS.has(tokens[match.end - 1] ?? '') ||
  FOR_THEIR.test(tokens.slice(match.end, match.end + 2).join(' ') + ' ');

// "we need a gym area and 6 treatment rooms": a part of the premises, not a business.
const PARTS = new Set(['area', 'areas', 'room', 'rooms', 'corner', 'section']);

// "not coming into an office", "can we meet at the office": a place to go, not their business;
// "where's your own office", "is it the whole office" (who reads this): ours.
const VISITED =
  /\b(?:come|coming|go|going|meet|meeting|drop|stop|pop)(?: in| by)? (?:into|to|at|by) (?:an|the|your)$|\b(?:your|ur)(?: own)?$|\bthe whole$/;

// "we make scheduling software for dental offices": their customers, not their business.
const MADE_FOR = /\b(?:software|apps?|products?|supplies|equipment|tools|platform|services) for$/;
// "we're working out of a gym right now", "renting a room inside a gym", "a spot that used to be
// a nail salon": where they are, or what the place was, not what they are.
const WORKS_OUT_OF =
  /\b(?:(?:work|working|operate|operating|practi[cs]e|practi[cs]ing|run|running|based) out of (?:a|an|the|my|our)|(?:room|chair|space) (?:in|inside|at) (?:a|an)|used to be (?:a|an)|was (?:once|formerly|previously) (?:a|an))$/;

function isAnotherThing(match: TermMatch, tokens: readonly string[]): boolean {
  const words = tokens.slice(match.start, match.end).join(' ');
  if (PARTS.has(tokens[match.end] ?? '')) return true;
  if (MADE_FOR.test(tokens.slice(Math.max(0, match.start - 2), match.start).join(' '))) return true;
  if (WORKS_OUT_OF.test(tokens.slice(Math.max(0, match.start - 4), match.start).join(' '))) {
    return true;
  }
  // ("or is it mostly dentists and warehouses", "or is it all dentists": whom we work for.)
  const lead = tokens.slice(Math.max(0, match.start - 6), match.start);
  const mostly = lead.findIndex(
    (token, index) =>
      token === 'mostly' || (token === 'all' && ['it', 'is'].includes(lead[index - 1] ?? '')),
  );
  if (mostly >= 0 && !lead.slice(mostly).includes(CLAUSE_BREAK)) return true;
  const before = tokens.slice(Math.max(0, match.start - 4), match.start).join(' ');
  if (
    PREMISES_WORDS.has(words) &&
    VISITED.test(before) &&
    !BUILDINGS.has(tokens[match.end] ?? '')
  ) {
    return true;
  }
  return GENERIC_WORDS.has(words) && NOT_THE_BUSINESS.has(tokens[match.end] ?? '');
}

// "i don't have an accountant", "we have a dentist on staff", "is there an accountant", "someone
// who crunches numbers, like an accountant": a person, not the business.
const HAS_ONE = /\b(?:have|has|got|like|such as|there|anyone|someone) (?:a|an)$/;
const ONE_OF_THEM = new Set(['one', 'lady', 'guy', 'person', 'woman', 'man']);

function isSomeonesPractitioner(match: TermMatch, tokens: readonly string[]): boolean {
  const word = tokens[match.start] ?? '';
  const before = tokens.slice(Math.max(0, match.start - 2), match.start).join(' ');
  return (
    match.end - match.start === 1 &&
    (THEIRS.has(tokens[match.start - 1] ?? '') ||
      HAS_ONE.test(before) ||
      // ("is nicole the accountant one?", "ur CPA lady": one of the team.)
      ONE_OF_THEM.has(tokens[match.end] ?? '')) &&
    PRACTITIONER.test(word) &&
    !PREMISES.has(tokens[match.start + 1] ?? CLAUSE_BREAK)
  );
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

// "office space for my accounting firm. wait no sorry, its for my physio clinic", "we need a
// clinic.. ugh sorry not a clinic, we're an insurance brokerage": put right.
const CORRECTIONS = new Set(['wait no', 'no wait', 'no sorry', 'sorry not', 'i mean', 'i meant']);

/** Where the last correction starts, if a business or line is named after it. */
function correctedAt(named: readonly TermMatch[], tokens: readonly string[]): number {
  const at = tokens.findLastIndex((_, index) =>
    CORRECTIONS.has(tokens.slice(index, index + 2).join(' ')),
  );
  return at >= 0 && named.some((match) => match.start > at) ? at : 0;
}

export function readBusiness(
  world: World,
  matches: readonly TermMatch[],
  tokens: readonly string[],
): BusinessReading {
  const mentioned = matches.filter(
    (match) =>
      match.senses.some((sense) => sense.kind === 'business' || sense.kind === 'line') &&
      !isSomeonesPractitioner(match, tokens) &&
      !isAnotherThing(match, tokens),
  );
  const corrected = correctedAt(mentioned, tokens);
  const named = mentioned.filter((match) => match.start >= corrected);
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
