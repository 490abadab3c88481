/**
 * Every kind of file in content/, declared once: its GraphQL node type, where it lives, the shape
 * of its entries and the rules a shape cannot say. The build (gatsby-node.ts), the service's
 * content loader and `npm run check:content` all read this list.
 *
 * To add a kind of file: declare its entry with the field kinds of ./model.ts (`object(name,
 * ...)`: the name is its GraphQL node type), add a `contentType({...})` to CONTENT_TYPES below
 * and query the type in GraphQL. A YAML file no type declares fails the check, so a new file
 * cannot be forgotten. A file only the service reads (the chat's world model) says
 * `serviceOnly: true`: it gets no GraphQL type and stays out of Gatsby's data layer, and the
 * build, the service and the check still apply its rules. A rule may look at another file
 * through its `read` argument (the world's advisors must be names in team/team.yaml).
 */
import {
  clockTime,
  contentType,
  entryAt,
  fileBeside,
  httpsUrl,
  identifier,
  linkTarget,
  list,
  namedList,
  needing,
  object,
  oneOf,
  optional,
  sentenceKey,
  text,
  timeZone,
  typeName,
  typeOfFile,
  wholeNumber,
  yesNo,
  type ContentType,
  type RuleContext,
} from './model.ts';
import type { Static, TObject } from '@sinclair/typebox';
import { ChatReplies, chatReplyRules } from './chat-replies.ts';

// The firm: settings/settings.yaml

const SettingsAddress = object('SettingsAddress', {
  street: text(),
  city: text(),
  region: text(),
  postalCode: text(),
  country: text(),
});

/** A day's hours; `closed: true` instead of opens/closes for days off. */
const SettingsOfficeHours = object('SettingsOfficeHours', {
  label: text(),
  days: list(text()),
  opens: optional(clockTime()),
  closes: optional(clockTime()),
  closed: optional(yesNo()),
});

export const Settings = object('SettingsYaml', {
  name: text(),
  shortName: text(),
  tagline: text(),
  description: text(),
  blurb: text(),
  tollFreePhone: text(),
  officePhone: text(),
  email: text(),
  privacyEmail: text(),
  address: SettingsAddress,
  areaServed: list(text()),
  timeZone: timeZone(),
  officeHours: list(SettingsOfficeHours),
  replyPromiseHours: wholeNumber(),
  linkedin: httpsUrl(),
  bookingUrl: httpsUrl(),
  stats: list(object('SettingsStat', { value: text(), label: text() })),
});

// Page copy: pages/<page>.yaml, one node type per page so each page's sections are non-null.

const PageLink = object('PageLink', { label: text(), to: text(), hint: optional(text()) });

/** The shape every section of a page shares; a page says which parts it needs with needing(). */
const PageSection = object('PageSection', {
  eyebrow: optional(text()),
  heading: text(),
  lead: optional(text()),
  body: optional(list(text())),
  items: optional(list(object('PageItem', { title: text(), text: text() }))),
  primaryCta: optional(PageLink),
  secondaryCta: optional(PageLink),
  phoneLabel: optional(text()),
});

/** Fields of every page file: `page` (its name), meta title and description, and the hero. */
const pageFields = <Name extends string>(...pages: Name[]) => ({
  page: oneOf(...pages),
  title: text(),
  description: text(),
  hero: PageSection,
});

export const HomePage = object('HomePageYaml', {
  ...pageFields('home'),
  hero: needing(PageSection, 'primaryCta', 'phoneLabel'),
  stats: PageSection,
  listening: needing(PageSection, 'items'),
  services: needing(PageSection, 'primaryCta'),
  why: needing(PageSection, 'items'),
  testimonials: PageSection,
  closing: needing(PageSection, 'primaryCta', 'secondaryCta'),
});

export const OurStoryPage = object('OurStoryPageYaml', {
  ...pageFields('our-story'),
  vision: needing(PageSection, 'body'),
  approach: needing(PageSection, 'items'),
  values: PageSection,
  cta: needing(PageSection, 'primaryCta'),
});

export const ServicesPage = object('ServicesPageYaml', {
  ...pageFields('services'),
  stories: PageSection,
});

export const OurMethodPage = object('OurMethodPageYaml', {
  ...pageFields('our-method'),
  steps: PageSection,
  expectations: PageSection,
  cta: needing(PageSection, 'primaryCta'),
});

