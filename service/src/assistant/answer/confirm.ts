/**
 * Whether an answer starts with "Yes.": only a "do you…?" question about one thing the content
 * confirms ("do you help dentists?"), never an either-or, a "do you only…", or a landlord's. And
 * what no one can confirm from here: an outcome promised, what the visitor's papers allow.
 */
import type { Replies } from '../replies.ts';
import type { NeedId, Understanding } from '../understanding/types.ts';
import type { Draft } from './draft.ts';
import type { FirmFacts } from './firm-facts.ts';

// "do you…", "can you…", "does your firm…": a yes/no question about what the firm does. Only
// such a question gets a "Yes." ("can we move in by May?" or "is that normal?" do not).
const ASKS_THE_FIRM =
  /\b(do|does|can|could|will|would|are)\s+(you|u|ya|you guys|your (firm|team|company))\b/i;
// "do you only…": a yes would say "only that".
export const ASKS_ONLY =
  /\b(do|does|are|is)\s+(you|u|ya|your (firm|team|company))\s+only\b|\bonly (do|work|help|deal)\b|\bor (is it )?mostly\b/i;

// "can you tell me if…", "do you know whether…", "do u know which spaces…": a fact asked of
// us, not whether we do it.
const ASKS_A_FACT =
  /\b(tell|let) (me|us) (if|whether)\b|\b(know|say) (if|whether|which|where|what|who|how)\b/i;
// "can you find something that fast?", "can someone look at it before then": how soon, which no
// one can promise.
export const HOW_FAST =
  /\b(that|so|this) (fast|quick|quickly|soon)\b|\bin time\b|\bfast enough\b|\b(before|by) then\b/i;
// "do u have recommended soundproofing specs": a document or figure asked for, not our work.
const HAS_A_DOCUMENT =
  /\b(have|got) (any |some |a |the )?(\w+ ){0,2}(specs?|specifications|ratings?|standards|checklists?|templates?|figures|stats|statistics)\b/i;
// "can u promise we'll get money back", "can u get our money back", "will my clinic be full in
// 18 months like that mahogany dentist": a promise, which the content never makes.
export const ASKS_A_PROMISE =
  /\b(promise|guarantee|guaranteed|for sure|for certain|make sure|ensure)\b|\bget (our|my|us|me|the) (\w+ )?(money|overcharges?|overpayments?|deposit) back\b|\bwill (i|we|my \w+|our \w+) (get|be|have|see)\b[^.?!]*\blike (that|this|the|those|them)\b/i;
// "can you get back what we overpaid for sure?", "can u make sure the landlord fixes it": an
// outcome asked of us (not "we want to make sure we stay").
const OUTCOME_ASKED =
  /\b(for sure|for certain|guarantee|guaranteed|promise)\b|\b(you|u) (\w+ )?(make sure|ensure)\b/i;
// "does the one in my offer let them move me?", "is my lease assignable?", "does the lease just go
// with the sale": what the visitor's own papers say, which only someone who reads them can confirm.
const OF_THEIR_PAPERS =
  /\b(does|do|is|will|would|can)\s+(the one in\s+)?(my|our) (\w+ )?(lease|offer|contract|agreement|loi|renewal letter)\b|\bleases? (just |automatically )?(go|goes|transfer|transfers|pass|passes) (over )?(with|to) (the )?(sale|buyer|new owner)\b/i;
// "does that plaza allow a water treatment room?", "any bldgs in cochrane zoned for overnight
// use?", "do u know a building that's ok with loud music", "does the plaza give free parking to
// patients?": what one building permits or offers, only someone who checks it can say (not "can
// you find a unit that allows…").
const OF_A_BUILDING =
  /\b(?:does|do|will|would|is|are|any|if|whether)\s+(?:(?:the|that|this|those|these|our|my|a)\s+)?(?:\w+\s+){0,3}?(?:plaza|building|bldg|bay|unit|space|mall|property|site|location)s?\b.*\b(?:allows?|allowed|permits?|permitted|zoned|lets?|gives?|(?:ok|okay|fine) with)\b|\b(?:is|are)\s+(?:it|that|this|they)\s+zoned\b/i;
// "do u know when its supposed to open", "is there a new plaza going up in airdrie… when does it
// open": when a building opens, which no one here can say.
const A_BUILDING_OPENS =
  /\b(supposed|set|scheduled|expected|slated|due) to (open|be (done|finished|ready|built|complete))\b|\b(new|upcoming) (\w+ ){0,2}(plaza|building|bldg|development|mall|tower|complex)\b.*\b(going up|being built|opens?|opening|finished|done|ready)\b/i;
