/**
 * With RATE_LIMIT_REDIS_URL (Redis at 127.0.0.1:6379) the per-address limit holds across
 * instances: N requests spread over two instances pass, the N+1th is refused (429). Without
 * Redis each instance counts alone (the control). Behind a load balancer the client address
 * comes from X-Forwarded-For (TRUST_PROXY), which also gives each run its own counters.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '../helpers.ts';
import { contactBody, postJson } from '../reliability/support/load.ts';
import { startService, type ServiceProcess } from '../reliability/support/service-process.ts';

const LIMIT = 6;

const clientAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('contact rate limit across two instances', () => {
  let database: TestDatabase;
  before(async () => {
    database = await createTestDatabase('postgres');
  });
  after(async () => {
    await database.drop();
  });

  async function pair(env: Record<string, string>): Promise<ServiceProcess[]> {
    // The proxy's address, not a hop count: Fastify 5 ignores hop counts (fails closed).
    const settings = {
      DATABASE_URL: database.url,
      CONTACT_RATE_LIMIT: String(LIMIT),
      TRUST_PROXY: '127.0.0.1',
      ...env,
    };
    return [await startService(settings), await startService(settings)];
  }
  async function postFrom(instance: ServiceProcess, address: string, index: number) {
    return postJson(`${instance.url}/api/contact`, contactBody(index, 'limit'), {
      'x-forwarded-for': address,
    });
  }

  test(`shared through Redis: ${LIMIT} pass over both, the next is 429`, async () => {
    const instances = await pair({ RATE_LIMIT_REDIS_URL: 'redis://127.0.0.1:6379' });
    try {
      const address = clientAddress();
      const statuses: number[] = [];
      for (let index = 0; index < LIMIT; index += 1) {
        statuses.push(await postFrom(instances[index % 2]!, address, index));
      }
      assert.deepEqual(statuses, Array(LIMIT).fill(201));
      assert.equal(await postFrom(instances[0]!, address, LIMIT), 429);
      assert.equal(await postFrom(instances[1]!, address, LIMIT + 1), 429);
      // Another visitor is not affected.
      assert.equal(await postFrom(instances[1]!, clientAddress(), 0), 201);
    } finally {
      await Promise.all(instances.map((instance) => instance.stop()));
    }
  });

  test('control: without Redis each instance counts alone (2 × N pass)', async () => {
    const instances = await pair({});
    try {
      const address = clientAddress();
      const statuses: number[] = [];
      for (let index = 0; index < 2 * LIMIT; index += 1) {
        statuses.push(await postFrom(instances[index % 2]!, address, index));
      }
      assert.deepEqual(statuses, Array(2 * LIMIT).fill(201));
      assert.equal(await postFrom(instances[0]!, address, 2 * LIMIT), 429);
    } finally {
      await Promise.all(instances.map((instance) => instance.stop()));
    }
  });

  test('Redis unreachable: visitors are served rather than refused', async () => {
    const instances = await pair({ RATE_LIMIT_REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const address = clientAddress();
      for (let index = 0; index < LIMIT + 2; index += 1) {
        assert.equal(await postFrom(instances[index % 2]!, address, index), 201);
      }
    } finally {
      await Promise.all(instances.map((instance) => instance.stop()));
    }
  });
});
