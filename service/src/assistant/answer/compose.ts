/**
 * Answer building: what was understood (understanding/) → the reply's sentences, links and quick
 * replies, every sentence from content/chat/replies.yaml. Each need is answered in turn; "yes"
 * only where the content says so; what the content does not hold gets the honest "I'm not sure"
 * with the ways to reach an advisor, and a confidence the gaps report reads.
 */
import type { ChatLink } from '../../../../src/domain/chat.ts';
import type { SiteContent, TeamMember } from '../content.ts';
import type { Replies } from '../replies.ts';
import type { AnswerConfidence } from '../types.ts';
import type { NeedId, Understanding } from '../understanding/types.ts';
import type { ServiceLine } from '../world-content.ts';
import { joinList } from '../text.ts';
import { TOPIC_LINKS, topicValues } from './content-values.ts';

export interface Answer {
  parts: string[];
  links: ChatLink[];
  suggestions: string[];
  confidence: AnswerConfidence;
  /** The needs answered, for tests and metrics ("purchase+advisor"). */
  intent: string;
  /** Advisors whose contact details this answer gave. */
  introduced: string[];
  /** What the answer offered to do next: a "yes" then means this. */
  offered?: NeedId;
}

/** The passage search over the site's content (retrieval/), for what no need answers. */
export interface PassageSearch {
  search(
    query: string,
    options?: { limit?: number },
  ): { passage: { text: string; kind: string; link?: ChatLink }; strength: 'strong' | 'weak' }[];
}

export interface ComposeContext {
  now: Date;
  /** The visitor's message as typed, for the passage search when nothing else answers. */
  message: string;
  /** Advisors already introduced in this conversation: not repeated on every answer. */
  introduced: readonly string[];
  /** What the previous answer offered ("booking"): a bare "yes" takes it up. */
  offered?: NeedId | undefined;
}

const SMALL_TALK = new Set(['greeting', 'thanks', 'goodbye', 'affirm', 'deny', 'unsure']);
const CONTACT_NEEDS = new Set(['contact', 'phone', 'email']);
const ADVISOR_TOPICS = new Set(['routing', 'team', 'contact', 'phone', 'email', 'booking']);
const SUGGEST_BOOK = 'booking';
const SUGGEST_PERSON = 'contact';
/** A reply answers at most this many needs; the rest would bury the first. */
const MAX_PARTS = 3;

// "do you…", "can you…", "does your firm…": a yes/no question about what the firm does. Only
// such a question gets a "Yes." ("can we move in by May?" or "is that normal?" do not).
const ASKS_THE_FIRM =
  /\b(do|does|can|could|will|would|are)\s+(you|u|ya|you guys|your (firm|team|company))\b/i;

export class AnswerBuilder {
  readonly #content: SiteContent;
  readonly #replies: Replies;
  readonly #retrieval: PassageSearch;
  readonly #topicValues: Record<string, string>;
  readonly #services: Map<string, SiteContent['world']['services'][number]>;
  readonly #topics: Set<string>;

  constructor(content: SiteContent, replies: Replies, retrieval: PassageSearch) {
    this.#content = content;
    this.#replies = replies;
    this.#retrieval = retrieval;
    this.#topicValues = topicValues(content);
    this.#services = new Map(content.world.services.map((service) => [service.id, service]));
    this.#topics = new Set(content.world.topics.map((topic) => topic.id));
  }

