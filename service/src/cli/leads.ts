/**
 * Lead administration from the command line (uses DATABASE_URL like the service):
 *   npm run leads -- export --format csv|json     every lead, newest first, to stdout
 *   npm run leads -- delete --email <address>     a visitor's leads, e-mails and chats (privacy;
 *                                                 the address matches whole, in any case)
 *   npm run leads -- purge                        the retention purge now, leads and chats (the
 *                                                 service runs the same hourly; for cron when it
 *                                                 is not running)
 *   npm run leads -- webhook-test                 posts a signed lead.test event to WEBHOOK_URL
 *                                                 now and prints the receiver's answer
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { terminalSafe, toCsv, toJson } from '../leads/export.ts';
import { purgeExpired } from '../leads/retention.ts';
import { openRepository } from '../storage/index.ts';
import { testWebhook } from '../webhooks/test-event.ts';

const USAGE = `Usage:
  npm run leads -- export --format csv|json
  npm run leads -- delete --email <address>
  npm run leads -- purge
  npm run leads -- webhook-test`;

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}\n`);
  process.exit(2);
}

const { positionals, values } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { format: { type: 'string', default: 'csv' }, email: { type: 'string' } },
    });
  } catch (error) {
    return fail((error as Error).message);
  }
})();

const COMMANDS = ['export', 'delete', 'purge', 'webhook-test'] as const;
const command = positionals[0] as (typeof COMMANDS)[number] | undefined;
if (!command || !COMMANDS.includes(command)) fail(`Unknown command: ${command ?? '(none)'}`);
if (command === 'export' && values.format !== 'csv' && values.format !== 'json') {
  fail(`Unknown format: ${values.format}`);
}
if (command === 'delete' && !values.email?.trim()) fail('delete needs --email <address>');

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

if (command === 'webhook-test') {
  const { output, ok } = await testWebhook(config.webhook);
  process.stdout.write(terminalSafe(output));
  process.exit(ok ? 0 : 1);
}

const repository = await openRepository(config.database);
try {
  if (command === 'export') {
    const leads = await repository.listLeads();
    const output = values.format === 'json' ? toJson(leads) : toCsv(leads);
    process.stdout.write(process.stdout.isTTY ? terminalSafe(output) : output);
  } else if (command === 'delete') {
    const deleted = await repository.deleteLeadsByEmail(values.email!.trim());
    process.stdout.write(
      `Deleted ${plural(deleted.leads, 'lead')} and ${plural(deleted.conversations, 'chat conversation')}.\n`,
    );
  } else {
    const purged = await purgeExpired(repository, config);
    process.stdout.write(
      `Deleted ${plural(purged.leads, 'lead')} past retention, ${plural(purged.spam, 'spam lead')} ` +
        `and ${plural(purged.conversations, 'chat conversation')}; ` +
        `removed ${plural(purged.transcripts, 'chat transcript')}.\n`,
    );
  }
} finally {
  await repository.close();
}
