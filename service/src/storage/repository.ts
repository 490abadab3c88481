/**
 * The storage contract shared by the SQLite and Postgres implementations: leads, their outbox
 * (e-mails and the webhook) and the chat's conversations, on one connection (SQLite) or one pool (Postgres).
 */
import { ATTRIBUTION_FIELDS, type Attribution } from '../../../src/domain/attribution.ts';
import type { ChatEntry, ChatSender } from '../../../src/domain/chat.ts';
import type { NewChatMessage, StoredConversation, UnansweredMessage } from './chat-messages.ts';

export type LeadSource = 'form' | 'chat';
export type OutboxKind = 'notify' | 'acknowledge' | 'webhook';
export const OUTBOX_KINDS: readonly OutboxKind[] = ['notify', 'acknowledge', 'webhook'];
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
  /** Why it was flagged as spam (honeypot filled, sent N s after the page opened). */
  spamReason?: string;
  /** Chat leads: the conversation as JSON text. */
  transcript?: string | null;
  sessionId?: string | null;
  /** Where the visitor came from (validated; empty when unknown). */
  attribution?: Attribution;
  /** Deliveries to queue in the same transaction (none for spam): see deliveriesFor(). */
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
  /** Why it was flagged ('' if never); kept after `leads -- not-spam` moved it to the leads. */
  spamReason: string;
  transcript: string | null;
  sessionId: string | null;
  attribution: Attribution;
}

export interface LeadListing extends StoredLead {
  /** State of the firm's notification e-mail. */
  delivery: DeliveryState;
  /** State of the lead webhook (not-applicable when the webhook was off). */
  webhook: DeliveryState;
}

/** A claimed outbox row with the lead it is about. */
export interface OutboxJob {
  id: number;
  kind: OutboxKind;
  attempts: number;
  lead: StoredLead;
  /** An earlier row of this kind went out for the lead: this one tells of a change to it. */
  update: boolean;
}

/** One stored chat message. */
export interface ChatMessageRecord {
  sender: ChatSender;
  text: string;
  createdAt: number;
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
  /** Conversations whose last message is older than this go. */
  conversationsBefore: number;
}

export interface RetentionPurge {
  leads: number;
  spam: number;
  transcripts: number;
  conversations: number;
}

/**
 * The sessions of a visitor's chat leads. `?` placeholders (Postgres numbers them), like the
 * rest of the shared SQL.
 */
export const CHAT_LEAD_SESSIONS_SQL = `SELECT session_id FROM leads
  WHERE lower(email) = lower(?) AND session_id IS NOT NULL`;

/**
 * Visitors' messages that may mention an address: a plain substring test narrows them down in
 * the database (`contains` is the dialect's; no LIKE, as `_` and `%` are valid in addresses),
 * and mentionsAddress() then keeps only whole-address matches.
 */
export const typedAddressCandidatesSql = (contains: (haystack: string, needle: string) => string) =>
  `SELECT DISTINCT session_id, text FROM chat_messages
   WHERE sender = 'user' AND ${contains('lower(text)', 'lower(?)')}`;

/** Characters that may continue an address on its left (its local part) or right (its domain). */
const LOCAL_PART_CHAR = /[a-z0-9.!#$%&'*+/=?^_`{|}~-]/i;
const DOMAIN_CHAR = /[a-z0-9_-]/i;

/**
 * Whether `text` holds `address` as a whole address, in any case: `jo@x.ca` is in "write to
 * JO@x.ca." but not in "bojo@x.ca" nor in "jo@x.ca.uk".
 */
export function mentionsAddress(text: string, address: string): boolean {
  const haystack = text.toLowerCase();
  const needle = address.toLowerCase();
  if (needle.length === 0) return false;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    const before = haystack[at - 1] ?? '';
    const after = haystack[at + needle.length] ?? '';
    const afterNext = haystack[at + needle.length + 1] ?? '';
    const continuesLeft = before !== '' && LOCAL_PART_CHAR.test(before);
    // A full stop ends a sentence unless a domain label follows it.
    const continuesRight =
      (after !== '' && DOMAIN_CHAR.test(after)) || (after === '.' && DOMAIN_CHAR.test(afterNext));
    if (!continuesLeft && !continuesRight) return true;
  }
  return false;
}

/** The sessions among `candidates` (rows of typedAddressCandidatesSql) naming `address`. */
export function sessionsMentioning(
  candidates: readonly { session_id: unknown; text: unknown }[],
  address: string,
): string[] {
  const sessions = new Set<string>();
  for (const row of candidates) {
    if (mentionsAddress(String(row.text), address)) sessions.add(String(row.session_id));
  }
  return [...sessions];
}

