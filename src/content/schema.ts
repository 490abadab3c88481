/**
 * The content model of content/*.yaml, declared once. gatsby-node.ts turns it into the GraphQL
 * SDL (`contentTypeDefs`) and checks every YAML file against it (`validateContentFile`), so a
 * missing or misspelt field fails the build with a message naming the file and the field.
 *
 * Field types are GraphQL type expressions: `!` = required, `[X!]` = list, directives allowed.
 * Plain data and functions only (no imports): gatsby-node, tests and the service can all load it.
 */

type FieldMap = Readonly<Record<string, string>>;

/** YAML node types (one per file name, as gatsby-transformer-yaml names them). */
export const NODE_TYPES = {
  SettingsYaml: {
    name: 'String!',
    shortName: 'String!',
    tagline: 'String!',
    description: 'String!',
    blurb: 'String!',
    tollFreePhone: 'String!',
    officePhone: 'String!',
    email: 'String!',
    privacyEmail: 'String!',
    address: 'SettingsAddress!',
    areaServed: '[String!]!',
    timeZone: 'String!',
    officeHours: '[SettingsOfficeHours!]!',
    replyPromiseHours: 'Int!',
    linkedin: 'String!',
    bookingUrl: 'String!',
    stats: '[SettingsStat!]!',
  },
  PagesYaml: {
    page: 'String!',
    title: 'String!',
    description: 'String!',
    hero: 'PageSection!',
    // Sections: which page needs which is listed in PAGE_REQUIREMENTS below.
    stats: 'PageSection',
    listening: 'PageSection',
    services: 'PageSection',
    why: 'PageSection',
    testimonials: 'PageSection',
    closing: 'PageSection',
    vision: 'PageSection',
    approach: 'PageSection',
    values: 'PageSection',
    steps: 'PageSection',
    expectations: 'PageSection',
    members: 'PageSection',
    stories: 'PageSection',
    cta: 'PageSection',
    details: 'ContactDetailsSection',
    whyChoose: 'PageSection',
    form: 'ContactFormSection',
    updated: 'String',
    legalSections: '[LegalSection!]',
    popular: 'PageSection',
    contactPrompt: 'String',
  },
  ChatYaml: {
    title: 'String!',
    notice: 'String!',
    privacyLink: 'PageLink!',
    greeting: 'String!',
    typing: 'String!',
    placeholder: 'String!',
    sendLabel: 'String!',
    failed: 'String!',
    callLinkLabel: 'String!',
    emailLinkLabel: 'String!',
    rateLimited: 'String!',
  },
  TeamYaml: {
    name: 'String!',
    role: 'String!',
    bio: 'String!',
    email: 'String!',
    phone: 'String!',
    linkedin: 'String!',
    photo: 'File! @fileByRelativePath',
    photoAlt: 'String!',
    takesBookings: 'Boolean!',
  },
  TestimonialsYaml: {
    quote: 'String!',
    name: 'String!',
    role: 'String!',
    page: 'String!',
    outcome: 'String',
  },
  ServicesYaml: {
    slug: 'String!',
    title: 'String!',
    summary: 'String!',
    linkLabel: 'String!',
    intro: 'String!',
    offerings: '[ServiceOffering!]!',
    cta: 'ServiceCta!',
  },
  MethodStepsYaml: { title: 'String!', text: 'String!', details: '[String!]!' },
  ExpectationsYaml: { title: 'String!', text: 'String!' },
  ValuesYaml: { title: 'String!', text: 'String!' },
  WhyChooseYaml: { title: 'String!', text: 'String!' },
  FaqYaml: {
    question: 'String!',
    answer: 'String!',
    keywords: '[String!]!',
    link: 'String!',
    linkLabel: 'String',
  },
} as const satisfies Record<string, FieldMap>;

/** Object types nested inside the node types. */
export const OBJECT_TYPES = {
  SettingsAddress: {
    street: 'String!',
    city: 'String!',
    region: 'String!',
    postalCode: 'String!',
    country: 'String!',
  },
  SettingsOfficeHours: {
    label: 'String!',
    days: '[String!]!',
    opens: 'String',
    closes: 'String',
    closed: 'Boolean',
  },
  SettingsStat: { value: 'String!', label: 'String!' },
  PageSection: {
    eyebrow: 'String',
    heading: 'String!',
    lead: 'String',
    body: '[String!]',
    items: '[PageItem!]',
    primaryCta: 'PageLink',
    secondaryCta: 'PageLink',
    phoneLabel: 'String',
    links: '[PageLink!]',
  },
  PageItem: { title: 'String!', text: 'String!' },
  PageLink: { label: 'String!', to: 'String!', hint: 'String' },
  ContactDetailsSection: {
    heading: 'String!',
    lead: 'String',
    phoneLabel: 'String!',
    officePhoneLabel: 'String!',
    emailLabel: 'String!',
    hoursLabel: 'String!',
    addressLabel: 'String!',
  },
  ContactFormSection: {
    heading: 'String!',
    lead: 'String',
    formLabel: 'String!',
    emailHint: 'String!',
    phoneHint: 'String!',
    messageHint: 'String!',
    servicePlaceholder: 'String!',
    privacyNote: 'String!',
    privacyLink: 'PageLink!',
  },
  LegalSection: { slug: 'String!', heading: 'String!', body: '[String!]', list: '[String!]' },
  ServiceOffering: { title: 'String!', text: 'String!', bullets: '[String!]!' },
  ServiceCta: { heading: 'String!', lead: 'String!', label: 'String!', to: 'String!' },
} as const satisfies Record<string, FieldMap>;

