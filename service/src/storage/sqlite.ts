/**
 * SQLite storage on Node's built-in node:sqlite (synchronous): one connection, WAL mode (readers
 * run beside the writer), synchronous=FULL (every commit is on disk before it returns). Every
 * write is atomic on its own and goes through one GroupCommit (see group-commit.ts for why):
 * writes of the same event-loop turn share a COMMIT.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { GroupCommit } from './group-commit.ts';
import {
  chatMessageValues,
  INSERT_CHAT_MESSAGE_SQL,
  toConversation,
  toUnansweredMessage,
  UNANSWERED_MESSAGES_SQL,
  type NewChatMessage,
  type StoredConversation,
  type UnansweredMessage,
  type UnansweredMessageRow,
} from './chat-messages.ts';
import { MAIL_ALLOWANCE_SQL, recipientAllowanceKey } from './mail-allowances.ts';
import { loadMigrations, MIGRATIONS_TABLE_SQL } from './migrations.ts';
import { MARK_NOT_SPAM_SQL, SPAM_DIGEST_SQL } from './spam-digests.ts';
import {
  CHAT_LEAD_SESSIONS_SQL,
  LEAD_COLUMNS,
  LEAD_INSERT_COLUMNS,
  leadValues,
  LISTING_SQL,
  COMPLETE_CHAT_LEAD_SQL,
  completeChatLeadValues,
  CORRECT_CHAT_LEAD_SQL,
  correctChatLeadValues,
  CHAT_LEAD_NOTE_SQL,
  IS_UPDATE_SQL,
  QUEUE_LEAD_UPDATE_SQL,
  withNote,
  type LeadAdditions,
  nextDueSql,
  OUTBOX_KINDS,
  PURGE_SQL,
  RECENT_MESSAGES_SQL,
  sessionsMentioning,
  toListing,
  toStoredLead,
  TOUCH_SESSION_SQL,
  typedAddressCandidatesSql,
  type ChatMessageRow,
  type LeadListing,
  type LeadRepository,
  type LeadRow,
  type ListingRow,
  type NewLead,
  type OutboxJob,
  type OutboxKind,
  type RetentionCutoffs,
  type RetentionPurge,
  type StoredLead,
  type VisitorDeletion,
} from './repository.ts';

/** The outbox kinds a worker delivers, bound as one JSON array (`?`). */
const KIND_FILTER = 'kind IN (SELECT value FROM json_each(?))';

export class SqliteRepository implements LeadRepository {
  readonly dialect = 'sqlite' as const;
  private readonly db: DatabaseSync;
  private readonly statements = new Map<string, StatementSync>();
  private readonly commits: GroupCommit;

  constructor(filePath: string) {
    if (filePath !== ':memory:') mkdirSync(path.dirname(filePath), { recursive: true });
    this.db = new DatabaseSync(filePath);
    this.db.exec(`PRAGMA journal_mode = WAL;
      PRAGMA synchronous = FULL;
      PRAGMA foreign_keys = ON;
      PRAGMA busy_timeout = 5000;`);
    this.commits = new GroupCommit(this.db);
  }

  private statement(sql: string): StatementSync {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /** Runs `work` atomically; resolves once it is committed, rejects (nothing kept) if it throws. */
  private write<T>(work: () => T): Promise<T> {
    return this.commits.run(work);
  }

  async migrate(): Promise<void> {
    this.db.exec(MIGRATIONS_TABLE_SQL);
    await this.write(() => {
      const applied = new Set(
        this.db
          .prepare('SELECT version FROM schema_migrations')
          .all()
          .map((row) => Number(row.version)),
      );
      for (const migration of loadMigrations('sqlite')) {
        if (applied.has(migration.version)) continue;
        this.db.exec(migration.sql);
        this.db
          .prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)')
          .run(migration.version, migration.name, Date.now());
      }
    });
  }

  async ping(): Promise<boolean> {
    try {
      this.statement('SELECT 1 AS ok').get();
      return true;
    } catch {
      return false;
    }
  }

