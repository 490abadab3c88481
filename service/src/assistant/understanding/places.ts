/**
 * The places a message names ("not calgary, airdrie": the one corrected to), or the one "there"
 * points back to, and whether it asks if the firm works there ("do you serve Lethbridge").
 */
import type { World } from '../world-content.ts';
import { isNegated } from './negation.ts';
import type { TermMatch } from './lexicon.ts';
import type { Understanding } from './types.ts';

// "do you serve Lethbridge", "can you come to Okotoks": one of these just before a place asks
// whether the firm works there ("we're a clinic in Signal Hill" does not).
const AREA_VERBS = new Set(
  'serve serving cover covering work working operate operating come travel service help'.split(' '),
);
const AREA_REACH = 3;
// "the actual calgary office line", "your calgary office": where we are, not the visitor's place.
const OFFICE_DETAILS = new Set(['line', 'number', 'phone', 'address', 'hours']);
const isOurOffice = (match: TermMatch, tokens: readonly string[]) =>
  ['your', 'ur'].includes(tokens[match.start - 1] ?? '') ||
  (tokens[match.end] === 'office' && OFFICE_DETAILS.has(tokens[match.end + 1] ?? ''));

// "a physio company based in denver, want to buy in calgary", "hiring ppl from ontario for our
// calgary office": where they come from, not where they look, when another place is named.
const ORIGIN_BEFORE = [['from'], ['based', 'in'], ['headquartered', 'in'], ['out', 'of']];
const isOrigin = (match: TermMatch, tokens: readonly string[]) =>
  ORIGIN_BEFORE.some((before) =>
    before.every((word, index) => tokens[match.start - before.length + index] === word),
  );

export function readPlaces(
  world: World,
  matches: readonly TermMatch[],
  tokens: readonly string[],
  previous: Understanding | undefined,
): { places: Understanding['places']; asksArea: boolean } {
  matches = matches.filter((match) => !isOurOffice(match, tokens));
  const isPlace = (match: TermMatch) => match.senses.some((sense) => sense.kind === 'place');
  const sought = matches.filter((match) => !(isPlace(match) && isOrigin(match, tokens)));
  if (sought.some(isPlace)) matches = sought;
  const placeIds = (from: readonly TermMatch[]) => [
    ...new Set(from.flatMap((m) => m.senses.flatMap((s) => (s.kind === 'place' ? [s.id] : [])))),
  ];
  // "not calgary, airdrie": the place corrected to, unless the visitor names only what it is not.
  const affirmed = placeIds(matches.filter((match) => !isNegated(match, tokens)));
  const named = (affirmed.length > 0 ? affirmed : placeIds(matches)).map((id) => ({
    id,
    status: world.places.find((place) => place.id === id)?.status ?? 'notStated',
  }));
  const asksOfPlace = matches.some(
    (match) =>
      match.senses.some((sense) => sense.kind === 'place') &&
      tokens
        .slice(Math.max(0, match.start - AREA_REACH), match.start)
        .some((token) => AREA_VERBS.has(token)),
  );
  // "do you actually work out there" after a place: whether the firm works in that one.
  const asksThere =
    named.length === 0 &&
    tokens.includes('there') &&
    tokens.some((token) => AREA_VERBS.has(token)) &&
    (previous?.places.length ?? 0) > 0;
  if (asksThere) return { places: previous!.places, asksArea: true };
  return { places: named, asksArea: asksOfPlace };
}
