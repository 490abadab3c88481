/**
 * What the firm does for the visitor: a service it offers, does not offer, or may offer (world.yaml
 * `services`), the visitor's business or line, and the places named.
 */
import type { TeamMember } from '../content.ts';
import type { Replies } from '../replies.ts';
import type { Understanding } from '../understanding/types.ts';
import type { BusinessType, Service, ServiceLine } from '../world-content.ts';
import { joinList } from '../text.ts';
import type { Answer, Draft } from './draft.ts';
import type { FirmFacts } from './firm-facts.ts';

export const SUGGEST_BOOK = 'booking';
export const SUGGEST_PERSON = 'contact';

/** The quick-reply label of a need (labels in replies.yaml). */
export const labelOf = (replies: Replies, need: string) => replies.label(need) ?? need;

function offerNextStep(draft: Draft, replies: Replies): void {
  draft.suggest(labelOf(replies, SUGGEST_BOOK), labelOf(replies, SUGGEST_PERSON));
  draft.offered = 'booking';
}

/** The honest "I'm not sure — an advisor can answer that", with the ways to reach one. */
export function notSure(draft: Draft, replies: Replies): void {
  draft.say(replies.say('conversation', 'notSure'), 'notSure');
  draft.link(...replies.contactLinks(), ...replies.bookingLinks());
}

