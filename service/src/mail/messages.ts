/**
 * The e-mails the service sends. Visitor text goes into headers only after CR/LF and other
 * controls are removed (no header injection) and into HTML only escaped (no HTML injection).
 */
import type { SendMailOptions } from 'nodemailer';
import {
  SERVICE_OPTIONS,
  serviceLabel,
  type ServiceInterest,
} from '../../../src/domain/contact.ts';
import type { Attribution } from '../../../src/domain/attribution.ts';
import type { OutboxJob, StoredLead } from '../storage/repository.ts';

export const FIRM_NAME = 'Chinook Realty Advisors';

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g;
/**
 * Invisible characters that reorder or hide text: bidi marks, embeddings, overrides and isolates
 * (U+202E turns "exe.pdf" around), zero-width space, word joiner, BOM. The zero-width (non-)joiners
 * U+200C/U+200D stay: Persian and Indic names need them, and they move nothing.
 */
const INVISIBLE_FORMATTING = /[\u061C\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;

/**
 * Removes anything that could end or fold a header line, and invisible formatting that could
 * disguise a name; collapses runs of white space.
 */
export function headerSafe(value: string, maxLength = 120): string {
  return value
    .replace(CONTROL_CHARACTERS, ' ')
    .replace(INVISIBLE_FORMATTING, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxLength);
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const EMAIL_ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+$/;

export function describeService(service: string): string {
  return SERVICE_OPTIONS.some((option) => option.value === service)
    ? serviceLabel(service as ServiceInterest)
    : 'General';
}

export function domainOf(address: string): string {
  const match = /@([^\s>]+)>?\s*$/.exec(address);
  return match?.[1] ?? 'localhost';
}

/**
 * Stable per outbox row: if the process dies after the SMTP server accepted a message but
 * before the row was marked sent, the retry carries the same Message-ID and mail clients
 * show it once.
 */
export function messageIdFor(job: OutboxJob, from: string): string {
  const update = job.update ? `.update-${job.id}` : '';
  return `<lead-${job.lead.id}.${job.lead.createdAt}.${job.kind}${update}@${domainOf(from)}>`;
}

function leadFields(lead: StoredLead): [string, string][] {
  // One-line fields stay on one line in the body too, so they cannot forge other lines.
  const fields: [string, string][] = [
    ['Name', headerSafe(lead.name, 200)],
    ['Email', headerSafe(lead.email, 300)],
    ['Phone', headerSafe(lead.phone, 100)],
    ['Company', headerSafe(lead.company, 200)],
    ['Service interest', lead.service ? describeService(lead.service) : ''],
    ['Source', lead.source === 'chat' ? 'Chat assistant' : 'Contact form'],
    ['Received', new Date(lead.createdAt).toISOString()],
  ];
  return fields;
}

const ATTRIBUTION_LABELS: [keyof Attribution, string][] = [
  ['landing_page', 'First page'],
  ['referrer', 'Referring site'],
  ['utm_source', 'Campaign source'],
  ['utm_medium', 'Campaign medium'],
  ['utm_campaign', 'Campaign name'],
  ['utm_term', 'Campaign term'],
  ['utm_content', 'Campaign content'],
];

/** Where the visit began, as labelled lines; only what was recorded (validated on the way in). */
export function attributionFields(attribution: Attribution): [string, string][] {
  return ATTRIBUTION_LABELS.filter(([field]) => attribution[field]).map(([field, label]) => [
    label,
    headerSafe(attribution[field]!, 200),
  ]);
}

export interface MailAddresses {
  from: string;
  to: string;
}

export function buildNotification(job: OutboxJob, addresses: MailAddresses): SendMailOptions {
  const { lead } = job;
  const who = headerSafe(lead.name || lead.email || 'a visitor', 80);
  const subject = `${job.update ? 'Updated' : 'New'} ${describeService(lead.service)} inquiry from ${who}`;
  const intro = job.update
    ? 'The visitor corrected or added to their details in the chat after this inquiry was first sent to you. This is the inquiry as it is now.'
    : 'A new inquiry arrived through the website.';
  const fields = leadFields(lead);
  const origin = attributionFields(lead.attribution);
  const text = [
    intro,
    '',
    ...fields.map(([label, value]) => `${label}: ${value || '(not given)'}`),
    '',
    'Where the visit began:',
    ...(origin.length > 0
      ? origin.map(([label, value]) => `${label}: ${value}`)
      : ['(not recorded)']),
    '',
    'Message:',
    lead.message || '(none)',
    ...(lead.transcript ? ['', 'Chat transcript (JSON):', lead.transcript] : []),
    '',
    lead.email ? 'Reply to this e-mail to answer the visitor.' : '',
  ].join('\n');
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0">${escapeHtml(value || '(not given)')}</td></tr>`,
    )
    .join('');
  const html =
    `<!doctype html><html><body style="font-family:Arial,sans-serif">` +
    `<p>${intro}</p><table>${rows}</table>` +
    `<h2 style="font-size:16px">Where the visit began</h2>` +
    (origin.length > 0
      ? `<table>${origin
          .map(
            ([label, value]) =>
              `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
              `<td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
          )
          .join('')}</table>`
      : '<p>(not recorded)</p>') +
    `<h2 style="font-size:16px">Message</h2>` +
    `<p style="white-space:pre-wrap">${escapeHtml(lead.message || '(none)')}</p>` +
    (lead.transcript
      ? `<h2 style="font-size:16px">Chat transcript</h2><pre>${escapeHtml(lead.transcript)}</pre>`
      : '') +
    `</body></html>`;
  return {
    from: addresses.from,
    to: addresses.to,
    replyTo: EMAIL_ADDRESS.test(lead.email)
      ? { name: headerSafe(lead.name, 100), address: lead.email }
      : undefined,
    subject,
    text,
    html,
    messageId: messageIdFor(job, addresses.from),
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}

/** Transactional only (CASL): confirms receipt; no marketing and no visitor text echoed back. */
export function buildAcknowledgement(job: OutboxJob, addresses: MailAddresses): SendMailOptions {
  const { lead } = job;
  const topic = lead.service ? ` about ${describeService(lead.service)}` : '';
  const text = [
    'Hello,',
    '',
    `Thank you for contacting ${FIRM_NAME}. We received your message${topic} and will reply within 24 hours, Monday to Friday.`,
    '',
    'You are receiving this one-time confirmation because this address was entered in the contact form on our website. If that was not you, you can ignore this e-mail.',
    '',
    FIRM_NAME,
  ].join('\n');
  const html =
    `<!doctype html><html><body style="font-family:Arial,sans-serif">` +
    text
      .split('\n\n')
      .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
      .join('') +
    `</body></html>`;
  return {
    from: addresses.from,
    to: lead.email,
    replyTo: addresses.to,
    subject: `We received your message - ${FIRM_NAME}`,
    text,
    html,
    messageId: messageIdFor(job, addresses.from),
    headers: { 'Auto-Submitted': 'auto-replied' },
  };
}

export function buildMessage(job: OutboxJob, addresses: MailAddresses): SendMailOptions {
  return job.kind === 'notify'
    ? buildNotification(job, addresses)
    : buildAcknowledgement(job, addresses);
}
