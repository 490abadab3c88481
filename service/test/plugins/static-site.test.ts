import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { brotliDecompressSync } from 'node:zlib';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { cacheControlFor } from '../../src/plugins/static-site.ts';
import {
  buildTestApp,
  createTestDatabase,
  DATABASE_KINDS,
  testConfig,
  type TestDatabase,
} from '../helpers.ts';

const REVALIDATE = 'public, max-age=0, must-revalidate';
const IMMUTABLE = 'public, max-age=31536000, immutable';

test('cache rules follow Gatsby’s caching guide', () => {
  assert.equal(cacheControlFor('index.html'), REVALIDATE);
  assert.equal(cacheControlFor('our-story/index.html.br'), REVALIDATE);
  assert.equal(cacheControlFor('page-data/index/page-data.json'), REVALIDATE);
  assert.equal(cacheControlFor('page-data/app-data.json'), REVALIDATE);
  assert.equal(cacheControlFor('static/logo-abcdef.svg'), IMMUTABLE);
  assert.equal(cacheControlFor('app-0123456789abcdef0123.js'), IMMUTABLE);
  assert.equal(cacheControlFor('styles.0123456789abcdef.css.gz'), IMMUTABLE);
  assert.equal(cacheControlFor('sw.js'), REVALIDATE);
  assert.equal(cacheControlFor('robots.txt'), REVALIDATE);
});

for (const kind of DATABASE_KINDS) {
  describe(`static site (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    before(async () => {
      database = await createTestDatabase(kind);
      app = await buildTestApp(testConfig(database));
    });
    after(async () => {
      await app.close();
      await database.drop();
    });

    test('pages are served with revalidation and security headers', async () => {
      const response = await app.inject({ url: '/' });
      assert.equal(response.statusCode, 200);
      assert.match(response.headers['content-type'] as string, /text\/html/);
      assert.match(response.body, /<h1>Home<\/h1>/);
      assert.equal(response.headers['cache-control'], REVALIDATE);
      assert.match(response.headers['content-security-policy'] as string, /default-src 'self'/);
      assert.equal(response.headers['x-powered-by'], undefined);
      const page = await app.inject({ url: '/our-story/' });
      assert.equal(page.statusCode, 200);
      assert.match(page.body, /Our Story/);
    });

    test('a page without its trailing slash is redirected with 301, keeping the query', async () => {
      const response = await app.inject({ url: '/our-story?utm_source=x&b=2' });
      assert.equal(response.statusCode, 301);
      assert.equal(response.headers.location, '/our-story/?utm_source=x&b=2');
    });

    test('hashed assets and /static are immutable; page data revalidates', async () => {
      const js = await app.inject({ url: '/app-0123456789abcdef0123.js' });
      assert.equal(js.statusCode, 200);
      assert.equal(js.headers['cache-control'], IMMUTABLE);
      const svg = await app.inject({ url: '/static/logo-abcdef.svg' });
      assert.equal(svg.headers['cache-control'], IMMUTABLE);
      for (const url of ['/page-data/app-data.json', '/page-data/index/page-data.json']) {
        const data = await app.inject({ url });
        assert.equal(data.statusCode, 200, url);
        assert.equal(data.headers['cache-control'], REVALIDATE, url);
      }
    });

    test('precompressed brotli and gzip are served when accepted; plain otherwise', async () => {
      const br = await app.inject({
        url: '/our-story/',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      assert.equal(br.statusCode, 200);
      assert.equal(br.headers['content-encoding'], 'br');
      assert.match(brotliDecompressSync(br.rawPayload).toString(), /Our Story/);
      assert.equal(br.headers['cache-control'], REVALIDATE);
      const gz = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
      assert.equal(gz.headers['content-encoding'], 'gzip');
      const plain = await app.inject({
        url: '/page-data/app-data.json',
        headers: { 'accept-encoding': 'br' },
      });
      assert.equal(plain.statusCode, 200);
      assert.equal(
        plain.headers['content-encoding'],
        undefined,
        'small files have no .br: fall back',
      );
    });

    test('unknown paths get the 404 page with status 404', async () => {
      const response = await app.inject({ url: '/no-such-page/' });
      assert.equal(response.statusCode, 404);
      assert.match(response.body, /Page not found/);
      assert.match(response.headers['content-type'] as string, /text\/html/);
      const api = await app.inject({ url: '/api/no-such-thing' });
      assert.equal(api.statusCode, 404);
      assert.equal(api.json().error, 'not_found');
      const traversal = await app.inject({ url: '/../../package.json' });
      assert.equal(traversal.statusCode, 404);
    });

    test("Gatsby's build manifests are not served, even when a build left them behind", async () => {
      for (const url of ['/webpack.stats.json', '/chunk-map.json']) {
        const response = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
        assert.equal(response.statusCode, 404, url);
        assert.doesNotMatch(response.body, /namedChunkGroups|component---/, url);
      }
    });
  });
}

test('without public/ the service still starts and answers the API', async () => {
  const database = await createTestDatabase('sqlite');
  const missing = path.join(mkdtempSync(path.join(tmpdir(), 'no-public-')), 'public');
  const app = await buildTestApp(testConfig(database, { PUBLIC_DIR: missing }));
  try {
    assert.equal((await app.inject({ url: '/api/health' })).statusCode, 200);
    const page = await app.inject({ url: '/' });
    assert.equal(page.statusCode, 404);
  } finally {
    await app.close();
    await database.drop();
  }
});
