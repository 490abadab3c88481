/**
 * The sections of the site's pages, as written in content/pages/*.yaml: SiteContent keeps a page's
 * copy only as one run of text, and retrieval needs each paragraph and item on its own with the
 * anchor it is shown under. Read once, checked with the build's rules (a bad edit throws the
 * message the build gives). Heroes, leads and meta descriptions are a page's summary: left out.
 */
import { checkFileAt, yamlFilesIn } from '../../../../src/content/files.ts';
import { ContentError, DEFAULT_CONTENT_DIR } from '../content.ts';

export interface PageItem {
  title: string;
  text: string;
}

export interface PageSectionCopy {
  /** The section's key in the YAML (`vision`) or a legal section's slug (`retention`). */
  key: string;
  heading: string;
  /** The id the page gives the section, for a link (`/privacy/#retention`); none where it has none. */
  anchor?: string;
  body: string[];
  items: PageItem[];
  /** A legal section's bullet list. */
  list: string[];
  /** A legal section's `askedAs`: how visitors ask about it. */
  askedAs: string[];
}

export interface SectionedPage {
  page: string;
  path: string;
  sections: PageSectionCopy[];
}

// The 404 page is no page the assistant links to.
const PAGES_WITHOUT_ADDRESS = new Set(['pages/not-found.yaml']);

// Keys of a page file that are no section, or only a page's summary or its calls to action.
const NOT_SECTIONS = new Set(['page', 'title', 'description', 'hero', 'updated']);

interface RawSection {
  heading?: unknown;
  slug?: unknown;
  body?: unknown;
  items?: unknown;
  list?: unknown;
  askedAs?: unknown;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

const items = (value: unknown): PageItem[] =>
  Array.isArray(value)
    ? value.filter(
        (item): item is PageItem =>
          typeof item === 'object' &&
          item !== null &&
          typeof (item as PageItem).title === 'string' &&
          typeof (item as PageItem).text === 'string',
      )
    : [];

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function sectionCopy(key: string, raw: RawSection, anchor?: string): PageSectionCopy {
  return {
    key,
    heading: typeof raw.heading === 'string' ? oneLine(raw.heading) : key,
    anchor,
    body: strings(raw.body).map(oneLine),
    items: items(raw.items).map((item) => ({
      title: oneLine(item.title),
      text: oneLine(item.text),
    })),
    list: strings(raw.list).map(oneLine),
    askedAs: strings(raw.askedAs).map(oneLine),
  };
}

/** The sections of every page, in the order the page shows them. */
export function loadPageSections(contentDir: string = DEFAULT_CONTENT_DIR): SectionedPage[] {
  const files = yamlFilesIn(contentDir).filter(
    (file) => file.startsWith('pages/') && !PAGES_WITHOUT_ADDRESS.has(file),
  );
  return files.map((file) => {
    const { data, problems } = checkFileAt(contentDir, file);
    if (problems.length > 0) {
      throw new ContentError(`Content error (see content/README.md):\n${problems.join('\n')}`);
    }
    const sections: PageSectionCopy[] = [];
    for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
      if (NOT_SECTIONS.has(key) || typeof value !== 'object' || value === null) continue;
      if (key === 'legalSections' && Array.isArray(value)) {
        // Legal sections are shown under their slug (src/sections/legal/LegalDocument.tsx).
        for (const raw of value as RawSection[]) {
          if (typeof raw.slug === 'string') sections.push(sectionCopy(raw.slug, raw, raw.slug));
        }
      } else {
        sections.push(sectionCopy(key, value as RawSection));
      }
    }
    const page = String((data as { page: unknown }).page);
    return { page, path: page === 'home' ? '/' : `/${page}/`, sections };
  });
}

/** A section's heading as the page shows it ("Core values"); the content types require it. */
export function sectionHeading(pages: readonly SectionedPage[], page: string, key: string): string {
  const heading = pages
    .find((candidate) => candidate.page === page)
    ?.sections.find((section) => section.key === key)?.heading;
  if (heading === undefined) throw new Error(`content/pages/${page}.yaml has no section ${key}`);
  return heading;
}
