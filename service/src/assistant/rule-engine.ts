/**
 * The rule-based assistant: deterministic intent rules first, then retrieval over the site's
 * content, then an honest "I can't help with that". Pure: content and the turn in, reply out.
 */
import type { ChatLink } from '../../../src/domain/chat.ts';
import { CONTACT_FIELD_LIMITS, type ServiceInterest } from '../../../src/domain/contact.ts';
import type { SiteContent, TeamMember, Testimonial } from './content.ts';
import { OfficeClock, describeOfficeHours, formatTime } from './hours.ts';
import { KnowledgeIndex, type Sector } from './knowledge.ts';
import {
  extractBareName,
  extractContactDetails,
  isComplete,
  mergeDetails,
  type ContactDetails,
} from './lead.ts';
import { canonicalTerms, escapeRegExp, isStopWord, joinList, normalize, shorten } from './text.ts';
import type {
  AssistantEngine,
  AssistantHistoryEntry,
  AssistantReply,
  AssistantTurn,
  CapturedLead,
} from './types.ts';

/** The bot asks this after contact details without a name; the next bare words are the name. */
export const NAME_PROMPT = 'What name should we use when we get back to you?';
const SUGGEST_BOOK = 'Book a consultation';
const SUGGEST_PERSON = 'Talk to a person';

type PracticeType = 'dental' | 'physiotherapy' | 'medical' | 'retail' | 'office' | 'industrial';

const PRACTICE_TYPES: Record<PracticeType, { sector: Sector; label: string }> = {
  dental: { sector: 'healthcare', label: 'dental practices' },
  physiotherapy: { sector: 'healthcare', label: 'physiotherapy clinics' },
  medical: { sector: 'healthcare', label: 'medical clinics' },
  retail: { sector: 'commercial', label: 'retail businesses' },
  office: { sector: 'commercial', label: 'office tenants' },
  industrial: { sector: 'commercial', label: 'industrial businesses' },
};

const SECTOR_TERMS: Record<Sector, readonly string[]> = {
  healthcare: ['healthcare', 'dental', 'physiotherapy', 'medical', 'clinic', 'clinics'],
  commercial: ['commercial', 'retail', 'office', 'industrial'],
};

/** Words that say nothing beyond "I have a practice/business": a type alone gets the type answer. */
const FILLER_TERMS = new Set(
  (
    'clinic clinics practice practices space spaces looking look need needs new open opening ' +
    'find finding help run running own business businesses company firm kind type property ' +
    'properties real estate healthcare commercial dental physiotherapy medical retail office ' +
    'industrial work working we our i am im a an searching search moving move start starting ' +
    'services service offer do yes ok okay sure please one location our interested in'
  ).split(' '),
);

const OTHER_PLACES = [
  'edmonton',
  'lethbridge',
  'medicine hat',
  'banff',
  'canmore',
  'grande prairie',
  'fort mcmurray',
  'vancouver',
  'toronto',
  'montreal',
  'ottawa',
  'winnipeg',
  'saskatoon',
  'regina',
  'victoria',
  'kelowna',
  'british columbia',
  'saskatchewan',
  'ontario',
  'quebec',
  'manitoba',
  'usa',
  'united states',
  'seattle',
];
const OTHER_PLACE_PATTERNS = OTHER_PLACES.map((name) => ({
  name,
  pattern: new RegExp(`\\b${name}\\b`),
}));

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];

interface Analysis {
  raw: string;
  text: string;
  terms: Set<string>;
  /** Terms that are neither stop words nor fillers. */
  substantive: string[];
  /** Terms without stop words, in order: the knowledge search's query. */
  searchTerms: string[];
}

interface Context {
  turn: AssistantTurn;
  input: Analysis;
  /** Sector of the conversation so far (this message first). */
  sector: Sector | undefined;
  lastBotText: string;
  /** The knowledge search's answer to this message, kept between its rule's match and answer. */
  retrieved?: Answer | undefined;
}

interface Answer {
  text: string;
  suggestions?: string[];
  links?: ChatLink[];
  intent: string;
}

interface Rule {
  intent: string;
  matches(context: Context): boolean;
  answer(context: Context): Answer;
}

function analyze(raw: string): Analysis {
  const text = normalize(raw);
  const terms = canonicalTerms(text);
  return {
    raw,
    text,
    terms: new Set(terms),
    substantive: terms.filter((term) => !isStopWord(term) && !FILLER_TERMS.has(term)),
    searchTerms: terms.filter((term) => !isStopWord(term)),
  };
}