export const PURGE_SQL = {
  /** Outbox rows of every lead about to go (spam has none, but old rows may). */
  outbox: `DELETE FROM outbox WHERE lead_id IN (SELECT id FROM leads
    WHERE created_at < ? OR (spam = 1 AND created_at < ?))`,
  spam: 'DELETE FROM leads WHERE spam = 1 AND created_at < ?',
  leads: 'DELETE FROM leads WHERE created_at < ?',
  transcripts: 'UPDATE leads SET transcript = NULL WHERE transcript IS NOT NULL AND created_at < ?',
  /** Their messages go with them (ON DELETE CASCADE). */
  conversations: 'DELETE FROM chat_sessions WHERE updated_at < ?',
  /** Digest records (no personal data) older than the spam they listed. */
  spamDigests: 'DELETE FROM spam_digests WHERE claimed_at < ?',
} as const;

/**
 * The latest messages of a session, newest first (the index (session_id, id) answers it); the
 * newest, the last answer, carries the conversation's state (see chat-messages.ts).
 */
export const RECENT_MESSAGES_SQL = `SELECT sender, text, created_at, state FROM chat_messages
  WHERE session_id = ? ORDER BY id DESC LIMIT ?`;

/** Creates the session or records its latest activity, which the retention purge reads. */
export const TOUCH_SESSION_SQL = `INSERT INTO chat_sessions (id, created_at, updated_at)
  VALUES (?, ?, ?) ON CONFLICT (id) DO UPDATE SET updated_at = excluded.updated_at`;

export interface ChatMessageRow {
  sender: string;
  text: string;
  created_at: number | string;
  state: string | null;
}

export const toChatMessage = (row: ChatMessageRow): ChatMessageRecord => ({
  sender: row.sender === 'bot' ? 'bot' : 'user',
  text: row.text,
  createdAt: Number(row.created_at),
});

/**
 * A chat lead taken from an e-mail or phone alone gets the name (or the other way to reach them)
 * the visitor types afterwards; a field already filled keeps its value.
 */
export const COMPLETE_CHAT_LEAD_SQL = `UPDATE leads SET
  name = CASE WHEN name = '' THEN ? ELSE name END,
  email = CASE WHEN email = '' THEN ? ELSE email END,
  phone = CASE WHEN phone = '' THEN ? ELSE phone END
  WHERE session_id = ? AND source = 'chat'`;

/** An e-mail or phone the visitor corrected after the chat lead was taken: replaces the old. */
export const CORRECT_CHAT_LEAD_SQL = `UPDATE leads SET
  email = CASE WHEN ? <> '' THEN ? ELSE email END,
  phone = CASE WHEN ? <> '' THEN ? ELSE phone END
  WHERE session_id = ? AND source = 'chat'`;

export const correctChatLeadValues = (sessionId: string, corrections: LeadAdditions) => [
  corrections.email ?? '',
  corrections.email ?? '',
  corrections.phone ?? '',
  corrections.phone ?? '',
  sessionId,
];

/**
 * After a chat lead changed: its outbox rows of one kind again, so the firm hears of the change,
 * unless one still waits (it goes out with the new details). Values: kind, now, now, session id,
 * kind.
 */
export const QUEUE_LEAD_UPDATE_SQL = `INSERT INTO outbox (lead_id, kind, next_attempt_at, created_at)
  SELECT id, ?, ?, ? FROM leads WHERE session_id = ? AND source = 'chat' AND spam = 0
    AND NOT EXISTS (SELECT 1 FROM outbox WHERE outbox.lead_id = leads.id AND outbox.kind = ?
      AND outbox.status = 'pending')`;

/** A chat lead's message and transcript, read and rewritten to add a note (withNote). */
export const CHAT_LEAD_NOTE_SQL = {
  read: `SELECT message, transcript FROM leads WHERE session_id = ? AND source = 'chat'`,
  write: `UPDATE leads SET message = ?, transcript = ? WHERE session_id = ? AND source = 'chat'`,
};

/**
 * A chat lead with what the visitor said after it was taken ("best after 3pm"): a line of its
 * summary, and a visitor's message of its transcript (what the webhook sends as the conversation).
 */
export function withNote(
  lead: { message: string; transcript: string | null },
  note: string,
  at: number,
): { message: string; transcript: string | null } {
  const message = `${lead.message}\n- ${note}`;
  if (!lead.transcript) return { message, transcript: lead.transcript };
  try {
    const entries = JSON.parse(lead.transcript) as ChatEntry[];
    entries.push({ sender: 'user', text: note, timestamp: at });
    return { message, transcript: JSON.stringify(entries) };
  } catch {
    return { message, transcript: lead.transcript };
  }
}

