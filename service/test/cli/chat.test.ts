/**
 * `npm run chat -- gaps` against real SQLite and Postgres databases: the messages answered with
 * confidence none or low, grouped and counted, contact details masked, within --days; and, as it
 * reads only the stored conversations, nothing a privacy deletion or the retention purge removed.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { checkFileAt } from '../../../src/content/files.ts';
import type { SettingsEntry } from '../../../src/content/types.ts';
import { localDate } from '../../src/chat/gaps.ts';
import type { NewChatMessage } from '../../src/storage/chat-messages.ts';
import { openRepository } from '../../src/storage/index.ts';
import { createTestDatabase, DATABASE_KINDS, REPO_ROOT, type TestDatabase } from '../helpers.ts';

const run = promisify(execFile);
const CHAT_CLI = fileURLToPath(new URL('../../src/cli/chat.ts', import.meta.url));
const LEADS_CLI = fileURLToPath(new URL('../../src/cli/leads.ts', import.meta.url));
const DAY_MS = 24 * 60 * 60 * 1000;
const { timeZone } = checkFileAt(path.join(REPO_ROOT, 'content'), 'settings/settings.yaml')
  .data as SettingsEntry;

interface GapRow {
  count: number;
  none: number;
  low: number;
  last_seen: string;
  message: string;
}

function cli(
  file: string,
  database: TestDatabase,
  args: string[],
  env: Record<string, string> = {},
) {
  return run(process.execPath, [file, ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: database.url, ...env },
  });
}
const gaps = (database: TestDatabase, ...args: string[]) =>
  cli(CHAT_CLI, database, ['gaps', ...args]);
const gapsJson = async (database: TestDatabase, ...args: string[]) =>
  JSON.parse((await gaps(database, '--json', ...args)).stdout) as GapRow[];

/** Exchanges of one conversation: [visitor's message, its confidence, minutes after `start`]. */
type Talk = [text: string, confidence: NewChatMessage['confidence'], minutes: number][];

test('package.json runs the CLI as `npm run chat`', () => {
  const { scripts } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  assert.equal(scripts.chat, 'node service/src/cli/chat.ts');
});

test('--help prints the usage; a bad option or command prints it and exits 2', async () => {
  // All checked before the database is opened.
  const usage = (args: readonly string[]) =>
    run(process.execPath, [CHAT_CLI, ...args], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '' },
    });
  const help = await usage(['--help']);
  assert.match(help.stdout, /^Usage:\n {2}npm run chat -- gaps \[--days N\] \[--json\]/);
  assert.match(help.stdout, /world\.yaml/);
  for (const [args, reason] of [
    [['gaps', '--verbose'], /Unknown option '--verbose'/],
    [['gaps', '--days', '2.5'], /--days must be a whole number from 1 to 3650/],
    [['holes'], /Unknown command: holes/],
    [['gaps', 'extra'], /Unexpected argument: extra/],
  ] as const) {
    await assert.rejects(usage(args), (error: { code: number; stderr: string; stdout: string }) => {
      assert.equal(error.code, 2, args.join(' '));
      assert.match(error.stderr, reason);
      assert.match(error.stderr, /Usage:/);
      assert.equal(error.stdout, '');
      return true;
    });
  }
});

