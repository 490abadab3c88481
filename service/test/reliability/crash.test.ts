/**
 * kill -9 of the service under load (a real child process on a temp SQLite file): after a
 * restart, every submission that was answered 201 is in the database, exactly once.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createTestDatabase } from '../helpers.ts';
import { contactBody, postJson, RUN_ID } from './support/load.ts';
import { startService } from './support/service-process.ts';

const ROUNDS = 3;
const CONCURRENCY = 48;

test(`kill -9 under load, ${ROUNDS} times: every acknowledged submission survives`, async () => {
  const database = await createTestDatabase('sqlite');
  const acknowledged: string[] = [];
  let sent = 0;
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      const service = await startService({ DATABASE_URL: database.url });
      const ackedBefore = acknowledged.length;
      let killed = false;
      const clients = Array.from({ length: CONCURRENCY }, async () => {
        while (!killed) {
          const body = contactBody(sent++, `crash${round}`);
          try {
            if ((await postJson(`${service.url}/api/contact`, body)) === 201) {
              acknowledged.push(body.message!);
            }
          } catch {
            // The process died with this request in flight: not acknowledged, may or may not
            // be stored.
          }
        }
      });
      // Kill once the load is well under way: requests are in flight at every stage.
      while (acknowledged.length - ackedBefore < 600) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await service.kill();
      killed = true;
      await Promise.all(clients);
      assert.equal((await service.exited).signal, 'SIGKILL');
    }

    // Restart on the same file: it opens, recovers the WAL and answers.
    const restarted = await startService({ DATABASE_URL: database.url });
    try {
      assert.equal(
        await postJson(`${restarted.url}/api/contact`, contactBody(sent++, 'after')),
        201,
      );
      const rows = await database.query(
        `SELECT message, count(*) AS copies FROM leads WHERE message LIKE 'crash%-${RUN_ID}-%'
         GROUP BY message`,
      );
      const stored = new Map(rows.map((row) => [String(row.message), Number(row.copies)]));
      const lost = acknowledged.filter((message) => stored.get(message) !== 1);
      assert.deepEqual(lost, [], 'every acknowledged submission stored exactly once');
      assert.ok(
        [...stored.values()].every((copies) => copies === 1),
        'nothing stored twice',
      );
      const [integrity] = await database.query('PRAGMA integrity_check');
      assert.equal(integrity!.integrity_check, 'ok');
      console.log(
        `# ${ROUNDS} kills: ${acknowledged.length} acknowledged, ${stored.size} stored ` +
          `(${stored.size - acknowledged.length} unacknowledged were committed as the process died)`,
      );
    } finally {
      await restarted.stop();
    }
  } finally {
    await database.drop();
  }
});
