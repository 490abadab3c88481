/**
 * Lead administration from the command line (uses DATABASE_URL like the service):
 *   npm run leads -- export --format csv|json     every lead, newest first, to stdout
 *                   [--spam]                      only the flagged submissions (possible spam)
 *   npm run leads -- digest                       e-mails the pending spam digest now (SMTP_URL)
 *   npm run leads -- not-spam <id>                moves a flagged submission to the leads; the
 *                                                 running service sends its notification
 *   npm run leads -- delete --email <address>     a visitor's leads, e-mails and chats (privacy;
 *                                                 the address matches whole, in any case)
 *   npm run leads -- purge                        the retention purge now, leads and chats (the
 *                                                 service runs the same hourly; for cron when it
 *                                                 is not running)
 *   npm run leads -- webhook-test                 posts a signed lead.test event to WEBHOOK_URL
 *                                                 now and prints the receiver's answer
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type AppConfig } from '../config.ts';
import { terminalSafe, toCsv, toJson } from '../leads/export.ts';
import { deliveriesFor } from '../leads/intake.ts';
import { purgeExpired } from '../leads/retention.ts';
import { sendSpamDigestNow } from '../leads/spam-digest.ts';
import { createSmtpTransport } from '../mail/transport.ts';
import { openRepository } from '../storage/index.ts';
import type { LeadRepository } from '../storage/repository.ts';
import { testWebhook } from '../webhooks/test-event.ts';

const USAGE = `Usage:
  npm run leads -- export --format csv|json [--spam]
  npm run leads -- digest
  npm run leads -- not-spam <id>
  npm run leads -- delete --email <address>
  npm run leads -- purge
  npm run leads -- webhook-test`;

const COMMANDS = ['export', 'digest', 'not-spam', 'delete', 'purge', 'webhook-test'];

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}\n`);
  process.exit(2);
}

/** A request that cannot be carried out (unknown id, nothing to move): no usage, exit 1. */
class Refusal extends Error {}

function refuse(message: string): never {
  throw new Refusal(message);
}

const { positionals, values } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        format: { type: 'string', default: 'csv' },
        email: { type: 'string' },
        spam: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    return fail((error as Error).message);
  }
})();

const command = positionals[0];
if (command === undefined || !COMMANDS.includes(command)) {
  fail(`Unknown command: ${command ?? '(none)'}`);
}
if (command === 'export' && values.format !== 'csv' && values.format !== 'json') {
  fail(`Unknown format: ${values.format}`);
}
if (command === 'delete' && !values.email?.trim()) fail('delete needs --email <address>');
const leadId = Number(positionals[1]);
if (
  command === 'not-spam' &&
  !(/^\d+$/.test(positionals[1] ?? '') && Number.isSafeInteger(leadId))
) {
  fail('not-spam needs the id of a flagged submission (a number, as in the digest or export)');
}

let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

/** Moves one flagged submission to the leads, queuing what a new lead would get. */
async function moveToLeads(repository: LeadRepository, id: number): Promise<void> {
  const lead = await repository.findLead(id);
  if (!lead) refuse(`No submission has id ${id}.`);
  if (!lead.spam) refuse(`Submission ${id} is not flagged as spam; it is a lead already.`);
  const outbox = await deliveriesFor(
    { ...lead, spam: false },
    { acknowledge: config.mail.acknowledge, webhook: Boolean(config.webhook), movedFromSpam: true },
    async () => false,
  );
  if (!(await repository.markNotSpam(id, outbox, Date.now()))) {
    refuse(`Submission ${id} is not flagged as spam any more (moved meanwhile?).`);
  }
  process.stdout.write(
    `Moved submission ${id} to the leads. Its notification e-mail is queued; the running ` +
      'service sends it (no acknowledgement goes to the address typed in the form).\n',
  );
}

async function sendDigest(repository: LeadRepository): Promise<void> {
  const { smtpUrl, from, to } = config.mail;
  if (!smtpUrl || !from || !to) refuse('Mail is not configured: set SMTP_URL, MAIL_FROM, MAIL_TO.');
  const transport = createSmtpTransport(smtpUrl, config.outbox.smtpTimeoutMs);
  try {
    const listed = await sendSpamDigestNow({
      repository,
      transport,
      addresses: { from, to },
      spamRetentionDays: config.retention.spamDays,
      now: Date.now,
    });
    process.stdout.write(
      listed > 0
        ? `Sent the spam digest to the firm: ${plural(listed, 'flagged submission')}.\n`
        : 'No flagged submissions since the last digest: nothing sent.\n',
    );
  } catch (error) {
    const { code, responseCode } = error as { code?: string; responseCode?: number };
    refuse(`The spam digest could not be sent (${code ?? responseCode ?? 'error'}); try again.`);
  } finally {
    transport.close?.();
  }
}

if (command === 'webhook-test') {
  const { output, ok } = await testWebhook(config.webhook);
  process.stdout.write(terminalSafe(output));
  process.exit(ok ? 0 : 1);
}

const repository = await openRepository(config.database);
try {
  if (command === 'export') {
    const all = await repository.listLeads();
    const leads = values.spam ? all.filter((lead) => lead.spam) : all;
    const output = values.format === 'json' ? toJson(leads) : toCsv(leads);
    process.stdout.write(process.stdout.isTTY ? terminalSafe(output) : output);
  } else if (command === 'digest') {
    await sendDigest(repository);
  } else if (command === 'not-spam') {
    await moveToLeads(repository, leadId);
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
} catch (error) {
  if (!(error instanceof Refusal)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
} finally {
  await repository.close();
}
