/**
 * Answer building: what was understood (understanding/) → the reply's sentences, links and quick
 * replies, every sentence from content/chat/replies.yaml. Each need is answered in turn (scope.ts
 * for what the firm does, topics.ts for the rest); "yes" only where the content says so; what the
 * content does not hold gets a passage of the site if one answers it, else the honest "I'm not
 * sure" with the ways to reach an advisor, and a confidence the gaps report reads.
 */
import type { SiteContent } from '../content.ts';
import type { ContactDetails } from '../lead.ts';
import type { Replies } from '../replies.ts';
import type { NeedId, Understanding } from '../understanding/types.ts';
import { PASSAGE_KINDS } from '../retrieval/types.ts';
import type { Service } from '../world-content.ts';
import { askAboutPlace, askWhichNeed, isPlaceOnly } from './clarify.ts';
import { answerClientStory } from './client-story.ts';
import {
  ASKS_A_PROMISE,
  ASKS_ONLY,
  HOW_FAST,
  confirmsYes,
  sayWhatCannotBeConfirmed,
} from './confirm.ts';
import { continueSearch } from './search.ts';
import { Draft, type Answer } from './draft.ts';
import { FirmFacts } from './firm-facts.ts';
import { answerFollowUpPassage } from './follow-up-passage.ts';
import { answerMethodStep } from './method-step.ts';
import { bestPassage, type PassageSearch } from './passages.ts';
import {
  SUGGEST_PERSON,
  acknowledgeBusiness,
  acknowledgeLine,
  answerBusiness,
  answerLine,
  answerPlaces,
  answerService,
  labelOf,
  notSure,
} from './scope.ts';
import { answerTopic } from './topics.ts';
import { introduceAdvisors } from './who-answers.ts';
import { NOT_OURS, SMALL_TALK, needsToAnswer } from './needs-to-answer.ts';
import { offerWhoCanJudge } from './judgement.ts';
import { answerInAnotherLanguage } from './language.ts';

// A date asked with these is when to meet or call, not when the project ends.
const MEETING_NEEDS = new Set(['booking', 'hours', 'contact', 'phone', 'free-consultation']);

export type { Answer, PassageSearch };
export { SMALL_TALK };

export interface ComposeContext {
  now: Date;
  /** The visitor's message as typed, for the passage search and the "do you…?" test. */
  message: string;
  /** Advisors already introduced in this conversation: not repeated on every answer. */
  introduced: readonly string[];
  /** What the previous answer offered ("booking"): a bare "yes" takes it up. */
  offered?: NeedId | undefined;
  /** What the previous message asked, for a follow-up's passages ("has that worked for anyone?"). */
  previousNeeds: readonly NeedId[];
  /** The assistant's previous answer ("and then?" after a step of the method: the next one). */
  previousAnswer?: string | undefined;
  /** The visitor's previous message ("and my number?" asks it again of the number). */
  previousQuestion?: string | undefined;
  /** The message gave an e-mail or phone (lead capture took them out of `message`). */
  contactGiven?: boolean;
  /** What the visitor gave in this chat, when they ask what we have ("what number did i give"). */
  theirDetails?: ContactDetails | undefined;
}

/** Passages that read as an answer on their own. Not a bullet (part of its offering), nor a
 * setting or a team member's contact or booking line ("Catherine Reid: https://…"): fragments
 * the topics and advisors' answers say in full. */
const FRAGMENTS = new Set(['bullet', 'settings', 'team-contact', 'booking']);
const ANSWERING_KINDS = PASSAGE_KINDS.filter((kind) => !FRAGMENTS.has(kind));
// The visitor speaks of their own business ("we're an engineering firm", "our lease").
const OF_THEIR_OWN = /\b(we|we'?re|our|us|i|i'?m|my)\b/i;
/** A reply answers at most this many needs; the rest would bury the first. */
const MAX_PARTS = 4;

export class AnswerBuilder {
  readonly #replies: Replies;
  readonly #facts: FirmFacts;
  readonly #search: PassageSearch;
  readonly #services: Map<string, Service>;
  readonly #topics: Set<string>;
  readonly #clients: readonly string[];

  constructor(content: SiteContent, replies: Replies, search: PassageSearch) {
    this.#replies = replies;
    this.#facts = new FirmFacts(content, replies, search);
    this.#search = search;
    this.#services = new Map(content.world.services.map((service) => [service.id, service]));
    this.#topics = new Set(content.world.topics.map((topic) => topic.id));
    this.#clients = content.testimonials.map((entry) => entry.name);
  }

