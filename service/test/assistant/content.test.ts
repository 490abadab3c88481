/**
 * Content loading: the site's YAML is read once, checked with the build's rules, and a bad edit
 * names the file, the entry and the field.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, test } from 'node:test';
import { ContentError, DEFAULT_CONTENT_DIR, loadContent } from '../../src/assistant/content.ts';
import { namesClosedTime, OfficeClock } from '../../src/assistant/hours.ts';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const CHECK_CONTENT = path.join(REPO, 'scripts', 'check-content.ts');
const content = loadContent();
const scratch = mkdtempSync(path.join(tmpdir(), 'assistant-content-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

function brokenCopy(file: string, edit: (source: string) => string): string {
  const dir = mkdtempSync(path.join(scratch, 'copy-'));
  cpSync(DEFAULT_CONTENT_DIR, dir, { recursive: true });
  const target = path.join(dir, file);
  writeFileSync(target, edit(readFileSync(target, 'utf8')));
  return dir;
}

describe('loading the content', () => {
  test('reads every file the assistant uses', () => {
    assert.ok(content.services.length >= 2);
    assert.ok(content.methodSteps.length >= 4);
    assert.ok(content.team.length >= 3);
    assert.ok(content.faq.length > 0);
    assert.ok(content.pages.some((page) => page.path === '/our-method/'));
    // The 404 page's copy is no page to send a visitor to.
    assert.ok(!content.pages.some((page) => page.page === 'not-found'));
    assert.equal(content.settings.timeZone, 'America/Edmonton');
  });

  test('a missing required field names the file, the entry and the field', () => {
    const dir = brokenCopy('team/team.yaml', (source) => source.replace(/^ {2}email: .*$/m, ''));
    assert.throws(
      () => loadContent(dir),
      (error: unknown) =>
        error instanceof ContentError &&
        error.message
          .split('\n')
          .includes(
            'content/team/team.yaml: entry 1 ("Catherine Reid") is missing required field "email"',
          ),
    );
  });

  test('a bad time zone, hours or booking URL in settings is named', () => {
    const zone = brokenCopy('settings/settings.yaml', (source) =>
      source.replace('timeZone: America/Edmonton', 'timeZone: Mars/Olympus'),
    );
    assert.throws(
      () => loadContent(zone),
      /settings\/settings\.yaml: field "timeZone" must be a known time zone/,
    );
    const hours = brokenCopy('settings/settings.yaml', (source) =>
      source.replace("closes: '17:00'", 'closes: 5pm'),
    );
    assert.throws(
      () => loadContent(hours),
      /settings\.yaml: field "officeHours\[1\]\.closes" must be a time like '09:00'/,
    );
    const url = brokenCopy('settings/settings.yaml', (source) =>
      source.replace(/bookingUrl: https:/, 'bookingUrl: http:'),
    );
    assert.throws(
      () => loadContent(url),
      /settings\.yaml: field "bookingUrl" must be an https URL/,
    );
  });

  test('a field the build needs but the assistant does not read is checked too', () => {
    const dir = brokenCopy('team/team.yaml', (source) => source.replace(/^ {2}photoAlt: .*$/m, ''));
    assert.throws(
      () => loadContent(dir),
      /entry 1 \("Catherine Reid"\) is missing required field "photoAlt"/,
    );
  });

  test('the service stops with the message `npm run check:content` gives', () => {
    const dir = brokenCopy('pages/home.yaml', (source) => source.replace(/^why:/m, 'whyy:'));
    let thrown = '';
    try {
      loadContent(dir);
    } catch (error) {
      thrown = (error as Error).message;
    }
    const check = spawnSync(process.execPath, [CHECK_CONTENT, dir], { encoding: 'utf8' });
    assert.equal(check.status, 1);
    assert.match(thrown, /content\/pages\/home\.yaml: has unknown field "whyy"/);
    assert.equal(check.stderr.trim(), thrown);
  });

  test('the service refuses to start on a bad edit, with the same message', () => {
    // A copy of what the service runs from, with one member's e-mail deleted.
    const copy = mkdtempSync(path.join(scratch, 'repo-'));
    for (const part of ['service/src', 'src/domain', 'src/content', 'content', 'package.json']) {
      cpSync(path.join(REPO, part), path.join(copy, part), { recursive: true });
    }
    symlinkSync(realpathSync(path.join(REPO, 'node_modules')), path.join(copy, 'node_modules'));
    const team = path.join(copy, 'content', 'team', 'team.yaml');
    const [header, first, second, ...rest] = readFileSync(team, 'utf8').split('\n- name: ');
    const withoutEmail = second!.replace(/\n {2}email: [^\n]*/, '');
    writeFileSync(team, [header, first, withoutEmail, ...rest].join('\n- name: '));

    const run = spawnSync(process.execPath, ['service/src/server.ts'], {
      cwd: copy,
      encoding: 'utf8',
      timeout: 60_000,
      env: { PATH: process.env.PATH, PORT: '0', DATABASE_URL: 'sqlite:./data/site.db' },
    });
    assert.equal(run.signal, null, 'the service started instead of refusing');
    assert.notEqual(run.status, 0);
    assert.match(
      run.stderr,
      /content\/team\/team\.yaml: entry 2 \("Arjun Mehta"\) is missing required field "email"/,
    );
  });

  test('invalid YAML names the file', () => {
    const dir = brokenCopy('faq.yaml', (source) => `${source}\n- question: [unclosed\n`);
    assert.throws(() => loadContent(dir), /content\/faq\.yaml: is not valid YAML/);
  });
});

