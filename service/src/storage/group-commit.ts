/**
 * Group commit for node:sqlite, whose calls block the event loop: writes queued in the same
 * event-loop turn run in one transaction (one WAL commit, one fsync with synchronous=FULL), each
 * in its own savepoint so one failing write fails only its own caller. Promises settle only after
 * COMMIT returned, so a resolved write is on disk.
 */
import type { DatabaseSync, StatementSync } from 'node:sqlite';

interface QueuedWrite {
  write: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export class GroupCommit {
  readonly #db: DatabaseSync;
  // Prepared once: exec() would parse these statements again for every write of every batch.
  readonly #begin: StatementSync;
  readonly #commit: StatementSync;
  readonly #savepoint: StatementSync;
  readonly #release: StatementSync;
  readonly #rollbackTo: StatementSync;
  #queue: QueuedWrite[] = [];

  constructor(db: DatabaseSync) {
    this.#db = db;
    this.#begin = db.prepare('BEGIN IMMEDIATE');
    this.#commit = db.prepare('COMMIT');
    this.#savepoint = db.prepare('SAVEPOINT write');
    this.#release = db.prepare('RELEASE write');
    this.#rollbackTo = db.prepare('ROLLBACK TO write');
  }

  /** Runs `write` inside the next group transaction; resolves with its result after COMMIT. */
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
    const outcomes: ({ value: unknown } | { error: unknown })[] = [];
    try {
      this.#begin.run();
      for (const item of batch) {
        this.#savepoint.run();
        try {
          outcomes.push({ value: item.write() });
          this.#release.run();
        } catch (error) {
          this.#rollbackTo.run();
          this.#release.run();
          outcomes.push({ error });
        }
      }
      this.#commit.run();
    } catch (error) {
      if (this.#db.isOpen && this.#db.isTransaction) this.#db.exec('ROLLBACK');
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
