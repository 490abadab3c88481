import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { openRepository } from '../../src/storage/index.ts';
import type { LeadRepository } from '../../src/storage/repository.ts';
import { createTestDatabase, REPO_ROOT, type TestDatabase } from '../helpers.ts';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('../../src/cli/backup.ts', import.meta.url));

const backupCli = (databaseUrl: string, ...args: string[]) =>
  run(process.execPath, [CLI, ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: databaseUrl },
  });

describe('npm run backup (sqlite)', () => {
  let database: TestDatabase;
  let repository: LeadRepository;
  let backups: string;

  before(async () => {
    database = await createTestDatabase('sqlite');
    backups = mkdtempSync(path.join(tmpdir(), 'backups-'));
    // Held open, as the running service would hold it, with rows still in the WAL.
    repository = await openRepository(database.config);
    for (let index = 0; index < 25; index += 1) {
      await repository.createLead({ source: 'form', name: `Lead ${index}`, outbox: ['notify'] });
    }
  });
  after(async () => {
    await repository.close();
    await database.drop();
    rmSync(backups, { recursive: true, force: true });
  });

  test('copies the live database to <dir>/<timestamp>.db, complete and consistent', async () => {
    const { stdout } = await backupCli(database.url, '--dir', backups);
    const files = readdirSync(backups);
    assert.equal(files.length, 1);
    assert.match(files[0]!, /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.db$/);
    assert.match(stdout, /Backed up \d+ pages \(25 leads\) to /);
    const copy = new DatabaseSync(path.join(backups, files[0]!), { readOnly: true });
    try {
      assert.equal(copy.prepare('SELECT count(*) AS count FROM leads').get()?.count, 25);
      assert.equal(copy.prepare('SELECT count(*) AS count FROM outbox').get()?.count, 25);
    } finally {
      copy.close();
    }
  });

  test('a missing database fails with exit code 1 and leaves no partial file', async () => {
    await assert.rejects(
      backupCli(`sqlite:${path.join(backups, 'missing', 'site.db')}`, '--dir', backups),
      (error: { code: number; stderr: string }) => {
        assert.equal(error.code, 1);
        assert.match(error.stderr, /Backup failed/);
        return true;
      },
    );
    assert.ok(readdirSync(backups).every((file) => !file.endsWith('.partial')));
  });
});

test('npm run backup (postgres) prints the pg_dump command without the password', async () => {
  const { stdout } = await backupCli('postgres://site:s3cret@db.internal:5432/site', '--dir', '/x');
  assert.match(
    stdout,
    /pg_dump --format=custom --file='\/x\/[^']+\.dump' 'postgres:\/\/site:\*\*\*\*@db\.internal:5432\/site'/,
  );
  assert.ok(!stdout.includes('s3cret'));
});
