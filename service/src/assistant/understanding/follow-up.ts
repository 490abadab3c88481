/**
 * Follow-ups resolved against the previous understanding of the conversation: "his email" (the
 * advisor just named), "what about Lethbridge?" (the same question, another place), "buying
 * instead" (another service, same business), "how long will that take?" (a topic about the
 * services just discussed), "and restaurants?" (the same question, another business). What the
 * visitor does not repeat (their business, their line) carries over unless they deny it.
 */
import type { NeedId, Understanding } from './types.ts';

const PERSON_PRONOUNS = new Set('he him his she her hers'.split(' '));
const THING_PRONOUNS = new Set('that it this those these'.split(' '));
const INSTEAD_WORDS = new Set('instead rather alternatively'.split(' '));
const CONTACT_NEEDS = new Set(['contact', 'phone', 'email', 'booking']);
// Topics that can be asked about a service just discussed.
const ABOUT_TOPICS = new Set(['timeline', 'fees', 'process', 'booking', 'routing', 'rent-prices']);

export interface Draft extends Understanding {
  /** Service ids among the needs (the rest are topics). */
  serviceNeeds: NeedId[];
}

function startsWithWhatAbout(tokens: readonly string[]): boolean {
  const [first, second] = tokens;
  return (
    ((first === 'what' || first === 'how') && second === 'about') ||
    first === 'and' ||
    first === 'also' ||
    first === 'or'
  );
}

function strongNeeds(draft: Draft, weak: ReadonlySet<string>): NeedId[] {
  return draft.needs.filter((need) => !weak.has(need));
}

export function resolveFollowUp(
  draft: Draft,
  tokens: readonly string[],
  previous: Understanding | undefined,
  weakTopics: ReadonlySet<string>,
  isService: (need: NeedId) => boolean,
): void {
  const strong = strongNeeds(draft, weakTopics);
  const short = tokens.length <= 6;

  // A bare place ("Lethbridge?", "what about okotoks") asks whether the firm works there.
  if (strong.length === 0 && draft.places.length > 0 && !draft.business) {
    draft.needs = ['area', ...draft.needs];
    if (previous) draft.followUp = { kind: 'place' };
    return;
  }
  if (!previous) return;

  const previousServices = previous.needs.filter(isService);

  if (tokens.some((token) => PERSON_PRONOUNS.has(token)) && previous.advisor && !draft.advisor) {
    draft.advisor = { name: previous.advisor.name, reason: 'carried' };
    draft.carried.push('advisor');
    draft.followUp = { kind: 'person' };
    if (!strong.some((need) => CONTACT_NEEDS.has(need))) draft.needs.push('contact');
  } else if (
    tokens.some((token) => INSTEAD_WORDS.has(token)) &&
    draft.serviceNeeds.length > 0 &&
    previousServices.length > 0
  ) {
    draft.followUp = {
      kind: 'instead',
      replaced: previousServices.filter((need) => !draft.serviceNeeds.includes(need)),
    };
  } else if (
    strong.length > 0 &&
    strong.every((need) => ABOUT_TOPICS.has(need)) &&
    draft.serviceNeeds.length === 0 &&
    previousServices.length > 0 &&
    (short || tokens.some((token) => THING_PRONOUNS.has(token)))
  ) {
    draft.followUp = { kind: 'about', subject: previousServices };
  } else if (
    strong.length === 0 &&
    (draft.business || draft.line) &&
    (short || startsWithWhatAbout(tokens))
  ) {
    const again = previous.needs.filter((need) => !weakTopics.has(need));
    if (again.length > 0) {
      draft.needs = [...again, ...draft.needs.filter((need) => !again.includes(need))];
      draft.carried.push('needs');
      draft.followUp = { kind: 'again' };
    }
  }

  const deniedPrevious =
    (previous.line !== undefined && draft.negated.lines.includes(previous.line)) ||
    (previous.business !== undefined && draft.negated.businesses.includes(previous.business.id));
  if (!draft.business && !draft.line && !deniedPrevious) {
    if (previous.business) {
      draft.business = previous.business;
      draft.carried.push('business');
    }
    if (previous.line) {
      draft.line = previous.line;
      draft.carried.push('line');
    }
  }
}
