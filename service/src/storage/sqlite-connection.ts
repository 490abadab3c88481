/**
 * The service's SQLite connections, and their write-ahead log checkpointed off the event loop.
 *
 * SQLite checkpoints on its own inside the COMMIT that takes the log past 1,000 pages, on the
 * committing thread: here the event loop, which copying the pages and syncing the file blocked
 * for 9–16 ms every few hundred milliseconds under load (a good part of the chat's p99 in the
 * bench). The service's connections turn that off, and one worker thread per database file
 * checkpoints instead, on a connection of its own, in PASSIVE mode (it never waits for the writer
 * nor blocks it). Should the worker fail, the connections go back to checkpointing themselves, so
 * the log never grows without bound.
 */
import { once } from 'node:events';
import { mkdirSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** FULL syncs every commit (leads); NORMAL only survives a process crash, not a power cut. */
export type Synchronous = 'FULL' | 'NORMAL';

/** SQLite's own default, restored if the checkpoint worker fails. */
const AUTOCHECKPOINT_PAGES = 1000;
/** A checkpoint with nothing to copy only reads the log's header: cheap enough to poll often. */
const CHECKPOINT_INTERVAL_MS = 200;

class WalCheckpointer {
  readonly worker: Worker;
  readonly connections = new Set<DatabaseSync>();
  #stopping = false;
  #failure: unknown;

  constructor(file: string, onGone: () => void) {
    this.worker = new Worker(new URL('./wal-checkpoint-worker.ts', import.meta.url), {
      workerData: { file, intervalMs: CHECKPOINT_INTERVAL_MS },
    });
    // The worker never keeps the process alive; closing the last connection stops it.
    this.worker.unref();
    this.worker.once('error', (error) => (this.#failure = error));
    this.worker.once('exit', () => {
      onGone();
      if (this.#stopping) return;
      for (const connection of this.connections) {
        if (connection.isOpen) {
          connection.exec(`PRAGMA wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
        }
      }
      const reason = this.#failure instanceof Error ? ` (${this.#failure.message})` : '';
      process.emitWarning(
        `The SQLite checkpoint worker stopped${reason}; connections checkpoint again`,
      );
    });
  }

  /** Resolves once the worker closed its connection and ended. */
  async stop(): Promise<void> {
    this.#stopping = true;
    // Referenced again: a caller awaiting this must keep the process alive until the worker ends.
    this.worker.ref();
    const exited = once(this.worker, 'exit');
    this.worker.postMessage('stop');
    await exited;
  }
}

const checkpointers = new Map<string, WalCheckpointer>();

/** The checkpointer of a database file while connections to it are open (tests look at it). */
export function walCheckpointerOf(file: string): { worker: Worker } | undefined {
  return checkpointers.get(path.resolve(file));
}

/** Opens a connection in WAL mode whose log a worker thread checkpoints (see above). */
export function openSqlite(file: string, synchronous: Synchronous): DatabaseSync {
  const inMemory = file === ':memory:';
  if (!inMemory) mkdirSync(path.dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec(`PRAGMA journal_mode = WAL;
    PRAGMA synchronous = ${synchronous};
    PRAGMA foreign_keys = ON;
    PRAGMA busy_timeout = 5000;`);
  if (inMemory) return db;

  const key = path.resolve(file);
  let checkpointer = checkpointers.get(key);
  if (!checkpointer) {
    const started: WalCheckpointer = new WalCheckpointer(key, () => {
      if (checkpointers.get(key) === started) checkpointers.delete(key);
    });
    checkpointer = started;
    checkpointers.set(key, checkpointer);
  }
  db.exec('PRAGMA wal_autocheckpoint = 0');
  checkpointer.connections.add(db);
  return db;
}

/**
 * Closes a connection from openSqlite. The last one of a file first stops its checkpoint worker,
 * so that this connection is the file's last: closing, SQLite checkpoints and removes the log
 * here, before the caller goes on (and perhaps opens the file again).
 */
export async function closeSqlite(db: DatabaseSync): Promise<void> {
  for (const [key, checkpointer] of checkpointers) {
    if (!checkpointer.connections.delete(db)) continue;
    if (checkpointer.connections.size === 0) {
      checkpointers.delete(key);
      await checkpointer.stop();
    }
  }
  if (db.isOpen) db.close();
}

/** Runs `work` in one write transaction (BEGIN IMMEDIATE): committed, or rolled back if it throws. */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}
