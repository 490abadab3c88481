import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadBundlesAfterFirstPaint } from '../../../scripts/bundles-after-first-paint.ts';

/** A page as Gatsby 5 writes it: the scripts slice's adjacent async tags before </body>. */
const gatsbyPage = (title: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title></head><body><div id="___gatsby"></div>` +
  '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>' +
  '<script src="/webpack-runtime-0123abcd.js" async></script>' +
  '<script src="/framework-4567cdef.js" async></script>' +
  '<script src="/app-89abcdef.js" async></script></body></html>';

function builtSite(pages: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bundles-'));
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), html);
  }
  return dir;
}

test('each page loads the same bundles, in order, from one inline loader after the first paint', async () => {
  const dir = builtSite({
    'index.html': gatsbyPage('Home'),
    'team/index.html': gatsbyPage('Team'),
  });
  assert.equal(await loadBundlesAfterFirstPaint(dir), 2);
  for (const file of ['index.html', 'team/index.html']) {
    const html = readFileSync(path.join(dir, file), 'utf8');
    assert.doesNotMatch(html, /<script src="[^"]+" async>/, file);
    assert.match(html, /<script id="bundles-after-first-paint">.*first-contentful-paint/, file);
    assert.ok(
      html.includes('["/webpack-runtime-0123abcd.js","/framework-4567cdef.js","/app-89abcdef.js"]'),
      file,
    );
    assert.ok(html.includes('<script id="gatsby-chunk-mapping">'), `${file}: the rest is kept`);
  }
});

test('a page an incremental build left rewritten is not rewritten again', async () => {
  const dir = builtSite({ 'index.html': gatsbyPage('Home') });
  await loadBundlesAfterFirstPaint(dir);
  const once = readFileSync(path.join(dir, 'index.html'), 'utf8');
  mkdirSync(path.join(dir, 'our-story'));
  writeFileSync(path.join(dir, 'our-story/index.html'), gatsbyPage('Our Story'));
  assert.equal(await loadBundlesAfterFirstPaint(dir), 1);
  assert.equal(readFileSync(path.join(dir, 'index.html'), 'utf8'), once);
});

test("Gatsby's slice fragments are left alone", async () => {
  const slice = '<script src="/app-89abcdef.js" async></script>';
  const dir = builtSite({
    'index.html': gatsbyPage('Home'),
    '_gatsby/slices/_gatsby-scripts-1.html': slice,
  });
  assert.equal(await loadBundlesAfterFirstPaint(dir), 1);
  assert.equal(
    readFileSync(path.join(dir, '_gatsby/slices/_gatsby-scripts-1.html'), 'utf8'),
    slice,
  );
});

test('a page without the expected bundle tags fails, naming the page and the expected shape', async () => {
  const changed = gatsbyPage('Team').replaceAll(' async>', ' defer>');
  const dir = builtSite({ 'index.html': gatsbyPage('Home'), 'team/index.html': changed });
  await assert.rejects(loadBundlesAfterFirstPaint(dir), (error: Error) => {
    assert.match(error.message, /team\/index\.html \(0 runs of bundle tags\)/);
    assert.match(error.message, /<script src="…" async><\/script>/);
    assert.doesNotMatch(error.message, /(^|[ :])index\.html/);
    return true;
  });
  assert.equal(readFileSync(path.join(dir, 'team/index.html'), 'utf8'), changed);
});

test('two separate runs of bundle tags on one page fail too', async () => {
  const twice = gatsbyPage('Home').replace(
    '<script id="gatsby-chunk-mapping">',
    '<script src="/extra-0000aaaa.js" async></script><script id="gatsby-chunk-mapping">',
  );
  const dir = builtSite({ 'index.html': twice });
  await assert.rejects(loadBundlesAfterFirstPaint(dir), /index\.html \(2 runs of bundle tags\)/);
});

test('a folder without pages fails', async () => {
  const dir = builtSite({ 'robots.txt': 'User-agent: *' });
  await assert.rejects(loadBundlesAfterFirstPaint(dir), /found none/);
});
