/** Lead export formats for the leads CLI. */
import type { LeadListing } from '../storage/repository.ts';
import { ATTRIBUTION_FIELDS, type Attribution } from '../../../src/domain/attribution.ts';

/** Where the visit began: one column per field, empty when not recorded. */
type AttributionColumns = Required<Record<keyof Attribution, string>>;

export interface ExportedLead extends AttributionColumns {
  id: number;
  created_at: string;
  source: string;
  spam: boolean;
  /** Why it was flagged (honeypot filled, sent N s after the page opened); '' if never. */
  spam_reason: string;
  /** The firm's notification e-mail: pending, sent, failed or not-applicable. */
  delivery: string;
  /** The lead webhook, in the same states (not-applicable when the webhook was off). */
  webhook_delivery: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  service: string;
  message: string;
  session_id: string | null;
  transcript: string | null;
}

export const EXPORT_COLUMNS: (keyof ExportedLead)[] = [
  'id',
  'created_at',
  'source',
  'spam',
  'delivery',
  'webhook_delivery',
  'name',
  'email',
  'phone',
  'company',
  'service',
  'message',
  'spam_reason',
  ...ATTRIBUTION_FIELDS,
  'session_id',
  'transcript',
];

export function toExported(lead: LeadListing): ExportedLead {
  return {
    id: lead.id,
    created_at: new Date(lead.createdAt).toISOString(),
    source: lead.source,
    spam: lead.spam,
    spam_reason: lead.spamReason,
    delivery: lead.delivery,
    webhook_delivery: lead.webhook,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    company: lead.company,
    service: lead.service,
    message: lead.message,
    ...(Object.fromEntries(
      ATTRIBUTION_FIELDS.map((field) => [field, lead.attribution[field] ?? '']),
    ) as AttributionColumns),
    session_id: lead.sessionId,
    transcript: lead.transcript,
  };
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CELL_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const TERMINAL_CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
/** What a spreadsheet would start a formula with (OWASP CSV Injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell, always quoted (RFC 4180), so no separator inside a value starts a new cell,
 * whichever list separator (`,` or `;`) the spreadsheet uses. A value a spreadsheet would read as
 * a formula gets a leading apostrophe. Controls other than tab and line breaks are dropped.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  text = text.replace(CELL_CONTROLS, '');
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * For output to a terminal: C0 and C1 control characters (escape sequences, carriage returns)
 * could rewrite what the screen shows, so only tabs and line feeds stay.
 */
export function terminalSafe(text: string): string {
  return text.replace(TERMINAL_CONTROLS, '');
}

export function toCsv(leads: LeadListing[]): string {
  const rows = leads
    .map(toExported)
    .map((lead) => EXPORT_COLUMNS.map((column) => csvCell(lead[column])));
  return (
    [EXPORT_COLUMNS.map(csvCell).join(','), ...rows.map((row) => row.join(','))].join('\r\n') +
    '\r\n'
  );
}

export function toJson(leads: LeadListing[]): string {
  return `${JSON.stringify(leads.map(toExported), null, 2)}\n`;
}
