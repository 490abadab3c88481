import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { openRepository } from '../../src/storage/index.ts';
import { csvCell, terminalSafe } from '../../src/leads/export.ts';
import { createTestDatabase, DATABASE_KINDS, REPO_ROOT, type TestDatabase } from '../helpers.ts';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('../../src/cli/leads.ts', import.meta.url));

function leadsCli(database: TestDatabase, ...args: string[]) {
  return run(process.execPath, [CLI, ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: database.url },
  });
}

test('CSV cells are all quoted and formulas neutralised (OWASP CSV Injection)', () => {
  assert.equal(csvCell('plain'), '"plain"');
  assert.equal(csvCell('a,b'), '"a,b"');
  assert.equal(csvCell('say "hi"'), '"say ""hi"""');
  assert.equal(csvCell('line\nbreak'), '"line\nbreak"');
  assert.equal(csvCell('=1+1'), `"'=1+1"`);
  assert.equal(csvCell('+1 403 555 0100'), `"'+1 403 555 0100"`);
  assert.equal(csvCell('-2'), `"'-2"`);
  assert.equal(csvCell('@SUM(A1)'), `"'@SUM(A1)"`);
  assert.equal(csvCell('\t=1'), `"'\t=1"`);
  assert.equal(csvCell('\r=1'), `"'\r=1"`);
  assert.equal(csvCell(null), '""');
  // A spreadsheet whose list separator is ";" (fr-CA, most of Europe) must see one cell.
  assert.equal(csvCell("x;=cmd|' /C calc'!A0;"), `"x;=cmd|' /C calc'!A0;"`);
  // Controls other than tab and line breaks are dropped, also before the formula check.
  assert.equal(csvCell('\u0000=1+1'), `"'=1+1"`);
  assert.equal(csvCell('a\u001b[2Jb\u009bc'), '"a[2Jbc"');
});

test('terminal output keeps tabs and line feeds and drops every other C0 and C1 control', () => {
  assert.equal(
    terminalSafe('a\tb\r\nc\u001b]0;title\u0007d\u009b31me\u007f'),
    'a\tb\nc]0;titled31me',
  );
});

