/** The storage contract shared by the SQLite and Postgres implementations. */

export type LeadSource = 'form' | 'chat';
export type OutboxKind = 'notify' | 'acknowledge';
export type OutboxStatus = 'pending' | 'sent' | 'failed';
export type DeliveryState = OutboxStatus | 'not-applicable';

export interface NewLead {
  source: LeadSource;
  name?: string;
  email?: string;
  phone?: string;
  company?: string;
  service?: string;
  message?: string;
  spam?: boolean;
  /** Chat leads: the conversation as JSON text. */
  transcript?: string | null;
  sessionId?: string | null;
  /** E-mails to queue in the same transaction (none for spam). */
  outbox: OutboxKind[];
}

export interface StoredLead {
  id: number;
  createdAt: number;
  source: LeadSource;
  name: string;
  email: string;
  phone: string;
  company: string;
  service: string;
  message: string;
  spam: boolean;
  transcript: string | null;
  sessionId: string | null;
}

export interface LeadListing extends StoredLead {
  /** State of the firm's notification e-mail. */
  delivery: DeliveryState;
}

/** A claimed outbox row with the lead it is about. */
export interface OutboxJob {
  id: number;
  kind: OutboxKind;
  attempts: number;
  lead: StoredLead;
}

export interface LeadRepository {
  readonly dialect: 'sqlite' | 'postgres';
  /** Applies pending migrations (safe to run from several instances at once). */
  migrate(): Promise<void>;
  /** True when the database answers. */
  ping(): Promise<boolean>;
  /** Stores a lead and its outbox rows in one transaction; resolves once committed. */
  createLead(lead: NewLead, now?: number): Promise<{ id: number }>;
  /** Locks up to `limit` due rows for `owner` until now + leaseMs, counting an attempt. */
  claimOutbox(owner: string, now: number, leaseMs: number, limit: number): Promise<OutboxJob[]>;
  /** Marks a row sent; false if the lease was lost meanwhile. */
  markSent(id: number, owner: string, now: number): Promise<boolean>;
  /** Releases a row after a failed attempt: retried at nextAttemptAt, or failed for good. */
  markFailedAttempt(
    id: number,
    owner: string,
    error: string,
    nextAttemptAt: number | null,
  ): Promise<void>;
  /** Earliest time a pending row is due, or null. */
  nextOutboxDueAt(): Promise<number | null>;
  /** Every lead, newest first, with its delivery state. */
  listLeads(): Promise<LeadListing[]>;
  /** Deletes a visitor's leads (and their outbox rows); returns how many leads. */
  deleteLeadsByEmail(email: string): Promise<number>;
  close(): Promise<void>;
}

export const LEAD_COLUMNS =
  'id, created_at, source, name, email, phone, company, service, message, spam, transcript, session_id';

export interface LeadRow {
  id: number | string;
  created_at: number | string;
  source: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  service: string;
  message: string;
  spam: number | string;
  transcript: string | null;
  session_id: string | null;
}

/** Postgres returns BIGINT as text; SQLite as number. */
export function toStoredLead(row: LeadRow): StoredLead {
  return {
    id: Number(row.id),
    createdAt: Number(row.created_at),
    source: row.source as LeadSource,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    service: row.service,
    message: row.message,
    spam: Number(row.spam) === 1,
    transcript: row.transcript,
    sessionId: row.session_id,
  };
}

/** Delivery state of the notification, shared by both listings. */
export const DELIVERY_SQL = `CASE
  WHEN leads.spam = 1 THEN 'not-applicable'
  ELSE COALESCE(
    (SELECT status FROM outbox WHERE outbox.lead_id = leads.id AND outbox.kind = 'notify'
      ORDER BY outbox.id LIMIT 1),
    'not-applicable')
END`;

export function leadValues(lead: NewLead, now: number): (string | number | null)[] {
  return [
    now,
    lead.source,
    lead.name ?? '',
    lead.email ?? '',
    lead.phone ?? '',
    lead.company ?? '',
    lead.service ?? '',
    lead.message ?? '',
    lead.spam ? 1 : 0,
    lead.transcript ?? null,
    lead.sessionId ?? null,
  ];
}
