/**
 * The leads CLI and the webhook: `webhook-test` against a real receiver (signed lead.test event,
 * the receiver's answer printed, the exit code), and the export's webhook delivery state.
 */
import { after, afterEach, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { Webhook } from 'standardwebhooks';
import { openRepository } from '../../src/storage/index.ts';
import type { LeadEvent } from '../../src/webhooks/payload.ts';
import { createTestDatabase, DATABASE_KINDS, REPO_ROOT, type TestDatabase } from '../helpers.ts';
import { makeSecret, startReceiver, verifiesBySpec, type TestReceiver } from './receiver.ts';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('../../src/cli/leads.ts', import.meta.url));
const SECRET = makeSecret();

function leadsCli(database: TestDatabase, env: Record<string, string>, ...args: string[]) {
  return run(process.execPath, [CLI, ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: database.url, ...env },
  });
}

/** Runs the CLI and resolves with its exit code and output, whatever the code. */
async function leadsCliOutcome(
  database: TestDatabase,
  env: Record<string, string>,
  ...args: string[]
) {
  try {
    const { stdout, stderr } = await leadsCli(database, env, ...args);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

describe('npm run leads -- webhook-test', () => {
  let database: TestDatabase;
  let receiver: TestReceiver;

  before(async () => {
    database = await createTestDatabase('sqlite');
    receiver = await startReceiver();
  });
  afterEach(() => {
    receiver.posts.length = 0;
  });
  after(async () => {
    await receiver.close();
    await database.drop();
  });

  test('sends a signed lead.test event and prints the receiver’s answer', async () => {
    receiver.answer = () => ({ status: 200, body: '{"accepted":true,"zap":"ok"}' });
    const result = await leadsCliOutcome(
      database,
      { WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: SECRET },
      'webhook-test',
    );
    assert.equal(result.code, 0, result.stderr);
    assert.equal(receiver.posts.length, 1);
    const [post] = receiver.posts;
    assert.ok(verifiesBySpec(SECRET, post!));
    const event = new Webhook(SECRET).verify(post!.body, {
      'webhook-id': post!.id,
      'webhook-timestamp': post!.timestamp,
      'webhook-signature': post!.signature,
    }) as LeadEvent;
    assert.equal(event.type, 'lead.test');
    assert.equal(event.data.source, 'form');
    assert.equal(event.data.email, 'test.lead@example.com');
    assert.match(post!.id, /^test_\d+$/);
    assert.match(result.stdout, /Sent a signed lead\.test event \(webhook-id test_\d+\)/);
    assert.match(result.stdout, /to http:\/\/127\.0\.0\.1:\d+ \(path not shown/);
    assert.ok(
      !result.stdout.includes('/hooks/leads'),
      'the URL’s path (a token, often) is not printed',
    );
    assert.match(result.stdout, /The receiver answered 200:\n\{"accepted":true,"zap":"ok"\}/);
  });

  test('a non-2xx answer is a failure: printed, exit code 1', async () => {
    receiver.answer = () => ({ status: 401, body: 'invalid signature' });
    const result = await leadsCliOutcome(
      database,
      { WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: SECRET },
      'webhook-test',
    );
    assert.equal(result.code, 1);
    assert.match(
      result.stdout,
      /The receiver answered 401 \(a failure: only 2xx counts\):\ninvalid signature/,
    );
  });

  test('a receiver that does not answer in time: exit code 1', async () => {
    receiver.answer = () => 'hang';
    const result = await leadsCliOutcome(
      database,
      { WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: SECRET, WEBHOOK_TIMEOUT_MS: '300' },
      'webhook-test',
    );
    assert.equal(result.code, 1);
    assert.match(result.stdout, /No answer: no answer in 300 ms \(TIMEOUT\)\./);
  });

  test('the slack format sends a {"text"} test message', async () => {
    receiver.answer = () => ({ status: 200, body: 'ok' });
    const result = await leadsCliOutcome(
      database,
      { WEBHOOK_URL: receiver.url, WEBHOOK_FORMAT: 'slack' },
      'webhook-test',
    );
    assert.equal(result.code, 0, result.stderr);
    const body = JSON.parse(receiver.posts[0]!.body) as { text: string };
    assert.match(body.text, /^\*Test lead \(webhook-test\)\* from the contact form: Test Lead/);
    assert.match(result.stdout, /Sent a slack-format lead\.test event/);
  });

  test('without WEBHOOK_URL it says how to configure it, exit code 1', async () => {
    const result = await leadsCliOutcome(database, {}, 'webhook-test');
    assert.equal(result.code, 1);
    assert.match(result.stdout, /The webhook is not configured: set WEBHOOK_URL/);
    assert.equal(receiver.posts.length, 0);
  });

  test('a webhook URL without a secret stops it with the configuration error', async () => {
    const result = await leadsCliOutcome(database, { WEBHOOK_URL: receiver.url }, 'webhook-test');
    assert.equal(result.code, 2);
    assert.match(result.stderr, /WEBHOOK_SECRET is required when WEBHOOK_URL is set/);
  });
});

for (const kind of DATABASE_KINDS) {
  describe(`export with the webhook state (${kind})`, () => {
    let database: TestDatabase;

    before(async () => {
      database = await createTestDatabase(kind);
      const repository = await openRepository(database.config);
      try {
        const t0 = Date.UTC(2026, 0, 5, 15, 0, 0);
        const lead = (name: string, outbox: ('notify' | 'webhook')[], at: number, spam = false) =>
          repository.createLead(
            { source: 'form', name, email: `${name}@example.com`, message: 'm', outbox, spam },
            at,
          );
        await lead('delivered', ['notify', 'webhook'], t0);
        await lead('refused', ['notify', 'webhook'], t0 + 1);
        await lead('waiting', ['notify', 'webhook'], t0 + 2);
        await lead('before-webhook', ['notify'], t0 + 3);
        await lead('spam', [], t0 + 4, true);
        // Deliver the first lead's webhook, refuse the second's for good, leave the e-mails.
        const [sent] = await repository.claimOutbox('t', t0 + 10, 60_000, 1, ['webhook']);
        assert.ok(await repository.markSent(sent!.id, 't', t0 + 11));
        const [refused] = await repository.claimOutbox('t', t0 + 12, 60_000, 1, ['webhook']);
        await repository.markFailedAttempt(refused!.id, 't', '500 HTTP 500', null);
      } finally {
        await repository.close();
      }
    });
    after(async () => {
      await database.drop();
    });

    test('JSON and CSV show webhook_delivery beside the e-mail’s delivery', async () => {
      const json = JSON.parse(
        (await leadsCli(database, {}, 'export', '--format', 'json')).stdout,
      ) as {
        name: string;
        delivery: string;
        webhook_delivery: string;
      }[];
      assert.deepEqual(
        json.map((lead) => [lead.name, lead.delivery, lead.webhook_delivery]),
        [
          ['spam', 'not-applicable', 'not-applicable'],
          ['before-webhook', 'pending', 'not-applicable'],
          ['waiting', 'pending', 'pending'],
          ['refused', 'pending', 'failed'],
          ['delivered', 'pending', 'sent'],
        ],
      );
      const csv = (await leadsCli(database, {}, 'export', '--format', 'csv')).stdout.split('\r\n');
      assert.match(
        csv[0]!,
        /^"id","created_at","source","spam","delivery","webhook_delivery","name",/,
      );
      assert.match(
        csv.find((line) => line.includes('"delivered"'))!,
        /,"pending","sent","delivered",/,
      );
      assert.match(
        csv.find((line) => line.includes('"refused"'))!,
        /,"pending","failed","refused",/,
      );
    });
  });
}
