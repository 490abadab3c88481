/**
 * What a message asks once its small talk is weighed: weak topics ("hi", "your team", "can you
 * help") give way to anything more specific, a business named with nothing asked asks whether we
 * serve it, and a few bare words ask about the office ("open?", "where r u?", "call at 8am?").
 */
import type { Draft } from './follow-up.ts';
import { CLAUSE_BREAK } from './normalise.ts';
import { questionKind } from './question.ts';
import { namesBusinessNow, type NeedId, type Understanding } from './types.ts';

// "…is free right", "…is included, correct": a statement asked as a question.
const TAG_QUESTION = /\b(right|correct|eh)\W*$/;
const WILL_GET_IN_TOUCH =
  /\b(i'?ll|ill|i will|we'?ll|we will|will) (call|phone|ring|e-?mail|text|give you a (call|ring))\b/;

// "can I call at 8am", "swing by around 6pm after work": a time of day with a call or a visit
// asks whether the office is open then.
const TIME_OF_DAY =
  /\b\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)|\b\d{1,2}:\d{2}\b|\b(?:noon|after work|before work|lunch ?time|evenings?|early morning|tonight|today|tomorrow|right now|this (?:morning|afternoon))\b/;
const THANKS_FIRST =
  /^\W*(ok(ay)?\W+)?((that'?s|that is) (all|it|everything)( i needed)?\W+)?(thx|thanks|thank you|ty|cheers)\b/;
const CLOCK_TIME = /\b\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)/;
const TOO_EARLY_OR_LATE = /\btoo (early|late)\b/;
const CALL_OR_VISIT = new Set(['contact', 'phone', 'address', 'booking']);
const WHERE_ALONE = new Set('where r are you u is it ur your again exactly'.split(' '));

export interface SmallTalkContext {
  draft: Draft;
  previous: Understanding | undefined;
  tokens: readonly string[];
  words: readonly string[];
  lower: string;
  questionMark: boolean;
  /** A business or line named in this message. */
  namesOne: boolean;
  /** The visitor's name, e-mail or phone given in this message. */
  givesDetails: boolean;
  weakTopics: ReadonlySet<string>;
}

export function weighSmallTalk(read: readonly NeedId[], context: SmallTalkContext): NeedId[] {
  const { draft, previous, tokens, words, lower, questionMark, weakTopics } = context;
  const placesNamed = draft.places.length > 0;
  let needs = [...read];
  // ("the chinook hit airdrie hard today. anyway do u help small businesses": the weather is
  // small talk beside a question about us.)
  if (needs.includes('off-topic') && needs.includes('business-fit') && context.namesOne) {
    needs = needs.filter((need) => need !== 'off-topic');
  }
  // "lol ok thanks, ur pretty helpful for a bot": thanks, not a question about the bot (but
  // "thx. am i talking to a real person or a bot btw" asks).
  // ("thanks. and the first meeting is free right": a tag asks too.)
  const asks =
    questionKind(tokens, questionMark, read.length) !== 'statement' || TAG_QUESTION.test(lower);
  if (needs.includes('thanks') && needs.includes('bot') && !asks) {
    needs = needs.filter((need) => need !== 'bot');
  }
  const strong = needs.filter((need) => !weakTopics.has(need));
  // "ok ill call first thing then. thx": thanks for what they will do, the numbers after; "ok
  // thx, nice to see a site with no tracking cookies": thanks, the rest in passing, unsaid.
  const willCall = needs.includes('thanks') && !questionMark && WILL_GET_IN_TOUCH.test(lower);
  const thanksFirst =
    needs.includes('thanks') &&
    !questionMark &&
    !willCall &&
    THANKS_FIRST.test(lower) &&
    !asks &&
    !strong.some((n) => draft.serviceNeeds.includes(n));
  // "hi there! visiting from red deer, thought id say hi": a hello, the place in passing
  // (answering it would come before the hello).
  const helloInPassing =
    needs.includes('greeting') &&
    !previous &&
    !asks &&
    strong.length > 0 &&
    strong.every((need) => need === 'area');
  if (helloInPassing) {
    needs = ['greeting'];
    draft.places = [];
  } else if (thanksFirst) needs = needs.filter((need) => !strong.includes(need));
  else if (strong.length > 0) needs = willCall ? ['thanks', ...strong] : strong;
  // A business or line named with nothing asked: "daycare centre", "do you help hair salons?"
  // Without one, "do you help with signage?" is no question about fit.
  // Named in this message: a line carried from earlier ("yes" after a clinic) asks nothing.
  const aboutBusiness = namesBusinessNow(draft);
  // ("thx thats helpful, crazy week running 12 stores": thanks, their business only in passing.)
  const thanking = needs.some((need) => need === 'thanks' || need === 'goodbye');
  const inPassing = thanking && !questionMark;
  if (
    strong.length === 0 &&
    aboutBusiness &&
    !draft.followUp &&
    !context.givesDetails &&
    !inPassing
  ) {
    needs = ['business-fit', ...needs.filter((need) => need !== 'business-fit')];
  } else if (!aboutBusiness) {
    needs = needs.filter((need) => need !== 'business-fit');
  }
  // "open?", "u open": the office's hours (not "we want to open a clinic").
  if (words.length <= 3 && words.includes('open') && needs.length === 0 && !aboutBusiness) {
    needs = ['hours'];
  }
  // "when can we come in then": when the office is open, not where it is.
  if (words[0] === 'when' && needs.includes('address') && !words.includes('where')) {
    needs = [...new Set(needs.map((need) => (need === 'address' ? 'hours' : need)))];
  }
  // "where", "where r u?", "ok english then. where is it": the office's address.
  const clauses = tokens
    .join(' ')
    .split(CLAUSE_BREAK)
    .map((clause) => clause.trim().split(' '));
  const bareWhere = clauses.some(
    (clause) => clause.includes('where') && clause.every((word) => WHERE_ALONE.has(word)),
  );
  const otherwiseSmallTalk = needs.every((need) => weakTopics.has(need) || need === 'language');
  if (bareWhere && !aboutBusiness && !placesNamed && !needs.includes('address')) {
    needs = otherwiseSmallTalk ? ['address'] : [...needs, 'address'];
  }
  // "is 8am too early", "6pm too late?": whether the office is open then.
  if (CLOCK_TIME.test(lower) && TOO_EARLY_OR_LATE.test(lower)) {
    needs = ['hours'];
  }
  if (
    TIME_OF_DAY.test(lower) &&
    needs.some((need) => CALL_OR_VISIT.has(need)) &&
    !needs.includes('hours')
  ) {
    needs.push('hours');
  }
  return needs;
}
