/**
 * Group commit for node:sqlite, whose calls block the event loop: with synchronous=FULL every
 * COMMIT waits for the disk (an fsync: 0.3 to 2 ms on the shared 2-core dev machine). With a
 * transaction and a COMMIT per write, the bench measured ~1,000 contact posts/s and ~230 chat
 * answers/s, far under the floor (docs/performance.md). Writes queued in the same event-loop turn
 * therefore share one transaction, each in a savepoint of its own, so a failing write is undone
 * and fails alone. A write's promise settles only after COMMIT returned: a resolved write is on
 * disk.
 */
import type { DatabaseSync, StatementSync } from 'node:sqlite';

interface QueuedWrite {
  write: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { value: unknown } | { error: unknown };

export class GroupCommit {
  readonly #db: DatabaseSync;
  readonly #statements: Record<
    'begin' | 'commit' | 'rollback' | 'savepoint' | 'release' | 'rollbackTo',
    StatementSync
  >;
  #queue: QueuedWrite[] = [];

  constructor(db: DatabaseSync) {
    this.#db = db;
    this.#statements = {
      begin: db.prepare('BEGIN IMMEDIATE'),
      commit: db.prepare('COMMIT'),
      rollback: db.prepare('ROLLBACK'),
      savepoint: db.prepare('SAVEPOINT write'),
      release: db.prepare('RELEASE write'),
      rollbackTo: db.prepare('ROLLBACK TO write'),
    };
  }

  /** Runs `write` in the next group transaction; resolves with its result after COMMIT. */
  run<T>(write: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({ write, resolve: resolve as (value: unknown) => void, reject });
      if (this.#queue.length === 1) setImmediate(() => this.flush());
    });
  }

  /** Commits what is queued now (also called on close, so nothing queued is dropped). */
  flush(): void {
    const batch = this.#queue;
    this.#queue = [];
    if (batch.length === 0) return;
    const sql = this.#statements;
    const outcomes: Outcome[] = [];
    try {
      sql.begin.run();
      for (const item of batch) {
        sql.savepoint.run();
        try {
          outcomes.push({ value: item.write() });
          sql.release.run();
        } catch (error) {
          sql.rollbackTo.run();
          sql.release.run();
          outcomes.push({ error });
        }
      }
      sql.commit.run();
    } catch (error) {
      // The COMMIT failed, or an error (a full disk, say) ended the transaction: nothing is kept.
      if (this.#db.isOpen && this.#db.isTransaction) sql.rollback.run();
      for (const item of batch) item.reject(error);
      return;
    }
    batch.forEach((item, index) => {
      const outcome = outcomes[index]!;
      if ('value' in outcome) item.resolve(outcome.value);
      else item.reject(outcome.error);
    });
  }
}
