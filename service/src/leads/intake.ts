/**
 * Recording a lead: the one path from a route (contact form now, chat later) to storage and
 * the outbox. Spam is stored for recovery but queues no e-mail.
 */
import type { MailConfig } from '../config.ts';
import type { OutboxWorker } from '../mail/outbox.ts';
import type { LeadRepository, NewLead, OutboxKind } from '../storage/repository.ts';

export type LeadSubmission = Omit<NewLead, 'outbox'>;

export interface LeadIntake {
  /** Resolves once the lead and its outbox rows are committed. */
  submit(lead: LeadSubmission): Promise<{ id: number }>;
}

export function createLeadIntake(
  repository: LeadRepository,
  mail: MailConfig,
  worker: OutboxWorker | undefined,
  now: () => number,
): LeadIntake {
  return {
    async submit(lead) {
      const outbox: OutboxKind[] = [];
      if (!lead.spam) {
        outbox.push('notify');
        if (mail.acknowledge && lead.email) outbox.push('acknowledge');
      }
      const stored = await repository.createLead({ ...lead, outbox }, now());
      if (outbox.length > 0) worker?.wake();
      return stored;
    },
  };
}
