import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../src/config.ts';
import { purgeExpired } from '../../src/leads/retention.ts';
import { openRepository } from '../../src/storage/index.ts';
import type { LeadRepository } from '../../src/storage/repository.ts';
import {
  buildTestApp,
  createTestDatabase,
  DATABASE_KINDS,
  REPO_ROOT,
  testConfig,
  type TestDatabase,
} from '../helpers.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 5, 1, 12, 0, 0);
const CLI = fileURLToPath(new URL('../../src/cli/leads.ts', import.meta.url));

test('defaults follow the privacy page: leads 24 months, spam 30 days, chats 90 days', () => {
  const config = loadConfig({}, REPO_ROOT);
  assert.deepEqual(config.retention, { leadDays: 730, spamDays: 30 });
  assert.equal(config.chatRetentionDays, 90);
  assert.deepEqual(loadConfig({ LEAD_RETENTION_DAYS: '365' }, REPO_ROOT).retention.leadDays, 365);
  assert.throws(() => loadConfig({ SPAM_RETENTION_DAYS: '0' }, REPO_ROOT), /SPAM_RETENTION_DAYS/);
});

for (const kind of DATABASE_KINDS) {
  describe(`retention purge (${kind})`, () => {
    let database: TestDatabase;
    let repository: LeadRepository;
    const names = async () =>
      (await database.query('SELECT name, transcript FROM leads ORDER BY name')).map(
        (row) => `${String(row.name)}${row.transcript === null ? '' : ' +transcript'}`,
      );

    async function seed(name: string, ageDays: number, extra: { spam?: boolean } = {}) {
      await repository.createLead(
        {
          source: 'chat',
          name,
          email: `${name.toLowerCase().replace(/\W/g, '')}@example.com`,
          message: 'hello',
          transcript: '[{"sender":"user","text":"hello"}]',
          sessionId: `session-${name.toLowerCase().replace(/\W/g, '')}`,
          outbox: ['notify'],
          ...extra,
        },
        NOW - ageDays * DAY_MS,
      );
    }

    before(async () => {
      database = await createTestDatabase(kind);
      repository = await openRepository(database.config);
      await seed('Fresh', 1);
      await seed('Quarter', 100);
      await seed('TwoYears', 731);
      await seed('SpamNew', 10, { spam: true });
      await seed('SpamOld', 31, { spam: true });
    });
    after(async () => {
      await repository.close();
      await database.drop();
    });

    test('deletes old leads and spam with their outbox rows, keeps the rest', async () => {
      const config = { retention: { leadDays: 730, spamDays: 30 }, chatRetentionDays: 90 };
      assert.deepEqual(await purgeExpired(repository, config, NOW), {
        leads: 1,
        spam: 1,
        transcripts: 1,
        conversations: 0,
      });
      assert.deepEqual(await names(), ['Fresh +transcript', 'Quarter', 'SpamNew +transcript']);
      const orphans = await database.query(
        'SELECT id FROM outbox WHERE lead_id NOT IN (SELECT id FROM leads)',
      );
      assert.equal(orphans.length, 0);
      assert.deepEqual(await purgeExpired(repository, config, NOW), {
        leads: 0,
        spam: 0,
        transcripts: 0,
        conversations: 0,
      });
    });

    test('spam digest records go after SPAM_RETENTION_DAYS, like the spam they listed', async () => {
      const config = { retention: { leadDays: 730, spamDays: 30 }, chatRetentionDays: 90 };
      for (const ageDays of [31, 10]) {
        const at = NOW - ageDays * DAY_MS;
        const id = await repository.claimSpamDigest(null, at, at, 0);
        await repository.finishSpamDigest(id!, 1, at);
      }
      await purgeExpired(repository, config, NOW);
      const rows = await database.query('SELECT claimed_at FROM spam_digests');
      assert.deepEqual(
        rows.map((row) => Number(row.claimed_at)),
        [NOW - 10 * DAY_MS],
      );
    });

    test('npm run leads -- purge, with the service stopped, deletes conversations past retention', async () => {
      const talk = (days: number) =>
        [
          { sender: 'user' as const, text: 'my e-mail is old.talk@example.com', createdAt: 1 },
          { sender: 'bot' as const, text: 'What name should we use?', createdAt: 1 },
        ].map((message) => ({ ...message, createdAt: Date.now() - days * DAY_MS }));
      await repository.appendExchange('session-stale-talk', talk(2), Date.now() - 2 * DAY_MS);
      await repository.appendExchange('session-recent-talk', talk(0), Date.now());
      // The CLI alone: no service (and so no timer) holds this database.
      await repository.close();
      try {
        const { stdout } = await promisify(execFile)(process.execPath, [CLI, 'purge'], {
          cwd: REPO_ROOT,
          env: {
            PATH: process.env.PATH ?? '',
            DATABASE_URL: database.url,
            SPAM_RETENTION_DAYS: '1',
            CHAT_RETENTION_DAYS: '1',
          },
        });
        // NOW is in the past of the real clock, so "Fresh" may already be older than a day.
        assert.match(
          stdout,
          /^Deleted \d+ leads? past retention, 1 spam lead and 1 chat conversation; removed \d+/,
        );
      } finally {
        repository = await openRepository(database.config);
      }
      assert.ok(!(await names()).some((name) => name.startsWith('SpamNew')));
      const sessions = await database.query('SELECT id FROM chat_sessions ORDER BY id');
      assert.deepEqual(
        sessions.map((row) => row.id),
        ['session-recent-talk'],
      );
      const messages = await database.query('SELECT DISTINCT session_id FROM chat_messages');
      assert.deepEqual(
        messages.map((row) => row.session_id),
        ['session-recent-talk'],
      );
    });

    test('the service runs the purge when it starts', async () => {
      await seed('Ancient', 5_000);
      assert.ok((await names()).includes('Ancient +transcript'));
      const app = await buildTestApp(testConfig(database));
      try {
        const deadline = Date.now() + 5_000;
        while ((await names()).includes('Ancient +transcript') && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        assert.ok(!(await names()).includes('Ancient +transcript'));
      } finally {
        await app.close();
      }
    });
  });
}
