/**
 * The answer to a topic of world.yaml (hours, fees, the team…): its sentence in replies.yaml with
 * the content's facts filled in, the page it comes from, and, when the visitor asks about an
 * advisor ("his email", "who handles commercial leases"), that advisor's direct contact.
 */
import type { ChatLink } from '../../../../src/domain/chat.ts';
import type { TeamMember } from '../content.ts';
import type { ContactDetails } from '../lead.ts';
import type { Replies } from '../replies.ts';
import type { NeedId, Understanding } from '../understanding/types.ts';
import type { Draft } from './draft.ts';
import { nameAndRole, TOPIC_LINKS, type FirmFacts } from './firm-facts.ts';
import { answerAboutAdvisors } from './advisor-topics.ts';
import { legalParagraph } from './legal-page.ts';
import { SUGGEST_BOOK, SUGGEST_PERSON, answerPlaces, introduceAdvisor, labelOf } from './scope.ts';

const OFFICE_LINE =
  /\b(?:office|local|calgary|403) (?:line|number|phone)\b|\bnot (?:the |your )?(?:1-?800|toll[- ]?free)\b/i;
const CONTACT_LINKS = new Set([
  // "an advisor can tell you what is realistic": the ways to reach one.
  'timeline',
  'languages-spoken',
  'lease-terms',
  'contact',
  'phone',
  'email',
  'bot',
  'goodbye',
  'careers',
  'office-details',
  'founded',
  'holiday-hours',
  'frustrated',
]);
/**
 * Topics whose sentence says an advisor must answer, and a visitor let down by an answer: listed
 * by `npm run chat -- gaps`.
 */
const ADVISOR_MUST_ANSWER = new Set([
  'lease-terms',
  'languages-spoken',
  'careers',
  'office-details',
  'founded',
  'holiday-hours',
  'frustrated',
]);
const BOOKING_LINKS = new Set([
  'booking',
  'free-consultation',
  'fees',
  'process',
  'contact',
  'team',
  'routing',
]);
const OFFERS_BOOKING = new Set([
  'unsure',
  'rent-prices',
  'timeline',
  'process',
  'free-consultation',
]);

// "which towns besides Calgary?", "is it just Calgary?", "is that all in calgary or where
// else": the whole area served, not the place.
const ASKS_OTHER_PLACES =
  /\b(besides|other than|outside( of)?|apart from|beyond|just|only|where else|all in|further|farther)\b|\b(which|what) (other )?(towns|cities|areas|places|communities)\b/i;

const FOR_EVERYONE =
  /\b(advisors|all (three|3)( of (you|them))?|each of (you|them)|all of them|everyone on your team)\b/i;

// "can I book with one of your advisors?": the one the answer names is who they meant.
const ASKS_FOR_A_PERSON = /\b(advisors?|someone|somebody|anyone|person|partners?|one of you)\b/i;
// "i booked a consultation thru the calendar link": with the one who takes bookings.
const BOOKED_ALREADY = /\b(i|we) (booked|have booked|scheduled)\b|\bmy (booking|appointment)\b/i;

export interface TopicContext {
  now: Date;
  advisor: TeamMember | undefined;
  /** The message as typed, and what the previous one asked: what a passage is searched for. */
  message: string;
  previousNeeds: readonly NeedId[];
  /** The visitor's previous message ("and my number?" asks it again of the number). */
  previousQuestion?: string | undefined;
  /** The assistant's previous answer ("and phones?" after two advisors' e-mails). */
  previousAnswer?: string | undefined;
  /** Advisors already introduced in this conversation. */
  introduced: readonly string[];
  /** What the visitor gave in this chat, when they ask what we have. */
  theirDetails?: ContactDetails | undefined;
}

const POINTS_BACK = /\b(that|this|same)\b/i;
function privacyEmailLink(facts: FirmFacts): ChatLink {
  const { privacyEmail } = facts.content.settings;
  return { label: `E-mail ${privacyEmail}`, href: `mailto:${privacyEmail}` };
}

