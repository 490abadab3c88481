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

export interface VisitorDeletion {
  leads: number;
  conversations: number;
}

/** Epoch milliseconds: rows created before these go. */
export interface RetentionCutoffs {
  leadsBefore: number;
  spamBefore: number;
  /** A chat lead's copy of the conversation is kept as long as the conversation itself. */
  transcriptsBefore: number;
}

export interface RetentionPurge {
  leads: number;
  spam: number;
  transcripts: number;
}

/**
 * Shared by both dialects; `?` placeholders (Postgres numbers them). `contains` is the dialect's
 * exact substring test (no LIKE: `_` and `%` are valid in addresses).
 */
export function visitorSessionsSql(contains: (haystack: string, needle: string) => string) {
  return `SELECT session_id FROM leads
      WHERE lower(email) = lower(?) AND session_id IS NOT NULL
    UNION
    SELECT session_id FROM chat_messages
      WHERE sender = 'user' AND ${contains('lower(text)', 'lower(?)')}`;
}

export const PURGE_SQL = {
  /** Outbox rows of every lead about to go (spam has none, but old rows may). */
  outbox: `DELETE FROM outbox WHERE lead_id IN (SELECT id FROM leads
    WHERE created_at < ? OR (spam = 1 AND created_at < ?))`,
  spam: 'DELETE FROM leads WHERE spam = 1 AND created_at < ?',
  leads: 'DELETE FROM leads WHERE created_at < ?',
  transcripts: 'UPDATE leads SET transcript = NULL WHERE transcript IS NOT NULL AND created_at < ?',
} as const;

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
  /**
   * A visitor's privacy request: deletes their leads, those leads' outbox rows, and their chat
   * conversations (the sessions of their chat leads, and any in which they typed the address).
   */
  deleteLeadsByEmail(email: string): Promise<VisitorDeletion>;
  /**
   * Takes one of `max` units allowed per `windowMs` for `key` (see mail-allowances.ts), atomically
   * across instances; false when they are used up. Rows of windows that have passed are deleted.
   */
  takeMailAllowance(key: string, now: number, windowMs: number, max: number): Promise<boolean>;
  /** The retention purge: deletes leads and spam past their cutoffs, drops old transcripts. */
  purgeExpired(cutoffs: RetentionCutoffs): Promise<RetentionPurge>;
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
