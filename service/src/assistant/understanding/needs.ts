/**
 * The services and topics a message asks for, in order, from its lexicon matches: what the visitor
 * turns down ("buy instead of leasing", "I don't need a consultation"), what is their own ("my
 * email", "we make crowns", "brewery guy") and what a negation takes away ("no patients").
 */
import { isNegated, NEGATORS } from './negation.ts';
import type { TermMatch } from './lexicon.ts';
import { CLAUSE_BREAK } from './normalise.ts';
import type { NeedId } from './types.ts';

// The firm's two ways to get space: turning one down asks about the other.
const OTHER_WAY = new Map<NeedId, NeedId>([
  ['purchase', 'leasing'],
  ['leasing', 'purchase'],
]);
// Topics a negation takes away ("no patients", "not sharing any patient info").
const DENIED_AWAY = new Set(['health-details', 'patient-care']);
// "i won't end up on a list, right?", "you don't sell my data, correct?": asked all the same
// (but "i'd rather not give my number" declines).
const ASKED_THOUGH_DENIED = new Set(['privacy']);
const TAGS = new Set(['right', 'correct', 'eh', 'yeah', 'yes']);
// ("ur" reads as "your".)
const US = new Set(['you', 'your', 'u', 'youre', 'yall']);
// "we make crowns", "we do root canals": the visitor's own work, not a patient's care; "we're
// hiring": their own staff, not a job here.
const OWN_WORK = new Set(['patient-care', 'careers']);
const OWN_WORK_REACH = 2;
// "whos ur commercial guy" asks for an advisor; "brewery guy, just got off shift" is the visitor.
const PERSON_NOUNS = new Set(['guy', 'gal']);
const ASKS_FOR_ONE = new Set(['your', 'ur', 'the', 'who', 'whos', 'which', 'any']);
function isSelfDescription(match: TermMatch, tokens: readonly string[]): boolean {
  const word = tokens.slice(match.start, match.end).join(' ');
  return PERSON_NOUNS.has(word) && !tokens.some((token) => ASKS_FOR_ONE.has(token));
}

// "the listing agent is being pushy", "calling the listing agent": the landlord's agent the
// visitor deals with, not a visitor who is one ("are you the listing agent?" still asks).
const LANDLORDS_AGENT = new Set(['listing agent']);
// ("tenant reps vs listing agents": one compared, no visitor who is one.)
const THEIRS = new Set(['the', 'their', 'his', 'her', 'that', 'vs', 'versus', 'than']);
// "…negotiate with our landlord so we can take it over": the visitor takes the unit, no
// tenant wanted for one of theirs.
// ("can buyer take it over": the buyer of their practice takes the lease, an assignment.)
const TAKING_OVER = new Set(['take it over', 'to take it over']);
const TAKES_IT_ITSELF = new Set(['we', 'i', 'buyer', 'buyers', 'purchaser']);
const NEIGHBOURING = new Set(['upstairs', 'above', 'below', 'downstairs', 'nearby', 'behind']);
const NEXT_TO = /^(next (to|door)|beside|across from)\b/;
const VIEWING = /\b(?:(?:looking|look|looked) at|see|view|viewing|tour|touring|visit|visiting)$/;
const ONE_OF_THE_TEAM = new Set(['her', 'his', 'their']);
/**
 * Whether the words name someone else's landlord, home or job, not the visitor's request: the
 * landlord's agent, a place "where all the new houses are", "apartments upstairs", "her job there".
 */
function isSomeoneElses(id: NeedId, match: TermMatch, tokens: readonly string[]): boolean {
  const before = (count: number) => tokens.slice(Math.max(0, match.start - count), match.start);
  // ("theres a daycare next door and apartments upstairs": the neighbours' homes.)
  if (id === 'residential') {
    // (But "the condo i live in above the clinic" is theirs.)
    const theirs = tokens.slice(match.start, match.end).includes('i');
    return before(4).includes('where') || (NEIGHBOURING.has(tokens[match.end] ?? '') && !theirs);
  }
  if (id === 'careers') return ONE_OF_THE_TEAM.has(tokens[match.start - 1] ?? '');
  // ("i have a dentist appt monday": their own day, not a patient's request.)
  if (id === 'patient-care') return before(3).join(' ').endsWith('i have a');
  if (id !== 'landlord') return false;
  // ("landlords been renovating the empty unit next to me": a neighbour's unit, no visitor's.)
  if (NEXT_TO.test(tokens.slice(match.end, match.end + 2).join(' '))) return true;
  // ("no appetite for driving around looking at vacant units": a tenant's search.)
  if (VIEWING.test(before(2).join(' '))) return true;
  const term = tokens.slice(match.start, match.end).join(' ');
  if (TAKING_OVER.has(term)) return before(2).some((token) => TAKES_IT_ITSELF.has(token));
  const asksUs = ['you', 'ur', 'youre'].includes(tokens[match.start - 2] ?? '');
  const agent = LANDLORDS_AGENT.has(term.replace(/s$/, ''));
  return agent && THEIRS.has(tokens[match.start - 1] ?? '') && !asksUs;
}

