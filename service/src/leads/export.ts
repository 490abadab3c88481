/** Lead export formats for the leads CLI. */
import type { LeadListing } from '../storage/repository.ts';

export interface ExportedLead {
  id: number;
  created_at: string;
  source: string;
  spam: boolean;
  delivery: string;
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
  'name',
  'email',
  'phone',
  'company',
  'service',
  'message',
  'session_id',
  'transcript',
];

export function toExported(lead: LeadListing): ExportedLead {
  return {
    id: lead.id,
    created_at: new Date(lead.createdAt).toISOString(),
    source: lead.source,
    spam: lead.spam,
    delivery: lead.delivery,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    company: lead.company,
    service: lead.service,
    message: lead.message,
    session_id: lead.sessionId,
    transcript: lead.transcript,
  };
}

/**
 * One CSV cell (RFC 4180 quoting). A cell a spreadsheet would read as a formula
 * (= + - @, or a leading tab/CR) gets a leading apostrophe.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(leads: LeadListing[]): string {
  const rows = leads
    .map(toExported)
    .map((lead) => EXPORT_COLUMNS.map((column) => csvCell(lead[column])));
  return [EXPORT_COLUMNS.join(','), ...rows.map((row) => row.join(','))].join('\r\n') + '\r\n';
}

export function toJson(leads: LeadListing[]): string {
  return `${JSON.stringify(leads.map(toExported), null, 2)}\n`;
}
