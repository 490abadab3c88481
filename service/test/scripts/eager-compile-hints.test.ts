import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  COMPILE_ALL_FUNCTIONS_HINT,
  hintEagerCompileOfFirstLoadBundles,
} from '../../../scripts/eager-compile-hints.ts';

/** A built site as Gatsby 5 leaves it: bundles, a source map and webpack.stats.json. */
function builtSite(stats: unknown = gatsbyStats()): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'hints-'));
  for (const bundle of ['app-1111.js', 'component---src-pages-index-tsx-2222.js', 'chat-3333.js']) {
    writeFileSync(path.join(dir, bundle), `console.log(${JSON.stringify(bundle)});\n`);
  }
  writeFileSync(
    path.join(dir, 'app-1111.js.map'),
    JSON.stringify({ version: 3, sources: ['app.js'], mappings: 'AAAA' }),
  );
  writeFileSync(path.join(dir, 'webpack.stats.json'), JSON.stringify(stats));
  return dir;
}

function gatsbyStats() {
  return {
    name: 'build',
    namedChunkGroups: {
      app: { assets: [{ name: 'app-1111.js' }, { name: 'app-1111.js.map' }] },
      'component---src-pages-index-tsx': {
        assets: [{ name: 'component---src-pages-index-tsx-2222.js' }, { name: 'styles.css' }],
      },
      chat: { assets: [{ name: 'chat-3333.js' }] },
    },
  };
}

const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');

test('the app and page bundles get the hint and their maps one empty line; lazy chunks do not', async () => {
  const dir = builtSite();
  const hinted = await hintEagerCompileOfFirstLoadBundles(dir);
  assert.deepEqual(hinted.sort(), ['app-1111.js', 'component---src-pages-index-tsx-2222.js']);
  assert.ok(read(dir, 'app-1111.js').startsWith(COMPILE_ALL_FUNCTIONS_HINT));
  assert.ok(read(dir, 'component---src-pages-index-tsx-2222.js').startsWith('//# allFunctions'));
  assert.equal(read(dir, 'chat-3333.js'), 'console.log("chat-3333.js");\n');
  const map = JSON.parse(read(dir, 'app-1111.js.map')) as Record<string, unknown>;
  assert.equal(map.mappings, ';AAAA');
  assert.equal(map.x_compileHintLine, true);
});

test('a second run (an incremental build) adds nothing twice', async () => {
  const dir = builtSite();
  await hintEagerCompileOfFirstLoadBundles(dir);
  const bundle = read(dir, 'app-1111.js');
  const map = read(dir, 'app-1111.js.map');
  await hintEagerCompileOfFirstLoadBundles(dir);
  assert.equal(read(dir, 'app-1111.js'), bundle);
  assert.equal(read(dir, 'app-1111.js.map'), map);
});

test('stats of another shape fail, saying what was expected', async () => {
  const renamed = { name: 'build', chunkGroups: gatsbyStats().namedChunkGroups };
  await assert.rejects(
    hintEagerCompileOfFirstLoadBundles(builtSite(renamed)),
    /Expected public\/webpack\.stats\.json .*"app" group .*another shape/,
  );
  const noPages = { namedChunkGroups: { app: gatsbyStats().namedChunkGroups.app } };
  await assert.rejects(
    hintEagerCompileOfFirstLoadBundles(builtSite(noPages)),
    /"component---…" page groups.*found the groups app\./,
  );
});

test('missing stats or a bundle they name that is not there fail too', async () => {
  const dir = builtSite();
  writeFileSync(path.join(dir, 'webpack.stats.json'), '');
  await assert.rejects(hintEagerCompileOfFirstLoadBundles(dir), /could not read it/);
  const stats = gatsbyStats();
  stats.namedChunkGroups.app.assets.push({ name: 'app-9999.js' });
  await assert.rejects(
    hintEagerCompileOfFirstLoadBundles(builtSite(stats)),
    /these bundles it names are not in .*: app-9999\.js\./,
  );
});
