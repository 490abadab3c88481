/**
 * Chat conversations (the chat assistant's storage), beside the lead repository: its own
 * connection to the same database, whose tables migration 002 creates. Chat leads themselves go
 * through the lead repository (createLead), so they share the contact form's outbox.
 */
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import pg from 'pg';
import type { ChatSender } from '../../../src/domain/chat.ts';
import type { DatabaseConfig } from '../config.ts';
import { BoundedMemo } from '../bounded-memo.ts';
import { GroupCommit } from './group-commit.ts';
import { SessionFilter } from './session-filter.ts';
import { closeSqlite, inTransaction, openSqlite } from './sqlite-connection.ts';

export interface ChatMessageRecord {
  sender: ChatSender;
  text: string;
  createdAt: number;
}

export interface ChatStore {
  /** The latest `limit` messages of a session, oldest first. */
  recentMessages(sessionId: string, limit: number): Promise<ChatMessageRecord[]>;
  /** Records one exchange (the visitor's message and the reply) in one transaction. */
  appendExchange(sessionId: string, messages: ChatMessageRecord[], now: number): Promise<void>;
  /** Deletes conversations idle since before `cutoff`; returns how many. */
  purgeBefore(cutoff: number): Promise<number>;
  close(): Promise<void>;
}

interface MessageRow {
  sender: string;
  text: string;
  created_at: number | string;
}

const toRecord = (row: MessageRow): ChatMessageRecord => ({
  sender: row.sender === 'bot' ? 'bot' : 'user',
  text: row.text,
  createdAt: Number(row.created_at),
});

/**
 * How far behind a conversation's last activity (chat_sessions.updated_at, which the retention
 * purge reads) may lag: it is rewritten only once it is older than this, not on every message,
 * which saves a row and an index update per exchange. Retention counts in days; a
 * conversation may be deleted up to this much before its time.
 */
export const ACTIVITY_PRECISION_MS = 10 * 60_000;

/** A session's upsert, after INSERT INTO chat_sessions … VALUES, on SQLite and Postgres alike. */
const TOUCH_SESSION_CONFLICT = `ON CONFLICT (id) DO UPDATE SET updated_at = excluded.updated_at
  WHERE chat_sessions.updated_at < excluded.updated_at - ${ACTIVITY_PRECISION_MS}`;

/** Newest first, so the index (session_id, id) answers it directly; callers reverse. */
const RECENT_SQL = (placeholder: (n: number) => string) =>
  `SELECT sender, text, created_at FROM chat_messages
   WHERE session_id = ${placeholder(1)} ORDER BY id DESC LIMIT ${placeholder(2)}`;

/**
 * Conversations in progress held in memory, and how many of their latest messages. A few hundred
 * is far more than this firm's visitors chat at once; past it the oldest are read back instead.
 * Only for SQLite, where one process owns the database file: no other writer can add to a
 * conversation behind this memory's back.
 */
const CACHED_CONVERSATIONS = 256;
const CACHED_MESSAGES = 60;

class SqliteChatStore implements ChatStore {
  readonly #db: DatabaseSync;
  /** The latest messages of each conversation in progress, so an answer need not read them back. */
  readonly #cache = new BoundedMemo<readonly ChatMessageRecord[]>(CACHED_CONVERSATIONS);
  /** Sessions that may have stored messages: a new one's first message skips the lookup. */
  readonly #stored = new SessionFilter();
  readonly #commits: GroupCommit;
  readonly #recent: StatementSync;
  readonly #sessionIds: StatementSync;
  readonly #touchSession: StatementSync;
  /** INSERT statements by number of rows (an exchange is two), prepared on first use. */
  readonly #insertMessages = new Map<number, StatementSync>();
  readonly #purgeMessages: StatementSync;
  readonly #purgeSessions: StatementSync;

