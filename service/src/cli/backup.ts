/**
 * Backs up the database (uses DATABASE_URL like the service):
 *   npm run backup                    SQLite: an online copy to data/backups/<timestamp>.db
 *   npm run backup -- --dir <path>    another directory (created if missing)
 * The copy is taken while the service runs (SQLite's online backup API, through node:sqlite),
 * and checked with PRAGMA integrity_check before it is reported. Postgres is backed up with
 * pg_dump; the command prints the one to run (see docs/deploying.md).
 */
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';

const USAGE = 'Usage: npm run backup [-- --dir <directory>]';

function fail(message: string, code = 2): never {
  process.stderr.write(`${message}\n\n${USAGE}\n`);
  process.exit(code);
}

const { values } = (() => {
  try {
    return parseArgs({ options: { dir: { type: 'string' } } });
  } catch (error) {
    return fail((error as Error).message);
  }
})();

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

/** 2026-06-01T12-00-00-000Z: sortable, and valid in file names everywhere. */
const stamp = new Date().toISOString().replace(/[:.]/g, '-');

if (config.database.kind === 'postgres') {
  const target = path.resolve(values.dir ?? 'data/backups', `${stamp}.dump`);
  // The URL carries the password, if any: print a placeholder instead.
  const url = new URL(config.database.url);
  if (url.password) url.password = '****';
  process.stdout.write(
    `DATABASE_URL is Postgres: back it up with pg_dump (custom format, restore with pg_restore):\n` +
      `  pg_dump --format=custom --file='${target}' '${url.toString()}'\n`,
  );
  process.exit(0);
}

const directory = path.resolve(
  values.dir ?? path.join(path.dirname(config.database.path), 'backups'),
);
mkdirSync(directory, { recursive: true });
const target = path.join(directory, `${stamp}.db`);
// Written under a temporary name, so a file named <timestamp>.db is always a complete copy.
const partial = `${target}.partial`;

let source: DatabaseSync | undefined;
try {
  source = new DatabaseSync(config.database.path, { readOnly: true });
  const pages = await backup(source, partial);
  const copy = new DatabaseSync(partial);
  try {
    // A standalone file: no -wal/-shm companions to forget when it is copied off the host.
    copy.exec('PRAGMA journal_mode = DELETE');
    const check = copy.prepare('PRAGMA integrity_check').get();
    if (check?.integrity_check !== 'ok') throw new Error('the copy failed its integrity check');
    const leads = copy.prepare('SELECT count(*) AS count FROM leads').get();
    copy.close();
    renameSync(partial, target);
    process.stdout.write(`Backed up ${pages} pages (${Number(leads?.count)} leads) to ${target}\n`);
  } finally {
    if (copy.isOpen) copy.close();
  }
} catch (error) {
  rmSync(partial, { force: true });
  fail(`Backup failed: ${(error as Error).message}`, 1);
} finally {
  source?.close();
}