  createLead(lead: NewLead, now = Date.now()): Promise<{ id: number }> {
    return this.write(() => {
      const row = this.statement(
        `INSERT INTO leads (${LEAD_INSERT_COLUMNS})
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      ).get(...leadValues(lead, now));
      const id = Number(row?.id);
      const queue = this.statement(
        'INSERT INTO outbox (lead_id, kind, next_attempt_at, created_at) VALUES (?, ?, ?, ?)',
      );
      for (const kind of lead.spam ? [] : lead.outbox) queue.run(id, kind, now, now);
      return { id };
    });
  }

  async claimOutbox(
    owner: string,
    now: number,
    leaseMs: number,
    limit: number,
    kinds: readonly OutboxKind[] = OUTBOX_KINDS,
  ): Promise<OutboxJob[]> {
    const claimed = await this.write(() =>
      this.statement(
        `UPDATE outbox SET lease_owner = ?, lease_until = ?, attempts = attempts + 1
         WHERE id IN (
           SELECT id FROM outbox
           WHERE status = 'pending' AND next_attempt_at <= ?
             AND (lease_until IS NULL OR lease_until < ?) AND ${KIND_FILTER}
           ORDER BY next_attempt_at, id LIMIT ?)
         RETURNING id, lead_id, kind, attempts`,
      ).all(owner, now + leaseMs, now, now, JSON.stringify(kinds), limit),
    );
    const lead = this.statement(`SELECT ${LEAD_COLUMNS} FROM leads WHERE id = ?`);
    const isUpdate = this.statement(
      `SELECT ${IS_UPDATE_SQL} AS is_update FROM outbox WHERE id = ?`,
    );
    return claimed
      .map((row) => ({
        id: Number(row.id),
        kind: row.kind as OutboxKind,
        attempts: Number(row.attempts),
        lead: toStoredLead(lead.get(row.lead_id as SQLInputValue) as unknown as LeadRow),
        update: Number(isUpdate.get(row.id as SQLInputValue)?.is_update) === 1,
      }))
      .sort((a, b) => a.id - b.id);
  }

  async markSent(id: number, owner: string, now: number): Promise<boolean> {
    const result = await this.write(() =>
      this.statement(
        `UPDATE outbox SET status = 'sent', sent_at = ?, lease_owner = NULL, lease_until = NULL,
          last_error = NULL WHERE id = ? AND lease_owner = ? AND status = 'pending'`,
      ).run(now, id, owner),
    );
    return Number(result.changes) === 1;
  }

  async markFailedAttempt(
    id: number,
    owner: string,
    error: string,
    nextAttemptAt: number | null,
  ): Promise<void> {
    await this.write(() =>
      this.statement(
        `UPDATE outbox SET status = ?, next_attempt_at = COALESCE(?, next_attempt_at),
          lease_owner = NULL, lease_until = NULL, last_error = ?
         WHERE id = ? AND lease_owner = ? AND status = 'pending'`,
      ).run(nextAttemptAt === null ? 'failed' : 'pending', nextAttemptAt, error, id, owner),
    );
  }

  async nextOutboxDueAt(kinds: readonly OutboxKind[] = OUTBOX_KINDS): Promise<number | null> {
    const row = this.statement(nextDueSql(KIND_FILTER)).get(JSON.stringify(kinds));
    return row?.due === null || row?.due === undefined ? null : Number(row.due);
  }

  correctChatLead(
    sessionId: string,
    corrections: LeadAdditions,
    outbox: readonly OutboxKind[],
    now: number,
  ): Promise<boolean> {
    return this.changeChatLead(
      CORRECT_CHAT_LEAD_SQL,
      correctChatLeadValues(sessionId, corrections),
      sessionId,
      outbox,
      now,
    );
  }

  completeChatLead(
    sessionId: string,
    additions: LeadAdditions,
    outbox: readonly OutboxKind[],
    now: number,
  ): Promise<boolean> {
    return this.changeChatLead(
      COMPLETE_CHAT_LEAD_SQL,
      completeChatLeadValues(sessionId, additions),
      sessionId,
      outbox,
      now,
    );
  }

  noteChatLead(
    sessionId: string,
    note: string,
    outbox: readonly OutboxKind[],
    now: number,
  ): Promise<boolean> {
    return this.write(() => {
      const lead = this.statement(CHAT_LEAD_NOTE_SQL.read).get(sessionId) as
        { message: string; transcript: string | null } | undefined;
      if (!lead) return false;
      const { message, transcript } = withNote(lead, note, now);
      this.statement(CHAT_LEAD_NOTE_SQL.write).run(message, transcript, sessionId);
      this.queueLeadUpdate(sessionId, outbox, now);
      return true;
    });
  }

  /** The change and the rows that tell the firm of it commit together. */
  private changeChatLead(
    sql: string,
    values: SQLInputValue[],
    sessionId: string,
    outbox: readonly OutboxKind[],
    now: number,
  ): Promise<boolean> {
    return this.write(() => {
      if (Number(this.statement(sql).run(...values).changes) !== 1) return false;
      this.queueLeadUpdate(sessionId, outbox, now);
      return true;
    });
  }

  /** Inside a write: the rows that tell the firm a chat lead changed (QUEUE_LEAD_UPDATE_SQL). */
  private queueLeadUpdate(sessionId: string, outbox: readonly OutboxKind[], now: number): void {
    const queue = this.statement(QUEUE_LEAD_UPDATE_SQL);
    for (const kind of outbox) queue.run(kind, now, now, sessionId, kind);
  }

  async listLeads(): Promise<LeadListing[]> {
    return this.statement(LISTING_SQL)
      .all()
      .map((row) => toListing(row as unknown as ListingRow));
  }

  async findLead(id: number): Promise<StoredLead | undefined> {
    const row = this.statement(`SELECT ${LEAD_COLUMNS} FROM leads WHERE id = ?`).get(id);
    return row ? toStoredLead(row as unknown as LeadRow) : undefined;
  }

  markNotSpam(id: number, outbox: OutboxKind[], now: number): Promise<boolean> {
    return this.write(() => {
      if (this.statement(MARK_NOT_SPAM_SQL).get(id) === undefined) return false;
      const queue = this.statement(
        'INSERT INTO outbox (lead_id, kind, next_attempt_at, created_at) VALUES (?, ?, ?, ?)',
      );
      for (const kind of outbox) queue.run(id, kind, now, now);
      return true;
    });
  }

  claimSpamDigest(
    day: string | null,
    coveredUntil: number,
    now: number,
    staleBefore: number,
  ): Promise<number | undefined> {
    return this.write(() => {
      const row =
        day === null
          ? this.statement(SPAM_DIGEST_SQL.claimExtra).get(coveredUntil, now)
          : (this.statement(SPAM_DIGEST_SQL.claimDay).get(day, coveredUntil, now) ??
            this.statement(SPAM_DIGEST_SQL.takeOverDay).get(coveredUntil, now, day, staleBefore));
      return row === undefined ? undefined : Number(row.id);
    });
  }

  async spamForDigest(digestId: number): Promise<StoredLead[]> {
    return this.statement(SPAM_DIGEST_SQL.listed)
      .all(digestId)
      .map((row) => toStoredLead(row as unknown as LeadRow));
  }

  async finishSpamDigest(digestId: number, listed: number, now: number): Promise<void> {
    await this.write(() => this.statement(SPAM_DIGEST_SQL.finish).run(now, listed, digestId));
  }

  async releaseSpamDigest(digestId: number): Promise<void> {
    await this.write(() => this.statement(SPAM_DIGEST_SQL.release).run(digestId));
  }

  deleteLeadsByEmail(email: string): Promise<VisitorDeletion> {
    return this.write(() => {
      const candidates = this.statement(
        typedAddressCandidatesSql((haystack, needle) => `instr(${haystack}, ${needle}) > 0`),
      ).all(email) as { session_id: unknown; text: unknown }[];
      const sessions = new Set([
        ...this.statement(CHAT_LEAD_SESSIONS_SQL)
          .all(email)
          .map((row) => String(row.session_id)),
        ...sessionsMentioning(candidates, email),
      ]);
      // chat_messages go with their session (ON DELETE CASCADE; foreign_keys is on).
      const deleteSession = this.statement('DELETE FROM chat_sessions WHERE id = ?');
      let conversations = 0;
      for (const session of sessions) conversations += Number(deleteSession.run(session).changes);
      const ids = `SELECT id FROM leads WHERE lower(email) = lower(?)`;
      this.statement(`DELETE FROM outbox WHERE lead_id IN (${ids})`).run(email);
      const leads = Number(
        this.statement('DELETE FROM leads WHERE lower(email) = lower(?)').run(email).changes,
      );
      this.statement(MAIL_ALLOWANCE_SQL.forget).run(recipientAllowanceKey(email));
      return { leads, conversations };
    });
  }

  takeMailAllowance(key: string, now: number, windowMs: number, max: number): Promise<boolean> {
    return this.write(() => {
      this.statement(MAIL_ALLOWANCE_SQL.expire).run(now - windowMs);
      return this.statement(MAIL_ALLOWANCE_SQL.take).get(key, now, max) !== undefined;
    });
  }

  purgeExpired(cutoffs: RetentionCutoffs): Promise<RetentionPurge> {
    return this.write(() => {
      this.statement(PURGE_SQL.outbox).run(cutoffs.leadsBefore, cutoffs.spamBefore);
      const spam = Number(this.statement(PURGE_SQL.spam).run(cutoffs.spamBefore).changes);
      const leads = Number(this.statement(PURGE_SQL.leads).run(cutoffs.leadsBefore).changes);
      const transcripts = Number(
        this.statement(PURGE_SQL.transcripts).run(cutoffs.transcriptsBefore).changes,
      );
      const conversations = Number(
        this.statement(PURGE_SQL.conversations).run(cutoffs.conversationsBefore).changes,
      );
      this.statement(PURGE_SQL.spamDigests).run(cutoffs.spamBefore);
      return { leads, spam, transcripts, conversations };
    });
  }

  async recentConversation(sessionId: string, limit: number): Promise<StoredConversation> {
    const rows = this.statement(RECENT_MESSAGES_SQL).all(sessionId, limit);
    return toConversation(rows as unknown as ChatMessageRow[]);
  }

  appendExchange(sessionId: string, messages: NewChatMessage[], now: number): Promise<void> {
    return this.write(() => {
      this.statement(TOUCH_SESSION_SQL).run(sessionId, now, now);
      const insert = this.statement(INSERT_CHAT_MESSAGE_SQL);
      for (const message of messages) insert.run(...chatMessageValues(sessionId, message));
    });
  }

  async unansweredMessages(since: number): Promise<UnansweredMessage[]> {
    const rows = this.statement(UNANSWERED_MESSAGES_SQL).all(since);
    return (rows as unknown as UnansweredMessageRow[]).map(toUnansweredMessage);
  }

  async close(): Promise<void> {
    if (!this.db.isOpen) return;
    this.commits.flush();
    this.db.close();
  }
}
