/**
 * Recording a lead: the one path from a route (contact form, chat) to storage and the outbox.
 * Spam is stored with why it was flagged and queues nothing (no e-mail, no webhook): the daily
 * spam digest (leads/spam-digest.ts) shows it to the firm, and `leads -- not-spam` moves it to
 * the leads.
 *
 * What a lead gets is decided in one place, deliveriesFor(): the firm is notified of every lead,
 * by e-mail and, when WEBHOOK_URL is set, by the webhook. The visitor's acknowledgement goes only
 * to form leads (the chat confirms in the conversation), at most once a day per recipient address
 * and a few times a day per client address: the form must not let anyone make the firm mail
 * strangers on demand. A chat lead that changes after the firm was told (complete(), correct(),
 * note()) is told again: an update.
 */
import { MIN_FILL_MS } from '../../../src/domain/contact.ts';
import type { AppConfig } from '../config.ts';
import type { OutboxWaker } from '../outbox/worker.ts';
import { clientAllowanceKey, recipientAllowanceKey } from '../storage/mail-allowances.ts';
import type { LeadAdditions, LeadRepository, NewLead, OutboxKind } from '../storage/repository.ts';

export type LeadSubmission = Omit<NewLead, 'outbox'>;

/** What deliveriesFor() reads of a lead. */
export type DeliveryCandidate = Pick<LeadSubmission, 'source' | 'email' | 'spam'>;

export interface SubmissionContext {
  /** The client's IP address (request.ip, which follows TRUST_PROXY). */
  clientAddress?: string;
}

export interface LeadIntake {
  /** Resolves once the lead and its outbox rows are committed. */
  submit(lead: LeadSubmission, context?: SubmissionContext): Promise<{ id: number }>;
  /** Details typed after a chat lead was taken (its name, say, after an e-mail alone). */
  complete(sessionId: string, additions: LeadAdditions): Promise<void>;
  /** Replaces the chat lead's e-mail or phone with the one the visitor corrected it to. */
  correct(sessionId: string, corrections: LeadAdditions): Promise<void>;
  /** Adds what the visitor said after the lead was taken ("best after 3pm") to it. */
  note(sessionId: string, note: string): Promise<void>;
}

/** What deliveriesFor() reads of a change to a chat lead. */
const CHAT_UPDATE: DeliveryCandidate = { source: 'chat', email: '', spam: false };

export const ACKNOWLEDGEMENT_WINDOW_MS = 24 * 60 * 60 * 1000;
/** One confirmation per address a day is all a visitor needs; a second one would be noise. */
export const ACKNOWLEDGEMENTS_PER_RECIPIENT = 1;
/**
 * Per client address a day: a visitor correcting a mistyped address, or two colleagues behind
 * one office's NAT, still get theirs; one client can no longer make the firm mail dozens.
 */
export const ACKNOWLEDGEMENTS_PER_CLIENT = 3;

export interface DeliveryChoice {
  /** MAIL_ACKNOWLEDGE. */
  acknowledge: boolean;
  /** WEBHOOK_URL is set. */
  webhook: boolean;
  /**
   * A flagged submission moved to the leads by `leads -- not-spam`: the firm is notified, the
   * address typed in the form is not, so flagged posts never become a way to mail strangers.
   */
  movedFromSpam?: boolean;
}

/**
 * The one place that decides what a new lead sends: nothing for spam; the firm's notification
 * (e-mail, and the webhook when set) for every lead; the visitor's acknowledgement for form leads while its allowance lasts
 * (`mayAcknowledge` is asked last, so a lead that gets none uses up no allowance).
 */
export async function deliveriesFor(
  lead: DeliveryCandidate,
  choice: DeliveryChoice,
  mayAcknowledge: () => Promise<boolean>,
): Promise<OutboxKind[]> {
  if (lead.spam) return [];
  const kinds: OutboxKind[] = ['notify'];
  if (choice.webhook) kinds.push('webhook');
  if (
    choice.acknowledge &&
    !choice.movedFromSpam &&
    lead.source === 'form' &&
    lead.email &&
    (await mayAcknowledge())
  ) {
    kinds.push('acknowledge');
  }
  return kinds;
}

/** Why the contact form's traps flagged a post, for the digest; undefined when they did not. */
export function spamReason(honeypot: string, fillMs: number | undefined): string | undefined {
  const reasons: string[] = [];
  if (honeypot !== '') reasons.push('honeypot filled');
  if (fillMs !== undefined && fillMs < MIN_FILL_MS) {
    reasons.push(`sent ${(Math.max(0, fillMs) / 1000).toFixed(1)} s after the page opened`);
  }
  return reasons.length > 0 ? reasons.join('; ') : undefined;
}

export function createLeadIntake(
  repository: LeadRepository,
  config: Pick<AppConfig, 'mail' | 'webhook'>,
  worker: OutboxWaker | undefined,
  now: () => number,
): LeadIntake {
  /** The client's allowance is checked first, so a blocked client uses up no one's allowance. */
  async function mayAcknowledge(email: string, clientAddress: string, at: number) {
    const take = (key: string, max: number) =>
      repository.takeMailAllowance(key, at, ACKNOWLEDGEMENT_WINDOW_MS, max);
    return (
      (await take(clientAllowanceKey(clientAddress), ACKNOWLEDGEMENTS_PER_CLIENT)) &&
      (await take(recipientAllowanceKey(email), ACKNOWLEDGEMENTS_PER_RECIPIENT))
    );
  }

  const choice: DeliveryChoice = {
    acknowledge: config.mail.acknowledge,
    webhook: Boolean(config.webhook),
  };
  // A chat lead changed after it was taken: the firm is told again (its notification and
  // webhook, never an acknowledgement), so no one calls the number the visitor corrected.
  const updateDeliveries = () => deliveriesFor(CHAT_UPDATE, choice, async () => false);
  return {
    async submit(lead, context = {}) {
      const at = now();
      const outbox = await deliveriesFor(lead, choice, () =>
        mayAcknowledge(lead.email ?? '', context.clientAddress ?? 'unknown', at),
      );
      const stored = await repository.createLead({ ...lead, outbox }, at);
      if (outbox.length > 0) worker?.wake();
      return stored;
    },
    async complete(sessionId, additions) {
      const outbox = await updateDeliveries();
      if (await repository.completeChatLead(sessionId, additions, outbox, now())) worker?.wake();
    },
    async correct(sessionId, corrections) {
      const outbox = await updateDeliveries();
      if (await repository.correctChatLead(sessionId, corrections, outbox, now())) worker?.wake();
    },
    async note(sessionId, note) {
      const outbox = await updateDeliveries();
      if (await repository.noteChatLead(sessionId, note, outbox, now())) worker?.wake();
    },
  };
}
