/**
 * Passages of the sectioned pages (page-sections.ts): each paragraph and list item of the privacy
 * policy and the terms, each body paragraph and item of Home and Our story. Heroes and leads, a
 * page's summary, are not read.
 */
import type { SectionedPage } from './page-sections.ts';
import type { Passage } from './types.ts';
import { slug } from './words.ts';

/** Privacy and terms: one passage a paragraph or list item; a list of fragments stays whole. */
export function legalPassages(page: SectionedPage, kind: 'privacy' | 'terms'): Passage[] {
  return page.sections.flatMap((section) => {
    const introductions = section.body.filter((paragraph) => paragraph.endsWith(':'));
    const paragraphs = section.body.filter((paragraph) => !paragraph.endsWith(':'));
    const listOfSentences = section.list.every((item) => /[.!?]$/.test(item));
    const texts = listOfSentences
      ? [...paragraphs, ...section.list]
      : [...paragraphs, [...introductions, ...section.list].join(' ')];
    return texts.map((text, index) => ({
      id: texts.length === 1 ? `${kind}:${section.key}` : `${kind}:${section.key}:${index + 1}`,
      kind,
      title: section.heading,
      text,
      keywords: [section.heading, ...section.askedAs, ...(listOfSentences ? introductions : [])],
      link: { label: section.heading, href: `${page.path}#${section.anchor ?? section.key}` },
    }));
  });
}

/** Home and Our story: each paragraph of a section's body and each of its items. */
export function pagePassages(page: SectionedPage): Passage[] {
  return page.sections.flatMap((section) => [
    ...section.body.map((text, index) => ({
      id: `page:${page.page}:${section.key}:${index + 1}`,
      kind: 'page' as const,
      title: section.heading,
      text,
      keywords: [section.heading],
      link: { label: section.heading, href: page.path },
    })),
    ...section.items.map((item) => ({
      id: `page:${page.page}:${slug(item.title)}`,
      kind: 'page' as const,
      title: item.title,
      text: item.text,
      keywords: [section.heading],
      link: { label: section.heading, href: page.path },
    })),
  ]);
}
