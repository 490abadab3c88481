/**
 * What the answers quote from the firm's content, looked up or written once at start: the lists a
 * topic's sentence names ({teamList}, {methodSteps}…), the service blocks, clients' words, and the
 * page each topic links to.
 */
import type { ChatLink } from '../../../../src/domain/chat.ts';
import type { SiteContent, TeamMember } from '../content.ts';
import { describeOfficeHours } from '../hours.ts';
import type { Replies } from '../replies.ts';
import { joinList } from '../text.ts';
import type { Understanding } from '../understanding/types.ts';
import type { PassageSearch } from './passages.ts';
import { advisorOfLine, type BusinessType, type ServiceLine } from '../world-content.ts';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const withoutStop = (text: string) => text.trim().replace(/\.$/, '');
/** "Catherine Reid (Founding Partner, Healthcare Real Estate)": as the team is listed. */
export const nameAndRole = (member: TeamMember) => `${member.name} (${member.role})`;
const titled = (items: readonly { title: string; text: string }[]) =>
  items.map((item) => `${item.title}: ${withoutStop(item.text)}`).join('; ') + '.';

/** Where each topic's answer is on the site. */
export const TOPIC_LINKS: Record<string, ChatLink> = {
  hours: { label: 'Contact page', href: '/contact/' },
  contact: { label: 'Contact page', href: '/contact/' },
  phone: { label: 'Contact page', href: '/contact/' },
  email: { label: 'Contact page', href: '/contact/' },
  booking: { label: 'Contact page', href: '/contact/' },
  address: { label: 'Contact page', href: '/contact/' },
  area: { label: 'Contact page', href: '/contact/' },
  fees: { label: 'Book a free consultation', href: '/contact/' },
  'free-consultation': { label: 'Contact us', href: '/contact/' },
  timeline: { label: 'Our method', href: '/our-method/' },
  process: { label: 'Our method', href: '/our-method/' },
  expectations: { label: 'What you can expect', href: '/our-method/' },
  routing: { label: 'Meet the team', href: '/team/' },
  team: { label: 'Meet the team', href: '/team/' },
  experience: { label: 'Our story', href: '/our-story/' },
  about: { label: 'Our story', href: '/our-story/' },
  values: { label: 'Our story', href: '/our-story/' },
  'why-us': { label: 'Our story', href: '/our-story/' },
  services: { label: 'Our services', href: '/services/' },
  testimonials: { label: 'Client success stories', href: '/services/' },
  'business-fit': { label: 'Our services', href: '/services/' },
  'business-types': { label: 'Our services', href: '/services/' },
  'rent-prices': { label: 'Book a free consultation', href: '/contact/' },
  privacy: { label: 'Privacy policy', href: '/privacy/' },
  terms: { label: 'Terms of service', href: '/terms/' },
};

export class FirmFacts {
  readonly content: SiteContent;
  readonly #replies: Replies;
  readonly search: PassageSearch;
  /** The values every topic sentence may name, written once. */
  readonly topicValues: Readonly<Record<string, string>>;

  constructor(content: SiteContent, replies: Replies, search: PassageSearch) {
    this.content = content;
    this.#replies = replies;
    this.search = search;
    const { settings, team, methodSteps, whyChoose, values } = content;
    this.topicValues = {
      officeHours: describeOfficeHours(settings.officeHours),
      teamList: joinList(team.map(nameAndRole)),
      methodSteps:
        methodSteps
          .map((step, index) => `${index + 1}. ${step.title}: ${withoutStop(step.text)}`)
          .join('; ') + '.',
      stats: joinList(settings.stats.map((stat) => `${stat.value} ${lowerFirst(stat.label)}`)),
      whyChoose: titled(whyChoose),
      expectations: titled(content.expectations),
      values: titled(values),
      healthcareTypes: joinList(this.typesOf('healthcare')),
      commercialTypes: joinList(this.typesOf('commercial')),
      businessTypes: `healthcare practices (${joinList(this.typesOf('healthcare'))}) and commercial businesses (${joinList(this.typesOf('commercial'))})`,
    };
  }

  /** The business types the content names for a line ("dental practice", …). */
  typesOf(line: ServiceLine): string[] {
    return this.content.world.businessTypes
      .filter((type) => type.line === line && type.basis === 'stated' && !type.generic)
      .map((type) => type.name);
  }

  /** The visitor's line, from the message or their business. */
  lineOf(u: Understanding): ServiceLine | undefined {
    return u.line ?? (u.business?.line !== 'unknown' ? u.business?.line : undefined);
  }

  /** Whether a need is one of world.yaml's services (not a topic). */
  isService(need: string): boolean {
    return this.content.world.services.some((service) => service.id === need);
  }

  /** A few words for each service among `needs` (its first terms in world.yaml), to search by. */
  wordsOf(needs: readonly string[]): string {
    return this.content.world.services
      .filter((service) => needs.includes(service.id))
      .flatMap((service) => service.terms.slice(0, 4))
      .join(' ');
  }

  businessType(id: string | undefined): BusinessType | undefined {
    return this.content.world.businessTypes.find((type) => type.id === id);
  }

  placeName(id: string): string {
    return this.content.world.places.find((place) => place.id === id)?.name ?? id;
  }

  /** Who leads a line (world.yaml's serviceLines). */
  lineAdvisor(line: ServiceLine): string | undefined {
    return advisorOfLine(this.content.world, line);
  }

  member(name: string | undefined): TeamMember | undefined {
    return name ? this.content.team.find((member) => member.name === name) : undefined;
  }

  blockTitle(line: ServiceLine): string {
    return this.content.services.find((block) => block.slug === line)?.title ?? 'Our services';
  }

  /** The service block's summary: "Tenant representation, … for retail, office and industrial…". */
  blockSummary(line: ServiceLine): string {
    return this.content.services.find((block) => block.slug === line)?.summary ?? '';
  }

  /** "site selection & demographics, lease negotiation…" of a line's service block. */
  offeringsOf(line: ServiceLine): string {
    const block = this.content.services.find((candidate) => candidate.slug === line);
    return joinList((block?.offerings ?? []).map((offering) => offering.title.toLowerCase()));
  }

  /** Both blocks' offerings, or the visitor's line's only. */
  servicesOf(line: ServiceLine | undefined): string {
    return this.content.services
      .filter((block) => !line || block.slug === line)
      .map((block) => `${block.title}: ${this.offeringsOf(block.slug as ServiceLine)}.`)
      .join(' ');
  }

  /**
   * Clients' words: those the search finds for `query` (what the visitor asked about) first, then
   * the stories of the visitor's line, then any; none already quoted in `said`.
   */
  stories(line: ServiceLine | undefined, count: number, query = '', said = ''): string {
    const all = this.content.testimonials;
    const found = query
      ? this.search
          .search(query, {
            kinds: ['success-story', 'testimonial'],
            limit: count,
            ...(line ? { line } : {}),
          })
          // Which story comes first, not whether to answer: a weak match still beats none.
          .flatMap((hit) => all.filter((entry) => entry.name === hit.passage.title))
      : [];
    const ofLine = all.filter((entry) => line && entry.page === `services-${line}`);
    return [...new Set([...found, ...ofLine, ...all])]
      .filter((story) => !said.includes(story.quote.trim()))
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
}
