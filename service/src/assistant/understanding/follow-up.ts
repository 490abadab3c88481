/**
 * Follow-ups resolved against the previous understanding of the conversation: "his email" (the
 * advisor just named), "what about Lethbridge?" (the same question, another place), "buying
 * instead" (another service, same business), "how long will that take?" (a topic about the
 * services just discussed), "and restaurants?" (the same question, another business). What the
 * visitor does not repeat (their business, their line) carries over unless they deny it.
 * Follow-ups about people are in person-follow-up.ts, about the privacy answer in
 * privacy-follow-up.ts.
 */
import { THING_PRONOUNS } from './normalise.ts';
import { asksTheLandlordsAgain } from './after-decline.ts';
import { CONTACT_NEEDS, followsUpPerson } from './person-follow-up.ts';
import { followsUpPrivacy, isLegalPage } from './privacy-follow-up.ts';
import { namesBusinessNow, type NeedId, type Understanding } from './types.ts';

const MEANT = /^(sorry |oops |no |wait )?(i meant|i mean|meant)\b/;
// "could you check if theirs are reasonable" after the landlord's costs: those.
const THEIRS = new Set(['theirs', 'them', 'they']);
const ASKS_THE_FIRM_WORDS = 8;
const FEE_WORDS = new Set(['fee', 'fees', 'charge', 'charges', 'commission', 'pay', 'cost']);
// ("so you can't look at it at all?": the same, asked the other way round.)
const ASKS_THE_FIRM_TO =
  /^(ok |so |and |but )?((can|could|would|will|do) (you|u)|(you|u) (can not|could not|will not|do not))\b/;
// "is that something u actually do or just a sales pitch": however long, the same question.
const IS_THAT_SOMETHING_YOU = /\b(is|are) (that|this|it|those) (something|a thing|a service) you\b/;
// "how do u figure out which one is better" after lease or buy: how that service decides ("how
// do u figure that out, what goes into it": the same).
// ("what would u look at exactly" after a renewal: what that service looks at; "what should i
// be doing right now then" after a lease that ends: what that service says to do.)
const ASKS_OF_THE_SERVICE =
  /\b(which|what)( one| option)? (is|would be) (better|best|right)\b|\bhow (do|would|will|can) (you|we) (figure out|decide|know|tell|work out) which\b|\bhow (do|would|will) you (even )?(figure|work) (that|it|this) out\b|\bwhat goes into (it|that|this)\b|\bwhat (would|will|do) you (look at|look for|check|review)\b|\bwhat (should|do|can) (i|we) (be )?(do|doing)\b/;
// "why so early tho, isnt that overkill", "why is that" just after an answer: its reasons, again
// ("why not?" after a decline is after-decline's).
const WHY_THAT =
  /^(?:(?:ok|okay|but|so|hmm|wait) )*why (?:so|is that|is it|that|this|would|does|do)\b/;
const INSTEAD_WORDS = new Set('instead rather alternatively'.split(' '));
const OFFICE_TOPICS = new Set(['hours', 'holiday-hours', 'address', 'office-details']);
// Topics that can be asked about a service just discussed.
const ABOUT_TOPICS = new Set(['timeline', 'fees', 'process', 'booking', 'routing', 'rent-prices']);
// Topics whose answer depends on the visitor's business: a bare "Healthcare" or "restaurant"
// after one of these asks it again (after "what are your hours" it does not).
const BUSINESS_TOPICS = new Set(['business-fit', 'services', 'routing', 'testimonials', 'area']);

export interface Draft extends Understanding {
  /** Service ids among the needs (the rest are topics). */
  serviceNeeds: NeedId[];
}

// "does that go to ur healthcare people or the commercial side": one of the two lines, asked of
// a business already named (theirs is the answer).
const EITHER_LINE =
  /\b(healthcare|medical)\b.*\bor\b.*\bcommercial\b|\bcommercial\b.*\bor\b.*\b(healthcare|medical)\b/;

