/**
 * Follow-ups about people: "and Nicole's?" (the same question, another advisor), "his email",
 * "how do I reach that guy" (the advisor just named), "what did you get them?" after clients'
 * stories, "what do they each do" after the team.
 */
import type { Draft } from './follow-up.ts';
import { PROFILE_WORDS } from './person.ts';
import type { NeedId, Understanding } from './types.ts';

/** Needs about reaching someone. */
export const CONTACT_NEEDS: ReadonlySet<NeedId> = new Set(['contact', 'phone', 'email', 'booking']);
const PERSON_PRONOUNS = new Set('he him his she her hers their person'.split(' '));
// "that advisor's phone", "how do I reach that guy": the one just named ("can an advisor call
// me" asks for any).
const ADVISOR_NOUNS = new Set(
  'advisor guy lady man woman partner person fellow gentleman'.split(' '),
);
const refersToAdvisor = (tokens: readonly string[]) =>
  tokens.some(
    (token, index) =>
      // ("that persons number": a possessive without its apostrophe.)
      ADVISOR_NOUNS.has(token.replace(/s$/, '')) &&
      /^(that|the|this|same)$/.test(tokens[index - 1] ?? ''),
  );
// Needs about the visitor's own details, never asked again of an advisor.
const THEIR_OWN = new Set(['my-details', 'lead-details']);
const THE_FIRMS = new Set(['toll', 'tollfree', 'main', 'office', 'general', 'firm', 'firms']);
const SHORT = 6;
// "hes not picking up, who else can i call", "anyone else i can talk to": not the one just named.
const SOMEONE_ELSE =
  /\b(who|anyone|anybody|someone|somebody) else (\w+ ){0,3}(call|talk|speak|reach|contact|phone|try)\b/;

/**
 * Whether the message, after `previous`, asks about the people just spoken of; if so the draft
 * says what. `strong`: the message's own needs but weak topics; `previousStrong`: the previous
 * message's.
 */
export function followsUpPerson(
  draft: Draft,
  strong: readonly NeedId[],
  tokens: readonly string[],
  previous: Understanding,
  previousStrong: readonly NeedId[],
): boolean {
  const short = tokens.length <= SHORT;
  if (
    strong.length === 0 &&
    tokens.length <= 10 &&
    (previousStrong.includes('testimonials') || previous.needs.includes('team')) &&
    tokens.some((token) => token === 'them' || token === 'they')
  ) {
    // "what did you get them?", "which clinic exactly, i might know them" after clients'
    // stories: those stories again; "what do they each do" after the team: the team.
    const again = previousStrong.includes('testimonials') ? 'testimonials' : 'team';
    draft.needs = [again, ...draft.needs];
    draft.carried.push('needs');
    draft.followUp = { kind: 'again' };
    return true;
  }
  // ("whats his number" then "and hers? for the dental one": the dental practice's advisor.)
  const anotherByLine =
    Boolean(draft.business || draft.line) &&
    !draft.advisor &&
    tokens[0] === 'and' &&
    tokens.some((token) => token === 'hers' || token === 'his' || token === 'theirs');
  if (
    ((draft.advisor?.reason === 'named' && short) || anotherByLine) &&
    strong.length === 0 &&
    previousStrong.some((need) => !THEIR_OWN.has(need)) &&
    // ("whats arjuns background", "whos nicole again": about them, not the same question.)
    !tokens.some((token) => token === 'who' || PROFILE_WORDS.has(token))
  ) {
    // "what's Arjun's email" then "and Nicole's?": the same question about another advisor
    // (not "what number did i give you" then "whats nickys background?": that was theirs).
    draft.needs = previousStrong.filter((need) => !THEIR_OWN.has(need));
    draft.carried.push('needs');
    draft.followUp = { kind: 'again' };
    return true;
  }
  const spokenOf = previous.advisor;
  // (But "anyone else who does dental?" asks about the work: its advisor answers.)
  const onlyWhom = !draft.business && !draft.line && draft.serviceNeeds.length === 0;
  if (spokenOf && onlyWhom && SOMEONE_ELSE.test(tokens.join(' '))) {
    // The firm's own lines are the way to reach whoever is in.
    const asked = strong.filter((need) => CONTACT_NEEDS.has(need));
    draft.needs = asked.length > 0 ? asked : ['contact'];
    delete draft.advisor;
    return true;
  }
  if (
    (tokens.some((token) => PERSON_PRONOUNS.has(token)) ||
      refersToAdvisor(tokens) ||
      // "email?", "direct line pls", "and if i email instead" just after an answer about one
      // advisor: theirs ("what's your email" is the firm's).
      // (But "and the toll free", "the main office line" are the firm's.)
      ((tokens.length <= 3 || (short && !tokens.includes('your'))) &&
        !tokens.some((token) => THE_FIRMS.has(token)) &&
        // ("who runs those numbers" then "email?": the advisor of that service just named; not
        // "whos going to contact me", which the line's advisor answers.)
        (spokenOf?.reason === 'named' ||
          spokenOf?.reason === 'carried' ||
          (spokenOf?.reason === 'service' && tokens.length <= 2)) &&
        strong.length > 0 &&
        strong.every((need) => CONTACT_NEEDS.has(need)))) &&
    spokenOf &&
    (!draft.advisor || draft.advisor.reason === 'line')
  ) {
    draft.advisor = { name: spokenOf.name, reason: 'carried' };
    draft.carried.push('advisor');
    draft.followUp = { kind: 'person' };
    if (!strong.some((need) => CONTACT_NEEDS.has(need))) draft.needs.push('contact');
    return true;
  }
  return false;
}
