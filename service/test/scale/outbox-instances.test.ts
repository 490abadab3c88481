/**
 * Two service instances (child processes) on one Postgres, as behind a load balancer: 1,000
 * leads spread over both, and each e-mail reaches the real SMTP server exactly once, whichever
 * instance's outbox worker sent it (FOR UPDATE SKIP LOCKED leases).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createTestDatabase, startSmtpServer, waitFor } from '../helpers.ts';
import { contactBody, postJson, RUN_ID } from '../reliability/support/load.ts';
import { startService } from '../reliability/support/service-process.ts';

const LEADS = 1_000;

test(`two instances on one Postgres: ${LEADS} leads, each e-mailed exactly once`, async () => {
  const database = await createTestDatabase('postgres');
  const smtp = await startSmtpServer();
  const env = {
    DATABASE_URL: database.url,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'website@chinook.example',
    MAIL_TO: 'leads@chinook.example',
    MAIL_ACKNOWLEDGE: 'false',
    // The workers log each sent outbox id, which tells the two instances' shares apart.
    LOG_LEVEL: 'info',
  };
  const instances = [await startService(env), await startService(env)];
  try {
    let next = 0;
    const statuses: number[] = [];
    await Promise.all(
      Array.from({ length: 32 }, async () => {
        while (next < LEADS) {
          const index = next++;
          const instance = instances[index % 2]!;
          statuses.push(await postJson(`${instance.url}/api/contact`, contactBody(index, 'scale')));
        }
      }),
    );
    assert.equal(statuses.filter((status) => status === 201).length, LEADS);

    await waitFor(
      async () => {
        const [row] = await database.query(
          "SELECT count(*) AS pending FROM outbox WHERE status <> 'sent'",
        );
        return Number(row!.pending) === 0;
      },
      120_000,
      200,
    );
    // Time for a duplicate to arrive, were any row sent twice.
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    assert.equal(smtp.messages.length, LEADS, 'one e-mail per lead');
    const messageIds = new Set(smtp.messages.map((mail) => mail.messageId));
    assert.equal(messageIds.size, LEADS, 'no Message-ID twice');
    const bodies = smtp.messages.map((mail) => mail.text).join('\n');
    for (let index = 0; index < LEADS; index += 1) {
      assert.ok(bodies.includes(`scale-${RUN_ID}-${index}:`), `lead ${index} e-mailed`);
    }
    const [outbox] = await database.query(
      "SELECT count(*) AS sent, max(attempts) AS attempts FROM outbox WHERE status = 'sent'",
    );
    assert.equal(Number(outbox!.sent), LEADS);

    const sentBy = instances.map((instance) =>
      instance.logs.filter((line) => line.msg === 'outbox: sent').map((line) => line.outboxId),
    );
    const all = sentBy.flat();
    assert.equal(all.length, LEADS, 'each row marked sent once across both instances');
    assert.equal(new Set(all).size, LEADS);
    assert.ok(
      sentBy.every((ids) => ids.length > 0),
      'both workers took part',
    );
    console.log(
      `# outbox shares: ${sentBy.map((ids) => ids.length).join(' + ')}; max attempts ${String(outbox!.attempts)}`,
    );
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
    await smtp.close();
    await database.drop();
  }
});
