/**
 * The lead webhook at scale, with the service as real child processes: two instances on one
 * Postgres (as behind a load balancer) and one on SQLite, 200 leads each, a receiver that
 * refuses the first attempt of every tenth lead with a 500. Every lead is posted and accepted
 * exactly once, every post verifies, and the figures (retries, time from the lead stored to the
 * webhook accepted) are printed for docs/deploying.md. The service's own settings: the first
 * retry comes 2 s after a failure (OUTBOX base backoff).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createTestDatabase, waitFor, type DatabaseKind } from '../helpers.ts';
import { contactBody, postJson } from '../reliability/support/load.ts';
import { startService, type ServiceProcess } from '../reliability/support/service-process.ts';
import { makeSecret, startReceiver, verifiesBySpec } from '../webhooks/receiver.ts';

const LEADS = 200;
/** The first attempt of every REFUSE_EVERY-th lead gets a 500. */
const REFUSE_EVERY = 10;

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;

/**
 * burst: 16 clients post at once (the workers queue, as after an outage); paced: one lead at a
 * time, 10 ms apart (still far more than a firm's day), which shows the delay of a lone lead.
 */
type Pace = 'burst' | 'paced';

for (const { kind, instances: count, pace } of [
  { kind: 'postgres', instances: 2, pace: 'burst' },
  { kind: 'postgres', instances: 2, pace: 'paced' },
  { kind: 'sqlite', instances: 1, pace: 'paced' },
] as { kind: DatabaseKind; instances: number; pace: Pace }[]) {
  test(`${count} instance(s) on ${kind}, ${pace}: ${LEADS} leads, each webhook accepted exactly once`, async () => {
    const database = await createTestDatabase(kind);
    const secret = makeSecret();
    const firstSeen = new Map<string, number>();
    const receiver = await startReceiver((post) => {
      if (!firstSeen.has(post.id)) {
        firstSeen.set(post.id, firstSeen.size);
        if (firstSeen.get(post.id)! % REFUSE_EVERY === 0) return 500;
      }
      return 204;
    });
    const env = {
      DATABASE_URL: database.url,
      WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET: secret,
      LOG_LEVEL: 'info',
    };
    const instances: ServiceProcess[] = [];
    for (let i = 0; i < count; i += 1) instances.push(await startService(env));
    try {
      let next = 0;
      const statuses: number[] = [];
      await Promise.all(
        Array.from({ length: pace === 'burst' ? 16 : 1 }, async () => {
          while (next < LEADS) {
            const index = next++;
            const instance = instances[index % instances.length]!;
            statuses.push(
              await postJson(`${instance.url}/api/contact`, contactBody(index, 'webhook')),
            );
            if (pace === 'paced') await new Promise((resolve) => setTimeout(resolve, 10));
          }
        }),
      );
      assert.equal(statuses.filter((status) => status === 201).length, LEADS);
      await waitFor(
        async () => {
          const [row] = await database.query(
            "SELECT count(*) AS waiting FROM outbox WHERE kind = 'webhook' AND status <> 'sent'",
          );
          return Number(row!.waiting) === 0;
        },
        60_000,
        100,
      );
      // Time for a duplicate to arrive, were any row posted twice.
      await new Promise((resolve) => setTimeout(resolve, 1_000));

      const accepted = receiver.posts.filter((_post, index) => {
        const first = receiver.posts.findIndex((other) => other.id === receiver.posts[index]!.id);
        return !(index === first && firstSeen.get(receiver.posts[index]!.id)! % REFUSE_EVERY === 0);
      });
      const retries = receiver.posts.length - accepted.length;
      assert.equal(firstSeen.size, LEADS, 'every lead was posted');
      assert.equal(accepted.length, LEADS, 'each accepted exactly once');
      assert.equal(new Set(accepted.map((post) => post.id)).size, LEADS);
      assert.equal(retries, LEADS / REFUSE_EVERY, 'one retry per refused first attempt');
      assert.ok(receiver.posts.every((post) => verifiesBySpec(secret, post)));
      const [rows] = await database.query(
        `SELECT count(*) AS sent, max(attempts) AS attempts FROM outbox
         WHERE kind = 'webhook' AND status = 'sent'`,
      );
      assert.equal(Number(rows!.sent), LEADS);
      assert.equal(Number(rows!.attempts), 2);
      const sentBy = instances.map(
        (instance) => instance.logs.filter((line) => line.msg === 'outbox: sent').length,
      );
      assert.equal(
        sentBy.reduce((sum, n) => sum + n, 0),
        LEADS,
      );
      assert.ok(
        sentBy.every((n) => n > 0),
        'every instance took part',
      );
      // No body, address or secret in the logs: outbox ids and status codes only.
      const logs = instances.flatMap((instance) =>
        instance.logs.map((line) => JSON.stringify(line)),
      );
      assert.ok(!logs.some((line) => /@example\.com|whsec_|Beltline|Foothills/.test(line)));
      assert.ok(logs.some((line) => line.includes('"status":500')));

      // The lead's stored time is in its webhook-id (lead_<id>_<created_at>).
      const delays = (posts: typeof accepted) =>
        posts.map((post) => post.receivedAt - Number(post.id.split('_')[2])).sort((a, b) => a - b);
      const refusedIds = new Set(
        [...firstSeen].filter(([, order]) => order % REFUSE_EVERY === 0).map(([id]) => id),
      );
      const direct = delays(accepted.filter((post) => !refusedIds.has(post.id)));
      const retried = delays(accepted.filter((post) => refusedIds.has(post.id)));
      console.log(
        `# webhook figures (${kind}, ${count} instance(s), ${pace}): ${accepted.length}/${LEADS} leads ` +
          `delivered, ${receiver.posts.length} posts, ${retries} retries; shares ${sentBy.join(' + ')}; ` +
          `stored -> accepted, first attempt: median ${percentile(direct, 0.5)} ms, ` +
          `p95 ${percentile(direct, 0.95)} ms, max ${direct.at(-1)} ms; after a 500: median ` +
          `${percentile(retried, 0.5)} ms, max ${retried.at(-1)} ms`,
      );
    } finally {
      await Promise.all(instances.map((instance) => instance.stop()));
      await receiver.close();
      await database.drop();
    }
  });
}