// "would you call that healthcare", "do u call it medical": call as in name, no phone call.
const NAMED_AS = new Set(['that', 'it', 'this', 'what', 'mine', 'us', 'them']);
function callsItSomething(match: TermMatch, tokens: readonly string[], lineWords: Set<number>) {
  if (tokens[match.start] !== 'call' || !NAMED_AS.has(tokens[match.end] ?? '')) return false;
  return [1, 2, 3].some((ahead) => lineWords.has(match.end + ahead));
}

/** The topics that ask how to reach someone. */
export const CONTACT_TOPICS: ReadonlySet<string> = new Set(['contact', 'phone', 'email']);
// "buying is off the table", "leasing is not an option": turned down after it is named.
const RULED_OUT =
  /^(?:is |are |was )?(?:off the table|out of the question|not an option|ruled out)\b/;
const ruledOutAfter = (match: TermMatch, tokens: readonly string[]) =>
  RULED_OUT.test(tokens.slice(match.end, match.end + 5).join(' '));
// "i own a small industrial bay, tenant leaving in march", "i manage a small medical building,
// 2 suites empty", "i own a building in the beltline": a property to let; but "we own the
// building our clinic is in" is an owner in their own premises, no landlord, unless they let
// part of it.
const LETTING =
  /\b(tenants?|vacant|empty|occupants?|(lease|rent|let) (it |them )?out(?! (by|near|in|at|past|on|off|around|toward|towards|west|east|north|south|there|here)\b)|(lease|rent|let|sublet) (out )?(the |a |an |our |my |some )?(\w+ ){0,2}to (a|an|another|someone|somebody)\b)/;
const OCCUPIES =
  /\b(our|my) (\w+ ){1,2}(is|are|operates?|works?) (in|out of|from)\b|\bwe (are|work|operate) (in|out of|from) (it|there)\b/;
const OWNS_PROPERTY =
  /\b(i|we) (own|manage) (a|an|the|this|two|three|\d+) (\w+ ){0,3}(bay|bays|plaza|mall|strip mall|building|buildings|unit|units|suite|suites|condo|property|properties)\b/;
// "i have a bay in a strip mall in okotoks, empty since june": had, and standing empty, it is to
// let; "we have a unit, its empty half the day" or "…how much tenant improvement allowance" is a
// tenant's.
const HAS_PROPERTY =
  /\b(i|we) have (a|an|two|three|\d+) (\w+ ){0,2}(bay|bays|unit|units|suite|suites|condo|building|property|properties)\b/;
const STANDS_EMPTY =
  /\b(vacant|empty) (since|for)\b|\btenants? (is |are )?(leaving|left|moving out|moved out)\b/;
// "i own my dental building, want to lease the upstairs to a physio": theirs, and let.
const OWNS_THEIR_OWN =
  /\b(i|we) (own|manage) (my|our) (\w+ ){0,3}(bay|bays|plaza|mall|building|buildings|units|property|properties)\b/;
// "can u find a clinic to lease it from us", "want to lease the main floor to a clinic", "help
// us sublease 2 of our treatment rooms to a naturopath": they are the landlord.
const LEASED_FROM_THEM =
  /\b(lease|rent)s? (it|them|this|that|the \w+) from (us|me)\b|\b(lease|rent|let|sublet) (out )?(the|our|my) (\w+ ){0,2}to (a|an|another|someone|somebody)\b|\b(sublease|sublet) (out )?(\w+ ){0,5}to (a|an|another|someone|somebody)\b/;
