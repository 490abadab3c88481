/** What the assistant understood of one message: a plain object, no text of the visitor's. */
import type { ServiceLine } from '../world-content.ts';
import type { Language } from './language.ts';
import type { Size } from './normalise.ts';

/** A service id ("purchase", "landlord"…) or a topic id ("hours", "fees"…) of world.yaml, or
 * "lead-details" when the visitor typed their name, e-mail or phone. */
export type NeedId = string;

export type QuestionKind =
  /** "do you help hair salons?", "is that realistic?": answer yes or no only where content says. */
  | 'yesNo'
  /** "do you only do leases or purchases too?": name what applies, not "yes". */
  | 'choice'
  /** "what are your hours", "how long will that take" */
  | 'open'
  /** no question: "we're a bakery looking for 1,500 sq ft", "thanks" */
  | 'statement';

export interface BusinessUnderstood {
  id: string;
  line: ServiceLine | 'unknown';
}

export interface PlaceUnderstood {
  id: string;
  status: 'served' | 'region' | 'notStated';
}

export interface AdvisorUnderstood {
  /** A name as content/team/team.yaml has it. */
  name: string;
  /** Why this advisor: named by the visitor, the service asked, the business's line, or kept
   * from the previous message ("his email"). */
  reason: 'named' | 'service' | 'line' | 'carried';
}

export type FollowUp =
  /** "his email", "what's her number": about the advisor of the previous message. */
  | { kind: 'person' }
  /** "what about Lethbridge?", "Okotoks?": the same question for another place. */
  | { kind: 'place' }
  /** "buying instead": the new services replace the previous ones. */
  | { kind: 'instead'; replaced: NeedId[] }
  /** "how long will that take": a topic asked about the previous services. */
  | { kind: 'about'; subject: NeedId[] }
  /** "and restaurants?", "and Nicole's?": the previous question again, for another business
   * or advisor. */
  | { kind: 'again' }
  /** The reply to a clarifying question ("parking?" then "for patients at a new clinic"). */
  | { kind: 'clarified'; term?: string };

export interface Clarification {
  reason: 'tooShort' | 'ambiguous';
  /** The ambiguous word, when there is one ("parking"). */
  term?: string;
  /** Needs to offer as quick replies. */
  options: NeedId[];
}

export interface Understanding {
  language: Language;
  /** Everything asked, in the order the visitor asked it; several needs are answered in turn. */
  needs: NeedId[];
  question: QuestionKind;
  /** The visitor's business, when named and not negated. */
  business?: BusinessUnderstood;
  /** A second business of the firm's other line, named in the same message. */
  alsoBusiness?: BusinessUnderstood;
  /** The firm's line that fits the visitor, from the business, the words, or a negation. */
  line?: ServiceLine;
  /** What the visitor said they are not ("not a dentist", "not healthcare") or do not want
   * ("buy instead of leasing": services ["leasing"]). */
  negated: { businesses: string[]; lines: ServiceLine[]; services: NeedId[] };
  places: PlaceUnderstood[];
  /** Who should answer or be contacted. */
  advisor?: AdvisorUnderstood;
  /** Asked whether the advisor does a line another leads ("does Arjun do medical too?"): the
   * name of the one who does, as team.yaml has it. */
  otherAdvisor?: string;
  /** "we're a bakery looking for 1,500 sq ft": a need stated, to be answered like a question. */
  statementOfNeed: boolean;
  /** The visitor acts for a landlord (or asks whether the firm does): never pitch them. */
  landlord: boolean;
  sizes: Size[];
  headcount?: number;
  /** The visitor's own dates ("by september"): to be acknowledged, never promised. */
  timing: string[];
  /** Contact details typed in the message (their values stay with lead capture). */
  leadDetails: { email: boolean; phone: boolean; name: boolean };
  followUp?: FollowUp;
  /** Set when the message is too short or too ambiguous to answer without guessing. */
  clarify?: Clarification;
  /** What was taken from the previous understanding rather than from this message. */
  carried: ('business' | 'line' | 'advisor' | 'needs')[];
  /** high: clear terms; low: respelled words, a guess from context, or a clarification; none:
   * nothing understood (the answer is "I'm not sure" and the message is a gap to review). */
  confidence: 'high' | 'low' | 'none';
}

export type { Language, Size };

/** A business or line named in this message, not carried from an earlier one ("ok thanks" after
 * a vet clinic names nothing). */
export function namesBusinessNow(u: Pick<Understanding, 'business' | 'line' | 'carried'>): boolean {
  return (
    (u.business !== undefined && !u.carried.includes('business')) ||
    (u.line !== undefined && !u.carried.includes('line'))
  );
}