/** Whether a claimed row follows an earlier one of its kind (OutboxJob.update). */
export const IS_UPDATE_SQL = `EXISTS (SELECT 1 FROM outbox AS earlier
  WHERE earlier.lead_id = outbox.lead_id AND earlier.kind = outbox.kind AND earlier.id < outbox.id)`;

/** Details typed after a chat lead was taken, to fill its blanks. */
export interface LeadAdditions {
  name?: string;
  email?: string;
  phone?: string;
}

export const completeChatLeadValues = (sessionId: string, additions: LeadAdditions) => [
  additions.name ?? '',
  additions.email ?? '',
  additions.phone ?? '',
  sessionId,
];

/** True for the unique-index violation of a second chat lead in one session. */
export function isDuplicateChatLead(error: unknown): boolean {
  const { code, message, errcode } = (error ?? {}) as {
    code?: string;
    message?: string;
    errcode?: number;
  };
  return (
    code === '23505' ||
    errcode === 2067 ||
    (typeof message === 'string' && /UNIQUE constraint failed: leads\.session_id/.test(message))
  );
}

export interface LeadRepository {
  readonly dialect: 'sqlite' | 'postgres';
  /** Applies pending migrations (safe to run from several instances at once). */
  migrate(): Promise<void>;
  /** True when the database answers. */
  ping(): Promise<boolean>;
  /** Stores a lead and its outbox rows in one transaction; resolves once committed. */
  createLead(lead: NewLead, now?: number): Promise<{ id: number }>;
  /**
   * Locks up to `limit` due rows of `kinds` (default: all) for `owner` until now + leaseMs,
   * counting an attempt.
   */
  claimOutbox(
    owner: string,
    now: number,
    leaseMs: number,
    limit: number,
    kinds?: readonly OutboxKind[],
  ): Promise<OutboxJob[]>;
  /** Marks a row sent; false if the lease was lost meanwhile. */
  markSent(id: number, owner: string, now: number): Promise<boolean>;
  /** Releases a row after a failed attempt: retried at nextAttemptAt, or failed for good. */
  markFailedAttempt(
    id: number,
    owner: string,
    error: string,
    nextAttemptAt: number | null,
  ): Promise<void>;
  /** Earliest time a pending row of `kinds` (default: all) is due, or null. */
  nextOutboxDueAt(kinds?: readonly OutboxKind[]): Promise<number | null>;
  /**
   * Fills the blank fields of the session's chat lead (COMPLETE_CHAT_LEAD_SQL) and queues
   * `outbox` for it again in the same transaction (QUEUE_LEAD_UPDATE_SQL); false if none.
   */
  completeChatLead(
    sessionId: string,
    additions: LeadAdditions,
    outbox: readonly OutboxKind[],
    now: number,
  ): Promise<boolean>;
  /** Adds a note to the session's chat lead (withNote), and queues `outbox` the same. */
  noteChatLead(
    sessionId: string,
    note: string,
    outbox: readonly OutboxKind[],
    now: number,
  ): Promise<boolean>;
  /** Replaces the e-mail or phone of the session's chat lead (CORRECT_CHAT_LEAD_SQL), the same. */
  correctChatLead(
    sessionId: string,
    corrections: LeadAdditions,
    outbox: readonly OutboxKind[],
    now: number,
  ): Promise<boolean>;
  /** Every lead, newest first, with its e-mail and webhook delivery states. */
  listLeads(): Promise<LeadListing[]>;
  /** One lead (flagged or not), or undefined. */
  findLead(id: number): Promise<StoredLead | undefined>;
  /**
   * Moves a flagged submission to the leads and queues `outbox` in the same transaction; false
   * when no flagged submission has that id (the check and the move are one statement).
   */
  markNotSpam(id: number, outbox: OutboxKind[], now: number): Promise<boolean>;
  /**
   * Claims a spam digest covering flagged submissions received up to `coveredUntil`: the
   * scheduled one of `day` (an America/Edmonton date, once across instances; a claim made
   * before `staleBefore` and never sent is taken over), or with `day` null an extra one
   * (`leads -- digest`). Returns its id, or undefined when the day's digest is claimed already.
   */
  claimSpamDigest(
    day: string | null,
    coveredUntil: number,
    now: number,
    staleBefore: number,
  ): Promise<number | undefined>;
  /** What a claimed digest lists: flagged submissions after the last sent digest, oldest first. */
  spamForDigest(digestId: number): Promise<StoredLead[]>;
  /** Marks a claimed digest sent (or, with 0 listed, done without an e-mail). */
  finishSpamDigest(digestId: number, listed: number, now: number): Promise<void>;
  /** Gives a claim back after its e-mail failed, so the next check tries again. */
  releaseSpamDigest(digestId: number): Promise<void>;
  /**
   * A visitor's privacy request: deletes their leads, those leads' outbox rows, and their chat
   * conversations (the sessions of their chat leads, and any in which they typed the address as
   * a whole address). Addresses match exactly, in any case.
   */
  deleteLeadsByEmail(email: string): Promise<VisitorDeletion>;
  /**
   * Takes one of `max` units allowed per `windowMs` for `key` (see mail-allowances.ts), atomically
   * across instances; false when they are used up. Rows of windows that have passed are deleted.
   */
  takeMailAllowance(key: string, now: number, windowMs: number, max: number): Promise<boolean>;
  /**
   * The retention purge: deletes leads, spam and conversations past their cutoffs and drops old
   * chat leads' transcripts, in one transaction.
   */
  purgeExpired(cutoffs: RetentionCutoffs): Promise<RetentionPurge>;
  /**
   * A chat session's latest `limit` messages, oldest first, and the state its last answer left,
   * read from the database in one query.
   */
  recentConversation(sessionId: string, limit: number): Promise<StoredConversation>;
  /** Records one exchange (the visitor's message and the reply) in one transaction. */
  appendExchange(sessionId: string, messages: NewChatMessage[], now: number): Promise<void>;
  /** Visitor messages since `since` answered with low or no confidence, oldest first. */
  unansweredMessages(since: number): Promise<UnansweredMessage[]>;
  close(): Promise<void>;
}

