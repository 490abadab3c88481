/**
 * When to ask back instead of guessing: a word that could mean several things standing alone
 * ("parking?", "time?"), unless the conversation says which ("how much time?" after a service),
 * or a message too short to know what is asked ("info?").
 */
import type { AmbiguousTerm, World } from '../world-content.ts';
import type { Draft } from './follow-up.ts';
import { singular, type Lexicon, type TermMatch } from './lexicon.ts';
import { normalise, THING_PRONOUNS } from './normalise.ts';
import type { NeedId, Understanding } from './types.ts';

// Words that carry no request of their own; what is left decides whether a message is too short.
export const FUNCTION_WORDS = new Set(
  'a an the is are am be do does did can could would will should you your we our i my me it this that what where when how who which why any there for of to in on at with about and or so just ok okay please hi hello hey thanks thank yes no not one some anything info information question q quick u need needs want like me some get got have has us guys here exactly actually even really ugh hmm um uh'.split(
    ' ',
  ),
);
// Offered when a message is too short to answer and holds no ambiguous word.
const DEFAULT_OPTIONS: NeedId[] = ['leasing', 'purchase', 'contact'];

/** world.yaml's ambiguous terms, keyed as a message's words are read ("times" → "time"). */
export function ambiguousTerms(world: World, lexicon: Lexicon): Map<string, AmbiguousTerm> {
  return new Map(
    world.ambiguous.map((entry) => [
      lexicon.correct(normalise(entry.term).tokens).tokens.map(singular).join(' '),
      entry,
    ]),
  );
}

interface Message {
  words: readonly string[];
  matches: readonly TermMatch[];
  previous: Understanding | undefined;
  ambiguity: ReadonlyMap<string, AmbiguousTerm>;
  lexicon: Lexicon;
  isService: (need: NeedId) => boolean;
}

export function askBack(
  draft: Draft,
  { words, matches, previous, ambiguity, lexicon, isService }: Message,
) {
  const content = words.filter((word) => !FUNCTION_WORDS.has(word));
  const ambiguous = ambiguity.get(content.map(singular).join(' '));
  // Only a word standing alone: "where's your office" is no ambiguous "office?".
  const alone = matches.every((match) => match.end - match.start === 1);
  const placeNamed = draft.places.length > 0;
  // The conversation may say which: "time?" after a service is how long it takes; "parking?"
  // after our address (the term's `after` in world.yaml) is our office's.
  const pointsBack = words.some((word) => THING_PRONOUNS.has(word)) && previous?.needs.length;
  const asked = previous && !previous.clarify ? previous.needs : [];
  const follows = ambiguous?.after
    ? ambiguous.after.some((need) => asked.includes(need))
    : pointsBack || asked.some(isService);
  const meant = follows ? ambiguous?.inConversation : undefined;
  // "need a 3000 sq ft office": a need stated means the service ("leasing"), not our office's
  // address; between two services ("need space": lease or buy?) it still asks.
  const statedMeaning =
    draft.statementOfNeed &&
    ambiguous?.options.some((option) => !isService(option)) &&
    draft.needs.some((need) => isService(need) && ambiguous.options.includes(need));
  // ("so ur not the landlord?": whether it is so, not which of its meanings.)
  const denied = words.includes('not');
  // "where is the office": where it is, of an office that can only be ours.
  const asksWhere = words.includes('where') && ambiguous?.options.includes('address');
  if (ambiguous && alone && !placeNamed && asksWhere) {
    draft.needs.push('address');
    // (The word alone was all: no office of the visitor's.)
    delete draft.business;
    delete draft.line;
    draft.needs = draft.needs.filter((need) => need !== 'business-fit');
  } else if (ambiguous && alone && !placeNamed && meant) {
    draft.needs.push(meant);
    draft.followUp = { kind: 'about', subject: asked };
  } else if (ambiguous && alone && !placeNamed && !statedMeaning && !denied) {
    draft.clarify = { reason: 'ambiguous', term: ambiguous.term, options: ambiguous.options };
  } else if (draft.needs.length === 0 && asked.some(isService)) {
    // "parking is a big deal for us, lots of older folks" in a search: the ambiguous word's
    // meaning that is a service (where to look), when only one is.
    const inPassing = words.flatMap((word) => {
      const services = ambiguity.get(singular(word))?.options.filter(isService) ?? [];
      return services.length === 1 ? services : [];
    });
    if (inPassing[0]) {
      draft.needs.push(inPassing[0]);
      draft.followUp = { kind: 'about', subject: asked };
    }
  } else if (
    draft.needs.length === 0 &&
    !draft.business &&
    !draft.line &&
    !placeNamed &&
    !draft.followUp &&
    content.length <= 2 &&
    // ("and the other one?" points at someone just spoken of.)
    !/\bthe other\b/.test(words.join(' ')) &&
    // An unknown word in a question ("do you help with signage?") is a real question to answer
    // honestly and review as a gap; alone ("zoning?") it is too short to know what is asked.
    (words.length === 1 ||
      content.every((word) => lexicon.isKnownWord(word) || !/^[a-z]{3,}$/.test(word))) &&
    draft.language === 'en' &&
    !draft.leadDetails.email &&
    !draft.leadDetails.phone
  ) {
    draft.clarify = { reason: 'tooShort', options: DEFAULT_OPTIONS };
  }
}
