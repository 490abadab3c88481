/**
 * GroupCommit: writes queued in one event-loop turn share one transaction; each caller learns
 * its own write's outcome only once it is committed, and a failing write takes nothing else down.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { DatabaseSync } from 'node:sqlite';
import { GroupCommit } from '../../src/storage/group-commit.ts';

let directory: string;
let db: DatabaseSync;
/** A second connection: it sees only what was committed. */
let reader: DatabaseSync;
let commits: GroupCommit;
let insert: (body: string) => number;

beforeEach(() => {
  directory = mkdtempSync(path.join(tmpdir(), 'group-commit-'));
  const file = path.join(directory, 'site.db');
  db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;');
  db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL UNIQUE)');
  reader = new DatabaseSync(file, { readOnly: true });
  commits = new GroupCommit(db);
  const statement = db.prepare('INSERT INTO notes (body) VALUES (?)');
  insert = (body) => Number(statement.run(body).lastInsertRowid);
});
afterEach(() => {
  reader.close();
  db.close();
  rmSync(directory, { recursive: true, force: true });
});

const committedBodies = () =>
  reader
    .prepare('SELECT body FROM notes ORDER BY id')
    .all()
    .map((row) => row.body);

test('writes queued together share one transaction and settle once it is committed', async () => {
  const transactionsSeen = new Set<boolean>();
  const writes = ['a', 'b', 'c'].map((body) =>
    commits.run(() => {
      transactionsSeen.add(db.isTransaction);
      const id = insert(body);
      // Not visible to another connection until the batch's COMMIT.
      assert.deepEqual(committedBodies(), []);
      return id;
    }),
  );
  const ids = await Promise.all(writes);
  assert.deepEqual([...transactionsSeen], [true]);
  assert.deepEqual(ids, [1, 2, 3]);
  assert.deepEqual(committedBodies(), ['a', 'b', 'c']);
  assert.equal(db.isTransaction, false);
});

test('a failing write fails only its caller, and none of its statements is kept', async () => {
  await commits.run(() => insert('existing'));
  const outcomes = await Promise.allSettled([
    commits.run(() => insert('first')),
    commits.run(() => {
      insert('half of a failing write');
      return insert('existing'); // UNIQUE constraint failed
    }),
    commits.run(() => insert('last')),
  ]);
  assert.deepEqual(
    outcomes.map((outcome) => outcome.status),
    ['fulfilled', 'rejected', 'fulfilled'],
  );
  const failure = outcomes[1] as PromiseRejectedResult;
  assert.match(String(failure.reason), /UNIQUE constraint failed: notes\.body/);
  assert.deepEqual(committedBodies(), ['existing', 'first', 'last']);
});

test('flush() commits what is queued at once (close calls it so nothing queued is lost)', async () => {
  const pending = commits.run(() => insert('queued'));
  commits.flush();
  assert.deepEqual(committedBodies(), ['queued']);
  assert.equal(await pending, 1);
});

test('a closed database rejects every queued write', async () => {
  const pending = commits.run(() => insert('too late'));
  db.close();
  await assert.rejects(pending);
  db = new DatabaseSync(':memory:');
});