export const LEAD_COLUMNS =
  'id, created_at, source, name, email, phone, company, service, message, spam, spam_reason, ' +
  'transcript, session_id, attribution';

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
  spam_reason: string;
  transcript: string | null;
  session_id: string | null;
  attribution: string;
}

/**
 * The stored JSON read back defensively: only known fields with string values (they were
 * validated on the way in; a hand-edited row cannot inject anything else).
 */
export function parseStoredAttribution(json: string): Attribution {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const attribution: Attribution = {};
  for (const field of ATTRIBUTION_FIELDS) {
    const value = (parsed as Record<string, unknown>)[field];
    if (typeof value === 'string' && value !== '') attribution[field] = value;
  }
  return attribution;
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
    spamReason: row.spam_reason,
    transcript: row.transcript,
    sessionId: row.session_id,
    attribution: parseStoredAttribution(row.attribution),
  };
}

/** Delivery state of a lead's outbox row of one kind, shared by both listings. */
const deliveryStateSql = (kind: OutboxKind) => `CASE
  WHEN leads.spam = 1 THEN 'not-applicable'
  ELSE COALESCE(
    (SELECT status FROM outbox WHERE outbox.lead_id = leads.id AND outbox.kind = '${kind}'
      ORDER BY outbox.id LIMIT 1),
    'not-applicable')
END`;

/** The listing's columns: the lead, the notification's state and the webhook's. */
export const LISTING_SQL = `SELECT ${LEAD_COLUMNS}, ${deliveryStateSql('notify')} AS delivery,
  ${deliveryStateSql('webhook')} AS webhook FROM leads ORDER BY created_at DESC, id DESC`;

export interface ListingRow extends LeadRow {
  delivery: DeliveryState;
  webhook: DeliveryState;
}

export const toListing = (row: ListingRow): LeadListing => ({
  ...toStoredLead(row),
  delivery: row.delivery,
  webhook: row.webhook,
});

/** Earliest due time of the pending rows of some kinds (`?`: a kinds filter, see callers). */
export const nextDueSql = (kindFilter: string) => `SELECT MIN(CASE
    WHEN lease_until IS NOT NULL AND lease_until > next_attempt_at THEN lease_until
    ELSE next_attempt_at END) AS due
  FROM outbox WHERE status = 'pending' AND ${kindFilter}`;

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
    lead.spam ? (lead.spamReason ?? '') : '',
    lead.transcript ?? null,
    lead.sessionId ?? null,
    JSON.stringify(lead.attribution ?? {}),
  ];
}

/** The columns leadValues() fills, in its order. */
export const LEAD_INSERT_COLUMNS =
  'created_at, source, name, email, phone, company, service, message, spam, spam_reason, ' +
  'transcript, session_id, attribution';
