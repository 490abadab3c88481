/**
 * Postgres storage through one `pg` Pool (leads, outbox and chat conversations alike). Several
 * instances may share one database.
 */
import pg from 'pg';
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

/** Any constant works; it only serialises migrations between instances starting together. */
const MIGRATION_LOCK_KEY = 7_340_211;

/** `?` placeholders (shared SQL) to Postgres' `$1, $2, …`. */
function numbered(sql: string): string {
  let index = 0;
  return sql.replace(/\?/g, () => `$${++index}`);
}

export class PostgresRepository implements LeadRepository {
  readonly dialect = 'postgres' as const;
  private readonly pool: pg.Pool;

  constructor(connectionString: string, poolSize = 10) {
    this.pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: 5_000 });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    this.pool.on('error', () => {});
  }

  private async transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  async migrate(): Promise<void> {
    await this.transaction(async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      await client.query(MIGRATIONS_TABLE_SQL);
      const { rows } = await client.query<{ version: number }>(
        'SELECT version FROM schema_migrations',
      );
      const applied = new Set(rows.map((row) => Number(row.version)));
      for (const migration of loadMigrations('postgres')) {
        if (applied.has(migration.version)) continue;
        await client.query(migration.sql);
        await client.query(
          'INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)',
          [migration.version, migration.name, Date.now()],
        );
      }
    });
  }

  async ping(): Promise<boolean> {
    try {
      await this.pool.query('SELECT 1');
      return true;
    } catch {
      return false;
    }
  }

  async createLead(lead: NewLead, now = Date.now()): Promise<{ id: number }> {
    // One statement, so one implicit transaction and one round trip: the lead and its outbox
    // rows commit together or not at all.
    const { rows } = await this.pool.query<{ id: string }>(
      `WITH lead AS (
         INSERT INTO leads (${LEAD_INSERT_COLUMNS})
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id),
       queued AS (
         INSERT INTO outbox (lead_id, kind, next_attempt_at, created_at)
         SELECT lead.id, kind, $1, $1 FROM lead, unnest($14::text[]) AS kind)
       SELECT id FROM lead`,
      [...leadValues(lead, now), lead.spam ? [] : lead.outbox],
    );
    return { id: Number(rows[0]!.id) };
  }

  async claimOutbox(
    owner: string,
    now: number,
    leaseMs: number,
    limit: number,
    kinds: readonly OutboxKind[] = OUTBOX_KINDS,
  ): Promise<OutboxJob[]> {
    // SKIP LOCKED: concurrent workers never wait for, nor take, each other's rows.
    const { rows } = await this.pool.query(
      `WITH claimed AS (
         UPDATE outbox SET lease_owner = $1, lease_until = $2, attempts = attempts + 1
         WHERE id IN (
           SELECT id FROM outbox
           WHERE status = 'pending' AND next_attempt_at <= $3
             AND (lease_until IS NULL OR lease_until < $3) AND kind = ANY($5::text[])
           ORDER BY next_attempt_at, id LIMIT $4
           FOR UPDATE SKIP LOCKED)
         RETURNING id AS outbox_id, lead_id, kind, attempts)
       SELECT claimed.outbox_id, claimed.kind, claimed.attempts,
         (SELECT ${IS_UPDATE_SQL} FROM outbox WHERE outbox.id = claimed.outbox_id) AS is_update,
         ${LEAD_COLUMNS.split(', ')
           .map((column) => `leads.${column}`)
           .join(', ')}
       FROM claimed JOIN leads ON leads.id = claimed.lead_id
       ORDER BY claimed.outbox_id`,
      [owner, now + leaseMs, now, limit, kinds],
    );
    return rows.map((row) => ({
      id: Number(row.outbox_id),
      kind: row.kind as OutboxKind,
      attempts: Number(row.attempts),
      lead: toStoredLead(row as LeadRow),
      update: row.is_update === true,
    }));
  }

  async markSent(id: number, owner: string, now: number): Promise<boolean> {
    const result = await this.pool.query(
      `UPDATE outbox SET status = 'sent', sent_at = $1, lease_owner = NULL, lease_until = NULL,
         last_error = NULL WHERE id = $2 AND lease_owner = $3 AND status = 'pending'`,
      [now, id, owner],
    );
    return result.rowCount === 1;
  }

  async markFailedAttempt(
    id: number,
    owner: string,
    error: string,
    nextAttemptAt: number | null,
  ): Promise<void> {
    await this.pool.query(
      `UPDATE outbox SET status = $1, next_attempt_at = COALESCE($2, next_attempt_at),
         lease_owner = NULL, lease_until = NULL, last_error = $3
       WHERE id = $4 AND lease_owner = $5 AND status = 'pending'`,
      [nextAttemptAt === null ? 'failed' : 'pending', nextAttemptAt, error, id, owner],
    );
  }

  async nextOutboxDueAt(kinds: readonly OutboxKind[] = OUTBOX_KINDS): Promise<number | null> {
    const { rows } = await this.pool.query<{ due: string | null }>(
      nextDueSql('kind = ANY($1::text[])'),
      [kinds],
    );
    const due = rows[0]?.due;
    return due === null || due === undefined ? null : Number(due);
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
    return this.transaction(async (client) => {
      const { rows } = await client.query<{ message: string; transcript: string | null }>(
        `${numbered(CHAT_LEAD_NOTE_SQL.read)} FOR UPDATE`,
        [sessionId],
      );
      if (!rows[0]) return false;
      const { message, transcript } = withNote(rows[0], note, now);
      await client.query(numbered(CHAT_LEAD_NOTE_SQL.write), [message, transcript, sessionId]);
      await this.queueLeadUpdate(client, sessionId, outbox, now);
      return true;
    });
  }

  /**
   * The change and the rows that tell the firm of it commit together. (A second change at the
   * same time waits for the lead's row lock, then sees the first one's row still pending.)
   */
  private changeChatLead(
    sql: string,
    values: string[],
    sessionId: string,
    outbox: readonly OutboxKind[],
    now: number,
  ): Promise<boolean> {
    return this.transaction(async (client) => {
      if ((await client.query(numbered(sql), values)).rowCount !== 1) return false;
      await this.queueLeadUpdate(client, sessionId, outbox, now);
      return true;
    });
  }

  /** Inside a transaction: the rows that tell the firm a chat lead changed. */
  private async queueLeadUpdate(
    client: pg.PoolClient,
    sessionId: string,
    outbox: readonly OutboxKind[],
    now: number,
  ): Promise<void> {
    for (const kind of outbox) {
      await client.query(numbered(QUEUE_LEAD_UPDATE_SQL), [kind, now, now, sessionId, kind]);
    }
  }

  async listLeads(): Promise<LeadListing[]> {
    const { rows } = await this.pool.query<ListingRow>(LISTING_SQL);
    return rows.map(toListing);
  }

  async findLead(id: number): Promise<StoredLead | undefined> {
    const { rows } = await this.pool.query(`SELECT ${LEAD_COLUMNS} FROM leads WHERE id = $1`, [id]);
    return rows[0] ? toStoredLead(rows[0] as LeadRow) : undefined;
  }

  async markNotSpam(id: number, outbox: OutboxKind[], now: number): Promise<boolean> {
    // One statement: the move and its outbox rows commit together, and of two concurrent moves
    // only one finds the row still flagged (the second waits for the first's row lock).
    const { rows } = await this.pool.query(
      `WITH moved AS (${numbered(MARK_NOT_SPAM_SQL)}),
       queued AS (
         INSERT INTO outbox (lead_id, kind, next_attempt_at, created_at)
         SELECT moved.id, kind, $2, $2 FROM moved, unnest($3::text[]) AS kind)
       SELECT id FROM moved`,
      [id, now, outbox],
    );
    return rows.length === 1;
  }

  async claimSpamDigest(
    day: string | null,
    coveredUntil: number,
    now: number,
    staleBefore: number,
  ): Promise<number | undefined> {
    const claim = async (sql: string, values: unknown[]) =>
      (await this.pool.query<{ id: string }>(numbered(sql), values)).rows[0]?.id;
    const id =
      day === null
        ? await claim(SPAM_DIGEST_SQL.claimExtra, [coveredUntil, now])
        : ((await claim(SPAM_DIGEST_SQL.claimDay, [day, coveredUntil, now])) ??
          (await claim(SPAM_DIGEST_SQL.takeOverDay, [coveredUntil, now, day, staleBefore])));
    return id === undefined ? undefined : Number(id);
  }

  async spamForDigest(digestId: number): Promise<StoredLead[]> {
    const { rows } = await this.pool.query(numbered(SPAM_DIGEST_SQL.listed), [digestId]);
    return rows.map((row) => toStoredLead(row as LeadRow));
  }

  async finishSpamDigest(digestId: number, listed: number, now: number): Promise<void> {
    await this.pool.query(numbered(SPAM_DIGEST_SQL.finish), [now, listed, digestId]);
  }

  async releaseSpamDigest(digestId: number): Promise<void> {
    await this.pool.query(numbered(SPAM_DIGEST_SQL.release), [digestId]);
  }

  async deleteLeadsByEmail(email: string): Promise<VisitorDeletion> {
    return this.transaction(async (client) => {
      const leadSessions = await client.query<{ session_id: string }>(
        numbered(CHAT_LEAD_SESSIONS_SQL),
        [email],
      );
      const candidates = await client.query<{ session_id: string; text: string }>(
        numbered(
          typedAddressCandidatesSql((haystack, needle) => `strpos(${haystack}, ${needle}) > 0`),
        ),
        [email],
      );
      const sessions = [
        ...new Set([
          ...leadSessions.rows.map((row) => row.session_id),
          ...sessionsMentioning(candidates.rows, email),
        ]),
      ];
      // chat_messages go with their session (ON DELETE CASCADE).
      const conversations = await client.query('DELETE FROM chat_sessions WHERE id = ANY($1)', [
        sessions,
      ]);
      const ids = 'SELECT id FROM leads WHERE lower(email) = lower($1)';
      await client.query(`DELETE FROM outbox WHERE lead_id IN (${ids})`, [email]);
      const leads = await client.query('DELETE FROM leads WHERE lower(email) = lower($1)', [email]);
      await client.query(numbered(MAIL_ALLOWANCE_SQL.forget), [recipientAllowanceKey(email)]);
      return { leads: leads.rowCount ?? 0, conversations: conversations.rowCount ?? 0 };
    });
  }

  async takeMailAllowance(
    key: string,
    now: number,
    windowMs: number,
    max: number,
  ): Promise<boolean> {
    await this.pool.query(numbered(MAIL_ALLOWANCE_SQL.expire), [now - windowMs]);
    const taken = await this.pool.query(numbered(MAIL_ALLOWANCE_SQL.take), [key, now, max]);
    return taken.rowCount === 1;
  }

  async purgeExpired(cutoffs: RetentionCutoffs): Promise<RetentionPurge> {
    return this.transaction(async (client) => {
      await client.query(numbered(PURGE_SQL.outbox), [cutoffs.leadsBefore, cutoffs.spamBefore]);
      const spam = await client.query(numbered(PURGE_SQL.spam), [cutoffs.spamBefore]);
      const leads = await client.query(numbered(PURGE_SQL.leads), [cutoffs.leadsBefore]);
      const transcripts = await client.query(numbered(PURGE_SQL.transcripts), [
        cutoffs.transcriptsBefore,
      ]);
      const conversations = await client.query(numbered(PURGE_SQL.conversations), [
        cutoffs.conversationsBefore,
      ]);
      await client.query(numbered(PURGE_SQL.spamDigests), [cutoffs.spamBefore]);
      return {
        leads: leads.rowCount ?? 0,
        spam: spam.rowCount ?? 0,
        transcripts: transcripts.rowCount ?? 0,
        conversations: conversations.rowCount ?? 0,
      };
    });
  }

  async recentConversation(sessionId: string, limit: number): Promise<StoredConversation> {
    const { rows } = await this.pool.query<ChatMessageRow>(numbered(RECENT_MESSAGES_SQL), [
      sessionId,
      limit,
    ]);
    return toConversation(rows);
  }

  async appendExchange(sessionId: string, messages: NewChatMessage[], now: number): Promise<void> {
    await this.transaction(async (client) => {
      await client.query(numbered(TOUCH_SESSION_SQL), [sessionId, now, now]);
      for (const message of messages) {
        await client.query(
          numbered(INSERT_CHAT_MESSAGE_SQL),
          chatMessageValues(sessionId, message),
        );
      }
    });
  }

  async unansweredMessages(since: number): Promise<UnansweredMessage[]> {
    const { rows } = await this.pool.query<UnansweredMessageRow>(
      numbered(UNANSWERED_MESSAGES_SQL),
      [since],
    );
    return rows.map(toUnansweredMessage);
  }

  async close(): Promise<void> {
    if (this.pool.ended || this.pool.ending) return;
    await this.pool.end();
  }
}
