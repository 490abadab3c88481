/**
 * The lists a topic's sentence may name ({teamList}, {methodSteps}…), written once from the
 * content at start, and the page each topic links to.
 */
import type { ChatLink } from '../../../../src/domain/chat.ts';
import type { SiteContent } from '../content.ts';
import { describeOfficeHours } from '../hours.ts';
import { joinList } from '../text.ts';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const withoutStop = (text: string) => text.trim().replace(/\.$/, '');

export function topicValues(content: SiteContent): Record<string, string> {
  const { settings, team, methodSteps, whyChoose, values, world } = content;
  const typesOf = (line: string) =>
    world.businessTypes
      .filter((type) => type.line === line && type.basis === 'stated' && !type.generic)
      .map((type) => type.name);
  return {
    officeHours: describeOfficeHours(settings.officeHours),
    teamList: joinList(team.map((member) => `${member.name} (${member.role})`)) + '.',
    methodSteps:
      methodSteps
        .map((step, index) => `${index + 1}. ${step.title}: ${withoutStop(step.text)}`)
        .join('; ') + '.',
    stats: joinList(settings.stats.map((stat) => `${stat.value} ${lowerFirst(stat.label)}`)),
    whyChoose: whyChoose.map((item) => `${item.title}: ${withoutStop(item.text)}`).join('; ') + '.',
    values: joinList(values.map((value) => value.title)),
    expectations:
      content.expectations.map((item) => `${item.title}: ${withoutStop(item.text)}`).join('; ') +
      '.',
    healthcareTypes: joinList(typesOf('healthcare')),
    commercialTypes: joinList(typesOf('commercial')),
    businessTypes: `healthcare practices (${joinList(typesOf('healthcare'))}) and commercial businesses (${joinList(typesOf('commercial'))})`,
  };
}

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
  routing: { label: 'Meet the team', href: '/team/' },
  team: { label: 'Meet the team', href: '/team/' },
  experience: { label: 'Our story', href: '/our-story/' },
  values: { label: 'Our story', href: '/our-story/' },
  services: { label: 'Our services', href: '/services/' },
  expectations: { label: 'What you can expect', href: '/our-method/' },
  testimonials: { label: 'Client success stories', href: '/services/' },
  about: { label: 'Our story', href: '/our-story/' },
  'why-us': { label: 'Our story', href: '/our-story/' },
  'business-fit': { label: 'Our services', href: '/services/' },
  'business-types': { label: 'Our services', href: '/services/' },
  'rent-prices': { label: 'Book a free consultation', href: '/contact/' },
  privacy: { label: 'Privacy policy', href: '/privacy/' },
};