// "do u have some kind of deal w loblaws": the firm's arrangements, which the content does not
// list.
const A_DEAL_WITH =
  /\b(have|got)\s+(some kind of |some sort of |a |any )?(special )?(deal|partnership|arrangement|relationship)s?\s+(with|w)\b/i;
// "which mall gets the most foot traffic", "which calgary neighbourhoods have the most seniors",
// "is parking usually included in those leases": the market, which an advisor's research can say.
const OF_THE_MARKET =
  /\bwhich (\w+ )?(malls?|buildings?|plazas?|streets?|areas?|neighbou?rhoods?|communities|parts? of town|ones?) (gets?|has|have|is|are) the (most|busiest|best|cheapest|lowest|highest|fewest)\b|\b(usually|typically|normally|generally) (included|extra|separate|charged)\b/i;
// "what does the city actually require for parking", "how many stalls would i need": the city's
// rules for their use, which the city or an advisor who checks them can say.
const CITY_RULES =
  /\b(does|do|will|would|what|how much)\s+(does\s+|do\s+|will\s+|would\s+)?(the\s+)?(city|town|municipality|bylaws?)\b.*\b(require|requires|allow|allows|let|need|say|says)\b|\bhow many (parking )?stalls\b.*\b(need|needs|require|required)\b/i;
/**
 * A question about the visitor's own papers or one building, which only someone who reads them or
 * checks it can answer ("any bldgs in cochrane zoned for overnight use?" is asked too).
 */
function onlyTheyCanConfirm(question: Understanding['question'], message: string): boolean {
  const asked = question === 'yesNo' || /\?\s*$/.test(message);
  return (
    (asked &&
      (OF_THEIR_PAPERS.test(message) ||
        OF_A_BUILDING.test(message) ||
        A_BUILDING_OPENS.test(message) ||
        A_DEAL_WITH.test(message))) ||
    (question !== 'statement' && (CITY_RULES.test(message) || OF_THE_MARKET.test(message)))
  );
}

/**
 * What no one can say from here: the outcome of a service asked "for sure" (said after the
 * service, unless the terms or a timeline already say it), or what the visitor's papers or one
 * building allow (said first). `servicesAsked`: the needs include one of the firm's services.
 */
export function sayWhatCannotBeConfirmed(
  draft: Draft,
  u: Understanding,
  { message, needs, servicesAsked }: { message: string; needs: NeedId[]; servicesAsked: boolean },
  replies: Replies,
): void {
  const saidOtherwise = needs.includes('terms') || draft.intents.includes('timeline');
  if (OUTCOME_ASKED.test(message) && servicesAsked && !saidOtherwise) {
    draft.say(replies.say('conversation', 'noPromise'), 'noPromise');
    draft.link(...replies.contactLinks());
  }
  // "does the one in my offer let them move me?", "does that plaza allow…?"
  if (onlyTheyCanConfirm(u.question, message)) {
    draft.sayFirst(replies.say('conversation', 'cannotConfirm'), 'cannotConfirm');
    draft.link(...replies.contactLinks());
    draft.lower('low');
  }
}

// "could you get them to drop the patio clause", "could u get me a 3 yr term instead": what the
// other side will agree to, no one can say.
const ASKS_THEIR_CONSENT =
  /\b(get|make|convince|force|persuade) (them|him|her|(the|my|our) (landlords?|owners?)|landlords) (to )?\w+|\bget (me|us) (a|an|the)\b/i;

/** "Yes." before the answer only to "do you…?" about one thing the content confirms. */
export function confirmsYes(
  u: Understanding,
  message: string,
  intents: readonly string[],
  isOffered: (need: string) => boolean,
  facts: FirmFacts,
): boolean {
  if (u.question !== 'yesNo' || u.landlord || !ASKS_THE_FIRM.test(message)) return false;
  // "do you do the construction, or do I need my own contractor?": no yes to an either-or.
  if (ASKS_ONLY.test(message) || /\bor\b/i.test(message)) return false;
  // "can you tell me if the slab can take the x-ray?": a fact of their building, not our work.
  if (
    ASKS_A_FACT.test(message) ||
    HAS_A_DOCUMENT.test(message) ||
    HOW_FAST.test(message) ||
    ASKS_A_PROMISE.test(message) ||
    ASKS_THEIR_CONSENT.test(message) ||
    OF_THEIR_PAPERS.test(message)
  ) {
    return false;
  }
  const answered = intents.filter((intent) => intent !== 'advisor');
  if (answered.length !== 1) return false;
  const [intent = ''] = answered;
  return (
    isOffered(intent) ||
    intent === 'place:served' ||
    // A business the content names ("dental"), not one it only covers ("gym": personal services).
    facts.businessType(intent.replace(/^business:/, ''))?.basis === 'stated'
  );
}
