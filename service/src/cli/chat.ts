/**
 * The chat assistant's reports from the command line (uses DATABASE_URL like the service):
 *   npm run chat -- gaps [--days N] [--json]   visitor messages of the last N days (default 30)
 *                                              answered with confidence none or low, grouped
 *                                              and counted, most frequent first
 * It reads the stored conversations only, so what retention or a privacy deletion removed is gone
 * from it too; contact details are masked and control characters dropped from what it prints.
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { checkFileAt } from '../../../src/content/files.ts';
import type { SettingsEntry } from '../../../src/content/types.ts';
import { formatGapsTable, gapsToJson, groupGaps } from '../chat/gaps.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { terminalSafe } from '../leads/export.ts';
import { openRepository } from '../storage/index.ts';

const USAGE = `Usage:
  npm run chat -- gaps [--days N] [--json]

  gaps     the visitor messages the assistant could not answer (none) or answered with low
           confidence (low), grouped by their normalised words (e-mail addresses and phone
           numbers masked), most frequent first: count, none/low, last seen, message. Add an
           FAQ or a synonym (content/faq.yaml, content/chat/world/world.yaml) for the top ones.
  --days   how many days back to look (default 30; whole days, 1 to 3650)
  --json   the same as JSON, each message whole
  --help   this text`;

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_DAYS = 3650;
const CONTENT_DIR = fileURLToPath(new URL('../../../content/', import.meta.url));

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}\n`);
  process.exit(2);
}

const { positionals, values } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        days: { type: 'string', default: '30' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    return fail((error as Error).message);
  }
})();

if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
const [command, ...extra] = positionals;
if (command !== 'gaps') fail(`Unknown command: ${command ?? '(none)'}`);
if (extra.length > 0) fail(`Unexpected argument: ${extra[0]}`);
const days = /^\d+$/.test(values.days) ? Number(values.days) : Number.NaN;
if (!(days >= 1 && days <= MAX_DAYS)) fail(`--days must be a whole number from 1 to ${MAX_DAYS}`);

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
// Last-seen dates are the firm's days, in the time zone of its settings.
const settings = checkFileAt(CONTENT_DIR, 'settings/settings.yaml');
if (settings.problems.length > 0) fail(settings.problems.join('\n'));
const { timeZone } = settings.data as SettingsEntry;

const repository = await openRepository(config.database);
try {
  const messages = await repository.unansweredMessages(Date.now() - days * DAY_MS);
  const report = { groups: groupGaps(messages), days, timeZone };
  const output = values.json ? gapsToJson(report) : formatGapsTable(report);
  // The normalised messages hold no control characters; this keeps it so whatever changes.
  process.stdout.write(terminalSafe(output));
} finally {
  await repository.close();
}
