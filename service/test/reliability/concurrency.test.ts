/**
 * 3,000 contact submissions at once against the real service process: every one answered 201
 * and stored exactly once (each carries unique text, so rows are counted per submission).
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createTestDatabase, DATABASE_KINDS } from '../helpers.ts';
import { contactBody, postJson, RUN_ID } from './support/load.ts';
import { startService } from './support/service-process.ts';

const SUBMISSIONS = 3_000;

for (const kind of DATABASE_KINDS) {
  describe(`${SUBMISSIONS} concurrent contact submissions (${kind})`, () => {
    test('every one is acknowledged with 201 and stored exactly once', async () => {
      const database = await createTestDatabase(kind);
      const service = await startService({ DATABASE_URL: database.url });
      try {
        const started = performance.now();
        const statuses = await Promise.all(
          Array.from({ length: SUBMISSIONS }, (_, index) =>
            postJson(`${service.url}/api/contact`, contactBody(index, 'burst')).catch(
              (error: Error) => `${error.message} ${String(error.cause)}`,
            ),
          ),
        );
        const seconds = (performance.now() - started) / 1000;
        const refused = statuses.filter((status) => status !== 201);
        assert.deepEqual([...new Set(refused)], [], `${refused.length} not answered 201`);

        const rows = await database.query(
          `SELECT message, count(*) AS copies FROM leads WHERE message LIKE 'burst-${RUN_ID}-%'
           GROUP BY message`,
        );
        assert.equal(rows.length, SUBMISSIONS, 'one row per submission');
        assert.ok(
          rows.every((row) => Number(row.copies) === 1),
          'no submission stored twice',
        );
        const stored = new Set(rows.map((row) => String(row.message)));
        for (let index = 0; index < SUBMISSIONS; index += 1) {
          assert.ok(stored.has(contactBody(index, 'burst').message!), `submission ${index}`);
        }
        const [spam] = await database.query('SELECT count(*) AS count FROM leads WHERE spam = 1');
        assert.equal(Number(spam!.count), 0);
        console.log(
          `# ${kind}: ${SUBMISSIONS} concurrent submissions in ${seconds.toFixed(2)} s ` +
            `(${Math.round(SUBMISSIONS / seconds)}/s)`,
        );
      } finally {
        await service.stop();
        await database.drop();
      }
    });
  });
}
