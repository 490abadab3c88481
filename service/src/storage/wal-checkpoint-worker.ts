/**
 * Worker thread of sqlite-connection.ts: checkpoints one database file's write-ahead log every
 * `intervalMs` on its own connection, until the main thread posts a message.
 */
import { DatabaseSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';

const { file, intervalMs } = workerData as { file: string; intervalMs: number };
// synchronous stays FULL (the default): the copied pages reach the disk before the log restarts.
const db = new DatabaseSync(file);
db.exec('PRAGMA busy_timeout = 5000');
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');

const timer = setInterval(() => {
  try {
    checkpoint.get();
  } catch {
    // Busy or briefly unavailable: the next interval tries again.
  }
}, intervalMs);

parentPort!.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort!.close();
});