export const TeamPage = object('TeamPageYaml', {
  ...pageFields('team'),
  members: PageSection,
  testimonials: PageSection,
  cta: needing(PageSection, 'primaryCta'),
});

export const ContactPage = object('ContactPageYaml', {
  ...pageFields('contact'),
  details: object('ContactDetailsSection', {
    heading: text(),
    lead: optional(text()),
    phoneLabel: text(),
    officePhoneLabel: text(),
    emailLabel: text(),
    hoursLabel: text(),
    addressLabel: text(),
  }),
  whyChoose: PageSection,
  form: object('ContactFormSection', {
    heading: text(),
    lead: optional(text()),
    formLabel: text(),
    emailHint: text(),
    phoneHint: text(),
    messageHint: text(),
    servicePlaceholder: text(),
    privacyNote: text(),
    privacyLink: PageLink,
  }),
});

export const LegalPage = object('LegalPageYaml', {
  ...pageFields('privacy', 'terms'),
  updated: text(),
  legalSections: list(
    object('LegalSection', {
      slug: text(),
      heading: text(),
      body: optional(list(text())),
      list: optional(list(text())),
      /** How visitors ask about it, for the chat assistant's search; not shown on the page. */
      askedAs: optional(list(text())),
    }),
  ),
});

export const NotFoundPage = object('NotFoundPageYaml', {
  ...pageFields('not-found'),
  hero: needing(PageSection, 'primaryCta', 'secondaryCta'),
  popular: object('LinkListSection', { heading: text(), links: list(PageLink) }),
  contactPrompt: text(),
});

// What the chat widget itself says: chat/chat.yaml

export const ChatCopy = object('ChatYaml', {
  title: text(),
  notice: text(),
  privacyLink: PageLink,
  greeting: text(),
  typing: text(),
  placeholder: text(),
  sendLabel: text(),
  failed: text(),
  callLinkLabel: text(),
  emailLinkLabel: text(),
  rateLimited: text(),
});

// Lists: one node per entry.

export const TeamMember = object('TeamYaml', {
  name: text(),
  role: text(),
  bio: text(),
  email: text(),
  phone: text(),
  linkedin: httpsUrl(),
  photo: fileBeside(),
  photoAlt: text(),
  takesBookings: yesNo(),
});

export const Testimonial = object('TestimonialsYaml', {
  quote: text(),
  name: text(),
  role: text(),
  page: oneOf('home', 'team', 'services-healthcare', 'services-commercial'),
  outcome: optional(text()),
});

const SERVICE_SLUGS = ['healthcare', 'commercial'] as const;

export const Service = object('ServicesYaml', {
  slug: oneOf(...SERVICE_SLUGS),
  title: text(),
  summary: text(),
  linkLabel: text(),
  intro: text(),
  offerings: list(
    object('ServiceOffering', { title: text(), text: text(), bullets: list(text()) }),
  ),
  cta: object('ServiceCta', { heading: text(), lead: text(), label: text(), to: text() }),
});

export const MethodStep = object('MethodStepsYaml', {
  title: text(),
  text: text(),
  details: list(text()),
});

const titledText = (typeName: string) => object(typeName, { title: text(), text: text() });
export const Expectation = titledText('ExpectationsYaml');
export const CoreValue = titledText('ValuesYaml');
export const WhyChoose = titledText('WhyChooseYaml');

export const FaqEntry = object('FaqYaml', {
  question: text(),
  answer: text(),
  keywords: list(text()),
  link: linkTarget(),
  linkLabel: optional(text()),
});

// The firm's world as the chat assistant understands it: chat/world/world.yaml (service only).

/** How visitors say it, lower case, any spelling. */
const terms = () => list(text());
/** A team member's name exactly as team/team.yaml has it (checked by worldRules). */
const advisor = () => text();

