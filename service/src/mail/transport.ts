import nodemailer from 'nodemailer';
import type { SendMailOptions } from 'nodemailer';

/** What the outbox needs from a transport; nodemailer's Transporter fits, so does a test double. */
export interface MailTransport {
  sendMail(message: SendMailOptions): Promise<unknown>;
  close?(): void;
}

export function createSmtpTransport(smtpUrl: string, timeoutMs: number): MailTransport {
  return nodemailer.createTransport({
    url: smtpUrl,
    // One kept-alive connection: the outbox sends one message at a time, and a new SMTP
    // handshake per message cost ~100 ms.
    pool: true,
    maxConnections: 1,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
}
