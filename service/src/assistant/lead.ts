/**
 * Finds contact details a visitor types in the chat ("I'm Dr. Priya Shah", "priya@clinic.ca",
 * "call me at 403 555 0100"), in one message or spread over several.
 */
import { CONTACT_FIELD_LIMITS } from '../../../src/domain/contact.ts';

export interface ContactDetails {
  name?: string;
  email?: string;
  phone?: string;
}

const EMAIL_PATTERN =
  /[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}/;
/** North American numbers (403-555-0178, (403) 555 0178, 1-800-555-0142) or +international. */
const PHONE_PATTERN =
  /(?<![\d$])(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}(?:\s*(?:x|ext\.?)\s*\d{1,5})?(?!\d)|\+\d{1,3}[\s.-]?\d(?:[\s.-]?\d){6,13}(?!\d)/;

const INTRO_PATTERN =
  /\b(?:my name is|my name's|(?<!\b(?:her|his|their|the|whose) )(?:name is|name's)|name:|i am|i'm|im|this is|it's|call me|ask for|signed|regards,?|cheers,?)\s+(.+)$/i;
const EXPLICIT_INTRO = /^(?:my name is|my name's|name is|name's|name:|call me)$/i;
const TITLE_PATTERN = /^(?:dr|mr|mrs|ms|mx|miss|prof)\.?$/i;
const NAME_WORD = /^\p{L}[\p{L}'’-]*\.?$/u;
const CAPITALISED = /^\p{Lu}/u;
/** Sentence ends (not the dot of "Dr.") and commas before a new "I'm …" / "my …" clause. */
const CLAUSE_BREAK =
  /(?<!\b(?:dr|mr|mrs|ms|mx|prof))[\n.!?;]+(?:\s|$)|,\s*(?=(?:and\s+)?(?:i|my|this|it|call)\b)/i;

/** Words that follow "I'm" without being a name ("I'm looking…", "I'm Interested…"). */
const NOT_NAMES = new Set(
  (
    'a an the and or but not no yes so just only also still very really here there looking ' +
    'interested trying hoping planning opening moving thinking wondering new from with in at on ' +
    'for to of by about after before over an our my your their his her its sorry fine good great ' +
    'ok okay well happy glad ready curious calling writing emailing reaching going currently ' +
    'dentist dental doctor physician physio physiotherapist chiropractor owner manager director ' +
    'tenant landlord buyer seller business clinic practice healthcare commercial retail office ' +
    'industrial hi hello hey thanks thank email e-mail phone number call reach contact at me you ' +
    'him her us them it myself back later today tomorrow tonight asap soon now anytime ' +
    'morning afternoon evening monday tuesday wednesday thursday friday saturday sunday ' +
    'actually use instead please pls rather prefer send text mail try again best sure ' +
    'what when where why how who which cell mobile work home txt ring yeah yep yup cheers thx ' +
    'ty asap anytime weekdays weekends evenings mornings afternoons lol cool perfect tel ph ' +
    'mob num nbr landline whatsapp voicemail direct personal if unless whichever whatever either'
  ).split(' '),
);

function titleCase(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Reads up to four name words from the start of `text`, or undefined if they don't look like one. */
function readName(text: string, requireCapitals: boolean): string | undefined {
  const words = text
    .replace(/[,;:!?()"]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const name: string[] = [];
  for (const word of words) {
    const bare = word.replace(/[.]$/, '');
    if (name.length === 0 && TITLE_PATTERN.test(bare) && NAME_WORD.test(word)) {
      name.push(`${titleCase(bare.toLowerCase())}.`);
      continue;
    }
    if (!NAME_WORD.test(word) || NOT_NAMES.has(bare.toLowerCase())) break;
    if (requireCapitals && !CAPITALISED.test(word)) break;
    name.push(titleCase(bare));
    if (word.endsWith('.') && !TITLE_PATTERN.test(bare)) break;
    if (name.length === 4) break;
  }
  const realWords = name.filter((word) => !TITLE_PATTERN.test(word.replace(/\.$/, '')));
  if (realWords.length === 0) return undefined;
  const result = name.join(' ');
  return result.length <= CONTACT_FIELD_LIMITS.name ? result : undefined;
}

function extractName(
  message: string,
  withoutContacts: string,
  hasContact: boolean,
): string | undefined {
  // Look at each clause: "Hi, I'm Priya Shah and my e-mail is …".
  for (const clause of message.split(CLAUSE_BREAK)) {
    // "call me back my name is Marcus…": when the first introducer holds no name, the next may.
    let text = clause.trim();
    for (let match = INTRO_PATTERN.exec(text); match?.[1]; match = INTRO_PATTERN.exec(text)) {
      const introducer = text.slice(0, match.index + match[0].length - match[1].length).trim();
      const explicit =
        EXPLICIT_INTRO.test(introducer.split(/\s+/).slice(-3).join(' ').trim()) ||
        /name/i.test(introducer);
      const name = readName(match[1], !explicit);
      if (name) return name;
      text = match[1];
    }
  }
  // "Priya Shah, priya@clinic.ca": what is left around the e-mail or phone may be the name.
  if (hasContact) {
    const rest = withoutContacts
      .replace(
        /\b(?:my|e-?mail|email address|phone|number|cell|is|at|or|and|you can reach me|reach me|contact me|here|it's|its|this|i'm|im|tel)\b:?/gi,
        ' ',
      )
      .replace(/[,;:()]+/g, ' ')
      .trim();
    const words = rest.split(/\s+/).filter(Boolean);
    if (words.length >= 1 && words.length <= 4) {
      const name = readName(rest, false);
      if (name && name.split(' ').length === words.length) return name;
    }
    // "please call me, Maria Lopez 403-555-9911, we need…".
    return capitalisedNamePart(withoutContacts);
  }
  return undefined;
}

/**
 * A part of a message of its own, between commas, dashes or sentence ends, of two to four
 * capitalised words: "Dr. Anika Rao here", "sorry forgot - Dave Kowal, ops manager"; after a
 * title, in lower case too ("dr lena ortiz, lena@…, email me pls").
 */
export function capitalisedNamePart(message: string): string | undefined {
  for (const part of message.split(
    /[,;]|\s[-–—]\s|(?<!\b(?:dr|mr|mrs|ms|mx|prof))[.!?](?:\s|$)/i,
  )) {
    const words = part
      .replace(/\bhere\b/i, ' ')
      .replace(/^\s*(hi|hello|hey|good (morning|afternoon|evening))\b/i, ' ')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    if (words.length < 2 || words.length > 4) continue;
    const titled = TITLE_PATTERN.test(words[0]!.replace(/\.$/, ''));
    const name = readName(words.join(' '), !titled);
    if (name && name.split(' ').length === words.length) return name;
  }
  return undefined;
}

export function extractContactDetails(message: string): ContactDetails {
  const details: ContactDetails = {};
  let rest = message;
  const email = EMAIL_PATTERN.exec(message)?.[0];
  if (email && email.length <= CONTACT_FIELD_LIMITS.email) {
    details.email = email;
    rest = rest.replace(email, ' ');
  }
  const phone = PHONE_PATTERN.exec(rest)?.[0];
  if (phone && phone.length <= CONTACT_FIELD_LIMITS.phone) {
    details.phone = phone.trim();
    rest = rest.replace(phone, ' ');
  }
  const name = extractName(rest, rest, Boolean(details.email || details.phone));
  if (name) details.name = name;
  return details;
}

/** What introduces a name in a short part of a message: "its mike", "this is jess". */
const LEADING_INTRO = /^(?:it'?s|this is|i'?m|i am|name'?s|name is|my name is|call me|ask for)\s+/i;

/**
 * One word alone beside the contact details, as their own part of the message: "can he text me,
 * Jordan 403-555-6604", "yes pls, its tasha, 403 555 7720", "txt me 587-555-2290 jess". Typed in
 * lower case too: in a chat, "mike" beside a number is a name.
 */
export function nameBesideContact(message: string, contact: string): string | undefined {
  const at = message.indexOf(contact);
  if (at < 0) return undefined;
  const after = message
    .slice(at + contact.length)
    .replace(/^[\s,;:–—-]+/, '')
    .replace(/[\s.!]+$/, '');
  const before =
    message
      .slice(0, at)
      .split(/[,;:]|\s[-–—]\s/)
      .filter((part) => part.trim())
      .at(-1)
      ?.trim()
      .replace(LEADING_INTRO, '') ?? '';
  // The word after the number when it ends the message, else the word before it.
  const word = after && !/\s/.test(after) ? after : after ? '' : before;
  if (!NAME_WORD.test(word) || word.length < 2) return undefined;
  return NOT_NAMES.has(word.toLowerCase()) ? undefined : titleCase(word);
}

/**
 * A bare answer to "what name should we use?": one to four name-like words and nothing else.
 */
export function extractBareName(message: string): string | undefined {
  const trimmed = message.trim().replace(/[.!]+$/, '');
  const words = trimmed.split(/\s+/);
  if (words.length === 0 || words.length > 4) return undefined;
  const name = readName(trimmed, false);
  return name && name.split(' ').length === words.length ? name : undefined;
}

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const samePhone = (a: string, b: string) => a.replace(/\D/g, '') === b.replace(/\D/g, '');

/**
 * Details given over several messages add up, later ones winning. Before a lead is complete, a
 * message with another e-mail address or phone number than the conversation held starts afresh:
 * the lead for that address gets none of the earlier person's details (a shared or guessed
 * session must not hand them on). Once complete, the conversation's one lead is made already.
 */
export function mergeDetails(earlier: ContactDetails, later: ContactDetails): ContactDetails {
  const otherEmail = earlier.email && later.email && !sameEmail(earlier.email, later.email);
  const otherPhone = earlier.phone && later.phone && !samePhone(earlier.phone, later.phone);
  if ((otherEmail || otherPhone) && !isComplete(earlier)) return { ...later };
  return { ...earlier, ...later };
}

/** No e-mail or phone in one differs from the other's (letter case and phone format aside). */
export function sameContact(a: ContactDetails, b: ContactDetails): boolean {
  const emailsAgree = !a.email || !b.email || sameEmail(a.email, b.email);
  return emailsAgree && (!a.phone || !b.phone || samePhone(a.phone, b.phone));
}

function isComplete(details: ContactDetails): boolean {
  return Boolean(details.name && (details.email || details.phone));
}

// The digits a message ends with, and those the next one starts with.
const ENDS_WITH_DIGITS = /(?:^|[^\d\w])(\d[\d\s.-]*\d)\s*$/;
const STARTS_WITH_DIGITS = /^\s*(\d[\d\s.-]*\d)(?!\w)/;

// An e-mail address's first part a message ends with, and the "@domain" the next one starts with.
const ENDS_WITH_LOCAL_PART = /(?:^|\s)([\w.+-]+)\s*$/;
const STARTS_WITH_DOMAIN = /^\s*@[\w-]+(?:\.[\w-]+)+/;

/** The message with the start of a phone number or e-mail address the previous one ended with,
 * if together they make one ("403 555" then "0147 sorry… its Megan"; "rkaur.physio" then
 * "@gmail.com sorry hit enter too soon"). */
export function splitContact(previous: string | undefined, message: string): string | undefined {
  if (!previous) return undefined;
  const local = ENDS_WITH_LOCAL_PART.exec(previous)?.[1];
  if (local && STARTS_WITH_DOMAIN.test(message) && !extractContactDetails(previous).email) {
    return `${local}${message.trimStart()}`;
  }
  const start = ENDS_WITH_DIGITS.exec(previous)?.[1];
  const end = STARTS_WITH_DIGITS.exec(message)?.[1];
  if (!start || !end || extractContactDetails(previous).phone) return undefined;
  return extractContactDetails(`${start} ${end}`).phone ? `${start} ${message}` : undefined;
}

/** The text without the "@domain" that ends `email`, as sent apart ("@gmail.com sorry…"). */
export function withoutAddressEnd(text: string, email: string): string {
  return text.replace(STARTS_WITH_DOMAIN, (end) => (email.endsWith(end.trim()) ? ' ' : end));
}
