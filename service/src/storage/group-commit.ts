/**
 * Group commit for node:sqlite, whose calls block the event loop: writes queued in the same
 * event-loop turn run in one transaction (one WAL commit, one fsync with synchronous=FULL), each
 * in its own savepoint so one failing write fails only its own caller. Promises settle only after
 * COMMIT returned, so a resolved write is on disk.
 */
import type { DatabaseSync } from 'node:sqlite';

interface QueuedWrite {
  write: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export class GroupCommit {
  readonly #db: DatabaseSync;
  #queue: QueuedWrite[] = [];

  constructor(db: DatabaseSync) {
    this.#db = db;
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
      this.#db.exec('BEGIN IMMEDIATE');
      for (const item of batch) {
        this.#db.exec('SAVEPOINT write');
        try {
          outcomes.push({ value: item.write() });
          this.#db.exec('RELEASE write');
        } catch (error) {
          this.#db.exec('ROLLBACK TO write');
          this.#db.exec('RELEASE write');
          outcomes.push({ error });
        }
      }
      this.#db.exec('COMMIT');
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