/** "who would I talk to?", "ok and who handles that", "the clinic one, who?": asks for a person. */
// "who handles that?", "ok so who would that be", "…not a shop. who specifically handles that".
export const ASKS_WHO =
  /^\W*(?:(?:ok|okay|oh|and|so|also|then|but|great|nice|cool|perfect|alright|thanks|ugh|um+|hmm+|well|right|fine|yeah|yes|sure|sorry|hi|hey|hello)\W+)*who\b|\bwho\W*$|[.!?,;:]\s+who(?:'s| is)? (?:specifically |exactly )?(?:handles|does|would|deals|looks after|takes care|best)\b|\b(?:your|ur) \w+ (?:person|guy|lady|specialist)\b|\bthe (?:person|one|guy|lady) who (?:would|will|does|can|handles)\b|\bwhich (?:one|of (?:them|you|those))\b.*\b(?:call|ask for|talk to|contact|e-?mail)\b|\bwhich (?:one )?of (?:your|ur) (?:people|team|advisors|partners)\b/i;

/** An advisor's sentence (`advisor.<key>` in replies.yaml) with their direct e-mail, phone and,
 * if they take bookings, booking link; they count as introduced in this conversation. */
export function introduceAdvisor(
  draft: Draft,
  replies: Replies,
  member: TeamMember,
  key: string,
  intent = `advisor:${key}`,
): void {
  draft.say(replies.say('advisor', key, replies.advisorValues(member)), intent);
  draft.link(...replies.advisorLinks(member));
  if (!draft.introduced.includes(member.name)) draft.introduced.push(member.name);
}

/** After a sentence that says an advisor must answer: only the ways to reach one. */
function reachAdvisor(draft: Draft, replies: Replies): void {
  draft.say(replies.say('conversation', 'reachAdvisor'), 'reachAdvisor');
  draft.link(...replies.contactLinks(), ...replies.bookingLinks());
  draft.lower('low');
}

export function answerService(
  draft: Draft,
  service: Service,
  u: Understanding,
  replies: Replies,
  facts: FirmFacts,
): void {
  draft.say(replies.say('scope', service.answer.split('.')[1] ?? 'unknown'), service.id);
  if (service.status === 'offered') {
    const line = facts.lineOf(u);
    draft.link({
      label: line ? facts.blockTitle(line) : 'Our services',
      href: line ? `/services/#${line}` : '/services/',
    });
    offerNextStep(draft, replies);
  } else if (service.status === 'unknown') {
    reachAdvisor(draft, replies);
  } else {
    draft.link({ label: 'Our services', href: '/services/' });
  }
}

export function answerBusiness(
  draft: Draft,
  u: Understanding,
  replies: Replies,
  facts: FirmFacts,
): void {
  const business = facts.businessType(u.business?.id);
  if (!business) return;
  // "an office", "a startup": no business of its own to name, the line's answer says more.
  if (business.generic && business.line !== 'unknown') {
    return answerLine(draft, business.line, replies, facts);
  }
  if (business.line === 'unknown') {
    draft.say(replies.say('business', 'unknown', { business: business.name }), 'business:unknown');
    reachAdvisor(draft, replies);
    return;
  }
  const values = {
    business: business.name,
    lineTitle: facts.blockTitle(business.line),
    offerings: facts.offeringsOf(business.line),
  };
  draft.say(replies.say('business', 'served', values), `business:${business.id}`);
  draft.link({ label: facts.blockTitle(business.line), href: `/services/#${business.line}` });
  offerNextStep(draft, replies);
}

/** "For your warehouse: that is part of our Commercial Real Estate work." before the answer. */
export function acknowledgeBusiness(
  draft: Draft,
  u: Understanding,
  replies: Replies,
  facts: FirmFacts,
): void {
  const business = facts.businessType(u.business?.id);
  if (!business || business.line === 'unknown' || business.generic) return;
  draft.sayFirst(...alongside(business, business.line, replies, facts));
}

/** "do you do industrial space?": which of the firm's practices that is, before the answer. */
export function acknowledgeLine(
  draft: Draft,
  line: ServiceLine,
  replies: Replies,
  facts: FirmFacts,
): void {
  const values = { lineTitle: facts.blockTitle(line), lineSummary: facts.blockSummary(line) };
  draft.sayFirst(replies.say('business', 'lineAlongside', values), `line:${line}`);
}

/** "For your {business}: that is part of our {lineTitle} work.", with its intent. */
function alongside(
  business: BusinessType,
  line: ServiceLine,
  replies: Replies,
  facts: FirmFacts,
): [string, string] {
  const values = { business: business.name, lineTitle: facts.blockTitle(line) };
  return [replies.say('business', 'alongside', values), `business:${business.id}`];
}

/** "Healthcare" or "Commercial" alone: what the line covers, and which business it is. */
export function answerLine(
  draft: Draft,
  line: ServiceLine,
  replies: Replies,
  facts: FirmFacts,
): void {
  const types = facts.typesOf(line);
  const lineName = line === 'healthcare' ? 'healthcare practices' : 'commercial businesses';
  const values = { lineName, types: joinList(types), offerings: facts.offeringsOf(line) };
  draft.say(replies.say('business', 'line', values), `line:${line}`);
  draft.link({ label: facts.blockTitle(line), href: `/services/#${line}` });
  draft.suggest(...types.slice(0, 3).map((name) => name.charAt(0).toUpperCase() + name.slice(1)));
}

export function answerPlaces(
  draft: Draft,
  u: Understanding,
  replies: Replies,
  facts: FirmFacts,
): void {
  // One sentence per answer, every place it holds: "We work in Calgary, Okotoks and Airdrie."
  // "NW calgary": northwest Calgary says Calgary too.
  const names = u.places.map((place) => facts.placeName(place.id));
  const within = (name: string) => names.some((other) => other !== name && other.includes(name));
  for (const status of ['served', 'region', 'notStated'] as const) {
    const places = u.places
      .filter((place) => place.status === status && !within(facts.placeName(place.id)))
      .slice(0, 4);
    if (places.length === 0) continue;
    const values = { place: joinList(places.map((place) => facts.placeName(place.id))) };
    draft.say(replies.say('places', status, values), `place:${status}`);
    // Not named by the firm: an advisor confirms, so the visitor gets the ways to reach one.
    if (status !== 'served') draft.link(...replies.contactLinks());
  }
}

/**
 * "a dental clinic and a retail store": the second business's line, and who handles it (again
 * when asked who).
 */
export function answerOtherBusiness(
  draft: Draft,
  u: Understanding,
  introduced: readonly string[],
  replies: Replies,
  facts: FirmFacts,
  asksWho: boolean,
): void {
  const other = facts.businessType(u.alsoBusiness?.id);
  if (!other || other.line === 'unknown' || u.landlord) return;
  // Both named earlier ("so which of them do we call"): only who handles it, asked again.
  const carried = u.carried.includes('business');
  if (carried && !asksWho) return;
  if (!carried) draft.say(...alongside(other, other.line, replies, facts));
  const member = facts.member(other.advisor ?? facts.lineAdvisor(other.line));
  const met = [...introduced, ...draft.introduced].includes(member?.name ?? '');
  if (member && !draft.introduced.includes(member.name) && (!met || asksWho)) {
    introduceAdvisor(draft, replies, member, 'handles', 'advisor');
  }
}

/**
 * The last answer again, word for word ("ok how do I see what's available then"), now with a
 * person offered and low confidence for the gaps report; small talk ("thanks" twice) as it was.
 */
export function offerPersonToo(
  answer: Answer,
  replies: Replies,
  smallTalk: readonly string[],
): Answer {
  if (answer.intent.split('+').every((intent) => smallTalk.includes(intent))) return answer;
  // (The reply to another language is already how to reach a person, and in that language.)
  if (answer.intent.startsWith('language:')) return answer;
  const links = [...answer.links, ...replies.contactLinks(), ...replies.bookingLinks()];
  return {
    ...answer,
    parts: [...answer.parts, replies.say('conversation', 'saidAgain')],
    links: links.filter((link, at) => links.findIndex((other) => other.href === link.href) === at),
    intent: `${answer.intent}+saidAgain`,
    confidence: 'low' as const,
  };
}
