import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, createTestDatabase, DATABASE_KINDS, testConfig } from '../helpers.ts';

for (const kind of DATABASE_KINDS) {
  describe(`GET /api/health (${kind})`, () => {
    test('200 while the database answers, 503 once it does not', async () => {
      const database = await createTestDatabase(kind);
      const app = await buildTestApp(testConfig(database));
      try {
        const healthy = await app.inject({ url: '/api/health' });
        assert.equal(healthy.statusCode, 200);
        assert.deepEqual(healthy.json(), { status: 'ok' });
        assert.equal(healthy.headers['cache-control'], 'no-store');

        await app.repository.close();
        const down = await app.inject({ url: '/api/health' });
        assert.equal(down.statusCode, 503);
        assert.deepEqual(down.json(), { status: 'unavailable' });
      } finally {
        await app.close();
        await database.drop();
      }
    });
  });
}