export const World = object('ChatWorld', {
  serviceLines: namedList(
    object('WorldServiceLine', { id: oneOf(...SERVICE_SLUGS), advisor: advisor(), terms: terms() }),
    'id',
  ),
  businessTypes: namedList(
    object('WorldBusinessType', {
      id: identifier(),
      name: text(),
      line: oneOf(...SERVICE_SLUGS, 'unknown'),
      advisor: optional(advisor()),
      basis: oneOf('stated', 'inferred', 'unknown'),
      generic: optional(yesNo()),
      terms: terms(),
    }),
    'id',
  ),
  places: namedList(
    object('WorldPlace', {
      id: identifier(),
      name: text(),
      status: oneOf('served', 'region', 'notStated'),
      terms: terms(),
    }),
    'id',
  ),
  services: namedList(
    object('WorldService', {
      id: identifier(),
      status: oneOf('offered', 'notOffered', 'unknown'),
      answer: sentenceKey(),
      advisor: optional(advisor()),
      givesWayTo: optional(list(identifier())),
      describesSpace: optional(yesNo()),
      source: text(),
      terms: terms(),
    }),
    'id',
  ),
  topics: namedList(
    object('WorldTopic', {
      id: identifier(),
      weak: optional(yesNo()),
      givesWayTo: optional(list(identifier())),
      terms: terms(),
    }),
    'id',
  ),
  // What visitors call the team ("cathy", "nicky"): each name must be a member's in team.yaml.
  people: optional(namedList(object('WorldPerson', { name: advisor(), terms: terms() }), 'name')),
  ambiguous: namedList(
    object('WorldAmbiguousWord', {
      term: text(),
      options: list(identifier(), 2),
      inConversation: optional(identifier()),
      // inConversation's meaning only right after one of these ("parking?" after our address).
      after: optional(list(identifier())),
    }),
    'term',
  ),
});
type WorldData = Static<typeof World>;

/**
 * What the world's shape cannot say: a term means one thing in its section (and is listed once),
 * services and topics do not share an id (a need is either), references name known ids,
 * advisors are on the team.
 */
function worldRules(world: WorldData, { read }: RuleContext): string[] {
  const problems: string[] = [];
  for (const section of ['businessTypes', 'places', 'services', 'topics'] as const) {
    const owners = new Map<string, string>();
    world[section].forEach((entry, index) => {
      for (const term of entry.terms) {
        const key = term.trim().toLowerCase();
        const owner = owners.get(key);
        if (owner === undefined) owners.set(key, entry.id);
        else {
          // (Twice in one entry means nothing more: it is listed once.)
          const where = owner === entry.id ? 'listed twice' : `already a term of "${owner}"`;
          problems.push(
            `${entryAt(section, index, entry.id)} field "terms" has "${term}", ${where}`,
          );
        }
      }
    });
  }
  const serviceIds = new Set(world.services.map((service) => service.id));
  world.topics.forEach((topic, index) => {
    if (serviceIds.has(topic.id)) {
      problems.push(`${entryAt('topics', index, topic.id)} field "id" is already a service's id`);
    }
  });
  const needIds = new Set([...serviceIds, ...world.topics.map((topic) => topic.id)]);
  for (const section of ['services', 'topics'] as const) {
    world[section].forEach((entry, index) => {
      for (const other of entry.givesWayTo ?? []) {
        if (!needIds.has(other)) {
          problems.push(
            `${entryAt(section, index, entry.id)} field "givesWayTo" names "${other}", which is no service's or topic's id`,
          );
        }
      }
    });
  }
  world.ambiguous.forEach((word, index) => {
    for (const option of word.options.filter((id) => !needIds.has(id))) {
      problems.push(
        `${entryAt('ambiguous', index, word.term)} field "options" names "${option}", which is no service's or topic's id`,
      );
    }
    for (const need of (word.after ?? []).filter((id) => !needIds.has(id))) {
      problems.push(
        `${entryAt('ambiguous', index, word.term)} field "after" names "${need}", which is no service's or topic's id`,
      );
    }
    if (word.inConversation !== undefined && !word.options.includes(word.inConversation)) {
      problems.push(
        `${entryAt('ambiguous', index, word.term)} field "inConversation" names "${word.inConversation}", which is none of its options`,
      );
    }
  });
  // team/team.yaml's own problems are reported on it; its names are checked once it is valid.
  const team = read('team/team.yaml') as TeamMemberEntry[] | undefined;
  if (!team) return problems;
  const names = new Set(team.map((member) => member.name));
  (world.people ?? []).forEach((person, index) => {
    if (!names.has(person.name)) {
      problems.push(
        `${entryAt('people', index, person.name)} field "name" must be a name in content/team/team.yaml (found "${person.name}")`,
      );
    }
  });
  for (const section of ['serviceLines', 'businessTypes', 'services'] as const) {
    world[section].forEach((entry, index) => {
      if (entry.advisor !== undefined && !names.has(entry.advisor)) {
        problems.push(
          `${entryAt(section, index, entry.id)} field "advisor" must be a name in content/team/team.yaml (found "${entry.advisor}")`,
        );
      }
    });
  }
  return problems;
}

