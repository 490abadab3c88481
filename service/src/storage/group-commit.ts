/**
 * Group commit for node:sqlite, whose calls block the event loop: writes queued in the same
 * event-loop turn run in one transaction (one WAL commit, one fsync with synchronous=FULL), and
 * one failing write fails only its own caller. Promises settle only after COMMIT returned, so a
 * resolved write is on disk.
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
  // Prepared once: exec() would parse these statements again for every write of every batch.
  readonly #begin: StatementSync;
  readonly #commit: StatementSync;
  readonly #rollback: StatementSync;
  readonly #savepoint: StatementSync;
  readonly #release: StatementSync;
  readonly #rollbackTo: StatementSync;
  #queue: QueuedWrite[] = [];

  constructor(db: DatabaseSync) {
    this.#db = db;
    this.#begin = db.prepare('BEGIN IMMEDIATE');
    this.#commit = db.prepare('COMMIT');
    this.#rollback = db.prepare('ROLLBACK');
    this.#savepoint = db.prepare('SAVEPOINT write');
    this.#release = db.prepare('RELEASE write');
    this.#rollbackTo = db.prepare('ROLLBACK TO write');
  }

  /**
   * Runs `write` inside the next group transaction; resolves with its result after COMMIT.
   * `write` may run twice (see flush), so it must only act on the database.
   */
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
    let outcomes: Outcome[];
    try {
      // Writes almost never fail, so the batch first runs as it is: two statements less per
      // write than with a savepoint each. Only when one fails is it all rolled back and run again.
      outcomes = this.#runTogether(batch) ?? this.#runIsolated(batch);
    } catch (error) {
      if (this.#db.isOpen && this.#db.isTransaction) this.#rollback.run();
      for (const item of batch) item.reject(error);
      return;
    }
    batch.forEach((item, index) => {
      const outcome = outcomes[index]!;
      if ('value' in outcome) item.resolve(outcome.value);
      else item.reject(outcome.error);
    });
  }

  /** The batch in one transaction; at the first failing write, rolled back and undefined. */
  #runTogether(batch: QueuedWrite[]): Outcome[] | undefined {
    const outcomes: Outcome[] = [];
    this.#begin.run();
    for (const item of batch) {
      try {
        outcomes.push({ value: item.write() });
      } catch {
        // Some errors (a full disk, say) end the transaction themselves.
        if (this.#db.isTransaction) this.#rollback.run();
        return undefined;
      }
    }
    this.#commit.run();
    return outcomes;
  }

  /** The batch in one transaction, each write in a savepoint: a failing write is undone alone. */
  #runIsolated(batch: QueuedWrite[]): Outcome[] {
    const outcomes: Outcome[] = [];
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
    return outcomes;
  }
}
