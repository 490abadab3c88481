/**
 * Postgres storage through one `pg` Pool (leads, outbox and chat conversations alike). Several
 * instances may share one database.
 */
import pg from 'pg';
import { MAIL_ALLOWANCE_SQL, recipientAllowanceKey } from './mail-allowances.ts';
import { loadMigrations, MIGRATIONS_TABLE_SQL } from './migrations.ts';
import {
  CHAT_LEAD_SESSIONS_SQL,
  LEAD_COLUMNS,
  leadValues,
  LISTING_SQL,
  nextDueSql,
  OUTBOX_KINDS,
  PURGE_SQL,
  RECENT_MESSAGES_SQL,
  sessionsMentioning,
  toChatMessage,
  toListing,
  toStoredLead,
  TOUCH_SESSION_SQL,
  typedAddressCandidatesSql,
  type ChatMessageRecord,
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
         INSERT INTO leads (created_at, source, name, email, phone, company, service, message, spam,
           transcript, session_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id),
       queued AS (
         INSERT INTO outbox (lead_id, kind, next_attempt_at, created_at)
         SELECT lead.id, kind, $1, $1 FROM lead, unnest($12::text[]) AS kind)
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
       SELECT claimed.outbox_id, claimed.kind, claimed.attempts, ${LEAD_COLUMNS.split(', ')
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

  async listLeads(): Promise<LeadListing[]> {
    const { rows } = await this.pool.query<ListingRow>(LISTING_SQL);
    return rows.map(toListing);
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
      return {
        leads: leads.rowCount ?? 0,
        spam: spam.rowCount ?? 0,
        transcripts: transcripts.rowCount ?? 0,
        conversations: conversations.rowCount ?? 0,
      };
    });
  }

  async recentMessages(sessionId: string, limit: number): Promise<ChatMessageRecord[]> {
    const { rows } = await this.pool.query<ChatMessageRow>(numbered(RECENT_MESSAGES_SQL), [
      sessionId,
      limit,
    ]);
    return rows.map(toChatMessage).reverse();
  }

  async appendExchange(
    sessionId: string,
    messages: ChatMessageRecord[],
    now: number,
  ): Promise<void> {
    await this.transaction(async (client) => {
      await client.query(numbered(TOUCH_SESSION_SQL), [sessionId, now, now]);
      for (const message of messages) {
        await client.query(
          'INSERT INTO chat_messages (session_id, sender, text, created_at) VALUES ($1, $2, $3, $4)',
          [sessionId, message.sender, message.text, message.createdAt],
        );
      }
    });
  }

  async close(): Promise<void> {
    if (this.pool.ended || this.pool.ending) return;
    await this.pool.end();
  }
}
