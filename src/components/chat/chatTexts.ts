import { telHref } from '../../utils/phone';
import type { ChatFailureReplies } from './chatStore';

/** The greeting's quick replies; the assistant recognises both words (spec §4). */
export const GREETING_CHOICES = ['Healthcare', 'Commercial'];

export function greetingText(firmName: string): string {
  return `Hello! I'm ${firmName}'s automated assistant. Are you looking for healthcare or commercial space?`;
}

export const RATE_LIMITED_TEXT =
  "You're sending messages too quickly — please wait a moment and try again.";

/** Spec §8: any failure points the visitor to the toll-free number and the e-mail address. */
export function failureReplies(tollFreePhone: string, email: string): ChatFailureReplies {
  return {
    failed: {
      text: `Sorry, I can't answer right now. Please call us toll-free at ${tollFreePhone} or e-mail ${email}.`,
      links: [
        { label: `Call ${tollFreePhone}`, href: telHref(tollFreePhone) },
        { label: `E-mail ${email}`, href: `mailto:${email}` },
      ],
    },
    'rate-limited': { text: RATE_LIMITED_TEXT },
  };
}