// "or he says he'll lease our space to someone else": their landlord letting it, not them.
const LANDLORD_LETS =
  /\b(he|she|they|landlord|owner)( will| would| could| might| may| can| is going to| wants to)? (lease|rent|let)\b/;
const SELLS_PROPERTY =
  /\b(sell|selling|list|listing) (my|our|her|his|their) (\w+ ){0,2}(condo|condos|unit|units|building|buildings|property|properties|plaza|mall|bay|bays|warehouse)\b/;
const OWNERS = new Set(['my', 'our']);
// "the number you have (for me) is wrong", not "the number you have for arjun".
const HELD_OF_THEM = /^you have\b(?! for (?!me\b|us\b))/;

// "…to make sure the landlord isnt overcharging": what another does not do, no service the
// visitor turns down.
// ("…the building cant take the weight of the equipment": what the building cannot do.)
const OTHERS_SUBJECT = new Set(
  'landlord landlords owner they he she it building floor space unit'.split(' '),
);
const AUXILIARIES = new Set('is are was does do did will would has can could'.split(' '));
function saidOfAnother(match: TermMatch, tokens: readonly string[]): boolean {
  const reach = tokens.slice(Math.max(0, match.start - 3), match.start);
  const at = reach.findLastIndex((token) => NEGATORS.has(token));
  if (at < 0) return false;
  const negator = match.start - reach.length + at;
  return (
    AUXILIARIES.has(tokens[negator - 1] ?? '') && OTHERS_SUBJECT.has(tokens[negator - 2] ?? '')
  );
}

// "we don't have a lawyer", "dont have any accountant": lacking one asks for it, it turns nothing
// down.
const LACKS = /\bnot have(?: (?:a|an|any|the))?(?: [a-z]+)?$/;
const saysTheyLackIt = (match: TermMatch, tokens: readonly string[]) =>
  LACKS.test(tokens.slice(Math.max(0, match.start - 4), match.start + 1).join(' '));

// "id rather not leave my email yet", "nah i dont want to give my number": a no, not a request
// for ours (but "thats not an answer. give me a number of months" is no detail of theirs).
const HANDS_OVER = new Set(
  'leave leaving give giving put putting type typing provide providing post posting share sharing send sending'.split(
    ' ',
  ),
);
const DETAILS = new Set('number phone cell email details contact info information'.split(' '));
const VISITORS_OWN = new Set(['my', 'our']);
// ("why cant i send my email thru the form", "i did not send my number yet": could not or did
// not, no refusal.)
const UNABLE = new Set(['can', 'could', 'did']);
// ("pls dont share my info with any landlords": what we pass on, a privacy question.)
const PASSES_ON = new Set(['share', 'sharing', 'send', 'sending']);
const WITHHOLDING_REACH = 4;

/** Where a message says the visitor will not give their details: the tokens from "not" on. */
export function withheldDetails(
  tokens: readonly string[],
): { start: number; end: number } | undefined {
  const find = (from: number, wanted: ReadonlySet<string>) => {
    const reach = tokens.slice(from, from + WITHHOLDING_REACH);
    const at = reach.findIndex((word) => wanted.has(word));
    return at < 0 || reach.slice(0, at).includes(CLAUSE_BREAK) ? undefined : from + at;
  };
  for (const [start, token] of tokens.entries()) {
    if ((token !== 'not' && token !== 'never') || UNABLE.has(tokens[start - 1] ?? '')) continue;
    const verb = find(start + 1, HANDS_OVER);
    const detail = verb === undefined ? undefined : find(verb + 1, DETAILS);
    if (verb === undefined || detail === undefined) continue;
    const theirs = tokens.slice(verb, detail).some((t) => VISITORS_OWN.has(t));
    const toAnother =
      PASSES_ON.has(tokens[verb] ?? '') && ['with', 'to'].includes(tokens[detail + 1] ?? '');
    if (theirs && !toAnother) return { start, end: detail + 1 };
  }
  return undefined;
}

/** Services and topics asked, in order; a service the visitor turns down ("buy instead of
 * leasing", "don't want to renew") is set apart, unless nothing else would be left. */
