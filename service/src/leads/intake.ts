/**
 * Recording a lead: the one path from a route (contact form, chat) to storage and the outbox.
 * Spam is stored for recovery but queues no e-mail and no webhook.
 *
 * What a lead gets is decided in one place, deliveriesFor(): the firm is notified of every lead,
 * by e-mail and, when WEBHOOK_URL is set, by the webhook. The visitor's acknowledgement goes only
 * to form leads (the chat confirms in the conversation), at most once a day per recipient address
 * and a few times a day per client address: the form must not let anyone make the firm mail
 * strangers on demand.
 */
import type { AppConfig } from '../config.ts';
import type { OutboxWaker } from '../outbox/worker.ts';
import { clientAllowanceKey, recipientAllowanceKey } from '../storage/mail-allowances.ts';
import type { LeadRepository, NewLead, OutboxKind } from '../storage/repository.ts';

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
  /**
   * The outbox rows a lead gets (none for spam): the one decision, used by submit() and by
   * whatever later moves a stored lead to the leads. Takes acknowledgement allowances.
   */
  deliveriesFor(lead: DeliveryCandidate, context?: SubmissionContext): Promise<OutboxKind[]>;
}

export const ACKNOWLEDGEMENT_WINDOW_MS = 24 * 60 * 60 * 1000;
/** One confirmation per address a day is all a visitor needs; a second one would be noise. */
export const ACKNOWLEDGEMENTS_PER_RECIPIENT = 1;
/**
 * Per client address a day: a visitor correcting a mistyped address, or two colleagues behind
 * one office's NAT, still get theirs; one client can no longer make the firm mail dozens.
 */
export const ACKNOWLEDGEMENTS_PER_CLIENT = 3;

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

  async function deliveriesFor(
    lead: DeliveryCandidate,
    context: SubmissionContext = {},
    at = now(),
  ): Promise<OutboxKind[]> {
    if (lead.spam) return [];
    const outbox: OutboxKind[] = ['notify'];
    if (config.webhook) outbox.push('webhook');
    if (
      config.mail.acknowledge &&
      lead.source === 'form' &&
      lead.email &&
      (await mayAcknowledge(lead.email, context.clientAddress ?? 'unknown', at))
    ) {
      outbox.push('acknowledge');
    }
    return outbox;
  }

  return {
    deliveriesFor: (lead, context) => deliveriesFor(lead, context),
    async submit(lead, context = {}) {
      const at = now();
      const outbox = await deliveriesFor(lead, context, at);
      const stored = await repository.createLead({ ...lead, outbox }, at);
      if (outbox.length > 0) worker?.wake();
      return stored;
    },
  };
}
