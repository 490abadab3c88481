/**
 * Reads the firm's content (the same YAML the site is built from) once, at start, and checks the
 * fields the assistant relies on. A bad edit stops the service with the file and field named.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const DEFAULT_CONTENT_DIR = fileURLToPath(new URL('../../../content/', import.meta.url));

export interface OfficeHoursEntry {
  label: string;
  days: string[];
  opens?: string;
  closes?: string;
  closed: boolean;
}

export interface Settings {
  name: string;
  shortName: string;
  blurb: string;
  tollFreePhone: string;
  officePhone: string;
  email: string;
  privacyEmail: string;
  address: { street: string; city: string; region: string; postalCode: string; country: string };
  areaServed: string[];
  timeZone: string;
  officeHours: OfficeHoursEntry[];
  replyPromiseHours: number;
  bookingUrl: string;
  stats: { value: string; label: string }[];
}

export interface TitledText {
  title: string;
  text: string;
}

export interface Offering extends TitledText {
  bullets: string[];
}

export interface ServiceBlock {
  slug: string;
  title: string;
  summary: string;
  intro: string;
  offerings: Offering[];
}

export interface MethodStep extends TitledText {
  details: string[];
}

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  email: string;
  phone: string;
  takesBookings: boolean;
}

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  page: string;
}

export interface FaqEntry {
  question: string;
  answer: string;
  keywords: string[];
  link: string;
  linkLabel?: string;
}

export interface PageCopy {
  page: string;
  path: string;
  title: string;
  description: string;
  /** Every sentence of the page's copy, for retrieval. */
  text: string;
}

export interface SiteContent {
  settings: Settings;
  services: ServiceBlock[];
  methodSteps: MethodStep[];
  expectations: TitledText[];
  values: TitledText[];
  whyChoose: TitledText[];
  team: TeamMember[];
  testimonials: Testimonial[];
  faq: FaqEntry[];
  pages: PageCopy[];
}

export class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentError';
  }
}

type Node = Record<string, unknown>;

/** Where a value sits, for error messages: `content/team/team.yaml: entry 2 ("Jane")`. */
class Place {
  readonly file: string;
  readonly label: string;
  constructor(file: string, label = '') {
    this.file = file;
    this.label = label;
  }
  at(label: string): Place {
    return new Place(this.file, this.label ? `${this.label}, ${label}` : label);
  }
  fail(problem: string): never {
    throw new ContentError(`content/${this.file}: ${this.label ? `${this.label} ` : ''}${problem}`);
  }
}

function asNode(value: unknown, place: Place): Node {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    place.fail('must be a mapping of fields');
  }
  return value as Node;
}

function text(node: Node, field: string, place: Place): string {
  const value = node[field];
  if (value === undefined || value === null || value === '') {
    place.fail(`is missing required field "${field}"`);
  }
  if (typeof value !== 'string' && typeof value !== 'number') {
    place.fail(`field "${field}" must be text`);
  }
  return String(value).trim();
}

function optionalText(node: Node, field: string, place: Place): string | undefined {
  return node[field] === undefined || node[field] === null ? undefined : text(node, field, place);
}

function textList(node: Node, field: string, place: Place, optional = false): string[] {
  const value = node[field];
  if (value === undefined && optional) return [];
  if (!Array.isArray(value) || value.length === 0) {
    place.fail(`field "${field}" must be a non-empty list`);
  }
  return value.map((item, index) => {
    if (typeof item !== 'string' && typeof item !== 'number') {
      place.fail(`field "${field}" item ${index + 1} must be text`);
    }
    return String(item).trim();
  });
}

function list<T>(
  value: unknown,
  place: Place,
  read: (node: Node, place: Place) => T,
  nameField = 'title',
): T[] {
  if (!Array.isArray(value) || value.length === 0) place.fail('must be a non-empty list');
  return value.map((item, index) => {
    const raw = typeof item === 'object' && item !== null ? (item as Node)[nameField] : undefined;
    const label = `entry ${index + 1}${typeof raw === 'string' ? ` ("${raw}")` : ''}`;
    const entryPlace = place.at(label);
    return read(asNode(item, entryPlace), entryPlace);
  });
}

function readTitledText(node: Node, place: Place): TitledText {
  return { title: text(node, 'title', place), text: text(node, 'text', place) };
}

