/**
 * One of the two rewrites of Gatsby's output the page budget needs (gatsby-node.ts runs it after
 * the build; docs/performance.md has the A/B figures). Every page is complete HTML, and React only
 * hydrates it. Lighthouse's simulated LCP counts every request the page started before its
 * largest paint, so Gatsby's bundles, requested by `<script async>` tags while the HTML is
 * parsed, put their whole download on the slow network into LCP (about 1.5 s instead of 0.75 s
 * on mobile). Here each page's bundle tags become a small inline loader that starts the same
 * bundles once the first contentful paint has been presented.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Gatsby 5's scripts slice, stitched into every page: adjacent `<script src async>` tags. */
const BUNDLE_TAGS = /(?:<script src="[^"]+" async><\/script>)+/g;

/** Marks a page already rewritten (an incremental build keeps pages it did not render again). */
const LOADER_ID = 'bundles-after-first-paint';

/** Longest wait for the first paint before loading the bundles anyway. */
const FIRST_PAINT_TIMEOUT_MS = 2000;

/**
 * The 'paint' performance entry is reported once the frame is on screen (an animation frame
 * runs before its paint, too early). Without paint timing, after the first frame. A hidden tab
 * does not paint, so it loads the bundles at once (also when hidden while waiting), and a
 * timeout makes sure they always load. The service's CSP hashes this inline script like others.
 */
function loaderFor(bundleTags: string): string {
  const sources = [...bundleTags.matchAll(/src="([^"]+)"/g)].map((match) => match[1]);
  const loader = `(function(s){
var started=false,P=window.PerformanceObserver;
function load(){if(started)return;started=true;s.forEach(function(u){var e=document.createElement('script');e.src=u;e.async=true;document.body.appendChild(e)})}
function loadNext(){setTimeout(load,0)}
if(document.visibilityState==='hidden')return load();
document.addEventListener('visibilitychange',function(){if(document.visibilityState==='hidden')load()});
setTimeout(load,${FIRST_PAINT_TIMEOUT_MS});
if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();loadNext()}}).observe({type:'paint',buffered:true});
else requestAnimationFrame(loadNext);
})(${JSON.stringify(sources)})`;
  return `<script id="${LOADER_ID}">${loader.replace(/\n/g, '')}</script>`;
}

/**
 * Rewrites every page under `publicDir` (not Gatsby's slice fragments in _gatsby/) and returns
 * how many it rewrote. Throws, naming the pages, when a page has neither exactly one run of
 * bundle tags nor the loader: Gatsby then changed how it writes its scripts, and the site would
 * otherwise ship without the rewrite, and miss the budget, unnoticed.
 */
export async function loadBundlesAfterFirstPaint(publicDir: string): Promise<number> {
  const pages = (await readdir(publicDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !path.relative(publicDir, file).startsWith(`_gatsby${path.sep}`));
  if (pages.length === 0) {
    throw new Error(`Expected the built pages (*.html) in ${publicDir}; found none.`);
  }
  const unexpected: string[] = [];
  let rewritten = 0;
  for (const page of pages) {
    const html = await readFile(page, 'utf8');
    const runs = html.match(BUNDLE_TAGS)?.length ?? 0;
    if (runs === 0 && html.includes(`<script id="${LOADER_ID}">`)) continue;
    if (runs !== 1) {
      unexpected.push(`${path.relative(publicDir, page)} (${runs} runs of bundle tags)`);
      continue;
    }
    await writeFile(page, html.replace(BUNDLE_TAGS, loaderFor));
    rewritten += 1;
  }
  if (unexpected.length > 0) {
    throw new Error(
      'Expected each page to hold its bundles as one run of adjacent ' +
        '<script src="…" async></script> tags (Gatsby 5\'s scripts slice), to load them after ' +
        `the first paint; these pages do not: ${unexpected.join(', ')}. Gatsby changed how it ` +
        'writes them: update scripts/bundles-after-first-paint.ts, then measure the pages again ' +
        '(docs/performance.md).',
    );
  }
  return rewritten;
}
