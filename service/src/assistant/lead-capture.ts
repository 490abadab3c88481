/**
 * Lead capture: contact details typed in the chat, added up over the conversation, become one
 * lead once an e-mail or phone is known (a name given later is added to it). The firm's own
 * addresses and numbers quoted back do not count. The values stay here; understanding only sees
 * that details were given.
 */
import { CONTACT_FIELD_LIMITS, type ServiceInterest } from '../../../src/domain/contact.ts';
import type { SiteContent } from './content.ts';
import {
  capitalisedNamePart,
  extractBareName,
  extractContactDetails,
  nameBesideContact,
  mergeDetails,
  sameContact,
  splitContact,
  withoutAddressEnd,
  type ContactDetails,
} from './lead.ts';
import { escapeRegExp, shorten, spokenContacts } from './text.ts';
import { WORD_SPELLINGS } from './understanding/spellings.ts';
import type { AssistantHistoryEntry, CapturedLead } from './types.ts';

// When to call, after the lead was taken ("best after 3pm", "mornings are slammed", "tmrw").
const WHEN_TO_CALL =
  /\b(after|before|around|between|until|till|til|past)\s+\d{1,2}\b|\b\d{1,2}\s*(am|pm)\b|\b(mornings?|afternoons?|evenings?|tonight|tomorrow|tmrw|weekdays?|weekends?|any ?time|lunch ?time|after work|before work)\b/i;
