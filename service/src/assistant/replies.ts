/**
 * The assistant's sentences (content/chat/replies.yaml) with their placeholders filled: the firm's
 * own details everywhere, plus what each answer passes in. The content check has already refused
 * a placeholder a group does not know; `say` refuses one it was not given, so no "{…}" ever
 * reaches a visitor.
 */
import type { ChatLink } from '../../../src/domain/chat.ts';
import type { ChatRepliesEntry, ReplyGroup } from '../../../src/content/chat-replies.ts';
import { fillText } from '../../../src/content/placeholders.ts';
import type { SiteContent, TeamMember } from './content.ts';
import { OfficeClock, formatTime } from './hours.ts';
import { joinList } from './text.ts';

export type Values = Readonly<Record<string, string>>;

/** tel: link of a North American number as the content writes it ("1-800-555-0142"). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${digits}`;
}

/** "Catherine Reid" → "Catherine". */
export const firstNameOf = (name: string): string => name.split(' ')[0] ?? name;

export class Replies {
  readonly #sentences: ChatRepliesEntry;
  readonly #firm: Values;
  readonly #clock: OfficeClock;
  readonly #content: SiteContent;
  readonly booker: TeamMember | undefined;

  constructor(content: SiteContent) {
    const { settings, team } = content;
    this.#content = content;
    this.#sentences = content.replies;
    this.#clock = new OfficeClock(settings);
    this.booker = team.find((member) => member.takesBookings);
    const { street, city, region, postalCode } = settings.address;
    this.#firm = {
      firmName: settings.name,
      shortName: settings.shortName,
      tollFreePhone: settings.tollFreePhone,
      officePhone: settings.officePhone,
      email: settings.email,
      privacyEmail: settings.privacyEmail,
      address: `${street}, ${city}, ${region} ${postalCode}`,
      city,
      areaServed: joinList(settings.areaServed.filter((area) => area !== city)),
      replyHours: String(settings.replyPromiseHours),
      bookerName: this.booker?.name ?? 'an advisor',
      bookerRole: this.booker?.role ?? settings.name,
    };
  }

  /** The sentence `group.key` with its placeholders filled; undefined when there is none. */
  find(group: ReplyGroup, key: string, values: Values = {}): string | undefined {
    const sentences = this.#sentences[group] as Record<string, string>;
    if (!Object.hasOwn(sentences, key)) return undefined;
    // A placeholder left empty on purpose ("{openStatus}" said elsewhere) leaves no gap.
    const text = fillText(sentences[key]!, { ...this.#firm, ...values })
      .replace(/ {2,}/g, ' ')
      .trim();
    const missing = /\{(\w+)\}/.exec(text);
    if (missing) throw new Error(`replies.yaml ${group}.${key}: no value for {${missing[1]}}`);
    return text;
  }

  say(group: ReplyGroup, key: string, values: Values = {}): string {
    const text = this.find(group, key, values);
    if (text === undefined) throw new Error(`content/chat/replies.yaml has no ${group}.${key}`);
    return text;
  }

  /** Whether the sentence `group.key` names `{placeholder}`: some values cost a search to make. */
  uses(group: ReplyGroup, key: string, placeholder: string): boolean {
    const sentences = this.#sentences[group] as Record<string, string>;
    return Object.hasOwn(sentences, key) && sentences[key]!.includes(`{${placeholder}}`);
  }

  /** The quick-reply label of a need, or undefined when replies.yaml gives it none. */
  label(need: string): string | undefined {
    return this.#sentences.labels[need];
  }

  /** "We are open now, until 5:00 PM Calgary time." at this instant. */
  openStatus(now: Date): string {
    const status = this.#clock.status(now);
    if (status.open) return this.say('status', 'open', { time: formatTime(status.closesAt) });
    const time = formatTime(status.opensAt);
    if (status.nextOpenDay === 'today') return this.say('status', 'opensToday', { time });
    return this.say('status', 'closed', { time, day: status.nextOpenDay });
  }

  contactLinks(): ChatLink[] {
    const { settings } = this.#content;
    return [
      { label: `Call toll-free ${settings.tollFreePhone}`, href: telHref(settings.tollFreePhone) },
      { label: `E-mail ${settings.email}`, href: `mailto:${settings.email}` },
    ];
  }

  bookingLinks(): ChatLink[] {
    const label = this.booker ? `Book a meeting with ${this.booker.name}` : 'Book a meeting';
    return [{ label, href: this.#content.settings.bookingUrl }];
  }

  /** An advisor's direct e-mail and phone, and the booking link only if they take bookings. */
  advisorLinks(member: TeamMember): ChatLink[] {
    const links: ChatLink[] = [
      { label: `E-mail ${member.name}`, href: `mailto:${member.email}` },
      { label: `Call ${member.name} ${member.phone}`, href: telHref(member.phone) },
      { label: 'Meet the team', href: '/team/' },
    ];
    return member.takesBookings ? [...links, ...this.bookingLinks()] : links;
  }

  advisorValues(member: TeamMember): Values {
    return {
      advisorName: member.name,
      advisorFirstName: firstNameOf(member.name),
      advisorRole: member.role,
      advisorEmail: member.email,
      advisorPhone: member.phone,
      advisorBio: member.bio.trim(),
    };
  }
}
