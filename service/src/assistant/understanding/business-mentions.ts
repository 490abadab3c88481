/**
 * Which words that name a business or line name the visitor's own: not a practitioner they go to
 * ("my dentist"), not another thing ("software for dental offices", "working out of a gym", "a
 * spot that used to be a nail salon"), and not what they put right ("wait no sorry, its for my
 * physio clinic"). business.ts reads the business from what is left.
 */
import type { TermMatch } from './lexicon.ts';
import { CLAUSE_BREAK } from './normalise.ts';

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
export const GENERIC_WORDS = new Set(['business', 'company', 'small business']);
// Line words that name a kind of premises rather than the line itself.
export const PREMISES_WORDS = new Set(['clinic', 'clinics', 'office', 'offices']);
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
export const namesBuilding = (match: TermMatch, tokens: readonly string[]) =>
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

// "office space for my accounting firm. wait no sorry, its for my physio clinic", "we need a
// clinic.. ugh sorry not a clinic, we're an insurance brokerage": put right; "im a dentist but
// this isnt about my practice, my wife is opening a coffee shop": set aside.
// (Not "sorry not sure if you do this" nor "i mean", which only go on.)
const CORRECTIONS = [
  'wait no',
  'no wait',
  'no sorry',
  'sorry not a',
  'sorry not an',
  'i meant',
  'not about my',
  'not about our',
];

/** Where the last correction starts, if a business or line is named after it. */
function correctedAt(named: readonly TermMatch[], tokens: readonly string[]): number {
  const at = tokens.findLastIndex((_, index) =>
    CORRECTIONS.some((words) =>
      `${tokens.slice(index, index + 3).join(' ')} `.startsWith(`${words} `),
    ),
  );
  return at >= 0 && named.some((match) => match.start > at) ? at : 0;
}

/** The matches that name a business or line of the visitor's own. */
export function theirBusinessMentions(
  matches: readonly TermMatch[],
  tokens: readonly string[],
): TermMatch[] {
  const mentioned = matches.filter(
    (match) =>
      match.senses.some((sense) => sense.kind === 'business' || sense.kind === 'line') &&
      !isSomeonesPractitioner(match, tokens) &&
      !isAnotherThing(match, tokens),
  );
  const corrected = correctedAt(mentioned, tokens);
  return mentioned.filter((match) => match.start >= corrected);
}