// "best time is after 5 btw, im with patients all day": said outright, whatever else it names.
// ("after 4 is best, shop is too loud before that", "mornings before 8 are best")
const SAYS_WHEN_TO_CALL =
  /\b(best time|good time|best to (call|reach|text)|call (me )?(after|before|between)|reach me (after|before|between|in the)|i'?m (free|around|available)|(with|seeing) (patients|clients|customers) (until|till|til|all day)|(busy|booked) (until|till|til))\b|\b(\d{1,2}\s*(am|pm)?|mornings?|afternoons?|evenings?)\b[^.,!?]{0,15}\b(is|are|works?|would be) (best|better|good|great|ideal)\b/i;
const ABOUT_A_CALL = new Set(['contact', 'phone', 'hours', 'leave-details']);
const MAX_NOTE_WORDS = 20;

/**
 * "best after 3pm, mornings im slammed": when to call, said as a statement (not a question: "are
 * you open tomorrow?" is the hours) and short enough to pass on with the lead.
 */
export function saysWhenToCall(
  text: string,
  needs: readonly string[] | undefined,
  question: string | undefined,
): boolean {
  const aboutACall =
    (needs?.every((need) => ABOUT_A_CALL.has(need)) ?? true) || SAYS_WHEN_TO_CALL.test(text);
  const asksNothing =
    aboutACall && (question ?? 'statement') === 'statement' && !text.includes('?');
  return WHEN_TO_CALL.test(text) && asksNothing && text.split(/\s+/).length <= MAX_NOTE_WORDS;
}

/** A sentence's longest part without placeholders, as it appears in whatever the bot said. */
function longestFixedPart(template: string): string {
  const parts = template.replace(/\s+/g, ' ').split(/\{\w+\}/);
  return parts
    .reduce((longest, part) => (part.length > longest.length ? part : longest), '')
    .trim();
}

/** E-mail lower-cased, or a phone number's last ten digits. */
function contactKey(value: string): string {
  return value.includes('@') ? value.toLowerCase() : value.replace(/\D/g, '').slice(-10);
}

// The words that introduce details ("my email is"), removed so the rest can be understood.
const INTRODUCERS =
  /\b(my name is|my name's|name is|i am|i'm|this is|call me|my e-?mail( address)? is|my e-?mail|e-?mail( address)?:?|my (phone|cell|number)( number)? is|my (phone|cell|number)|phone:?|you can reach me (at|on)|reach me (at|on)|contact me (at|on)|and|or|at|it's)\b/gi;

// "2291 not 2290", "its 0178, not 0187": digits that replace the same digits of a number.
const RETYPED_DIGITS = /\b(\d{2,4})\s*,?\s*(?:at the end\s*,?\s*)?not\s+(\d{2,4})\b/;

/** The phone with its last `wrong` digits made `right`; undefined if it does not end so. */
function retypedPhone(phone: string, right: string, wrong: string): string | undefined {
  if (right.length !== wrong.length || !phone.replace(/\D/g, '').endsWith(wrong)) return undefined;
  const at = phone.lastIndexOf(wrong);
  return at < 0 ? undefined : phone.slice(0, at) + right + phone.slice(at + wrong.length);
}

const RETYPED_DOMAIN = /([\w-]*\.[a-z][\w.-]*)\s*,?\s*not\s+([\w-]*\.[a-z][\w.-]*)/i;

/** The e-mail with the end of its domain, `wrong`, made `right` (a whole domain or ".com"). */
function retypedEmail(email: string, right: string, wrong: string): string | undefined {
  const at = email.lastIndexOf('@');
  const domain = email.slice(at + 1);
  if (!domain.toLowerCase().endsWith(wrong.toLowerCase())) return undefined;
  const fixed = right.startsWith('.')
    ? domain.slice(0, domain.length - wrong.length) + right
    : right;
  return `${email.slice(0, at + 1)}${fixed}`;
}

const retypes = (message: string) => RETYPED_DIGITS.test(message) || RETYPED_DOMAIN.test(message);

/** "oops 2291 not 2290", "its kitestring.com not .co": the end of what was given, retyped. */
function retyped(message: string, given: ContactDetails): ContactDetails {
  const digits = RETYPED_DIGITS.exec(message);
  const domain = RETYPED_DOMAIN.exec(message);
  const phone = digits && given.phone && retypedPhone(given.phone, digits[1]!, digits[2]!);
  const email = domain && given.email && retypedEmail(given.email, domain[1]!, domain[2]!);
  const fixed: ContactDetails = {};
  if (phone) fixed.phone = phone;
  if (email) fixed.email = email;
  return fixed;
}

const NAME_INTRODUCED = /\b(?:[Ii]t'?s|[Tt]his is|[Ii]'?m|[Nn]ame'?s|[Nn]ame is)\s+([A-Z][a-z]+)\b/;
const NAME_LAST = /(?:^|[.!?,]\s*)it'?s\s+([A-Z][a-z]+(?: [A-Z][a-z]+)?)[\s.!]*$/;
/** What a message that gave contact details changes. */
export interface DetailsInMessage {
  /** Details known before this message. */
  before: ContactDetails;
  /** Details known after it. */
  after: ContactDetails;
  /** The message without the details and the words that introduced them. */
  rest: string;
}

export class LeadCapture {
  readonly #firmContacts: Set<string>;
  readonly #teamWords: Set<string>;
  readonly #worldWords: Set<string>;
  readonly #teamNames: Set<string>;
  /** What the bot says when it asks for a name: the name question, and the invitation to leave
   * one's name and details after the ways to reach the firm ("You can also leave your name…"). */
  readonly #namePrompts: string[];

  constructor(content: SiteContent) {
    const { settings, team } = content;
    this.#firmContacts = new Set(
      [
        settings.email,
        settings.privacyEmail,
        settings.tollFreePhone,
        settings.officePhone,
        ...team.flatMap((member) => [member.email, member.phone]),
      ].map(contactKey),
    );
    this.#namePrompts = [content.replies.lead.askName, content.replies.topics.contact ?? '']
      .map(longestFixedPart)
      .filter((part) => part.length > 0);
    const { world } = content;
    this.#worldWords = new Set(
      [world.serviceLines, world.businessTypes, world.places, world.services, world.topics]
        .flat()
        .flatMap((entry) => entry.terms),
    );
    this.#teamNames = new Set(team.map((member) => member.name.toLowerCase()));
    this.#teamWords = new Set(team.flatMap((member) => member.name.toLowerCase().split(/\s+/)));
  }

  /** Whether the bot's message asked for the visitor's name (the next bare words are it). */
  askedName(botText: string): boolean {
    return this.#namePrompts.some((prompt) => botText.includes(prompt));
  }

  /** The details this message gives, with those of the conversation; undefined if it gives none. */
  read(message: string, history: readonly AssistantHistoryEntry[]): DetailsInMessage | undefined {
    const lastBot = history.findLast((entry) => entry.sender === 'bot')?.text ?? '';
    const current = this.#detailsIn(message, lastBot);
    // "sorry forgot - Dave Kowal": the name asked for a turn earlier, given late.
    if (!current.name && !current.email && !current.phone) {
      // ("oh and its Lorraine. Lorraine from Prairie Fabrication": the name introduced.)
      const late = NAME_INTRODUCED.exec(message)?.[1] ?? capitalisedNamePart(message);
      const botTexts = history.filter((entry) => entry.sender === 'bot').map((entry) => entry.text);
      if (late && this.#mayBeName(late) && botTexts.slice(-2).some((t) => this.askedName(t))) {
        current.name = late;
      }
    }
    // "403 555", then "0147 sorry hit enter too fast": a number or address sent in two parts.
    if (!current.phone && !current.email) {
      const previous = history.findLast((entry) => entry.sender === 'user')?.text;
      const joined = splitContact(previous, message);
      if (joined) Object.assign(current, this.#detailsIn(joined, lastBot));
    }
    // Only when needed the earlier messages: most messages give no details, and this walk grows
    // with the conversation.
    let before: ContactDetails | undefined;
    if (retypes(message) && !current.email && !current.phone) {
      before = this.given(history);
      Object.assign(current, retyped(message, before));
    }
    if (!current.name && !current.email && !current.phone) return undefined;
    before ??= this.given(history);
    return {
      before,
      after: mergeDetails(before, current),
      rest: this.#withoutDetails(message, current),
    };
  }

  /** The details the visitor gave in the conversation so far (the later of each kind). */
  given(history: readonly AssistantHistoryEntry[]): ContactDetails {
    let given: ContactDetails = {};
    let botBefore = '';
    let userBefore: string | undefined;
    for (const entry of history) {
      if (entry.sender === 'bot') {
        botBefore = entry.text;
        continue;
      }
      // (A number or address sent in two parts is read as read() read it.)
      const joined = splitContact(userBefore, entry.text);
      const found = this.#detailsIn(joined ?? entry.text, botBefore);
      userBefore = entry.text;
      const fixed = !found.email && !found.phone && retypes(entry.text);
      given = mergeDetails(given, fixed ? { ...found, ...retyped(entry.text, given) } : found);
    }
    return given;
  }

  lead(
    details: ContactDetails,
    history: readonly AssistantHistoryEntry[],
    message: string,
    service: ServiceInterest,
  ): CapturedLead {
    const said = [...history.filter((e) => e.sender === 'user').map((e) => e.text), message];
    return {
      name: details.name ?? '',
      email: details.email ?? '',
      phone: details.phone ?? '',
      service,
      summary: shorten(
        `Chat conversation. The visitor wrote:\n${said.map((text) => `- ${text}`).join('\n')}`,
        CONTACT_FIELD_LIMITS.message,
      ),
    };
  }

  /** The details in one message, without the firm's own addresses and numbers. */
  #detailsIn(text: string, lastBot: string): ContactDetails {
    // (Earlier messages as they were typed: read the same way as the message of this turn.)
    const details = extractContactDetails(spokenContacts(text));
    if (details.email && this.#firmContacts.has(contactKey(details.email))) delete details.email;
    if (details.phone && this.#firmContacts.has(contactKey(details.phone))) delete details.phone;
    // "is 403-555-0182 Arjun's line?": an advisor's name, not the visitor's.
    if (details.name && this.#namesTeamMember(details.name)) delete details.name;
    // "Calgary, 403-555-0100": one word the assistant knows is no name.
    if (details.name && !details.name.includes(' ') && !this.#mayBeName(details.name)) {
      delete details.name;
    }
    const contact = details.phone ?? details.email;
    const beside =
      !details.name && contact ? nameBesideContact(spokenContacts(text), contact) : undefined;
    if (beside && this.#mayBeName(beside)) details.name = beside;
    // "…sorry hit enter too fast. its Megan": a capitalised name in a sentence of its own, last.
    const last = !details.name && contact ? NAME_LAST.exec(text)?.[1] : undefined;
    if (last && this.#mayBeName(last)) details.name = last;
    if (!details.name && this.askedName(lastBot)) {
      const bareName = extractBareName(text);
      // "downtown", "Okotoks": a word the assistant knows is an answer, not a name.
      if (bareName && this.#mayBeName(bareName)) details.name = bareName;
    }
    return details;
  }

  /** Not a word the assistant knows ("downtown", "Okotoks", "South Calgary"), nor an advisor. */
  #mayBeName(words: string): boolean {
    const lower = words.toLowerCase();
    if (this.#namesTeamMember(words) || this.#worldWords.has(lower)) return false;
    const parts = lower.split(/\s+/);
    // ("wat r ur hrs" just after the name was asked: texting, though "Cal" may be a name.)
    const texting = parts.filter((word) => Object.hasOwn(WORD_SPELLINGS, word));
    if (texting.length >= 2) return false;
    return !parts.some((word) => this.#worldWords.has(word));
  }

  /** An advisor's full name, or a possessive of one of their names ("Arjuns", "Reid's"). */
  #namesTeamMember(name: string): boolean {
    const lower = name.toLowerCase();
    if (this.#teamNames.has(lower)) return true;
    return lower
      .split(/\s+/)
      .some((word) => /'?s$/.test(word) && this.#teamWords.has(word.replace(/'?s$/, '')));
  }

  #withoutDetails(message: string, details: ContactDetails): string {
    let rest = message;
    for (const value of [details.email, details.phone]) if (value) rest = rest.replace(value, ' ');
    if (details.email) rest = withoutAddressEnd(rest, details.email);
    for (const word of details.name?.split(' ') ?? []) {
      rest = rest.replace(
        new RegExp(`\\b${escapeRegExp(word.replace(/\.$/, ''))}\\b\\.?`, 'i'),
        ' ',
      );
    }
    return rest
      .replace(INTRODUCERS, ' ')
      .replace(/[\s,.;:!?-]+/g, ' ')
      .trim();
  }
}

export { sameContact };
export type { ContactDetails };

/** How the bot addresses someone: "Priya", or "Dr. Shah" when they gave a title. */
export function addressAs(name: string): string {
  const words = name.split(' ');
  const title = words[0] && /^(dr|mr|mrs|ms|mx|miss|prof)\.?$/i.test(words[0]) ? words[0] : '';
  const rest = title ? words.slice(1) : words;
  if (title && rest.length > 0) return `${title} ${rest.at(-1)}`;
  return rest[0] ?? name;
}