function startsWithWhatAbout(tokens: readonly string[]): boolean {
  const [first, second] = tokens;
  return (
    ((first === 'what' || first === 'how') && second === 'about') ||
    first === 'and' ||
    first === 'also' ||
    first === 'or'
  );
}

/** "Commercial", "a dentist": the reply names the visitor's line or business and nothing more. */
function namesOnlyLine(draft: Draft, tokens: readonly string[]): boolean {
  return Boolean(draft.line || draft.business) && tokens.length <= 2;
}

function strongNeeds(draft: Draft, weak: ReadonlySet<string>): NeedId[] {
  return draft.needs.filter((need) => !weak.has(need));
}

/**
 * "parking?" asked back, then "for my clients, the new spa needs lots of it, people hate paying
 * for parking": the word again, in an answer that states a need, still answers which.
 */
function saysTheWordAgain(
  clarify: NonNullable<Understanding['clarify']>,
  strong: readonly NeedId[],
  tokens: readonly string[],
): boolean {
  return (
    clarify.term !== undefined &&
    tokens.includes(clarify.term) &&
    !strong.some((need) => clarify.options.includes(need))
  );
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
  const previousServices = previous?.needs.filter(isService) ?? [];
  const previousStrong = previous?.needs.filter((need) => !weakTopics.has(need)) ?? [];

  // ("im in a medical building in the nw, have some questions": the line named is answered.)
  if (strong.length === 0 && draft.places.length > 0 && !draft.business && !draft.line) {
    // "looking for retail space in airdrie" then "make that cochrane": the same search, elsewhere.
    // Otherwise a bare place ("Lethbridge?", "what about okotoks") asks whether the firm works there.
    const again = previousServices.filter((need) => need !== 'landlord');
    // ("is that downtown or in the beltline?" just after our address: where our office is.)
    const ofOurOffice =
      previous?.needs.includes('address') && tokens.some((token) => THING_PRONOUNS.has(token));
    const asked = ofOurOffice ? 'office-details' : 'area';
    draft.needs = again.length > 0 ? [...again, ...draft.needs] : [asked, ...draft.needs];
    if (previous) draft.followUp = { kind: 'place' };
  } else if (!previous) {
    return;
  } else if (previous.landlord && asksTheLandlordsAgain(draft, strong, tokens)) {
    // (The landlord's question again: set by asksTheLandlordsAgain.)
  } else if (
    previous.clarify &&
    (strong.length === 0 || saysTheWordAgain(previous.clarify, strong, tokens)) &&
    !namesOnlyLine(draft, tokens)
  ) {
    // (A bare line or business instead, "Commercial" after "space?", is answered as such.)
    // The answer to "which did you mean?": about the firm ("at your office") or the visitor's
    // own space ("for patients at a new clinic").
    const aboutFirm = tokens.some((token) => token === 'you' || token === 'your');
    const chosen = previous.clarify.options.filter((option) => isService(option) !== aboutFirm);
    if (chosen.length > 0) {
      draft.needs = [...chosen, ...draft.needs];
      draft.followUp = { kind: 'clarified', term: previous.clarify.term };
    }
  } else if (
    strong.length === 0 &&
    previousStrong.length > 0 &&
    // (A date or size put right goes on with the search: "sorry, i meant oct 2026".)
    ((MEANT.test(tokens.join(' ')) && draft.timing.length + draft.sizes.length === 0) ||
      (tokens.length <= ASKS_THE_FIRM_WORDS && WHY_THAT.test(tokens.join(' '))))
  ) {
    // "sorry i meant in total, all ur clients not just dental": the same question, put better;
    // "why so early tho": its reasons, the same answer.
    draft.needs = [...previousStrong, ...draft.needs];
    draft.carried.push('needs');
    draft.followUp = { kind: 'again' };
  } else if (
    previousStrong.includes('not-us') &&
    tokens.some((token) => token === 'their' || THEIRS.has(token))
  ) {
    // "do you know their phone number" after "is this chinook dental?": still the other one's.
    draft.needs = ['not-us'];
    draft.followUp = { kind: 'again' };
  } else if (followsUpPerson(draft, strong, tokens, previous, previousStrong)) {
    // (About the people just spoken of: set by followsUpPerson.)
  } else if (
    // ("can you negotiate that down" after a renewal: "negotiate" names leasing in general.)
    strong.every((need) => need === 'leasing') &&
    previousServices.length > 0 &&
    ((tokens.length <= ASKS_THE_FIRM_WORDS &&
      ASKS_THE_FIRM_TO.test(tokens.join(' ')) &&
      tokens.some((token) => THING_PRONOUNS.has(token) || THEIRS.has(token))) ||
      // (Not "…you do yourself or someone else there": who does it.)
      (IS_THAT_SOMETHING_YOU.test(tokens.join(' ')) &&
        !tokens.some((token) => token === 'someone' || token === 'who')))
  ) {
    // "can you guys check that for us?": whether the firm does what was just discussed.
    draft.needs = [...previousServices, ...draft.needs.filter((need) => need !== 'leasing')];
    draft.carried.push('needs');
    draft.followUp = { kind: 'about', subject: previousServices };
  } else if (
    strong.length === 1 &&
    strong[0] === 'fees' &&
    tokens.includes('included') &&
    tokens.some((token) => THING_PRONOUNS.has(token)) &&
    previousServices.length > 0
  ) {
    // "whats included in that" after a service: what that service covers, not our fee.
    draft.needs = [...previousServices, ...draft.needs.filter((need) => need !== 'fees')];
    draft.followUp = { kind: 'about', subject: previousServices };
  } else if (
    strong.length === 0 &&
    previousServices.length > 0 &&
    ASKS_OF_THE_SERVICE.test(tokens.join(' '))
  ) {
    // ("which one is better tho" after "2nd location in airdrie or cochrane": choosing between
    // places is site selection's.)
    const betweenPlaces = previous.places.length >= 2 ? ['site-selection'] : [];
    draft.needs = [...new Set([...betweenPlaces, ...previousServices, ...draft.needs])];
    draft.carried.push('needs');
    draft.followUp = { kind: 'about', subject: previousServices };
  } else if (strong.length === 1 && strong[0] === 'rephrase' && previousStrong.length > 0) {
    // "sorry, what do you mean?": what was just said, again, with who can explain it.
    const again = previousStrong.filter((need) => need !== 'rephrase');
    draft.needs = [...again, ...draft.needs];
    draft.followUp = { kind: 'about', subject: again };
  } else if (
    strong.length > 0 &&
    strong.every((need) => need === 'site-selection') &&
    previousStrong.some((need) => need === 'address' || need === 'office-details') &&
    // (A business or line carried from before is still no space of theirs asked about now.)
    !namesBusinessNow(draft) &&
    tokens.some((token) => THING_PRONOUNS.has(token) || token === 'there')
  ) {
    // "what about transit, is it close to a train station" after our address: our office's.
    draft.needs = ['office-details', ...draft.needs.filter((need) => need !== 'site-selection')];
    draft.followUp = { kind: 'about', subject: ['address'] };
  } else if (
    strong.length === 0 &&
    short &&
    previousStrong.some((need) => need === 'address' || need === 'booking') &&
    tokens.includes('where')
  ) {
    // "ok where exactly is it then", "where then" after a question about our office, "where"
    // after booking the meeting: our address.
    draft.needs = ['address', ...draft.needs];
    draft.followUp = { kind: 'about', subject: ['address'] };
  } else if (
    strong.length === 0 &&
    short &&
    previousStrong.includes('hours') &&
    tokens.includes('when')
  ) {
    // "so like... when?" after "we are closed right now": when we are open.
    draft.needs = ['hours', ...draft.needs];
    draft.followUp = { kind: 'about', subject: ['hours'] };
  } else if (
    strong.length === 0 &&
    tokens.length <= 8 &&
    previousServices.length > 0 &&
    tokens.includes('who') &&
    (tokens.length === 1 || tokens.some((token) => THING_PRONOUNS.has(token)))
  ) {
    // "who on your team does that part?", "who?": whoever does what was just discussed.
    draft.needs = ['routing', ...draft.needs];
    draft.followUp = { kind: 'about', subject: previousServices };
  } else if (
    // (Also after the privacy contact given: "and how long do they have to get back to me".)
    (previousStrong.includes('privacy') ||
      (previous.followUp?.kind === 'about' && previous.followUp.subject.includes('privacy'))) &&
    followsUpPrivacy(draft, strong, tokens, previousStrong.find(isLegalPage))
  ) {
    // (More of the privacy answer: set by followsUpPrivacy.)
  } else if (
    previousStrong.includes('rent-prices') &&
    strong.length > 0 &&
    strong.every((need) => need === 'fees') &&
    !tokens.some((token) => FEE_WORDS.has(token))
  ) {
    // "ok just a ballpark then. like a range" after the rents: still the rents, not our fee.
    draft.needs = ['rent-prices'];
    draft.followUp = { kind: 'again' };
  } else if (
    tokens.includes('before') &&
    tokens.includes('after') &&
    tokens.some((token) => THING_PRONOUNS.has(token)) &&
    previousServices.length > 0 &&
    draft.serviceNeeds.every((need) => need === 'leasing')
  ) {
    // "and is that before or after i sign the lease?" after a service: when that service comes.
    draft.needs = [...previousServices];
    draft.carried.push('needs');
    draft.followUp = { kind: 'about', subject: previousServices };
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
    // (After the landlord's answer a business is one of their own, "separately, my daughter…
    // wants to open her own clinic", unless it is their tenants': "even if the tenants are doctors?")
    (!previous.landlord || tokens.some((token) => token === 'tenant' || token === 'tenants')) &&
    // A short reply, or the business a search had not named yet ("it's a bike shop, not a clinic").
    (startsWithWhatAbout(tokens) ||
      ((short || !previous.business) &&
        previousStrong.some((need) => isService(need) || BUSINESS_TOPICS.has(need)))) &&
    previousStrong.length > 0
  ) {
    // (Not our office's hours or address: "is anyone around today to talk?" is no question
    // about the business.)
    const again = previousStrong.filter((need) => !OFFICE_TOPICS.has(need));
    draft.needs = [...again, ...draft.needs.filter((need) => !again.includes(need))];
    draft.carried.push('needs');
    // "whats his email" then "and for my clinic part?": the same about that line's advisor.
    const aboutAPerson =
      (previous.advisor?.reason === 'carried' || previous.advisor?.reason === 'named') &&
      previousStrong.every((need) => CONTACT_NEEDS.has(need));
    draft.followUp = { kind: aboutAPerson ? 'person' : 'again' };
  }
  if (!previous) return;

  const theirLine = previous.business?.line;
  if (theirLine && theirLine !== 'unknown' && EITHER_LINE.test(tokens.join(' '))) {
    draft.line = theirLine;
  }
  const deniedPrevious =
    (previous.line !== undefined && draft.negated.lines.includes(previous.line)) ||
    (previous.business !== undefined && draft.negated.businesses.includes(previous.business.id));
  if (!draft.business && !deniedPrevious) {
    // "3 practitioners" after "physio clinic": a word of the same line keeps the business.
    const sameLine = !draft.line || draft.line === previous.business?.line;
    if (previous.business && sameLine) {
      draft.business = previous.business;
      // ("its his chiro practice and my coffee shop" … "so which of them do we call".)
      if (previous.alsoBusiness && !draft.alsoBusiness) draft.alsoBusiness = previous.alsoBusiness;
      draft.carried.push('business');
    }
    if (previous.line && !draft.line) {
      draft.line = previous.line;
      draft.carried.push('line');
    }
  }
}