function readSettings(node: Node, place: Place): Settings {
  const address = asNode(node.address, place.at('field "address"'));
  const addressPlace = place.at('address');
  const timeZone = text(node, 'timeZone', place);
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone });
  } catch {
    place.fail(`field "timeZone" is not a known time zone: "${timeZone}"`);
  }
  const replyPromiseHours = Number(text(node, 'replyPromiseHours', place));
  if (!Number.isInteger(replyPromiseHours) || replyPromiseHours <= 0) {
    place.fail('field "replyPromiseHours" must be a whole number of hours');
  }
  const bookingUrl = text(node, 'bookingUrl', place);
  if (!bookingUrl.startsWith('https://')) place.fail('field "bookingUrl" must be an https URL');
  return {
    name: text(node, 'name', place),
    shortName: text(node, 'shortName', place),
    blurb: text(node, 'blurb', place),
    tollFreePhone: text(node, 'tollFreePhone', place),
    officePhone: text(node, 'officePhone', place),
    email: text(node, 'email', place),
    privacyEmail: text(node, 'privacyEmail', place),
    address: {
      street: text(address, 'street', addressPlace),
      city: text(address, 'city', addressPlace),
      region: text(address, 'region', addressPlace),
      postalCode: text(address, 'postalCode', addressPlace),
      country: text(address, 'country', addressPlace),
    },
    areaServed: textList(node, 'areaServed', place),
    timeZone,
    officeHours: list(
      node.officeHours,
      place.at('officeHours'),
      (entry, entryPlace) => {
        const closed = entry.closed === true;
        const hours: OfficeHoursEntry = {
          label: text(entry, 'label', entryPlace),
          days: textList(entry, 'days', entryPlace),
          closed,
        };
        if (!closed) {
          hours.opens = text(entry, 'opens', entryPlace);
          hours.closes = text(entry, 'closes', entryPlace);
          for (const field of ['opens', 'closes'] as const) {
            if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(hours[field] ?? '')) {
              entryPlace.fail(`field "${field}" must be a time like '09:00'`);
            }
          }
        }
        return hours;
      },
      'label',
    ),
    replyPromiseHours,
    bookingUrl,
    stats: list(
      node.stats,
      place.at('stats'),
      (entry, entryPlace) => ({
        value: text(entry, 'value', entryPlace),
        label: text(entry, 'label', entryPlace),
      }),
      'label',
    ),
  };
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
  const read = (file: string): unknown => {
    let source: string;
    try {
      source = readFileSync(path.join(contentDir, file), 'utf8');
    } catch {
      throw new ContentError(`content/${file}: cannot be read (missing file?)`);
    }
    try {
      return parse(source);
    } catch (error) {
      throw new ContentError(`content/${file}: is not valid YAML: ${(error as Error).message}`);
    }
  };
  const at = (file: string) => new Place(file);

  const settingsFile = 'settings/settings.yaml';
  const settings = readSettings(asNode(read(settingsFile), at(settingsFile)), at(settingsFile));

  const services = list(read('services.yaml'), at('services.yaml'), (node, place) => ({
    slug: text(node, 'slug', place),
    title: text(node, 'title', place),
    summary: text(node, 'summary', place),
    intro: text(node, 'intro', place),
    offerings: list(node.offerings, place.at('offerings'), (offering, offeringPlace) => ({
      ...readTitledText(offering, offeringPlace),
      bullets: textList(offering, 'bullets', offeringPlace),
    })),
  }));
  for (const slug of ['healthcare', 'commercial']) {
    if (!services.some((block) => block.slug === slug)) {
      at('services.yaml').fail(`needs an entry with slug "${slug}"`);
    }
  }

  const methodSteps = list(read('method-steps.yaml'), at('method-steps.yaml'), (node, place) => ({
    ...readTitledText(node, place),
    details: textList(node, 'details', place, true),
  }));

  const team = list(
    read('team/team.yaml'),
    at('team/team.yaml'),
    (node, place) => ({
      name: text(node, 'name', place),
      role: text(node, 'role', place),
      bio: text(node, 'bio', place),
      email: text(node, 'email', place),
      phone: text(node, 'phone', place),
      takesBookings: node.takesBookings === true,
    }),
    'name',
  );

  const testimonials = list(
    read('testimonials.yaml'),
    at('testimonials.yaml'),
    (node, place) => ({
      quote: text(node, 'quote', place),
      name: text(node, 'name', place),
      role: text(node, 'role', place),
      page: text(node, 'page', place),
    }),
    'name',
  );

  const faq = list(
    read('faq.yaml'),
    at('faq.yaml'),
    (node, place) => {
      const link = text(node, 'link', place);
      if (!/^(\/|https:\/\/)/.test(link)) {
        place.fail('field "link" must be a site path like /contact/ or an https URL');
      }
      const entry: FaqEntry = {
        question: text(node, 'question', place),
        answer: text(node, 'answer', place),
        keywords: textList(node, 'keywords', place, true),
        link,
      };
      const linkLabel = optionalText(node, 'linkLabel', place);
      if (linkLabel) entry.linkLabel = linkLabel;
      return entry;
    },
    'question',
  );

  const pagesDir = path.join(contentDir, 'pages');
  const pageFiles = readdirSync(pagesDir)
    .filter((file) => file.endsWith('.yaml') && !PAGES_WITHOUT_ADDRESS.has(file))
    .sort();
  const pages = pageFiles.map((file): PageCopy => {
    const place = at(`pages/${file}`);
    const node = asNode(read(`pages/${file}`), place);
    const page = text(node, 'page', place);
    const copy: string[] = [];
    collectCopy(node, copy);
    return {
      page,
      path: pagePath(page),
      title: text(node, 'title', place),
      description: text(node, 'description', place),
      text: copy.join(' '),
    };
  });

  return {
    settings,
    services,
    methodSteps,
    expectations: list(read('expectations.yaml'), at('expectations.yaml'), readTitledText),
    values: list(read('values.yaml'), at('values.yaml'), readTitledText),
    whyChoose: list(read('why-choose.yaml'), at('why-choose.yaml'), readTitledText),
    team,
    testimonials,
    faq,
    pages,
  };
}
