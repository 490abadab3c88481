/**
 * SQLite connections checkpoint their write-ahead log on a worker thread, not in the COMMIT on
 * the event loop; if the worker goes, the connections checkpoint themselves again.
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, test } from 'node:test';
import type { DatabaseSync } from 'node:sqlite';
import { closeSqlite, openSqlite, walCheckpointerOf } from '../../src/storage/sqlite-connection.ts';

let directory: string;
let file: string;
let open: DatabaseSync[];

beforeEach(() => {
  directory = mkdtempSync(path.join(tmpdir(), 'sqlite-connection-'));
  file = path.join(directory, 'site.db');
  open = [];
});
afterEach(async () => {
  for (const db of open) await closeSqlite(db);
  rmSync(directory, { recursive: true, force: true });
});

const connect = (synchronous: 'FULL' | 'NORMAL') => {
  const db = openSqlite(file, synchronous);
  open.push(db);
  return db;
};
const autocheckpoint = (db: DatabaseSync) =>
  Number(db.prepare('PRAGMA wal_autocheckpoint').get()?.wal_autocheckpoint);

test('the worker moves committed pages into the database file; the connections never do', async () => {
  const leads = connect('FULL');
  const chat = connect('NORMAL');
  assert.equal(autocheckpoint(leads), 0);
  assert.equal(autocheckpoint(chat), 0);

  leads.exec('CREATE TABLE notes (body TEXT NOT NULL)');
  const insert = chat.prepare('INSERT INTO notes (body) VALUES (?)');
  // ~4 MB in 40 commits: past the 1,000 pages at which a connection would checkpoint itself.
  for (let commit = 0; commit < 40; commit += 1) {
    chat.exec('BEGIN');
    for (let row = 0; row < 25; row += 1) insert.run('x'.repeat(4_000));
    chat.exec('COMMIT');
  }
  const deadline = Date.now() + 10_000;
  while (statSync(file).size < 4_000_000 && Date.now() < deadline) await sleep(50);
  assert.ok(statSync(file).size >= 4_000_000, 'the pages reached the database file');
  assert.equal(chat.prepare('SELECT count(*) AS rows FROM notes').get()?.rows, 1_000);
});

test('one worker per file, stopped when its last connection closes', async () => {
  const first = connect('FULL');
  connect('NORMAL');
  const checkpointer = walCheckpointerOf(file);
  assert.ok(checkpointer);
  await closeSqlite(first);
  assert.equal(walCheckpointerOf(file), checkpointer);

  const exited = once(checkpointer.worker, 'exit');
  for (const db of open) await closeSqlite(db);
  open = [];
  assert.equal(walCheckpointerOf(file), undefined);
  await exited;
  assert.throws(() => statSync(`${file}-wal`), /ENOENT/, 'the last close removed the log');
});

test('if the worker stops, the connections checkpoint themselves again', async () => {
  const db = connect('FULL');
  const checkpointer = walCheckpointerOf(file);
  assert.ok(checkpointer);
  const warned = once(process, 'warning');
  await checkpointer.worker.terminate();
  const [warning] = (await warned) as [Error];
  assert.match(warning.message, /checkpoint worker stopped/);
  assert.equal(autocheckpoint(db), 1000);
  assert.equal(walCheckpointerOf(file), undefined);
});
