/**
 * Migration 004 rebuilds the outbox so its kind check admits 'webhook' (SQLite cannot alter a
 * CHECK): rows queued before it keep their state, lease and order, and new rows get fresh ids.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { loadMigrations, MIGRATIONS_TABLE_SQL } from '../../src/storage/migrations.ts';
import { openRepository } from '../../src/storage/index.ts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../helpers.ts';

/** Applies migrations 001-003 only, as a database made before the webhook would be. */
async function migrateBeforeWebhooks(database: TestDatabase): Promise<void> {
  const earlier = loadMigrations(database.kind).filter((migration) => migration.version < 4);
  const statements = [
    MIGRATIONS_TABLE_SQL,
    ...earlier.flatMap((migration) => [
      migration.sql,
      `INSERT INTO schema_migrations (version, name, applied_at)
       VALUES (${migration.version}, '${migration.name}', 0)`,
    ]),
  ];
  if (database.config.kind === 'sqlite') {
    const db = new DatabaseSync(database.config.path);
    for (const sql of statements) db.exec(sql);
    db.close();
  } else {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    for (const sql of statements) await client.query(sql);
    await client.end();
  }
}

for (const kind of DATABASE_KINDS) {
  describe(`migration 004_webhooks (${kind})`, () => {
    test('rows queued before it survive; webhook rows can be queued after it', async () => {
      const database = await createTestDatabase(kind);
      try {
        await migrateBeforeWebhooks(database);
        await database.query(
          `INSERT INTO leads (created_at, source, name, email) VALUES (1000, 'form', 'Old', 'old@example.com')`,
        );
        await database.query(
          `INSERT INTO outbox (lead_id, kind, status, attempts, next_attempt_at, lease_owner,
             lease_until, last_error, created_at, sent_at)
           VALUES (1, 'notify', 'sent', 1, 1000, NULL, NULL, NULL, 1000, 1001),
                  (1, 'acknowledge', 'pending', 3, 5000, 'worker-x', 9000, 'ECONNREFUSED', 1000, NULL)`,
        );

        const repository = await openRepository(database.config);
        try {
          const rows = await database.query(
            `SELECT lead_id, kind, status, attempts, next_attempt_at, lease_owner, lease_until,
               last_error, sent_at FROM outbox ORDER BY id`,
          );
          assert.deepEqual(
            rows.map((row) => [
              Number(row.lead_id),
              row.kind,
              row.status,
              Number(row.attempts),
              Number(row.next_attempt_at),
              row.lease_owner,
              row.lease_until === null ? null : Number(row.lease_until),
              row.last_error,
              row.sent_at === null ? null : Number(row.sent_at),
            ]),
            [
              [1, 'notify', 'sent', 1, 1000, null, null, null, 1001],
              [1, 'acknowledge', 'pending', 3, 5000, 'worker-x', 9000, 'ECONNREFUSED', null],
            ],
          );
          const { id } = await repository.createLead(
            { source: 'form', name: 'New', outbox: ['notify', 'webhook'] },
            2000,
          );
          const queued = await database.query(
            `SELECT id, kind FROM outbox WHERE lead_id = ${id} ORDER BY id`,
          );
          assert.deepEqual(
            queued.map((row) => row.kind),
            ['notify', 'webhook'],
          );
          const ids = (await database.query('SELECT id FROM outbox')).map((row) => Number(row.id));
          assert.equal(new Set(ids).size, 4, 'no id used twice');
          await assert.rejects(
            database.query(
              `INSERT INTO outbox (lead_id, kind, next_attempt_at, created_at) VALUES (1, 'fax', 0, 0)`,
            ),
            /CHECK constraint|check constraint/,
          );
          const [migration] = await database.query(
            'SELECT name FROM schema_migrations WHERE version = 4',
          );
          assert.equal(migration?.name, '004_webhooks');
          // The indexes were made again on the rebuilt table.
          const indexes =
            kind === 'sqlite'
              ? await database.query(
                  "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'outbox' ORDER BY name",
                )
              : await database.query(
                  "SELECT indexname AS name FROM pg_indexes WHERE tablename = 'outbox' AND schemaname = current_schema() ORDER BY indexname",
                );
          assert.deepEqual(
            indexes.map((row) => row.name),
            kind === 'sqlite'
              ? ['outbox_due', 'outbox_lead']
              : ['outbox_due', 'outbox_lead', 'outbox_pkey'],
          );
          const tables = await database.query(
            kind === 'sqlite'
              ? "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'outbox%'"
              : "SELECT tablename AS name FROM pg_tables WHERE tablename LIKE 'outbox%' AND schemaname = current_schema()",
          );
          assert.deepEqual(
            tables.map((row) => row.name),
            ['outbox'],
            'the copy is gone',
          );
        } finally {
          await repository.close();
        }
      } finally {
        await database.drop();
      }
    });
  });
}