export function answerTopic(
  draft: Draft,
  need: NeedId,
  u: Understanding,
  context: TopicContext,
  replies: Replies,
  facts: FirmFacts,
): void {
  if (need === 'area' && u.places.length > 0 && !ASKS_OTHER_PLACES.test(context.message)) {
    return answerPlaces(draft, u, replies, facts);
  }
  // "what number did i give you? just checking": theirs, or how to leave them.
  if (need === 'my-details') {
    const { name, email, phone } = context.theirDetails ?? {};
    const yourDetails = [name, email, phone].filter(Boolean).join(', ');
    if (email || phone) draft.say(replies.say('topics', need, { yourDetails }), need);
    else draft.say(replies.say('lead', 'askDetails'), need);
    return;
  }
  if (need === 'timeline' && u.timing.length > 0) {
    draft.say(replies.say('conversation', 'timingNoted'), 'timing');
  }
  // "ok so who do I e-mail about that?" just after a privacy answer, or "i want it erased, who
  // do i email": the privacy contact.
  // ("email?" after one: the understanding says it follows up on privacy.)
  const privacyFollowUp = u.followUp?.kind === 'about' && u.followUp.subject.includes('privacy');
  const aboutPrivacy =
    u.advisor?.reason !== 'named' &&
    (privacyFollowUp ||
      (u.needs.includes('privacy') && /\bwho\b/i.test(context.message)) ||
      (context.previousNeeds.includes('privacy') &&
        /\b(about|for|regarding|with) (that|this|it)\b|\bwho\b.*\b(write|e-?mail|send|contact)\b/i.test(
          context.message,
        )));
  if ((need === 'email' || need === 'contact') && aboutPrivacy) {
    const { privacyEmail } = facts.content.settings;
    if (!draft.parts.some((part) => part.includes(privacyEmail))) {
      draft.say(replies.say('topics', 'privacy-contact', facts.topicValues), need);
    }
    draft.link(privacyEmailLink(facts));
    return;
  }
  if (answerAboutAdvisors(draft, need, u, context, replies, facts)) return;
  const line = facts.lineOf(u);
  // A paragraph of the privacy or terms page answers "do you sell my email?" or "any
  // guarantees?" better than the summary.
  const followsUp = u.followUp?.kind === 'about' && u.followUp.subject.includes(need);
  // "u keep it?" just after "is this a bot": this chat, which the privacy answer is about (but
  // "so who reads this" asks one section in its own words).
  const ofThisChat =
    need === 'privacy' &&
    context.previousNeeds.includes('bot') &&
    /\b(it|this|that)\b/i.test(context.message);
  const legalPassage =
    need === 'privacy' || need === 'terms'
      ? legalParagraph(
          facts,
          need,
          context.message,
          replies,
          followsUp ? context.previousQuestion : undefined,
          ofThisChat,
        )
      : undefined;
  // The stories of what this conversation is about ("has that worked for anyone like us?"),
  // searched only for a sentence that quotes them.
  const uses = (placeholder: string) => replies.uses('topics', need, placeholder);
  const stories = (count: number) => {
    if (!uses(count === 1 ? 'story' : 'stories')) return '';
    const business = facts.businessType(u.business?.id)?.name ?? '';
    const about = facts.wordsOf([...u.needs, ...context.previousNeeds]);
    // ("has that happened with other clients" after a floor that could not take imaging: the
    // visitor's own words of before say what "that" is, unless this message names the service:
    // "has this got money back for anyone" is the audit's, whatever was asked before.)
    const pointsBack =
      POINTS_BACK.test(context.message) && !u.needs.some((need) => facts.isService(need));
    const before = pointsBack ? (context.previousQuestion ?? '') : '';
    // (Not a story the experience's answer just quoted.)
    const query = `${context.message} ${business} ${about} ${before}`;
    return facts.stories(line, count, query, draft.parts.join(' '));
  };
  // "the actual calgary office line pls, not the 1-800": that number alone.
  const key = need === 'phone' && OFFICE_LINE.test(context.message) ? 'phone-office' : need;
  const text =
    legalPassage?.text ??
    replies.find('topics', key, {
      ...facts.topicValues,
      // "im a dentist, who would i deal with": the one who handles it, not the whole team.
      ...(need === 'senior-advisor' && context.advisor
        ? { teamList: nameAndRole(context.advisor) }
        : {}),
      // Said once: the hours' answer says it when hours were asked too ("call at 8am?").
      openStatus:
        uses('openStatus') && (need === 'hours' || !u.needs.includes('hours'))
          ? replies.openStatus(context.now)
          : '',
      story: stories(1),
      stories: stories(2),
      services: uses('services') ? facts.servicesOf(u.line) : '',
    });
  draft.say(text, need);
  // "we're not a dentist or a doctor, we do custom framing": theirs may not be listed.
  const deniedOnly = u.negated.businesses.length + u.negated.lines.length > 0;
  if (need === 'business-types' && deniedOnly && !u.business && !u.line) {
    draft.say(replies.say('business', 'notListed'), 'business:notListed');
    draft.link(...replies.contactLinks());
  }
  // "can I book with one of your advisors?", then "what does she specialise in?": the booker.
  if (
    uses('bookerName') &&
    replies.booker &&
    !u.advisor &&
    (ASKS_FOR_A_PERSON.test(context.message) || BOOKED_ALREADY.test(context.message))
  ) {
    draft.named ??= replies.booker.name;
  }
  if (
    (need === 'phone' || need === 'email') &&
    !context.advisor &&
    FOR_EVERYONE.test(context.message)
  ) {
    for (const member of facts.content.team) introduceAdvisor(draft, replies, member, 'contact');
  }
  const link = TOPIC_LINKS[need];
  if (link) draft.link(link);
  if (CONTACT_LINKS.has(need)) draft.link(...replies.contactLinks());
  if (need === 'contact') draft.link({ label: 'LinkedIn', href: facts.content.settings.linkedin });
  if (BOOKING_LINKS.has(need)) draft.link(...replies.bookingLinks());
  if (need === 'privacy') {
    draft.link(privacyEmailLink(facts));
  }
  if (ADVISOR_MUST_ANSWER.has(need)) draft.lower('low');
  // "who started the firm" then "how long has she been doing this": the founding partner.
  if (need === 'founded' && !u.advisor) {
    const founder = facts.content.team.find((member) => /\bfound/i.test(member.role));
    if (founder) draft.named = founder.name;
  }
  if (need === 'greeting' || need === 'asks-to-ask')
    draft.suggest(labelOf(replies, 'healthcare'), labelOf(replies, 'commercial'));
  if (OFFERS_BOOKING.has(need)) {
    draft.suggest(labelOf(replies, SUGGEST_BOOK), labelOf(replies, SUGGEST_PERSON));
    draft.offered = 'booking';
  }
  // ("…You can also leave your name and e-mail address or phone number here": a "yes" takes
  // that up.)
  if (need === 'contact' && uses('replyHours') && !draft.offered) draft.offered = 'leave-details';
}