describe("the assistant's sentences (content/chat/replies.yaml)", () => {
  test('a misspelt placeholder is named with its sentence, and the service does not start', () => {
    const dir = brokenCopy('chat/replies.yaml', (yaml) =>
      yaml.replace(/^(\s+[^#\s][^\n]*)\{tollFreePhone\}/m, '$1{tollFreePhon}'),
    );
    assert.throws(
      () => loadContent(dir),
      /content\/chat\/replies\.yaml: field "[a-z]+\.[a-zA-Z-]+" has an unknown placeholder \{tollFreePhon\}/,
    );
  });

  test('a service of the world file without its sentence is named', () => {
    const dir = brokenCopy('chat/replies.yaml', (yaml) =>
      yaml.replace(/^ {2}leaseAudit:/m, '  leaseAuditing:'),
    );
    assert.throws(
      () => loadContent(dir),
      /has no sentence "scope\.leaseAudit" for the service "lease-audit"/,
    );
  });
});

describe('office hours in the firm time zone', () => {
  const clock = new OfficeClock(content.settings);
  test('Monday 10:00 in Calgary is open, in winter and in summer time', () => {
    assert.equal(clock.status(new Date('2026-11-23T17:00:00Z')).open, true);
    assert.equal(clock.status(new Date('2026-07-13T16:00:00Z')).open, true);
  });
  test('after 17:00 it is closed and the next opening is the next morning', () => {
    const status = clock.status(new Date('2026-11-24T00:00:00Z')); // Monday 18:00 local
    assert.deepEqual(status, { open: false, nextOpenDay: 'tomorrow', opensAt: '09:00' });
  });
  test('one clock follows the minutes: open at 16:59, closed at 17:00', () => {
    const sameClock = new OfficeClock(content.settings);
    // Monday 13 July 2026
    assert.equal(sameClock.status(new Date('2026-07-13T22:59:59Z')).open, true); // 16:59:59
    assert.equal(sameClock.status(new Date('2026-07-13T23:00:00Z')).open, false); // 17:00
    assert.equal(sameClock.status(new Date('2026-07-13T22:59:00Z')).open, true); // back to 16:59
  });
  test('Friday evening reopens on Monday', () => {
    const status = clock.status(new Date('2026-11-28T02:00:00Z')); // Friday 20:00 local
    assert.deepEqual(status, { open: false, nextOpenDay: 'Monday', opensAt: '09:00' });
  });
  test('a time to call is outside office hours in the evening, early or on a closed day', () => {
    const hours = content.settings.officeHours;
    for (const closed of [
      'after 6pm',
      'after 6',
      'at 7:30',
      'before 8am',
      'evenings',
      'saturday',
    ]) {
      assert.equal(namesClosedTime(closed, hours), true, closed);
    }
    for (const open of [
      'after 3',
      'best after 3pm',
      'around 10am',
      'past 4',
      'mornings',
      '6 weeks',
    ]) {
      assert.equal(namesClosedTime(open, hours), false, open);
    }
  });
});