for (const kind of DATABASE_KINDS) {
  describe(`chat CLI: gaps (${kind})`, () => {
    let database: TestDatabase;
    let now = Date.now();
    // Ten minutes inside the one-day window and the two-day retention below, so a slow run of
    // the CLI does not push them out.
    const at = (daysAgo: number, minutes = 0) => now - daysAgo * DAY_MS + minutes * 60_000;
    const latestTenantQuestion = () => at(1, 11);

    const seed = async (sessionId: string, daysAgo: number, talk: Talk) => {
      const repository = await openRepository(database.config);
      try {
        for (const [text, confidence, minutes] of talk) {
          const createdAt = at(daysAgo, minutes);
          await repository.appendExchange(
            sessionId,
            [
              { sender: 'user', text, createdAt, ...(confidence && { confidence }) },
              { sender: 'bot', text: 'Sorry, I cannot help with that.', createdAt },
            ],
            createdAt,
          );
        }
      } finally {
        await repository.close();
      }
    };

    before(async () => {
      database = await createTestDatabase(kind);
      now = Date.now();
      await seed('session-plaza-owner', 1, [
        ['Can you find tenants for my plaza?', 'none', 10],
        ['Do you do mortgages', 'low', 11],
        ['can you find TENANTS for my plaza!!', 'none', 11],
      ]);
      await seed('session-fees', 2.5, [
        ['can you find tenants for my plaza', 'low', 0],
        ['what are your fees', 'high', 1],
      ]);
      await seed('session-dana', 3, [
        [
          "I'm Dana, dana@clinic.example, 403-555-0142. Can you find tenants for my plaza?",
          'none',
          0,
        ],
        ['do you do residential condos', 'none', 1],
      ]);
      await seed('session-escapes', 4, [['where\u001b[2J is\u009b31m parking\r', 'none', 0]]);
      await seed('session-old', 20, [['lethbridge?', 'low', 0]]);
      // Stored before migration 006: no confidence, so no gap.
      await seed('session-before-006', 1, [['what is a triple net lease', undefined, 0]]);
    });
    after(async () => {
      await database.drop();
    });

    test('--json: the none and low messages of the last 30 days, grouped, most frequent first', async () => {
      const rows = await gapsJson(database);
      assert.deepEqual(
        rows.map((row) => [row.message, row.count, row.none, row.low]),
        [
          ['can you find tenants for my plaza', 3, 2, 1],
          ['do you do mortgages', 1, 0, 1],
          ['do you do residential condos', 1, 1, 0],
          ['im dana <email> <phone> can you find tenants for my plaza', 1, 1, 0],
          ['where 2j is 31m parking', 1, 1, 0],
          ['lethbridge', 1, 0, 1],
        ],
      );
      assert.equal(rows[0]!.last_seen, localDate(latestTenantQuestion(), timeZone));
      assert.equal(rows.at(-1)!.last_seen, localDate(at(20), timeZone));
    });

    test('the table: count, none/low, last seen, message; no address, number or control', async () => {
      const { stdout } = await gaps(database);
      const lines = stdout.split('\n');
      assert.match(lines[0]!, /^8 visitor messages in the last 30 days .* in 6 groups/);
      assert.equal(lines[2], 'count  none/low  last seen   message');
      assert.equal(
        lines[3],
        `    3       2/1  ${localDate(latestTenantQuestion(), timeZone)}  can you find tenants for my plaza`,
      );
      assert.ok(stdout.includes('<email> <phone>'));
      for (const secret of ['dana@', 'clinic.example', '555', '0142']) {
        assert.ok(!stdout.includes(secret), `${secret} is not printed`);
      }
      // eslint-disable-next-line no-control-regex -- the point
      assert.doesNotMatch(stdout, /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/);
      assert.ok(!stdout.includes('what are your fees'), 'answered messages are not gaps');
      assert.ok(!stdout.includes('triple net'), 'messages without a confidence are not gaps');
    });

    test('--days N looks back N days only', async () => {
      const week = await gapsJson(database, '--days', '7');
      assert.ok(!week.some((row) => row.message === 'lethbridge'));
      assert.equal(week.length, 5);
      const day = await gapsJson(database, '--days=1');
      assert.deepEqual(
        day.map((row) => [row.message, row.count]),
        [
          ['can you find tenants for my plaza', 2],
          ['do you do mortgages', 1],
        ],
      );
      const { stdout } = await gaps(database, '--days', '1');
      assert.match(stdout, /^3 visitor messages in the last 1 day /);
    });

    test('after a privacy deletion (npm run leads -- delete --email) the visitor’s messages are gone', async () => {
      const deleted = await cli(LEADS_CLI, database, ['delete', '--email', 'Dana@Clinic.example']);
      assert.equal(deleted.stdout.trim(), 'Deleted 0 leads and 1 chat conversation.');
      const rows = await gapsJson(database);
      assert.deepEqual(
        rows.map((row) => [row.message, row.count]),
        [
          ['can you find tenants for my plaza', 3],
          ['do you do mortgages', 1],
          ['where 2j is 31m parking', 1],
          ['lethbridge', 1],
        ],
      );
    });

    test('after the retention purge (npm run leads -- purge) conversations past it are gone', async () => {
      await cli(LEADS_CLI, database, ['purge'], { CHAT_RETENTION_DAYS: '2' });
      // The 20-day-old talk is inside --days 30 but past retention; day 1's stay.
      assert.deepEqual(
        (await gapsJson(database)).map((row) => [row.message, row.count]),
        [
          ['can you find tenants for my plaza', 2],
          ['do you do mortgages', 1],
        ],
      );
    });
  });
}