export type ContentPage =
  | 'home'
  | 'our-story'
  | 'services'
  | 'our-method'
  | 'team'
  | 'contact'
  | 'privacy'
  | 'terms'
  | 'not-found';

/** What each page's YAML must contain beyond the type's own required fields (dotted paths). */
export const PAGE_REQUIREMENTS: Record<ContentPage, readonly string[]> = {
  home: [
    'hero.primaryCta',
    'hero.phoneLabel',
    'stats',
    'listening.items',
    'services.primaryCta',
    'why.items',
    'testimonials',
    'closing.primaryCta',
    'closing.secondaryCta',
  ],
  'our-story': ['vision.body', 'approach.items', 'values', 'cta.primaryCta'],
  services: ['stories'],
  'our-method': ['steps', 'expectations', 'cta.primaryCta'],
  team: ['members', 'testimonials', 'cta.primaryCta'],
  contact: ['details', 'whyChoose', 'form'],
  privacy: ['updated', 'legalSections'],
  terms: ['updated', 'legalSections'],
  'not-found': ['hero.primaryCta', 'hero.secondaryCta', 'popular.links', 'contactPrompt'],
};

/** Fields whose value must be one of a fixed set (`Type.field`). */
export const ALLOWED_VALUES: Readonly<Record<string, readonly string[]>> = {
  'PagesYaml.page': Object.keys(PAGE_REQUIREMENTS),
  'TestimonialsYaml.page': ['home', 'team', 'services-healthcare', 'services-commercial'],
  'ServicesYaml.slug': ['healthcare', 'commercial'],
};

/** Rules about a whole list file. */
const FILE_RULES: Readonly<Record<string, (entries: Record<string, unknown>[]) => string[]>> = {
  TeamYaml: (entries) => {
    const bookers = entries.filter((entry) => entry.takesBookings === true).length;
    return bookers === 1
      ? []
      : [`exactly one member must have "takesBookings: true" (found ${bookers})`];
  },
};

type AnyTypeName = keyof typeof NODE_TYPES | keyof typeof OBJECT_TYPES;
const ALL_TYPES: Readonly<Record<string, FieldMap>> = { ...NODE_TYPES, ...OBJECT_TYPES };

interface ParsedType {
  base: string;
  required: boolean;
  list: boolean;
  itemRequired: boolean;
}

function parseTypeExpression(expression: string): ParsedType {
  const bare = expression.split('@')[0]!.trim();
  const required = bare.endsWith('!');
  const inner = required ? bare.slice(0, -1) : bare;
  if (inner.startsWith('[')) {
    const item = inner.slice(1, -1);
    return {
      base: item.replace(/!$/, ''),
      required,
      list: true,
      itemRequired: item.endsWith('!'),
    };
  }
  return { base: inner, required, list: false, itemRequired: false };
}

/** The SDL for `actions.createTypes`. */
export function contentTypeDefs(): string {
  const render = (fields: FieldMap) =>
    Object.entries(fields)
      .map(([name, type]) => `  ${name}: ${type}`)
      .join('\n');
  const nodes = Object.entries(NODE_TYPES).map(
    ([name, fields]) => `type ${name} implements Node @dontInfer {\n${render(fields)}\n}`,
  );
  const objects = Object.entries(OBJECT_TYPES).map(
    ([name, fields]) => `type ${name} {\n${render(fields)}\n}`,
  );
  return [...nodes, ...objects].join('\n\n');
}

/**
 * The node type gatsby-transformer-yaml gives a file: a list file is named after the file
 * (method-steps.yaml → MethodStepsYaml), a one-object file after its folder (pages/x.yaml → PagesYaml).
 */