for (const kind of DATABASE_KINDS) {
  describe(`leads CLI (${kind})`, () => {
    let database: TestDatabase;

    before(async () => {
      database = await createTestDatabase(kind);
      const repository = await openRepository(database.config);
      try {
        const t0 = Date.UTC(2026, 0, 5, 15, 0, 0);
        await repository.createLead(
          {
            source: 'form',
            name: 'Old Sent',
            email: 'sent@example.com',
            service: 'commercial',
            message: 'first',
            outbox: ['notify'],
          },
          t0,
        );
        const [job] = await repository.claimOutbox('cli-test', t0 + 1, 60_000, 1);
        assert.ok(await repository.markSent(job!.id, 'cli-test', t0 + 2));
        await repository.createLead(
          {
            source: 'form',
            name: 'Failed Mail',
            email: 'failed@example.com',
            service: 'other',
            message: 'x',
            outbox: ['notify'],
          },
          t0 + 1_000,
        );
        const [failing] = await repository.claimOutbox('cli-test', t0 + 1_001, 60_000, 1);
        await repository.markFailedAttempt(failing!.id, 'cli-test', 'ECONNREFUSED', null);
        await repository.createLead(
          {
            source: 'form',
            name: 'Spam Bot',
            email: 'bot@example.com',
            message: 'buy',
            spam: true,
            outbox: ['notify'],
          },
          t0 + 2_000,
        );
        await repository.createLead(
          {
            source: 'chat',
            name: '=HYPERLINK("http://evil")',
            email: 'Visitor@Example.com',
            phone: '+1 403 555 0100',
            message: 'Hello, "team"\nsecond line',
            transcript: '[{"sender":"user","text":"hi"}]',
            sessionId: 'session-123456',
            outbox: ['notify', 'acknowledge'],
          },
          t0 + 3_000,
        );
      } finally {
        await repository.close();
      }
    });
    after(async () => {
      await database.drop();
    });

    test('export --format json: every lead, newest first, with source, spam and delivery', async () => {
      const { stdout } = await leadsCli(database, 'export', '--format', 'json');
      const leads = JSON.parse(stdout) as Record<string, unknown>[];
      assert.deepEqual(
        leads.map((lead) => [lead.name, lead.source, lead.spam, lead.delivery]),
        [
          ['=HYPERLINK("http://evil")', 'chat', false, 'pending'],
          ['Spam Bot', 'form', true, 'not-applicable'],
          ['Failed Mail', 'form', false, 'failed'],
          ['Old Sent', 'form', false, 'sent'],
        ],
      );
      for (const key of [
        'id',
        'created_at',
        'source',
        'name',
        'email',
        'phone',
        'company',
        'service',
        'message',
      ]) {
        assert.ok(key in leads[0]!, key);
      }
      assert.equal(leads[3]!.created_at, '2026-01-05T15:00:00.000Z');
      assert.equal(leads[0]!.transcript, '[{"sender":"user","text":"hi"}]');
    });

    test('export --format csv: every cell quoted, formula-safe, header first', async () => {
      const { stdout } = await leadsCli(database, 'export', '--format', 'csv');
      const lines = stdout.split('\r\n');
      assert.match(
        lines[0]!,
        /^"id","created_at","source","spam","delivery","webhook_delivery","name","email","phone","company","service","message"/,
      );
      assert.match(
        stdout,
        /,"'=HYPERLINK\(""http:\/\/evil""\)","Visitor@Example\.com","'\+1 403 555 0100",/,
      );
      assert.match(stdout, /"Hello, ""team""\nsecond line"/);
      assert.match(lines.at(-2)!, /,"Old Sent","sent@example\.com",/);
    });

    test('export to a terminal drops control characters; to a file or pipe it keeps the data', async () => {
      const repository = await openRepository(database.config);
      try {
        await repository.createLead(
          {
            source: 'form',
            name: 'Esc\u001b[2JApe',
            email: 'esc@example.com',
            message: 'one\u009b31mtwo',
            outbox: [],
          },
          Date.UTC(2026, 0, 4),
        );
      } finally {
        await repository.close();
      }
      // `script` gives the CLI a pseudo-terminal as stdout.
      const command = [process.execPath, CLI, 'export', '--format', 'json'].join(' ');
      const terminal = await run('script', ['-qec', command, '/dev/null'], {
        cwd: REPO_ROOT,
        env: { PATH: process.env.PATH ?? '', DATABASE_URL: database.url },
      });
      // JSON escapes C0 characters itself (ESC becomes the six characters \u001b) but not C1 ones.
      assert.ok(terminal.stdout.includes('"name": "Esc\\u001b[2JApe"'), terminal.stdout);
      assert.ok(terminal.stdout.includes('"message": "one31mtwo"'), 'C1 CSI removed on a terminal');
      // (The pseudo-terminal itself turns each line feed into CR LF.)
      assert.ok(
        !terminal.stdout.includes('\u001b') && !terminal.stdout.includes('\u009b'),
        'no raw ESC or CSI reaches it',
      );
      const piped = await leadsCli(database, 'export', '--format', 'json');
      const lead = (JSON.parse(piped.stdout) as { email: string; name: string }[]).find(
        (row) => row.email === 'esc@example.com',
      );
      assert.equal(lead?.name, 'Esc\u001b[2JApe', 'JSON to a pipe keeps the stored value');
      assert.ok(piped.stdout.includes('one\u009b31mtwo'));
      await database.query("DELETE FROM leads WHERE email = 'esc@example.com'");
    });

    test('delete --email removes that visitor’s leads, outbox rows and chats, case-insensitively', async () => {
      // Their chat lead's session, a chat where they typed the address, and others' chats whose
      // addresses differ by one character (`_` must not act as a wildcard) or contain theirs.
      for (const [id, text] of [
        ['session-123456', 'hello'],
        ['session-typed-it', 'write to VISITOR@example.com.'],
        ['session-other-1', 'mine is visitor@example.co and visitor_example.com'],
        ['session-other-2', 'mine is thevisitor@example.com, or visitor@example.com.au'],
      ]) {
        await database.query(
          `INSERT INTO chat_sessions (id, created_at, updated_at) VALUES ('${id}', 1, 1)`,
        );
        await database.query(
          `INSERT INTO chat_messages (session_id, sender, text, created_at)
           VALUES ('${id}', 'user', '${text}', 1)`,
        );
      }
      const { stdout } = await leadsCli(database, 'delete', '--email', 'visitor@example.com');
      assert.equal(stdout.trim(), 'Deleted 1 lead and 2 chat conversations.');
      assert.deepEqual(
        (
          await database.query('SELECT DISTINCT session_id FROM chat_messages ORDER BY session_id')
        ).map((row) => row.session_id),
        ['session-other-1', 'session-other-2'],
      );
      assert.deepEqual(
        (await database.query('SELECT id FROM chat_sessions ORDER BY id')).map((row) => row.id),
        ['session-other-1', 'session-other-2'],
      );
      const remaining = await database.query(
        "SELECT id FROM leads WHERE lower(email) = 'visitor@example.com'",
      );
      assert.equal(remaining.length, 0);
      const orphans = await database.query(
        'SELECT id FROM outbox WHERE lead_id NOT IN (SELECT id FROM leads)',
      );
      assert.equal(orphans.length, 0);
      const again = await leadsCli(database, 'delete', '--email', 'visitor@example.com');
      assert.equal(again.stdout.trim(), 'Deleted 0 leads and 0 chat conversations.');
    });

    test('bad usage exits 2 with the usage text', async () => {
      await assert.rejects(
        leadsCli(database, 'export', '--format', 'xml'),
        (error: { code: number; stderr: string }) => {
          assert.equal(error.code, 2);
          assert.match(error.stderr, /Unknown format: xml[\s\S]*Usage:/);
          return true;
        },
      );
      await assert.rejects(leadsCli(database, 'delete'), /delete needs --email/);
    });
  });
}
