/** The outbox's sender for e-mail rows (notify, acknowledge): one message per row over SMTP. */
import type { OutboxSender } from '../outbox/worker.ts';
import { buildMessage, type MailAddresses } from './messages.ts';
import type { MailTransport } from './transport.ts';

export function mailSender(transport: MailTransport, addresses: MailAddresses): OutboxSender {
  return async (job) => {
    await transport.sendMail(buildMessage(job, addresses));
  };
}