export function contentTypeName(relativePath: string, data: unknown): string {
  const parts = relativePath.split('/');
  const fileName = parts[parts.length - 1]!.replace(/\.ya?ml$/, '');
  const source = Array.isArray(data) ? fileName : (parts[parts.length - 2] ?? fileName);
  const pascal = source
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');
  return `${pascal}Yaml`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

function scalarProblem(base: string, value: unknown): string | undefined {
  switch (base) {
    case 'String':
    case 'File':
      return typeof value === 'string' && value.trim() !== '' ? undefined : 'a non-empty text';
    case 'Int':
      return Number.isInteger(value) ? undefined : 'a whole number';
    case 'Float':
      return typeof value === 'number' ? undefined : 'a number';
    case 'Boolean':
      return typeof value === 'boolean' ? undefined : 'true or false';
    default:
      return undefined;
  }
}

export interface ValidateOptions {
  /** Whether a file named by a `File` field exists (path relative to the YAML file). */
  fileExists?: (relativeToYaml: string) => boolean;
}

function validateObject(
  typeName: string,
  value: Record<string, unknown>,
  prefix: string,
  options: ValidateOptions,
): string[] {
  const fields = ALL_TYPES[typeName];
  if (!fields) return [];
  const problems: string[] = [];
  for (const key of Object.keys(value)) {
    if (!(key in fields)) {
      problems.push(
        `has unknown field "${prefix}${key}" (known fields: ${Object.keys(fields).join(', ')})`,
      );
    }
  }
  for (const [name, expression] of Object.entries(fields)) {
    const path = `${prefix}${name}`;
    const field = parseTypeExpression(expression);
    const fieldValue = value[name];
    if (fieldValue === undefined || fieldValue === null) {
      if (field.required) problems.push(`is missing required field "${path}"`);
      continue;
    }
    const allowed = ALLOWED_VALUES[`${typeName}.${name}`];
    if (allowed && !allowed.includes(String(fieldValue))) {
      problems.push(
        `field "${path}" must be one of ${allowed.map((v) => `"${v}"`).join(', ')} (found ${describe(fieldValue)})`,
      );
    }
    const items = field.list ? fieldValue : [fieldValue];
    if (!Array.isArray(items)) {
      problems.push(`field "${path}" must be a list (found ${describe(fieldValue)})`);
      continue;
    }
    if (field.list && field.required && items.length === 0) {
      problems.push(`field "${path}" must not be an empty list`);
    }
    items.forEach((item: unknown, index) => {
      const itemPath = field.list ? `${path}[${index}]` : path;
      if (item === null || item === undefined) {
        if (field.itemRequired) problems.push(`field "${itemPath}" is empty`);
        return;
      }
      if (field.base in ALL_TYPES) {
        if (!isPlainObject(item)) {
          problems.push(`field "${itemPath}" must be a map of fields (found ${describe(item)})`);
          return;
        }
        problems.push(...validateObject(field.base, item, `${itemPath}.`, options));
        return;
      }
      const expected = scalarProblem(field.base, item);
      if (expected) {
        problems.push(`field "${itemPath}" must be ${expected} (found ${describe(item)})`);
        return;
      }
      if (field.base === 'File' && options.fileExists && !options.fileExists(String(item))) {
        problems.push(`field "${itemPath}" names a file that does not exist: "${String(item)}"`);
      }
    });
  }
  return problems;
}

function hasPath(value: unknown, dottedPath: string): boolean {
  let current: unknown = value;
  for (const key of dottedPath.split('.')) {
    if (!isPlainObject(current)) return false;
    current = current[key];
  }
  if (Array.isArray(current)) return current.length > 0;
  return current !== undefined && current !== null && current !== '';
}

function entryLabel(entry: unknown, index: number): string {
  const position = `entry ${index + 1}`;
  if (!isPlainObject(entry)) return position;
  const name = ['name', 'title', 'question', 'slug'].map((key) => entry[key]).find(Boolean);
  return typeof name === 'string' ? `${position} ("${name}")` : position;
}

/**
 * Every problem in one content file, each a sentence starting with the file, e.g.
 * `content/team/team.yaml: entry 2 ("Jane") is missing required field "email"`.
 * `relativePath` is relative to content/. Files of no known type are not checked.
 */
export function validateContentFile(
  relativePath: string,
  data: unknown,
  options: ValidateOptions = {},
): string[] {
  const file = `content/${relativePath}`;
  const typeName = contentTypeName(relativePath, data);
  if (!(typeName in NODE_TYPES)) return [];
  const typed = typeName as AnyTypeName;

  if (Array.isArray(data)) {
    const problems = data.flatMap((entry: unknown, index) => {
      const label = entryLabel(entry, index);
      if (!isPlainObject(entry)) return [`${file}: ${label} must be a map of fields`];
      return validateObject(typed, entry, '', options).map((p) => `${file}: ${label} ${p}`);
    });
    const rule = FILE_RULES[typeName];
    const entries = data.filter(isPlainObject);
    if (rule) problems.push(...rule(entries).map((p) => `${file}: ${p}`));
    if (data.length === 0) problems.push(`${file}: the list is empty`);
    return problems;
  }

  if (!isPlainObject(data)) return [`${file}: must be a map of fields (or a list of them)`];
  const problems = validateObject(typed, data, '', options).map((p) => `${file}: ${p}`);
  if (typeName === 'PagesYaml' && typeof data.page === 'string') {
    const needs = PAGE_REQUIREMENTS[data.page as ContentPage] ?? [];
    for (const need of needs) {
      if (!hasPath(data, need)) {
        problems.push(`${file}: page "${data.page}" is missing required field "${need}"`);
      }
    }
  }
  return problems;
}

/** For page components: content the validator guarantees, asserted once more with a clear error. */
export function requireContent<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) {
    throw new Error(`Missing content: ${what} (see content/README.md)`);
  }
  return value;
}