export function readNeeds(matches: readonly TermMatch[], tokens: readonly string[]) {
  // A negation up to three words before, whatever they are ("not sharing any …").
  const deniedNearby = (start: number) =>
    tokens.slice(Math.max(0, start - 3), start).some((token) => NEGATORS.has(token));
  const saysWe = (start: number) =>
    tokens.slice(Math.max(0, start - OWN_WORK_REACH), start).includes('we');
  const tagQuestion = TAGS.has(tokens.at(-1) ?? '');
  const needs: NeedId[] = [];
  const declined: NeedId[] = [];
  // "I don't need a consultation, just whether you do industrial": set aside unless alone.
  const declinedTopics: NeedId[] = [];
  // "my email", "our number": the visitor's own, named only by contact topics.
  const owned: NeedId[] = [];
  // "i dont need dental plumbing": a business word between the negation and the need.
  const businessWords = new Set(
    matches
      .filter((match) =>
        match.senses.some((sense) => sense.kind === 'business' || sense.kind === 'line'),
      )
      .flatMap((match) =>
        Array.from({ length: match.end - match.start }, (_, i) => match.start + i),
      ),
  );
  for (const match of matches) {
    const negative =
      (isNegated(match, tokens, businessWords) &&
        !saidOfAnother(match, tokens) &&
        !saysTheyLackIt(match, tokens)) ||
      ruledOutAfter(match, tokens);
    for (const sense of match.senses) {
      if (sense.kind !== 'service' && sense.kind !== 'topic') continue;
      // "not sharing any patient info": no warning about what they say they will not do.
      if (DENIED_AWAY.has(sense.id) && (negative || deniedNearby(match.start))) continue;
      if (OWN_WORK.has(sense.id) && saysWe(match.start)) continue;
      if (isSelfDescription(match, tokens)) continue;
      if (isSomeoneElses(sense.id, match, tokens)) continue;
      if (sense.id === 'phone' && callsItSomething(match, tokens, businessWords)) continue;
      // ("the number you have for me is wrong": theirs, as we hold it.)
      const heldOfThem = HELD_OF_THEM.test(tokens.slice(match.end, match.end + 4).join(' '));
      if (
        CONTACT_TOPICS.has(sense.id) &&
        (OWNERS.has(tokens[match.start - 1] ?? '') || heldOfThem)
      ) {
        owned.push(sense.id);
      }
      // ("ur not gonna sell my email r u": said of us, so asked.)
      const ofUs = tokens.slice(Math.max(0, match.start - 5), match.start).some((t) => US.has(t));
      const asked = !negative || (ASKED_THOUGH_DENIED.has(sense.id) && (tagQuestion || ofUs));
      const list = asked ? needs : sense.kind === 'service' ? declined : declinedTopics;
      // Asked after being turned down, it is asked: "i don't have a lawyer, can you do the
      // legal review?" (turned down after being asked, it stays turned down).
      if (!negative && declined.includes(sense.id)) declined.splice(declined.indexOf(sense.id), 1);
      if (!list.includes(sense.id)) list.push(sense.id);
    }
  }
  // "how much to sell my retail condo?", "i own a small industrial bay": a property to sell
  // or let is the landlord's side, whatever words stand between (world.yaml lists the common
  // ones as terms).
  const sentence = tokens.join(' ');
  const letting =
    (OWNS_PROPERTY.test(sentence) && (LETTING.test(sentence) || !OCCUPIES.test(sentence))) ||
    (OWNS_THEIR_OWN.test(sentence) && LETTING.test(sentence)) ||
    (HAS_PROPERTY.test(sentence) && STANDS_EMPTY.test(sentence));
  const theyLetIt = LEASED_FROM_THEM.test(sentence) && !LANDLORD_LETS.test(sentence);
  const landlords = SELLS_PROPERTY.test(sentence) || letting || theyLetIt;
  if (landlords && !needs.includes('landlord')) needs.push('landlord');
  const kept = needs.filter((need) => !declined.includes(need));
  // "we don't want to buy": the other way to get space is what is left.
  const otherWay = declined.length === 1 ? OTHER_WAY.get(declined[0]!) : undefined;
  if (kept.length === 0 && otherWay) {
    return { needs: [otherWay, ...needs], declined, declinedTopics, owned };
  }
  if (kept.length === 0) {
    return { needs: [...needs, ...declined], declined: [], declinedTopics, owned };
  }
  return {
    needs: kept,
    declined: declined.filter((need) => !kept.includes(need)),
    declinedTopics,
    owned,
  };
}
