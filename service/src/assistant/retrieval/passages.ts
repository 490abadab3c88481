/**
 * The firm's content cut into passages, one per answerable unit (an offering, a bullet, an FAQ,
 * a team member's role, a paragraph of the privacy policy ...). A passage's text is what the
 * assistant may say: the content's own sentences, verbatim or lightly joined, never invented.
 * A page's summary (hero, lead, meta description, a service's summary or intro) is no passage.
 */
import type { SiteContent } from '../content.ts';
import type { ServiceLine } from '../world-content.ts';
import { settingsPassages, teamPassages } from './contact-passages.ts';
import { lineOf, worldTerms } from './lines.ts';
import { legalPassages, pagePassages } from './page-passages.ts';
import { loadPageSections, sectionHeading, type SectionedPage } from './page-sections.ts';
import type { Passage } from './types.ts';
import { oneLine, sentence, slug } from './words.ts';

export type { Passage, PassageKind, PassageLink } from './types.ts';

function servicePassages(content: SiteContent): Passage[] {
  return content.services.flatMap((service) => {
    const link = { label: service.title, href: `/services/#${service.slug}` };
    return service.offerings.flatMap((offering): Passage[] => {
      const id = `service:${service.slug}:${slug(offering.title)}`;
      const offeringPassage: Passage = {
        id,
        kind: 'offering',
        title: offering.title,
        // The offering with what it includes: "We advise on every kind of space… Medical and
        // professional office buildings; …" answers "what property types do you handle?".
        text: `${oneLine(offering.text)} ${offering.bullets.map(oneLine).join('; ')}.`,
        keywords: [service.title],
        line: service.slug,
        link,
      };
      const bullets = offering.bullets.map((bullet): Passage => ({
        id: `${id}:${slug(bullet)}`,
        kind: 'bullet',
        // The bullet itself: with the offering's title here it would outrank the offering on
        // the offering's own name ("business types served").
        title: oneLine(bullet),
        text: sentence(oneLine(bullet)),
        keywords: [service.title, offering.title],
        line: service.slug,
        link,
      }));
      return [offeringPassage, ...bullets];
    });
  });
}

function titledPassages(
  kind: 'expectation' | 'value' | 'why-choose',
  entries: SiteContent['values'],
  href: string,
  label: string,
): Passage[] {
  return entries.map((entry) => ({
    id: `${kind}:${slug(entry.title)}`,
    kind,
    title: entry.title,
    text: oneLine(entry.text),
    keywords: [label],
    link: { label, href },
  }));
}

function methodPassages(content: SiteContent): Passage[] {
  return content.methodSteps.map((step) => ({
    id: `method:${slug(step.title)}`,
    kind: 'method-step',
    title: step.title,
    // The step's details are short phrases shown as a list; each becomes a sentence of its own.
    text: [oneLine(step.text), ...step.details.map((detail) => sentence(oneLine(detail)))].join(
      ' ',
    ),
    keywords: [...step.details, ...worldTerms(content.world, 'process')],
    link: { label: 'Our method', href: '/our-method/' },
  }));
}

const TESTIMONIAL_PAGES: Record<string, string> = {
  home: '/',
  team: '/team/',
  'services-healthcare': '/services/#healthcare',
  'services-commercial': '/services/#commercial',
};

function testimonialPassages(content: SiteContent, storiesHeading: string): Passage[] {
  return content.testimonials.map((entry) => {
    const kind = entry.outcome ? 'success-story' : 'testimonial';
    const pageLine = /^services-(healthcare|commercial)$/.exec(entry.page)?.[1] as
      ServiceLine | undefined;
    return {
      id: `${kind === 'success-story' ? 'story' : 'testimonial'}:${slug(entry.name)}`,
      kind,
      // The client's name: an outcome as title ("Warehouse purchased instead of leased") would
      // outrank the FAQ and services on their own words; it is a keyword.
      title: entry.name,
      text: `${oneLine(entry.quote)} (${entry.name}, ${entry.role})`,
      // The heading the site shows them under (pages/services.yaml `stories`).
      keywords: [entry.role, ...(entry.outcome ? [entry.outcome] : []), storiesHeading],
      line: pageLine ?? lineOf(content.world, entry.role),
      link: { label: 'Client stories', href: TESTIMONIAL_PAGES[entry.page] ?? '/' },
    };
  });
}

/** The question's content words ("lease-buy-premises"), or its first words where it has few. */
function questionSlug(question: string): string {
  const words = slug(question, 4);
  return words.includes('-') ? words : slug(question, 5, { keepStopWords: true });
}

function faqPassages(content: SiteContent): Passage[] {
  return content.faq.map((entry) => ({
    id: `faq:${questionSlug(entry.question)}`,
    kind: 'faq',
    title: entry.question,
    text: oneLine(entry.answer),
    keywords: [entry.question, ...entry.keywords],
    line: lineOf(content.world, entry.question),
    link: { label: entry.linkLabel ?? entry.question, href: entry.link },
  }));
}

/**
 * Every passage of the content. `pages` are the sectioned pages (privacy, terms, home, our
 * story); by default read from the content folder the service reads.
 */
export function buildPassages(
  content: SiteContent,
  pages: readonly SectionedPage[] = loadPageSections(),
): Passage[] {
  const byPage = (name: string) => pages.filter((page) => page.page === name);
  const heading = (page: string, key: string) => sectionHeading(pages, page, key);
  return [
    ...servicePassages(content),
    ...methodPassages(content),
    ...titledPassages(
      'expectation',
      content.expectations,
      '/our-method/',
      heading('our-method', 'expectations'),
    ),
    ...titledPassages('value', content.values, '/our-story/', heading('our-story', 'values')),
    ...titledPassages(
      'why-choose',
      content.whyChoose,
      '/contact/',
      heading('contact', 'whyChoose'),
    ),
    ...teamPassages(content),
    ...testimonialPassages(content, heading('services', 'stories')),
    ...faqPassages(content),
    ...byPage('home').flatMap(pagePassages),
    ...byPage('our-story').flatMap(pagePassages),
    ...byPage('privacy').flatMap((page) => legalPassages(page, 'privacy')),
    ...byPage('terms').flatMap((page) => legalPassages(page, 'terms')),
    ...settingsPassages(content),
  ];
}