/** A page's file, with a root query field such as `homePage { ... }` that is never null. */
const pageFile = (entry: TObject, file: string, queryField: string) =>
  contentType({ files: [`pages/${file}`], isList: false, entry, queryField: { name: queryField } });

export const CONTENT_TYPES: readonly ContentType[] = [
  contentType({
    files: ['settings/settings.yaml'],
    isList: false,
    entry: Settings,
    queryField: { name: 'settings' },
    entryRules: (settings) =>
      settings.officeHours.flatMap((hours, index) =>
        hours.closed || (hours.opens && hours.closes)
          ? []
          : [`field "officeHours[${index + 1}]" needs "opens" and "closes", or "closed: true"`],
      ),
  }),
  pageFile(HomePage, 'home.yaml', 'homePage'),
  pageFile(OurStoryPage, 'our-story.yaml', 'ourStoryPage'),
  pageFile(ServicesPage, 'services.yaml', 'servicesPage'),
  pageFile(OurMethodPage, 'our-method.yaml', 'ourMethodPage'),
  pageFile(TeamPage, 'team.yaml', 'teamPage'),
  pageFile(ContactPage, 'contact.yaml', 'contactPage'),
  pageFile(NotFoundPage, 'not-found.yaml', 'notFoundPage'),
  contentType({
    files: ['pages/privacy.yaml', 'pages/terms.yaml'],
    isList: false,
    entry: LegalPage,
    queryField: { name: 'legalPage', key: 'page' },
  }),
  contentType({
    files: ['chat/chat.yaml'],
    isList: false,
    entry: ChatCopy,
    queryField: { name: 'chat' },
  }),
  contentType({
    files: ['team/team.yaml'],
    isList: true,
    entry: TeamMember,
    fileRules: (members) => {
      const bookers = members.filter((member) => member.takesBookings).length;
      return bookers === 1
        ? []
        : [`exactly one member must have "takesBookings: true" (found ${bookers})`];
    },
  }),
  contentType({ files: ['testimonials.yaml'], isList: true, entry: Testimonial }),
  contentType({
    files: ['services.yaml'],
    isList: true,
    entry: Service,
    fileRules: (services) =>
      SERVICE_SLUGS.filter((slug) => !services.some((service) => service.slug === slug)).map(
        (slug) => `needs an entry with slug "${slug}"`,
      ),
  }),
  contentType({ files: ['method-steps.yaml'], isList: true, entry: MethodStep }),
  contentType({ files: ['expectations.yaml'], isList: true, entry: Expectation }),
  contentType({ files: ['values.yaml'], isList: true, entry: CoreValue }),
  contentType({ files: ['why-choose.yaml'], isList: true, entry: WhyChoose }),
  contentType({ files: ['faq.yaml'], isList: true, entry: FaqEntry }),
  contentType({
    files: ['chat/world/world.yaml'],
    isList: false,
    entry: World,
    serviceOnly: true,
    entryRules: worldRules,
  }),
  contentType({
    files: ['chat/replies.yaml'],
    isList: false,
    entry: ChatReplies,
    serviceOnly: true,
    entryRules: chatReplyRules,
  }),
];

/** The shapes of entries, for code that reads the YAML without GraphQL (the service). */
export type SettingsEntry = Static<typeof Settings>;
export type OfficeHoursEntry = SettingsEntry['officeHours'][number];
export type TeamMemberEntry = Static<typeof TeamMember>;
export type TestimonialEntry = Static<typeof Testimonial>;
export type ServiceEntry = Static<typeof Service>;
export type MethodStepEntry = Static<typeof MethodStep>;
export type TitledTextEntry = Static<typeof Expectation>;
export type FaqEntryData = Static<typeof FaqEntry>;
export type WorldEntry = WorldData;
export type ServiceLine = (typeof SERVICE_SLUGS)[number];

/** The node type gatsby-transformer-yaml gives a file; an undeclared file fails the check. */
export function nodeTypeOfFile(relativePath: string): string {
  const type = typeOfFile(CONTENT_TYPES, relativePath);
  return type ? typeName(type) : 'UndeclaredYaml';
}