  constructor(file: string) {
    // NORMAL: in WAL mode a commit survives a process crash; only a power cut may lose the
    // last few chat messages, which is acceptable for transcripts (leads are FULL, elsewhere).
    this.#db = openSqlite(file, 'NORMAL');
    this.#recent = this.#db.prepare(RECENT_SQL(() => '?'));
    this.#sessionIds = this.#db.prepare('SELECT id FROM chat_sessions');
    this.#touchSession = this.#db.prepare(
      `INSERT INTO chat_sessions (id, created_at, updated_at) VALUES (?, ?, ?)
       ${TOUCH_SESSION_CONFLICT}`,
    );
    this.#purgeMessages = this.#db.prepare(
      'DELETE FROM chat_messages WHERE session_id IN (SELECT id FROM chat_sessions WHERE updated_at < ?)',
    );
    this.#purgeSessions = this.#db.prepare('DELETE FROM chat_sessions WHERE updated_at < ?');
    this.#commits = new GroupCommit(this.#db);
    this.#loadStoredSessions();
  }

  #loadStoredSessions(): void {
    this.#stored.clear();
    for (const row of this.#sessionIds.iterate()) this.#stored.add(String(row.id));
  }

  async recentMessages(sessionId: string, limit: number): Promise<ChatMessageRecord[]> {
    if (limit > CACHED_MESSAGES) return this.#read(sessionId, limit);
    const messages = this.#cache.get(sessionId, () => this.#read(sessionId, CACHED_MESSAGES));
    return messages.slice(-limit);
  }

  #read(sessionId: string, limit: number): ChatMessageRecord[] {
    if (!this.#stored.mayContain(sessionId)) return [];
    return (this.#recent.all(sessionId, limit) as unknown as MessageRow[]).map(toRecord).reverse();
  }

  /** Exchanges arriving together share one transaction (see GroupCommit). */
  async appendExchange(
    sessionId: string,
    messages: ChatMessageRecord[],
    now: number,
  ): Promise<void> {
    await this.#commits.run(() => {
      this.#touchSession.run(sessionId, now, now);
      if (messages.length === 0) return;
      this.#insertStatement(messages.length).run(
        ...messages.flatMap((message) => [
          sessionId,
          message.sender,
          message.text,
          message.createdAt,
        ]),
      );
    });
    // Only once committed: a failed write must not show up in the next answer's history.
    this.#stored.add(sessionId);
    this.#cache.update(sessionId, (held) => [...held, ...messages].slice(-CACHED_MESSAGES));
  }

  #insertStatement(rows: number): StatementSync {
    let statement = this.#insertMessages.get(rows);
    if (!statement) {
      statement = this.#db.prepare(
        `INSERT INTO chat_messages (session_id, sender, text, created_at) VALUES ${Array(rows)
          .fill('(?, ?, ?, ?)')
          .join(', ')}`,
      );
      this.#insertMessages.set(rows, statement);
    }
    return statement;
  }

  async purgeBefore(cutoff: number): Promise<number> {
    this.#cache.clear();
    const purged = inTransaction(this.#db, () => {
      this.#purgeMessages.run(cutoff);
      return Number(this.#purgeSessions.run(cutoff).changes);
    });
    // Rebuilt without the deleted sessions (and those a privacy deletion in the CLI removed).
    this.#loadStoredSessions();
    return purged;
  }

  async close(): Promise<void> {
    this.#commits.flush();
    await closeSqlite(this.#db);
  }
}

class PostgresChatStore implements ChatStore {
  readonly #pool: pg.Pool;

  constructor(connectionString: string) {
    this.#pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5_000 });
    this.#pool.on('error', () => {});
  }

  async recentMessages(sessionId: string, limit: number): Promise<ChatMessageRecord[]> {
    const { rows } = await this.#pool.query<MessageRow>(
      RECENT_SQL((n) => `$${n}`),
      [sessionId, limit],
    );
    return rows.map(toRecord).reverse();
  }

  async appendExchange(
    sessionId: string,
    messages: ChatMessageRecord[],
    now: number,
  ): Promise<void> {
    // One statement, one implicit transaction, one round trip. The session's insert runs even
    // when its update is skipped (a WITH statement always runs), and the foreign key is checked
    // at the end of the statement, after it.
    await this.#pool.query(
      `WITH session AS (
         INSERT INTO chat_sessions (id, created_at, updated_at) VALUES ($1, $2, $2)
         ${TOUCH_SESSION_CONFLICT})
       INSERT INTO chat_messages (session_id, sender, text, created_at)
       SELECT $1, message.sender, message.text, message.created_at
       FROM unnest($3::text[], $4::text[], $5::bigint[])
         WITH ORDINALITY AS message (sender, text, created_at, position)
       ORDER BY message.position`,
      [
        sessionId,
        now,
        messages.map((message) => message.sender),
        messages.map((message) => message.text),
        messages.map((message) => message.createdAt),
      ],
    );
  }

  async purgeBefore(cutoff: number): Promise<number> {
    const result = await this.#pool.query(
      `WITH gone AS (DELETE FROM chat_sessions WHERE updated_at < $1 RETURNING id)
       SELECT count(*) AS count FROM gone`,
      [cutoff],
    );
    return Number(result.rows[0]?.count ?? 0);
  }

  async close(): Promise<void> {
    await this.#pool.end();
  }
}

export function openChatStore(database: DatabaseConfig): ChatStore {
  return database.kind === 'sqlite'
    ? new SqliteChatStore(database.path)
    : new PostgresChatStore(database.url);
}

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
