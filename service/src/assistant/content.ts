/**
 * Reads the firm's content (the same YAML the site is built from) once, at start, checked with
 * the rules the build applies (src/content/types.ts). A bad edit stops the service with the same
 * message the build gives, naming the file, the entry and the field.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readContentFolder } from '../../../src/content/files.ts';
import type { ChatRepliesEntry } from '../../../src/content/chat-replies.ts';
import type {
  FaqEntryData,
  MethodStepEntry,
  OfficeHoursEntry,
  ServiceEntry,
  SettingsEntry,
  TeamMemberEntry,
  TestimonialEntry,
  TitledTextEntry,
  WorldEntry,
} from '../../../src/content/types.ts';

export const DEFAULT_CONTENT_DIR = fileURLToPath(new URL('../../../content/', import.meta.url));

export type {
  OfficeHoursEntry,
  SettingsEntry as Settings,
  TitledTextEntry as TitledText,
  ServiceEntry as ServiceBlock,
  MethodStepEntry as MethodStep,
  TeamMemberEntry as TeamMember,
  TestimonialEntry as Testimonial,
  FaqEntryData as FaqEntry,
};

export interface PageCopy {
  page: string;
  path: string;
  title: string;
  description: string;
  /** Every sentence of the page's copy, for retrieval. */
  text: string;
}

export interface SiteContent {
  settings: SettingsEntry;
  services: ServiceEntry[];
  methodSteps: MethodStepEntry[];
  expectations: TitledTextEntry[];
  values: TitledTextEntry[];
  whyChoose: TitledTextEntry[];
  team: TeamMemberEntry[];
  testimonials: TestimonialEntry[];
  faq: FaqEntryData[];
  pages: PageCopy[];
  /** The firm's world as the assistant understands it (chat/world/world.yaml). */
  world: WorldEntry;
  /** Every sentence the assistant says (chat/replies.yaml). */
  replies: ChatRepliesEntry;
}

export class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentError';
  }
}

/** Collects the human-readable strings of a page's copy (not link targets or keys). */
function collectCopy(value: unknown, into: string[], key = ''): void {
  if (typeof value === 'string') {
    if (!['to', 'page', 'slug', 'href', 'url'].includes(key)) into.push(value.trim());
  } else if (Array.isArray(value)) {
    for (const item of value) collectCopy(item, into, key);
  } else if (typeof value === 'object' && value !== null) {
    for (const [childKey, child] of Object.entries(value)) collectCopy(child, into, childKey);
  }
}

/** Copy files in pages/ that are no page the assistant can link to: the 404 page has no address. */
const PAGES_WITHOUT_ADDRESS = new Set(['not-found.yaml']);

function pagePath(page: string): string {
  return page === 'home' ? '/' : `/${page}/`;
}

export function loadContent(contentDir: string = DEFAULT_CONTENT_DIR): SiteContent {
  const { files, problems } = readContentFolder(contentDir);
  if (problems.length > 0) {
    throw new ContentError(`Content error (see content/README.md):\n${problems.join('\n')}`);
  }
  // Every declared file is there and matches its type, or readContentFolder said otherwise.
  const read = <T>(file: string) => files.get(file) as T;

  const pages = [...files.keys()]
    .filter((file) => file.startsWith('pages/') && !PAGES_WITHOUT_ADDRESS.has(path.basename(file)))
    .map((file): PageCopy => {
      const page = read<{ page: string; title: string; description: string }>(file);
      const copy: string[] = [];
      collectCopy(page, copy);
      return {
        page: page.page,
        path: pagePath(page.page),
        title: page.title,
        description: page.description,
        text: copy.join(' '),
      };
    });

  return {
    settings: read('settings/settings.yaml'),
    services: read('services.yaml'),
    methodSteps: read('method-steps.yaml'),
    expectations: read('expectations.yaml'),
    values: read('values.yaml'),
    whyChoose: read('why-choose.yaml'),
    team: read('team/team.yaml'),
    testimonials: read('testimonials.yaml'),
    faq: read('faq.yaml'),
    pages,
    world: read('chat/world/world.yaml'),
    replies: read('chat/replies.yaml'),
  };
}