function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${digits}`;
}

function detectSector(terms: Set<string>): Sector | undefined {
  const healthcare = SECTOR_TERMS.healthcare.some((term) => terms.has(term));
  const commercial = SECTOR_TERMS.commercial.some((term) => terms.has(term));
  if (healthcare === commercial) return undefined;
  return healthcare ? 'healthcare' : 'commercial';
}

function detectPracticeType(terms: Set<string>): PracticeType | undefined {
  return (Object.keys(PRACTICE_TYPES) as PracticeType[]).find((type) => terms.has(type));
}

/** Text without e-mail addresses and phone numbers ("bob@shop.com" is not a retail inquiry). */
function withoutContacts(text: string): string {
  const { email, phone } = extractContactDetails(text);
  let rest = text;
  for (const value of [email, phone]) if (value) rest = rest.replace(value, ' ');
  return rest;
}

/** E-mail lower-cased, or a phone number's last ten digits. */
function contactKey(value: string): string {
  return value.includes('@') ? value.toLowerCase() : value.replace(/\D/g, '').slice(-10);
}

function possessive(name: string): string {
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}

/** How the bot addresses someone: "Priya", or "Dr. Shah" when they gave a title. */
function firstName(name: string): string {
  const words = name.split(' ');
  const title = words[0] && /^(dr|mr|mrs|ms|mx|miss|prof)\.?$/i.test(words[0]) ? words[0] : '';
  const rest = title ? words.slice(1) : words;
  if (title && rest.length > 0) return `${title} ${rest.at(-1)}`;
  return rest[0] ?? name;
}

const SMALL_TALK = new Set(['greeting', 'thanks', 'goodbye', 'yes', 'no', 'fallback', 'gibberish']);

const test = (pattern: RegExp) => (context: Context) => pattern.test(context.input.text);
const hasTerm =
  (...terms: string[]) =>
  (context: Context) =>
    terms.some((term) => context.input.terms.has(term));
const either =
  (...checks: ((context: Context) => boolean)[]) =>
  (context: Context) =>
    checks.some((check) => check(context));

export class RuleBasedAssistant implements AssistantEngine {
  readonly content: SiteContent;
  readonly #index: KnowledgeIndex;
  readonly #clock: OfficeClock;
  readonly #rules: Rule[];
  readonly #booker: TeamMember | undefined;
  // Derived from the content once, not on every message.
  readonly #memberNames: { member: TeamMember; patterns: RegExp[] }[];
  readonly #storyTerms: Map<Testimonial, string[]>;
  readonly #feesFaq: SiteContent['faq'][number] | undefined;
  readonly #areaNames: { area: string; normalized: string }[];
  /** The firm's own addresses and numbers: a visitor quoting them is not leaving details. */
  readonly #firmContacts: Set<string>;

  constructor(content: SiteContent) {
    this.content = content;
    this.#index = new KnowledgeIndex(content);
    this.#clock = new OfficeClock(content.settings);
    this.#booker = content.team.find((member) => member.takesBookings);
    this.#memberNames = content.team.map((member) => ({
      member,
      patterns: member.name
        .split(' ')
        .filter((part) => part.length > 2)
        .map((part) => new RegExp(`\\b${escapeRegExp(normalize(part))}\\b`)),
    }));
    this.#storyTerms = new Map(
      content.testimonials.map((story) => [
        story,
        canonicalTerms(normalize(`${story.role} ${story.quote}`)),
      ]),
    );
    this.#feesFaq = content.faq.find((entry) =>
      canonicalTerms(normalize(`${entry.question} ${entry.keywords.join(' ')}`)).includes('fees'),
    );
    this.#areaNames = content.settings.areaServed.map((area) => ({
      area,
      normalized: normalize(area),
    }));
    const { settings } = content;
    this.#firmContacts = new Set(
      [
        settings.email,
        settings.privacyEmail,
        settings.tollFreePhone,
        settings.officePhone,
        ...content.team.flatMap((member) => [member.email, member.phone]),
      ].map(contactKey),
    );
    this.#rules = this.#buildRules();
  }

  async reply(turn: AssistantTurn): Promise<AssistantReply> {
    return this.replySync(turn);
  }

  /** The same as reply(), synchronously: the rules never wait for anything. */
  replySync(turn: AssistantTurn): AssistantReply {
    const message = turn.message.slice(0, 4 * CONTACT_FIELD_LIMITS.message);
    const lastBotText =
      [...turn.history].reverse().find((entry) => entry.sender === 'bot')?.text ?? '';

    const before = this.#detailsFrom(turn.history);
    let current = this.#visitorDetails(message);
    if (!current.name && lastBotText.includes(NAME_PROMPT)) {
      const bareName = extractBareName(message);
      if (bareName) current = { ...current, name: bareName };
    }
    const gaveDetails = Boolean(current.name || current.email || current.phone);
    const remainder = gaveDetails ? this.#withoutContactWords(message, current) : message;

    const input = analyze(remainder);
    const conversationSector =
      detectSector(input.terms) ??
      this.#sectorOf(turn.history.filter((entry) => entry.sender === 'user').reverse());
    const context: Context = { turn, input, sector: conversationSector, lastBotText };

    const answer = input.text === '' && gaveDetails ? undefined : this.#answer(context);
    if (!gaveDetails) return this.#finish(answer ?? this.#fallback(context));

    const after = mergeDetails(before, current);
    if (isComplete(after) && !isComplete(before)) {
      return this.#finish(
        this.#confirmLead(after, context, answer),
        this.#lead(after, turn, message),
      );
    }
    if (isComplete(before)) {
      const thanks: Answer = {
        intent: 'lead_update',
        text: `Thank you, we have your details already and will reply within ${this.content.settings.replyPromiseHours} hours.`,
      };
      return this.#finish(this.#combine(thanks, answer));
    }
    if (after.email || after.phone) {
      return this.#finish({
        intent: 'lead_ask_name',
        text: `Thank you! ${NAME_PROMPT}`,
      });
    }
    // A name alone: greet, answer anything else they asked, and offer to take contact details.
    const greeting: Answer = {
      intent: 'lead_name',
      text: `Nice to meet you, ${firstName(after.name ?? '')}.`,
    };
    if (answer && !SMALL_TALK.has(answer.intent)) {
      return this.#finish(this.#combine(greeting, answer));
    }
    return this.#finish({
      ...greeting,
      text: `${greeting.text} How can I help? If you would like us to get back to you, leave your e-mail address or phone number here.`,
      suggestions: ['Healthcare', 'Commercial', SUGGEST_BOOK],
    });
  }

  #finish(answer: Answer, lead?: CapturedLead): AssistantReply {
    const reply: AssistantReply = { text: answer.text, intent: answer.intent };
    if (answer.suggestions && answer.suggestions.length > 0) reply.suggestions = answer.suggestions;
    if (answer.links && answer.links.length > 0) {
      const seen = new Set<string>();
      reply.links = answer.links.filter((link) => !seen.has(link.href) && seen.add(link.href));
    }
    if (lead) reply.lead = lead;
    // Its "cannot help" answer is a gap an editor can fill (`npm run chat -- gaps`).
    if (answer.intent === 'fallback') reply.confidence = 'none';
    return reply;
  }

  #combine(first: Answer, second: Answer | undefined): Answer {
    if (!second || SMALL_TALK.has(second.intent)) return first;
    return {
      intent: `${first.intent}+${second.intent}`,
      text: `${first.text} ${second.text}`,
      ...(second.suggestions ? { suggestions: second.suggestions } : {}),
      links: [...(first.links ?? []), ...(second.links ?? [])],
    };
  }

  #answer(context: Context): Answer {
    for (const rule of this.#rules) {
      if (rule.matches(context)) return rule.answer(context);
    }
    return this.#fallback(context);
  }

  // ---------------------------------------------------------------- contact details and leads

  #detailsFrom(history: readonly AssistantHistoryEntry[]): ContactDetails {
    let details: ContactDetails = {};
    let lastBot = '';
    for (const entry of history) {
      if (entry.sender === 'bot') {
        lastBot = entry.text;
        continue;
      }
      let found = this.#visitorDetails(entry.text);
      if (!found.name && lastBot.includes(NAME_PROMPT)) {
        const bareName = extractBareName(entry.text);
        if (bareName) found = { ...found, name: bareName };
      }
      details = mergeDetails(details, found);
    }
    return details;
  }

  /** The details in one message, without the firm's own addresses and numbers. */
  #visitorDetails(text: string): Readonly<ContactDetails> {
    const details = extractContactDetails(text);
    if (details.email && this.#firmContacts.has(contactKey(details.email))) delete details.email;
    if (details.phone && this.#firmContacts.has(contactKey(details.phone))) delete details.phone;
    return details;
  }

  /** The message without the contact details and the words that introduced them. */
  #withoutContactWords(message: string, details: ContactDetails): string {
    let rest = message;
    for (const value of [details.email, details.phone]) {
      if (value) rest = rest.replace(value, ' ');
    }
    if (details.name) {
      const nameWords = details.name.split(' ').map((word) => word.replace(/\.$/, ''));
      for (const word of nameWords) {
        rest = rest.replace(new RegExp(`\\b${escapeRegExp(word)}\\b\\.?`, 'i'), ' ');
      }
    }
    return rest
      .replace(
        /\b(my name is|my name's|name is|i am|i'm|this is|call me|my e-?mail( address)? is|my e-?mail|e-?mail( address)?:?|my (phone|cell|number)( number)? is|my (phone|cell|number)|phone:?|you can reach me (at|on)|reach me (at|on)|contact me (at|on)|and|or|at|it's)\b/gi,
        ' ',
      )
      .replace(/[\s,.;:!?-]+/g, ' ')
      .trim();
  }

  #sectorOf(userEntries: readonly AssistantHistoryEntry[]): Sector | undefined {
    for (const entry of userEntries) {
      const sector = detectSector(new Set(canonicalTerms(normalize(withoutContacts(entry.text)))));
      if (sector) return sector;
    }
    return undefined;
  }

  #lead(details: ContactDetails, turn: AssistantTurn, message: string): CapturedLead {
    const userMessages = [
      ...turn.history.filter((entry) => entry.sender === 'user').map((entry) => entry.text),
      message,
    ];
    const sector = this.#sectorOf(
      [...userMessages].reverse().map((text) => ({ sender: 'user', text })),
    );
    const service: ServiceInterest = sector ?? 'consultation';
    return {
      name: details.name ?? '',
      email: details.email ?? '',
      phone: details.phone ?? '',
      service,
      summary: shorten(
        `Chat conversation. The visitor wrote:\n${userMessages.map((text) => `- ${text}`).join('\n')}`,
        CONTACT_FIELD_LIMITS.message,
      ),
    };
  }

  #confirmLead(details: ContactDetails, context: Context, answer: Answer | undefined): Answer {
    const { settings } = this.content;
    const via =
      details.email && details.phone ? 'e-mail or phone' : details.email ? 'e-mail' : 'phone';
    const confirmation: Answer = {
      intent: 'lead_captured',
      text:
        `Thank you, ${firstName(details.name ?? '')}! I have passed your details to our team, and ` +
        `we will get back to you by ${via} within ${settings.replyPromiseHours} hours. ` +
        this.#statusSentence(context.turn.now),
      links: this.#bookingLinks(),
    };
    return this.#combine(confirmation, answer);
  }

  // ---------------------------------------------------------------- reusable answer parts

  #statusSentence(now: Date): string {
    const status = this.#clock.status(now);
    const city = this.content.settings.address.city;
    if (status.open) {
      return `We are open now, until ${formatTime(status.closesAt)} ${city} time.`;
    }
    if (status.nextOpenDay === 'today') {
      return `We are closed right now and open today at ${formatTime(status.opensAt)} ${city} time; we reply as soon as we open.`;
    }
    return `We are closed right now; we reply next business day (${status.nextOpenDay}, from ${formatTime(status.opensAt)} ${city} time).`;
  }

  #contactLinks(): ChatLink[] {
    const { settings } = this.content;
    return [
      { label: `Call toll-free ${settings.tollFreePhone}`, href: telHref(settings.tollFreePhone) },
      { label: `E-mail ${settings.email}`, href: `mailto:${settings.email}` },
      { label: 'Contact page', href: '/contact/' },
    ];
  }

  #bookingLinks(): ChatLink[] {
    return this.#booker
      ? [
          {
            label: `Book a meeting with ${this.#booker.name}`,
            href: this.content.settings.bookingUrl,
          },
        ]
      : [{ label: 'Book a meeting', href: this.content.settings.bookingUrl }];
  }

  #bookingSentence(): string {
    return this.#booker
      ? `You can book a meeting with ${this.#booker.name} (${this.#booker.role}) online.`
      : 'You can book a meeting online.';
  }

  #storyFor(type: PracticeType | undefined, sector: Sector): Testimonial | undefined {
    const stories = this.content.testimonials.filter(
      (story) => story.page === `services-${sector}`,
    );
    const pool = stories.length > 0 ? stories : this.content.testimonials;
    if (!type) return pool[0];
    const matches = (story: Testimonial) => this.#storyTerms.get(story)?.includes(type) ?? false;
    return pool.find(matches) ?? this.content.testimonials.find(matches);
  }

  #block(sector: Sector) {
    return this.content.services.find((block) => block.slug === sector);
  }

  // ---------------------------------------------------------------- the rules, in order

  #buildRules(): Rule[] {
    const { settings, team } = this.content;
    const replyHours = settings.replyPromiseHours;
    const contactSentence = `Call us toll-free at ${settings.tollFreePhone} or e-mail ${settings.email}.`;

    const rules: Rule[] = [
      {
        intent: 'bot_identity',
        matches: test(
          /\b(are you|is this|am i (talking|speaking|chatting) (to|with)) (an? )?(bot|robot|human|real|ai|person|machine|automated|computer|chatbot|live)\b|\bwho am i (talking|speaking|chatting) (to|with)\b/,
        ),
        answer: () => ({
          intent: 'bot_identity',
          text: `I am ${possessive(settings.shortName)} automated assistant, not a person. I answer from the information on our website. To talk to someone, ${contactSentence.charAt(0).toLowerCase()}${contactSentence.slice(1)}`,
          links: [...this.#contactLinks(), ...this.#bookingLinks()],
          suggestions: [SUGGEST_PERSON],
        }),
      },
      {
        intent: 'human',
        matches: test(
          /\b(human|real person|live person|actual person|a person|someone|somebody|an? (agent|representative|rep|operator|advisor|adviser)|talk to (a|an|someone|somebody|people|you)|speak (to|with)|call me( back)?|callback|call back|contact me|get in touch with me|reach me)\b/,
        ),
        answer: ({ turn }) => ({
          intent: 'human',
          text:
            `Our team is happy to help. ${contactSentence} ${this.#bookingSentence()} ` +
            `${this.#statusSentence(turn.now)} If you prefer, leave your name and your e-mail ` +
            `address or phone number here and we will get back to you within ${replyHours} hours.`,
          links: [...this.#contactLinks(), ...this.#bookingLinks()],
        }),
      },
      {
        intent: 'health_advice',
        matches: (context) =>
          /\b(pain|hurts?|symptoms?|diagnos\w*|prescri\w*|medications?|injur\w*|sick|illness|treatment for|cavity|toothache)\b/.test(
            context.input.text,
          ) &&
          !/\b(clinic|practice|space|lease|office|location|building|premises)\b/.test(
            context.input.text,
          ),
        answer: () => ({
          intent: 'health_advice',
          text:
            'I am sorry, I cannot help with health questions, and please do not share health or ' +
            `patient details in this chat. ${settings.name} advises practices and businesses on ` +
            'real estate: choosing, leasing and planning their space.',
          links: [{ label: 'Privacy policy', href: '/privacy/' }],
          suggestions: ['Healthcare', 'Commercial'],
        }),
      },
      {
        intent: 'privacy',
        matches: test(
          /\b(privacy|personal (information|data)|my (data|information|details|conversation)|pipa|pipeda|gdpr|delete my|do you (store|keep|save))\b/,
        ),
        answer: () => {
          const faq = this.content.faq.find((entry) => entry.link.startsWith('/privacy/'));
          const page = this.content.pages.find((candidate) => candidate.page === 'privacy');
          return {
            intent: 'privacy',
            text: `${faq?.answer ?? page?.description ?? ''} Questions about your information: ${settings.privacyEmail}.`,
            links: [
              { label: 'Privacy policy', href: page?.path ?? '/privacy/' },
              { label: `E-mail ${settings.privacyEmail}`, href: `mailto:${settings.privacyEmail}` },
            ],
          };
        },
      },
      {
        intent: 'fees',
        matches: either(
          hasTerm('fees'),
          test(
            /\bhow much (do|does|will|would|should|is|are)\b(?!.*\b(space|room|square|sq|parking)\b)/,
          ),
          test(
            /\b(do you get paid|how (are|do) you (get )?paid|who pays|what do you charge|pay you)\b/,
          ),
        ),
        answer: () => {
          const faq = this.#feesFaq;
          return {
            intent: 'fees',
            text:
              faq?.answer ??
              'Our fees depend on the engagement, so we do not quote prices in the chat. The first consultation is free.',
            links: [
              { label: faq?.linkLabel ?? 'Contact us', href: faq?.link ?? '/contact/' },
              ...this.#bookingLinks(),
            ],
            suggestions: [SUGGEST_BOOK, SUGGEST_PERSON],
          };
        },
      },
      {
        intent: 'booking',
        matches: either(
          hasTerm('booking'),
          test(/\b(set up|arrange) (a|an) (call|time|consultation|chat)\b|\bbook\w*\b/),
        ),
        answer: ({ turn }) => ({
          intent: 'booking',
          text:
            `${this.#bookingSentence()} The first consultation is free and carries no obligation. ` +
            `You can also call us or send a message, and we will find a time with the right ` +
            `advisor. ${this.#statusSentence(turn.now)}`,
          links: [
            ...this.#bookingLinks(),
            { label: 'Contact page', href: '/contact/' },
            { label: 'Our team', href: '/team/' },
          ],
        }),
      },
      {
        intent: 'reply_time',
        matches: (context) =>
          /\b(reply|replies|respond|response|answer|hear (back|from)|get back|turnaround)\b/.test(
            context.input.text,
          ) &&
          /\b(how (fast|quick|quickly|soon|long)|when|within|will you|24|time|wait)\b/.test(
            context.input.text,
          ),
        answer: ({ turn }) => ({
          intent: 'reply_time',
          text:
            `We reply to every inquiry within ${replyHours} hours. ${this.#statusSentence(turn.now)} ` +
            'Leave your name and e-mail address or phone number here, or send a message from the contact page.',
          links: [{ label: 'Contact page', href: '/contact/' }, ...this.#contactLinks()],
        }),
      },
      {
        intent: 'hours',
        matches: test(
          /\b(are you (open|closed|available|in)|you open|open (now|today|tomorrow|on|at|this|until|till|late|right now|on weekends?|saturdays?|sundays?)|opening (hours|times)|office hours|business hours|hours|closed|close today|what time|weekends?|saturdays?|sundays?|holidays?)\b/,
        ),
        answer: ({ turn }) => ({
          intent: 'hours',
          text: `${this.#statusSentence(turn.now)} Our office hours (${settings.address.city} time): ${describeOfficeHours(settings.officeHours)}. We reply to every inquiry within ${replyHours} hours.`,
          links: [{ label: 'Contact page', href: '/contact/' }, ...this.#contactLinks()],
        }),
      },
      {
        intent: 'contact',
        matches: either(
          hasTerm('phone', 'email'),
          test(/\b(contact|reach you|get in touch|your number|linkedin)\b/),
        ),
        answer: ({ turn }) => ({
          intent: 'contact',
          text:
            `You can call us toll-free at ${settings.tollFreePhone}, call our ${settings.address.city} ` +
            `office at ${settings.officePhone}, or e-mail ${settings.email}. ${this.#statusSentence(turn.now)}`,
          links: [
            ...this.#contactLinks(),
            {
              label: `Call the office ${settings.officePhone}`,
              href: telHref(settings.officePhone),
            },
          ],
        }),
      },
      {
        intent: 'location',
        matches: test(
          /\b(where (are|is) (you|your|the firm|the office|chinook|it)|where.*\b(located|based)\b|your (office|address|location)|address|directions|headquarters|based|visit you|come to your office|area served|areas? (do )?you (serve|cover)|service area|(do|which|what) (areas?|regions?|cities|towns) |do you (serve|cover|work in|work outside|operate in|travel|go to)|outside (of )?calgary|serve (clients )?(in|outside))/,
        ),
        answer: ({ input }) => {
          const { address, areaServed } = settings;
          const place = this.#areaNames.find(
            ({ area, normalized }) => area !== address.city && input.text.includes(normalized),
          )?.area;
          const other = OTHER_PLACE_PATTERNS.find(({ pattern }) => pattern.test(input.text))?.name;
          let lead = '';
          if (place) lead = `Yes, we work in ${place}. `;
          else if (other) {
            lead = `We mainly serve ${joinList(areaServed)}. For ${other.replace(/\b\w/g, (c) => c.toUpperCase())}, contact us and we will tell you honestly whether we can help. `;
          }
          return {
            intent: 'location',
            text:
              `${lead}Our office is at ${address.street}, ${address.city}, ${address.region} ` +
              `${address.postalCode}.${place || other ? '' : ` We serve ${joinList(areaServed)}.`}`,
            links: [{ label: 'Contact page', href: '/contact/' }],
          };
        },
      },
      {
        intent: 'team_member',
        matches: ({ input }) => this.#memberIn(input.text) !== undefined,
        answer: ({ input }) => {
          const member = this.#memberIn(input.text) as TeamMember;
          const links: ChatLink[] = [
            { label: `E-mail ${member.name}`, href: `mailto:${member.email}` },
            { label: `Call ${member.name}`, href: telHref(member.phone) },
            { label: 'Our team', href: '/team/' },
          ];
          if (member.takesBookings) links.push(...this.#bookingLinks());
          return {
            intent: 'team_member',
            text:
              `${member.name}, ${member.role}. ${member.bio} You can reach ${firstName(member.name)} ` +
              `at ${member.email} or ${member.phone}.` +
              (member.takesBookings
                ? ` You can also book a meeting with ${firstName(member.name)} online.`
                : ''),
            links,
          };
        },
      },
      {
        intent: 'team',
        matches: either(
          hasTerm('team'),
          test(
            /\bwho (will|would|do) (i|we) (work|deal|talk|speak|meet)\b|\b(founders?|partners|who runs|who owns|meet the)\b/,
          ),
        ),
        answer: () => ({
          intent: 'team',
          text: `Our team: ${joinList(team.map((member) => `${member.name} (${member.role})`))}. ${this.#bookingSentence()}`,
          links: [{ label: 'Meet the team', href: '/team/' }, ...this.#bookingLinks()],
        }),
      },
      {
        intent: 'experience',
        matches: either(
          hasTerm('experience'),
          test(
            /\bhow many (clients|years|deals|transactions|customers)\b|\bhow long have you been\b|\b(combined experience|transactions|clients served|in business|how big|how successful)\b/,
          ),
        ),
        answer: () => ({
          intent: 'experience',
          text: `${joinList(settings.stats.map((stat) => `${stat.value} ${stat.label.charAt(0).toLowerCase()}${stat.label.slice(1)}`))}. ${settings.blurb}`,
          links: [
            { label: 'Home', href: '/' },
            { label: 'Our story', href: '/our-story/' },
          ],
        }),
      },
      {
        intent: 'testimonials',
        matches: either(
          hasTerm('testimonials'),
          test(
            /\bwhat (do|did|have) (your )?(clients|customers) (say|said)\b|\b(happy|past) (clients|customers)\b/,
          ),
        ),
        answer: ({ sector }) => {
          const page = sector ? `services-${sector}` : 'home';
          const stories = this.content.testimonials
            .filter((story) => story.page === page)
            .slice(0, 2);
          const chosen = stories.length > 0 ? stories : this.content.testimonials.slice(0, 2);
          return {
            intent: 'testimonials',
            text: `Here is what clients say:\n${chosen.map((story) => `"${story.quote}" (${story.name}, ${story.role})`).join('\n')}`,
            links: [
              sector
                ? { label: 'Client success stories', href: `/services/#${sector}` }
                : { label: 'Home', href: '/' },
              { label: 'More on the team page', href: '/team/' },
            ],
          };
        },
      },
      {
        intent: 'method',
        matches: either(
          (context) => hasTerm('method')(context) && !/\bhow long\b/.test(context.input.text),
          test(
            /\b(how does (it|this) work|what happens (next|first)|how do you (work|help|do it|operate)|your approach|approach)\b/,
          ),
        ),
        answer: () => {
          const steps = this.content.methodSteps;
          const count = NUMBER_WORDS[steps.length] ?? String(steps.length);
          return {
            intent: 'method',
            text: `Our method has ${count} steps:\n${steps.map((step, index) => `${index + 1}. ${step.title}: ${step.text}`).join('\n')}`,
            links: [{ label: 'Our method', href: '/our-method/' }],
            suggestions: ['What can I expect?', SUGGEST_BOOK],
          };
        },
      },
      {
        intent: 'expectations',
        matches: test(
          /\bwhat (do|will|can|would|should) (i|we) (get|receive|expect)\b|\b(expect|expectations|deliverables?)\b/,
        ),
        answer: () => ({
          intent: 'expectations',
          text: `Here is what you can expect from us:\n${this.content.expectations.map((item) => `- ${item.title}: ${item.text}`).join('\n')}`,
          links: [{ label: 'What you can expect', href: '/our-method/' }],
        }),
      },
      {
        intent: 'why_choose',
        matches: test(
          /\bwhy (should|would|do) (i|we) (choose|pick|hire|use|work with|go with)\b|\bwhy (choose|you|chinook|your firm)\b|\bwhat makes you (different|special|better|unique)\b|\b(advantages|benefits) of (working|using)\b/,
        ),
        answer: () => ({
          intent: 'why_choose',
          text: `Why clients choose ${settings.name}:\n${this.content.whyChoose.map((item) => `- ${item.title}: ${item.text}`).join('\n')}`,
          links: [{ label: 'Contact us', href: '/contact/' }],
          suggestions: [SUGGEST_BOOK],
        }),
      },
      {
        intent: 'about',
        matches: test(
          /\b(who are you|what is (this|chinook|your (firm|company))|about (you|the firm|your (firm|company))|tell me about (you|yourselves|the firm|your (firm|company))|your (story|history|mission|vision|values)|core values|values|founded)\b/,
        ),
        answer: () => ({
          intent: 'about',
          text: `${settings.name}: ${settings.blurb} Our core values are ${joinList(this.content.values.map((value) => value.title))}.`,
          links: [{ label: 'Our story', href: '/our-story/' }],
        }),
      },
      {
        intent: 'practice_type',
        matches: ({ input }) =>
          detectPracticeType(input.terms) !== undefined && input.substantive.length === 0,
        answer: (context) =>
          this.#practiceAnswer(detectPracticeType(context.input.terms) as PracticeType),
      },
      {
        intent: 'sector',
        matches: ({ input }) =>
          detectSector(input.terms) !== undefined && input.substantive.length === 0,
        answer: ({ input }) => this.#sectorAnswer(detectSector(input.terms) as Sector),
      },
      {
        intent: 'services',
        matches: test(
          /\b(what (services|do you (do|offer|provide))|which services|your services|services (do )?you (offer|provide)|what can you (do|help)|how can you help|what do you help with|what else)\b/,
        ),
        answer: ({ sector }) => {
          const blocks = sector
            ? [this.#block(sector)].filter((block) => block !== undefined)
            : this.content.services;
          return {
            intent: 'services',
            text: `${sector ? 'For you, we offer' : 'We have two specialties'}:\n${blocks
              .map(
                (block) =>
                  `- ${block.title}: ${joinList(block.offerings.map((offering) => offering.title))}`,
              )
              .join('\n')}\nWhich would you like to know more about?`,
            links: blocks.map((block) => ({
              label: block.title,
              href: `/services/#${block.slug}`,
            })),
            suggestions: sector
              ? (blocks[0]?.offerings.map((offering) => offering.title) ?? [])
              : ['Healthcare', 'Commercial'],
          };
        },
      },
      {
        intent: 'greeting',
        matches: ({ input }) =>
          /^(hi+|hello+|hey+|hiya|howdy|greetings|good (morning|afternoon|evening|day)|bonjour|yo|hallo|helo)( there| all| team| chinook)?[\s!.,]*$/.test(
            input.text,
          ),
        answer: () => ({
          intent: 'greeting',
          text: `Hello! I am ${possessive(settings.shortName)} automated assistant. Are you looking for healthcare or commercial space? (Please do not share patient or health details here.)`,
          suggestions: ['Healthcare', 'Commercial'],
        }),
      },
      {
        intent: 'thanks',
        matches: test(
          /^(thanks?( you)?( so much| very much| a lot)?|thx|ty|cheers|much appreciated|great,? thanks?|perfect,? thanks?|ok,? thanks?)( for (your|the) help)?[\s!.,]*$/,
        ),
        answer: () => ({
          intent: 'thanks',
          text: 'You are welcome! Is there anything else I can help you with?',
          suggestions: [SUGGEST_BOOK, SUGGEST_PERSON],
        }),
      },
      {
        intent: 'goodbye',
        matches: test(
          /^(ok(ay)?,? )?(bye+|goodbye|good bye|see you|see ya|have a (good|nice|great) (day|one|evening)|that'?s all|farewell|talk (to you )?later)[\s!.,]*$/,
        ),
        answer: () => ({
          intent: 'goodbye',
          text: `Thank you for visiting ${settings.name}. Goodbye! If anything comes up, ${contactSentence.charAt(0).toLowerCase()}${contactSentence.slice(1)}`,
          links: this.#contactLinks(),
        }),
      },
      {
        intent: 'yes',
        matches: test(
          /^(yes|yeah|yep|sure|ok|okay|please|yes please|sounds good|of course)[\s!.,]*$/,
        ),
        answer: (context) => {
          if (/\bbook\b/i.test(context.lastBotText)) {
            return this.#ruleByIntent('booking').answer(context);
          }
          return {
            intent: 'yes',
            text: 'Great. What would you like to know? I can tell you about our services, our method, our team, our office hours and how to reach us.',
            suggestions: ['Healthcare', 'Commercial', SUGGEST_BOOK],
          };
        },
      },
      {
        intent: 'no',
        matches: test(
          /^(no|nope|no thanks?( you)?|not now|not really|nothing( else)?|i'?m good|all good)[\s!.,]*$/,
        ),
        answer: () => ({
          intent: 'no',
          text: `No problem. If you have another question later, I am here, or ${contactSentence.charAt(0).toLowerCase()}${contactSentence.slice(1)}`,
          links: this.#contactLinks(),
        }),
      },
      {
        intent: 'retrieval',
        // One knowledge search per message: the answer reuses what the match found.
        matches: (context) => (context.retrieved = this.#retrieve(context)) !== undefined,
        answer: (context) => context.retrieved as Answer,
      },
      {
        intent: 'practice_type',
        matches: ({ input }) => detectPracticeType(input.terms) !== undefined,
        answer: (context) =>
          this.#practiceAnswer(detectPracticeType(context.input.terms) as PracticeType),
      },
      {
        intent: 'sector',
        matches: ({ input }) => detectSector(input.terms) !== undefined,
        answer: ({ input }) => this.#sectorAnswer(detectSector(input.terms) as Sector),
      },
    ];
    return rules;
  }

  #ruleByIntent(intent: string): Rule {
    const rule = this.#rules.find((candidate) => candidate.intent === intent);
    if (!rule) throw new Error(`no rule for ${intent}`);
    return rule;
  }

  #memberIn(text: string): TeamMember | undefined {
    return this.#memberNames.find(({ patterns }) => patterns.some((pattern) => pattern.test(text)))
      ?.member;
  }

  #practiceAnswer(type: PracticeType): Answer {
    const { sector, label } = PRACTICE_TYPES[type];
    const block = this.#block(sector);
    const story = this.#storyFor(type, sector);
    const offerings = block ? joinList(block.offerings.map((offering) => offering.title)) : '';
    const question =
      sector === 'healthcare'
        ? 'Are you opening a new clinic, relocating, expanding or renewing your lease?'
        : 'Are you looking for new space, renewing a lease or thinking about buying?';
    return {
      intent: 'practice_type',
      text:
        `We help ${label} find, negotiate and secure the right space. ${block?.title ?? ''} covers ${offerings}.` +
        (story ? ` One client, ${story.name} (${story.role}), said: "${story.quote}"` : '') +
        ` ${question}`,
      links: [{ label: block?.title ?? 'Services', href: `/services/#${sector}` }],
      suggestions:
        sector === 'healthcare'
          ? ['Site selection', 'Lease negotiation', SUGGEST_BOOK]
          : ['Tenant representation', 'Investment analysis', SUGGEST_BOOK],
    };
  }

  #sectorAnswer(sector: Sector): Answer {
    const block = this.#block(sector);
    return {
      intent: 'sector',
      text:
        `${block ? `${block.title}: ${block.summary}` : ''} ` +
        (sector === 'healthcare'
          ? 'What kind of practice do you have: dental, physiotherapy or medical?'
          : 'What kind of business is it: retail, office or industrial?'),
      links: [{ label: block?.title ?? 'Services', href: `/services/#${sector}` }],
      suggestions:
        sector === 'healthcare'
          ? ['Dental clinic', 'Physiotherapy clinic', 'Medical clinic']
          : ['Retail', 'Office', 'Industrial'],
    };
  }

  #retrieve(context: Context): Answer | undefined {
    const hits = this.#index.searchByTerms(
      context.input.searchTerms,
      context.sector ? { sector: context.sector } : {},
    );
    const best = hits[0];
    if (!best) return undefined;
    const queryTerms = context.input.substantive.length;
    // One strong term ("portfolio") is enough; with more words, a good share must match.
    if (best.score < 4 || (queryTerms >= 3 && best.coverage < 0.34)) return undefined;
    return {
      intent: `retrieval:${best.doc.kind}`,
      text: best.doc.answer,
      links: [best.doc.link],
      suggestions: [SUGGEST_BOOK, SUGGEST_PERSON],
    };
  }

  #fallback(context: Context): Answer {
    const { settings } = this.content;
    const words = context.input.text.split(/\s+/).filter(Boolean);
    const gibberish =
      words.length === 0 ||
      words.every(
        (word) => !/[aeiouy]/.test(word) || /[^aeiouy\s\d]{5,}/.test(word) || !/[a-z]/.test(word),
      );
    return {
      intent: gibberish ? 'gibberish' : 'fallback',
      text:
        (gibberish ? 'Sorry, I did not understand that. ' : 'Sorry, I cannot help with that. ') +
        `I can answer questions about ${possessive(settings.name)} healthcare and commercial real estate ` +
        `services, our method, our team, office hours and fees. For anything else, call us ` +
        `toll-free at ${settings.tollFreePhone} or e-mail ${settings.email}.`,
      links: this.#contactLinks(),
      suggestions: ['Healthcare', 'Commercial', SUGGEST_PERSON],
    };
  }
}