  compose(u: Understanding, context: ComposeContext): Answer {
    const replies = this.#replies;
    const facts = this.#facts;
    const draft = new Draft(u.confidence === 'low' ? 'low' : 'high');

    if (u.language !== 'en') {
      answerInAnotherLanguage(draft, u, context.message, replies, facts);
      return draft.finish();
    }
    // A short message that names no known need may still be the next step of the method ("and
    // after that?") or match a passage ("what are your values").
    const shortAnswered = () =>
      answerMethodStep(draft, u, context, this.#search, facts) || this.#passage(draft, context);
    if (u.clarify?.reason === 'tooShort' && shortAnswered()) return draft.finish();
    if (u.clarify) return askWhichNeed(draft, u, this.#replies);
    const story = {
      message: context.message,
      previousAnswer: context.previousAnswer,
      previousQuestion: context.previousQuestion,
      asksNothingElse: u.needs.every(
        (need) => SMALL_TALK.includes(need) || need === 'testimonials',
      ),
    };
    // (A need of their own said beside it is answered too: "office lease ends fall 2027. saw
    // bennett & ross on your site, sounds like us".)
    const theirOwn =
      OF_THEIR_OWN.test(context.message) && u.needs.some((n) => this.#services.has(n));
    // ("can you promise me 6 months free like that dentist on ur site": what is promised.)
    const promise = ASKS_A_PROMISE.test(context.message);
    if (!promise && answerClientStory(draft, story, this.#clients, this.#search) && !theirOwn) {
      return draft.finish();
    }
    if (answerFollowUpPassage(draft, u, context, this.#search, facts, replies)) {
      return draft.finish();
    }
    const needs = needsToAnswer(u, context.message, this.#services);
    if (NOT_OURS.has(needs[0] ?? '')) {
      // A patient's prescription, the weather: that answer alone (and what we do with people's
      // details, if asked), no advisor, no booking.
      for (const need of needs) this.#answerNeed(draft, need, u, context);
      return draft.finish();
    }
    if (isPlaceOnly(u, needs, context.message))
      return askAboutPlace(draft, u, this.#replies, facts);

    if (u.landlord) {
      // Declined kindly, with the ways to reach a person all the same.
      draft.say(replies.say('scope', 'landlord'), 'landlord');
      draft.link(...replies.contactLinks());
    }
    const advisor = facts.member(u.advisor?.name);
    // "dental" or "NW" after "i need help finding a space": the search goes on; its paragraph
    // was just said, so only what is new is ("why would a dental office need that?" asks for
    // that paragraph's reasons again).
    const goesOn =
      (u.followUp?.kind === 'again' || u.followUp?.kind === 'place') &&
      !/\bwhy\b/.test(context.message.toLowerCase());
    const repeated = (need: NeedId) =>
      goesOn && this.#services.has(need) && context.previousNeeds.includes(need);
    for (const need of needs.filter((need) => !repeated(need))) {
      if (draft.parts.length >= MAX_PARTS) break;
      this.#answerNeed(draft, need, u, context);
    }
    if (needs.every((need) => SMALL_TALK.includes(need))) {
      // The visitor's business or line, when this message names it (not when carried over).
      const buries = this.#wouldBuryTheThanks(u, context);
      if (u.business && !u.carried.includes('business') && !buries) {
        answerBusiness(draft, u, replies, facts);
      } else if (u.line && !u.carried.includes('line') && !u.landlord && !buries) {
        answerLine(draft, u.line, replies, facts);
      }
    } else if (
      u.business?.line === 'unknown' &&
      !u.carried.includes('business') &&
      !draft.intents.some((intent) => intent.startsWith('business:'))
    ) {
      // "we're a vet clinic looking for space": whether the firm helps them is part of it (said
      // once: not again with each later question of the conversation).
      answerBusiness(draft, u, replies, facts);
    } else if (
      u.business &&
      !u.landlord &&
      !u.carried.includes('business') &&
      !draft.intents.some((intent) => intent.startsWith('business:'))
    ) {
      // "a small warehouse with a loading dock": the visitor hears their business understood.
      acknowledgeBusiness(draft, u, replies, facts);
    } else if (
      !u.business &&
      u.line &&
      !u.landlord &&
      !u.carried.includes('line') &&
      needs.some((need) => this.#services.get(need)?.status === 'offered') &&
      !draft.intents.some((intent) => intent.startsWith('line:'))
    ) {
      acknowledgeLine(draft, u.line, replies, facts);
    }
    // "do you only work with dentists?": who else the firm works with.
    if (ASKS_ONLY.test(context.message) && (u.business || u.line)) {
      this.#answerNeed(draft, 'business-types', u, context);
    } else if (ASKS_ONLY.test(context.message) && needs.length === 1 && needs[0] === 'leasing') {
      // "do u only do leases?": buying too.
      this.#answerNeed(draft, 'purchase', u, context);
    }
    // "can we be in by March?": the visitor's own date is never promised.
    // ("is she free next week?" is a meeting's date, not the project's.)
    const aboutMeeting = needs.some((need) => MEETING_NEEDS.has(need));
    // ("can you find something that fast?": how soon, though no date is named.)
    if (
      (u.timing.length > 0 || HOW_FAST.test(context.message)) &&
      u.question === 'yesNo' &&
      !needs.includes('timeline') &&
      !aboutMeeting &&
      !u.landlord
    ) {
      this.#answerNeed(draft, 'timeline', u, context);
    }
    // (Any service of the world, offered or not: "can you get back what we overpaid for sure?")
    const servicesAsked = needs.some((need) => this.#services.has(need));
    sayWhatCannotBeConfirmed(draft, u, { message: context.message, needs, servicesAsked }, replies);
    // (A landlord's building is where it is: whether we work there is no answer to them, nor
    // to one looking for a home.)
    const onlyDeclined =
      needs.length > 0 && needs.every((need) => this.#services.get(need)?.status === 'notOffered');
    if (
      !u.landlord &&
      !onlyDeclined &&
      !draft.intents.some((intent) => intent.startsWith('place:'))
    ) {
      answerPlaces(draft, u, replies, facts);
    }
    const isOffered = (need: NeedId) => this.#services.get(need)?.status === 'offered';
    if (confirmsYes(u, context.message, draft.intents, isOffered, this.#facts)) {
      draft.sayFirst(replies.say('conversation', 'yes'), 'yes');
    }

    const serviceAsked = needs.some((need) => this.#services.get(need)?.status === 'offered');
    introduceAdvisors(draft, u, { needs, serviceAsked, advisor }, context, replies, facts);
    continueSearch(
      draft,
      u,
      { needs, repeated: needs.filter(repeated), advisor },
      replies,
      (need) => this.#answerNeed(draft, need, u, context),
    );
    // "can you look at the renewal terms?" with no line known: no advisor was named, so the ways
    // to reach one (unless the reply asks which business it is, which names one next).
    const nobodyNamed = draft.introduced.length === 0 && context.introduced.length === 0;
    if (serviceAsked && nobodyNamed && !u.landlord && !draft.intents.includes('askBusiness')) {
      draft.say(replies.say('conversation', 'reachAdvisor'), 'reachAdvisor');
      draft.link(...replies.contactLinks(), ...replies.bookingLinks());
    }
    offerWhoCanJudge(draft, u, needs, context.message, advisor, replies);
    if (draft.parts.length === 0 && !this.#passage(draft, context)) {
      notSure(draft, replies);
      draft.suggest(labelOf(replies, SUGGEST_PERSON));
      draft.lower('none');
    }
    return draft.finish();
  }

  #answerNeed(draft: Draft, need: NeedId, u: Understanding, context: ComposeContext): void {
    const replies = this.#replies;
    const facts = this.#facts;
    const service = this.#services.get(need);
    if (need === 'landlord' && u.landlord) return;
    if (service) return answerService(draft, service, u, replies, facts);
    if (!this.#topics.has(need)) return;
    if (need === 'affirm' && context.offered && context.offered !== 'affirm') {
      return this.#answerNeed(draft, context.offered, u, { ...context, offered: undefined });
    }
    if (need === 'business-fit') {
      if (this.#wouldBuryTheThanks(u, context)) return;
      if (u.business) return answerBusiness(draft, u, replies, facts);
      if (u.line) return answerLine(draft, u.line, replies, facts);
    }
    const advisor = facts.member(u.advisor?.name);
    const { now, message, previousNeeds, previousQuestion, previousAnswer, introduced } = context;
    const { theirDetails } = context;
    answerTopic(
      draft,
      need,
      u,
      {
        now,
        advisor,
        message,
        previousNeeds,
        previousQuestion,
        previousAnswer,
        introduced,
        theirDetails,
      },
      replies,
      facts,
    );
  }

  /**
   * Contact details given with no business of their own ("call me at 403… re: new office"): a
   * line's whole list and its question would bury the thanks. The advisor follows, and lead
   * capture asks for the name.
   */
  #wouldBuryTheThanks(u: Understanding, context: ComposeContext): boolean {
    const generic = !u.business || this.#facts.businessType(u.business.id)?.generic === true;
    return context.contactGiven === true && generic;
  }

  /** The best passage of the site's content, if it answers the message well enough. */
  #passage(draft: Draft, context: ComposeContext): boolean {
    // A bullet alone is a fragment ("Owner-occupied condominium units."), never a reply.
    const passage = bestPassage(this.#search, context.message, { kinds: ANSWERING_KINDS });
    if (!passage) return false;
    // An FAQ's "Yes." or "No." answers its own question, not necessarily this one.
    draft.say(passage.text.replace(/^(Yes|No)\.\s+/, ''), `passage:${passage.kind}`);
    if (passage.link) draft.link(passage.link);
    draft.lower('low');
    return true;
  }
}