  compose(u: Understanding, context: ComposeContext): Answer {
    const answer: Answer = {
      parts: [],
      links: [],
      suggestions: [],
      confidence: u.confidence === 'none' ? 'high' : u.confidence,
      intent: '',
      introduced: [],
    };
    const intents: string[] = [];
    const say = (text: string | undefined, intent: string) => {
      if (!text || answer.parts.includes(text)) return;
      answer.parts.push(text);
      intents.push(intent);
    };

    if (u.language !== 'en') {
      say(
        this.#replies.say('conversation', u.language === 'fr' ? 'french' : 'otherLanguage'),
        `language:${u.language}`,
      );
      answer.links.push(...this.#replies.contactLinks());
      return this.#finish(answer, intents);
    }
    // A short message that names no known need may still match a passage ("what are your values").
    if (u.clarify?.reason === 'tooShort' && this.#passage(context, answer, say)) {
      return this.#finish(answer, intents);
    }
    if (u.clarify) return this.#clarify(u, answer, intents);

    const needs = u.needs.filter((need) => need !== 'lead-details');
    if (u.landlord) say(this.#replies.say('scope', 'landlord'), 'landlord');
    const advisor = this.#advisor(u);

    for (const need of needs) {
      if (answer.parts.length >= MAX_PARTS) break;
      if (need === 'landlord' && u.landlord) continue;
      if (this.#services.has(need)) this.#service(need, u, answer, say);
      else if (this.#topics.has(need)) this.#topic(need, u, advisor, context, answer, say);
    }
    const onlyPlace = needs.length === 0 || (needs.length === 1 && needs[0] === 'area');
    if (
      onlyPlace &&
      u.question !== 'yesNo' &&
      context.message.split(/\s+/).length <= 2 &&
      u.places.length > 0 &&
      !u.followUp
    ) {
      return this.#placeOnly(u, answer, intents);
    }
    if (needs.length === 0 || needs.every((need) => SMALL_TALK.has(need))) {
      // The visitor's business or line, when this message names it (not when carried over).
      if (u.business && !u.carried.includes('business')) this.#business(u, answer, say);
      else if (u.line && !u.carried.includes('line') && !u.landlord)
        this.#line(u.line, answer, say);
      if (u.places.length > 0) this.#places(u, say);
    } else if (u.business && !needs.includes('business-fit') && u.question !== 'yesNo') {
      // "we're a bakery looking for space": the business is part of the answer too.
      if (u.business.line === 'unknown') this.#business(u, answer, say);
    }
    // "can we be in by March?": the visitor's own date is never promised.
    if (u.timing.length > 0 && u.question === 'yesNo' && !needs.includes('timeline')) {
      say(this.#replies.say('conversation', 'timingNoted'), 'timing');
    }
    if (u.places.length > 0 && !intents.some((intent) => intent.startsWith('place:'))) {
      this.#places(u, say);
    }
    if (this.#confirms(u, context, intents))
      answer.parts.unshift(this.#replies.say('conversation', 'yes'));
    const serviceAsked = needs.some((need) => this.#services.get(need)?.status === 'offered');
    if (advisor && (serviceAsked || u.business) && !context.introduced.includes(advisor.name)) {
      if (!answer.introduced.includes(advisor.name)) {
        say(
          this.#replies.say('advisor', 'handles', this.#replies.advisorValues(advisor)),
          'advisor',
        );
        answer.links.push(...this.#replies.advisorLinks(advisor));
        answer.introduced.push(advisor.name);
      }
    }
    if (answer.parts.length === 0) this.#fallback(context, answer, say);
    return this.#finish(answer, intents);
  }

  #finish(answer: Answer, intents: string[]): Answer {
    const seen = new Set<string>();
    answer.links = answer.links.filter((link) => !seen.has(link.href) && seen.add(link.href));
    answer.suggestions = [...new Set(answer.suggestions)];
    answer.intent = intents.join('+') || 'none';
    return answer;
  }

  #advisor(u: Understanding): TeamMember | undefined {
    const name = u.advisor?.name;
    return name ? this.#content.team.find((member) => member.name === name) : undefined;
  }

  #clarify(u: Understanding, answer: Answer, intents: string[]): Answer {
    const labels = (u.clarify?.options ?? [])
      .map((option) => this.#replies.label(option))
      .filter((label): label is string => Boolean(label));
    const options = labels.map((label) => label.charAt(0).toLowerCase() + label.slice(1));
    const text =
      labels.length >= 2
        ? this.#replies.say('conversation', 'clarify', { options: options.join(' or ') })
        : this.#replies.say('conversation', 'tooShort');
    answer.parts.push(text);
    answer.suggestions.push(...labels);
    answer.confidence = 'low';
    intents.push('clarify');
    return this.#finish(answer, intents);
  }

  #service(
    need: NeedId,
    u: Understanding,
    answer: Answer,
    say: (text: string | undefined, intent: string) => void,
  ) {
    const service = this.#services.get(need)!;
    const key = service.answer.split('.')[1] ?? 'unknown';
    const sentence = this.#replies.say('scope', key);
    if (service.status === 'offered') {
      say(sentence, need);
      const line = u.line ?? (u.business?.line !== 'unknown' ? u.business?.line : undefined);
      answer.links.push({
        label: line ? this.#blockTitle(line) : 'Our services',
        href: line ? `/services/#${line}` : '/services/',
      });
      answer.suggestions.push(this.#label(SUGGEST_BOOK), this.#label(SUGGEST_PERSON));
      answer.offered = 'booking';
      return;
    }
    say(sentence, need);
    if (service.status === 'unknown') {
      say(this.#replies.say('conversation', 'notSure'), 'notSure');
      answer.links.push(...this.#replies.contactLinks(), ...this.#replies.bookingLinks());
      answer.confidence = 'low';
    } else {
      answer.links.push({ label: 'Our services', href: '/services/' });
    }
  }

  #topic(
    need: NeedId,
    u: Understanding,
    advisor: TeamMember | undefined,
    context: ComposeContext,
    answer: Answer,
    say: (text: string | undefined, intent: string) => void,
  ) {
    if (need === 'affirm' && context.offered && context.offered !== 'affirm') {
      this.#topic(context.offered, u, advisor, context, answer, say);
      return;
    }
    if (need === 'area' && u.places.length > 0) return this.#places(u, say);
    if (need === 'timeline' && u.timing.length > 0) {
      say(this.#replies.say('conversation', 'timingNoted'), 'timing');
    }
    if (need === 'business-fit' && (u.business || u.line)) {
      if (u.business) return this.#business(u, answer, say);
      return this.#line(u.line!, answer, say);
    }
    if (
      advisor &&
      ADVISOR_TOPICS.has(need) &&
      (u.advisor?.reason !== 'line' || need === 'routing')
    ) {
      const values = this.#replies.advisorValues(advisor);
      const key =
        need === 'email' || need === 'phone' ? need : need === 'routing' ? 'handles' : 'contact';
      if (need === 'team' && u.advisor?.reason === 'named') {
        say(this.#replies.say('advisor', 'about', values), 'advisor:about');
      }
      say(this.#replies.say('advisor', key, values), `advisor:${key}`);
      if (advisor.takesBookings && need === 'booking')
        say(this.#replies.say('advisor', 'books', values), 'advisor:books');
      answer.links.push(...this.#replies.advisorLinks(advisor));
      answer.introduced.push(advisor.name);
      return;
    }
    const text = this.#replies.find('topics', need, {
      ...this.#topicValues,
      openStatus: this.#replies.openStatus(context.now),
      story: this.#stories(u, 1),
      stories: this.#stories(u, 2),
      services: this.#servicesOf(u.line),
    });
    say(text, need);
    const link = TOPIC_LINKS[need];
    if (link) answer.links.push(link);
    if (CONTACT_NEEDS.has(need) || need === 'bot' || need === 'goodbye' || need === 'careers') {
      answer.links.push(...this.#replies.contactLinks());
    }
    if (need === 'contact') {
      answer.links.push({ label: 'LinkedIn', href: this.#content.settings.linkedin });
    }
    if (
      ['booking', 'free-consultation', 'fees', 'process', 'contact', 'team', 'routing'].includes(
        need,
      )
    ) {
      answer.links.push(...this.#replies.bookingLinks());
    }
    if (need === 'greeting')
      answer.suggestions.push(this.#label('healthcare'), this.#label('commercial'));
    if (need === 'privacy') {
      const { privacyEmail } = this.#content.settings;
      answer.links.push({ label: `E-mail ${privacyEmail}`, href: `mailto:${privacyEmail}` });
    }
    if (['unsure', 'rent-prices', 'timeline', 'process'].includes(need)) {
      answer.suggestions.push(this.#label(SUGGEST_BOOK), this.#label(SUGGEST_PERSON));
      answer.offered = 'booking';
    }
  }

  #business(
    u: Understanding,
    answer: Answer,
    say: (text: string | undefined, intent: string) => void,
  ) {
    const business = this.#content.world.businessTypes.find((type) => type.id === u.business?.id);
    if (!business) return;
    if (business.line === 'unknown') {
      say(
        this.#replies.say('business', 'unknown', { business: business.name }),
        'business:unknown',
      );
      say(this.#replies.say('conversation', 'notSure'), 'notSure');
      answer.links.push(...this.#replies.contactLinks(), ...this.#replies.bookingLinks());
      answer.confidence = 'low';
      return;
    }
    const values = {
      business: business.name,
      lineTitle: this.#blockTitle(business.line),
      offerings: this.#offeringsOf(business.line),
    };
    const sentence = this.#replies.say('business', 'served', values);
    say(sentence, `business:${business.id}`);
    answer.links.push({
      label: this.#blockTitle(business.line),
      href: `/services/#${business.line}`,
    });
    answer.suggestions.push(this.#label(SUGGEST_BOOK), this.#label(SUGGEST_PERSON));
    answer.offered = 'booking';
  }

  #line(
    line: ServiceLine,
    answer: Answer,
    say: (text: string | undefined, intent: string) => void,
  ) {
    const types = this.#content.world.businessTypes
      .filter((type) => type.line === line && type.basis === 'stated' && !type.generic)
      .map((type) => type.name);
    const lineName = line === 'healthcare' ? 'healthcare practices' : 'commercial businesses';
    const values = { lineName, types: joinList(types), offerings: this.#offeringsOf(line) };
    say(this.#replies.say('business', 'line', values), `line:${line}`);
    answer.links.push({ label: this.#blockTitle(line), href: `/services/#${line}` });
    answer.suggestions.push(
      ...types.slice(0, 3).map((name) => name.charAt(0).toUpperCase() + name.slice(1)),
    );
  }

  #places(u: Understanding, say: (text: string | undefined, intent: string) => void) {
    for (const place of u.places.slice(0, 2)) {
      const name =
        this.#content.world.places.find((entry) => entry.id === place.id)?.name ?? place.id;
      say(this.#replies.say('places', place.status, { place: name }), `place:${place.status}`);
    }
  }

  /** The best passage of the site's content, if it answers the message well enough. */
  #passage(
    context: ComposeContext,
    answer: Answer,
    say: (text: string | undefined, intent: string) => void,
  ): boolean {
    const hit = this.#retrieval.search(context.message, { limit: 1 })[0];
    if (!hit || hit.strength !== 'strong') return false;
    say(hit.passage.text, `passage:${hit.passage.kind}`);
    if (hit.passage.link) answer.links.push(hit.passage.link);
    answer.confidence = 'low';
    return true;
  }

  #fallback(
    context: ComposeContext,
    answer: Answer,
    say: (text: string | undefined, intent: string) => void,
  ) {
    if (this.#passage(context, answer, say)) return;
    say(this.#replies.say('conversation', 'notSure'), 'notSure');
    answer.links.push(...this.#replies.contactLinks(), ...this.#replies.bookingLinks());
    answer.suggestions.push(this.#label(SUGGEST_PERSON));
    answer.confidence = 'none';
  }

  /** "Yes." before the answer only to "do you…?" about one thing the content confirms. */
  #confirms(u: Understanding, context: ComposeContext, intents: string[]): boolean {
    if (u.question !== 'yesNo' || u.landlord || !ASKS_THE_FIRM.test(context.message)) return false;
    const answered = intents.filter((intent) => intent !== 'advisor');
    if (answered.length !== 1) return false;
    const [intent = ''] = answered;
    return (
      this.#services.get(intent)?.status === 'offered' ||
      intent === 'place:served' ||
      intent === 'place:region' ||
      (intent.startsWith('business:') && intent !== 'business:unknown')
    );
  }

  /** "downtown?": what about it — our office there, or space there? */
  #placeOnly(u: Understanding, answer: Answer, intents: string[]): Answer {
    const place = this.#content.world.places.find((entry) => entry.id === u.places[0]?.id);
    const labels = ['leasing', 'area', 'address'].map((need) => this.#label(need));
    const options = labels.map((label) => label.charAt(0).toLowerCase() + label.slice(1));
    const text = this.#replies.say('conversation', 'placeOnly', {
      place: place?.name ?? '',
      options: `${options.slice(0, -1).join(', ')} or ${options.at(-1)}`,
    });
    answer.parts.push(text);
    answer.suggestions.push(...labels);
    answer.confidence = 'low';
    intents.push('clarify:place');
    return this.#finish(answer, intents);
  }

  /** Clients' words, from the visitor's line first when known. */
  #stories(u: Understanding, count: number): string {
    const line = u.line ?? (u.business?.line !== 'unknown' ? u.business?.line : undefined);
    const all = this.#content.testimonials;
    const ofLine = all.filter((entry) => line && entry.page === `services-${line}`);
    return [...new Set([...ofLine, ...all])]
      .slice(0, count)
      .map((story) =>
        this.#replies.say('conversation', 'story', {
          clientName: story.name,
          clientRole: story.role,
          quote: story.quote.trim(),
        }),
      )
      .join(' ');
  }

  /** "site selection & demographics, lease negotiation…" of a line's service block. */
  #offeringsOf(line: ServiceLine): string {
    const block = this.#content.services.find((candidate) => candidate.slug === line);
    return joinList((block?.offerings ?? []).map((offering) => offering.title.toLowerCase()));
  }

  /** Both blocks' offerings, or the visitor's line's only. */
  #servicesOf(line: ServiceLine | undefined): string {
    return this.#content.services
      .filter((block) => !line || block.slug === line)
      .map((block) => `${block.title}: ${this.#offeringsOf(block.slug as ServiceLine)}.`)
      .join(' ');
  }

  #blockTitle(line: ServiceLine): string {
    return this.#content.services.find((block) => block.slug === line)?.title ?? 'Our services';
  }

  #label(need: string): string {
    return this.#replies.label(need) ?? need;
  }
}
