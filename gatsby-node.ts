import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { CONTACT_OUTCOME_PATHS, type ContactOutcome } from './src/domain/contact';
import { checkFileAt, checkServiceOnlyFiles, missingDeclaredFiles } from './src/content/files.ts';
import { graphqlTypeDefs, typeName } from './src/content/model.ts';
import { CONTENT_TYPES } from './src/content/types.ts';
import type { LegalPageContext } from './src/templates/legal-page';

/**
 * Content types are declared, never inferred (src/content/types.ts holds the model): a missing
 * or misspelt field in content/*.yaml fails the build instead of rendering an empty section.
 */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(graphqlTypeDefs(CONTENT_TYPES));
};

/**
 * A root query field per one-entry file (`settings`, `homePage`, `legalPage(page: "terms")`),
 * non-null: the check below guarantees the file, so pages never test for null.
 */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  const fields = CONTENT_TYPES.flatMap((type) => {
    if (!type.queryField) return [];
    const { name, key } = type.queryField;
    const nodeType = typeName(type);
    const field = {
      type: `${nodeType}!`,
      args: key ? { [key]: 'String!' } : {},
      resolve: (_source: unknown, args: Record<string, string>, context: NodeModelContext) =>
        context.nodeModel.findOne({
          type: nodeType,
          query: key ? { filter: { [key]: { eq: args[key] } } } : {},
        }),
    };
    return [[name, field] as const];
  });
  createResolvers({ Query: Object.fromEntries(fields) });
};

interface NodeModelContext {
  nodeModel: { findOne: (options: { type: string; query: object }) => Promise<unknown> };
}

/**
 * A declared file that is missing, or a bad edit of a file only the service reads (Gatsby does
 * not source those: gatsby-config.ts), fails the build before anything else.
 */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
  const contentDir = path.resolve('content');
  const problems = [...missingDeclaredFiles(contentDir), ...checkServiceOnlyFiles(contentDir)];
  if (problems.length > 0) {
    reporter.panicOnBuild(`Content error (see content/README.md):\n${problems.join('\n')}`);
  }
};

interface ContentFileNode {
  sourceInstanceName?: string;
  relativePath: string;
  extension: string;
}

/**
 * Checks each YAML file as it is sourced, with the rules the service applies at start; the
 * message names the file, the entry and the field.
 */
export const onCreateNode: GatsbyNode['onCreateNode'] = ({ node, reporter }) => {
  if (node.internal.type !== 'File') return;
  const file = node as unknown as ContentFileNode;
  if (file.sourceInstanceName !== 'content' || !['yaml', 'yml'].includes(file.extension)) return;
  const { problems } = checkFileAt(path.resolve('content'), file.relativePath);
  if (problems.length > 0) {
    reporter.panicOnBuild(`Content error (see content/README.md):\n${problems.join('\n')}`);
  }
};

export interface ContactPageContext {
  outcome?: ContactOutcome;
}

/**
 * /contact/ and its no-JavaScript outcome variants (/contact/sent/ ...) from one template;
 * /privacy/ and /terms/ from another.
 */
export const createPages: GatsbyNode['createPages'] = ({ actions }) => {
  const legal = path.resolve('src/templates/legal-page.tsx');
  for (const page of ['privacy', 'terms'] as const) {
    actions.createPage<LegalPageContext>({
      path: `/${page}/`,
      component: legal,
      context: { page },
    });
  }

  const component = path.resolve('src/templates/contact-page.tsx');
  actions.createPage<ContactPageContext>({ path: '/contact/', component, context: {} });
  for (const [outcome, pagePath] of Object.entries(CONTACT_OUTCOME_PATHS)) {
    actions.createPage<ContactPageContext>({
      path: pagePath,
      component,
      context: { outcome: outcome as ContactOutcome },
    });
  }
};

/** Gatsby's bundles, written by its scripts slice as adjacent `<script src async>` tags. */
const ASYNC_BUNDLES = /(?:<script src="[^"]+" async><\/script>)+/;

/** Longest wait for the first paint before loading the bundles anyway. */
const FIRST_PAINT_TIMEOUT_MS = 2000;

/**
 * The page is complete HTML; React only hydrates it. Bundles that arrive before the first paint
 * hold that paint (and LCP) back behind their evaluation and hydration, so they start loading once
 * the first contentful paint has been presented: the 'paint' performance entry, reported after the
 * frame reaches the screen (an animation frame runs before its paint, too early). Without paint
 * timing, after the first frame. A hidden tab does not paint, so it loads them at once (also when
 * hidden while waiting), and a timeout makes sure they always load. The service's CSP hashes this
 * inline script like the others.
 */
function loadBundlesAfterFirstPaint(tags: string): string {
  const sources = [...tags.matchAll(/src="([^"]+)"/g)].map((match) => match[1]);
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
  return `<script>${loader.replace(/\n/g, '')}</script>`;
}

/** Returns how many pages were rewritten (0 would mean Gatsby changed how it writes the tags). */
async function deferBundlesInPages(): Promise<number> {
  const entries = await readdir('public', { recursive: true, withFileTypes: true });
  let rewritten = 0;
  for (const entry of entries.filter((item) => item.isFile() && item.name.endsWith('.html'))) {
    const filePath = path.join(entry.parentPath, entry.name);
    const html = await readFile(filePath, 'utf8');
    const deferred = html.replace(ASYNC_BUNDLES, loadBundlesAfterFirstPaint);
    if (deferred !== html) {
      await writeFile(filePath, deferred);
      rewritten += 1;
    }
  }
  return rewritten;
}

/** V8's explicit compile hint (Chrome 136+): compile every function of the file while streaming it. */
const COMPILE_ALL_FUNCTIONS_HINT = '//# allFunctionsCalledOnLoad\n';

/** A source map; the x_ field (an extension the format allows) marks the added first line. */
interface ShiftedSourceMap {
  mappings: string;
  x_compileHintLine?: boolean;
}

interface WebpackStats {
  namedChunkGroups: Record<string, { assets: { name: string }[] }>;
}

/**
 * V8 compiles a function when it is first called, on the main thread, and much of Gatsby's
 * start-up task and of hydration is that compiling. Nearly every function in the bundles a first
 * load needs (the app entry and the page components; not lazy chunks such as the chat panel) runs
 * at once, so the hint lets Chromium compile them on its script-streaming thread instead; other
 * browsers ignore the comment. Each source map gets the same empty first line. Returns how many
 * bundles carry the hint.
 */
async function hintEagerCompileOfFirstLoadBundles(): Promise<number> {
  const stats = JSON.parse(await readFile('public/webpack.stats.json', 'utf8')) as WebpackStats;
  const firstLoadBundles = new Set(
    Object.entries(stats.namedChunkGroups)
      .filter(([group]) => group === 'app' || group.startsWith('component---'))
      .flatMap(([, group]) => group.assets.map((asset) => asset.name))
      .filter((name) => name.endsWith('.js')),
  );
  for (const bundle of firstLoadBundles) {
    const filePath = path.join('public', bundle);
    // An incremental build may leave a bundle or its map as the last build wrote it: each file
    // says whether it already has its line, so neither gets it twice.
    const code = await readFile(filePath, 'utf8');
    if (!code.startsWith(COMPILE_ALL_FUNCTIONS_HINT)) {
      await writeFile(filePath, COMPILE_ALL_FUNCTIONS_HINT + code);
    }
    const mapPath = `${filePath}.map`;
    if (!existsSync(mapPath)) continue;
    const map = JSON.parse(await readFile(mapPath, 'utf8')) as ShiftedSourceMap;
    if (!map.x_compileHintLine) {
      const shifted: ShiftedSourceMap = {
        ...map,
        mappings: `;${map.mappings}`,
        x_compileHintLine: true,
      };
      await writeFile(mapPath, JSON.stringify(shifted));
    }
  }
  return firstLoadBundles.size;
}

/** robots.txt names the sitemap by its absolute URL, so it is written once SITE_URL is known. */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter }) => {
  const result = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(
    '{ site { siteMetadata { siteUrl } } }',
  );
  const siteUrl = result.data?.site.siteMetadata.siteUrl;
  if (!siteUrl) {
    reporter.panicOnBuild('robots.txt: siteMetadata.siteUrl is missing');
    return;
  }
  const outcomePages = Object.values(CONTACT_OUTCOME_PATHS).map((page) => `Disallow: ${page}`);
  const robots = [
    'User-agent: *',
    'Allow: /',
    ...outcomePages,
    '',
    `Sitemap: ${siteUrl}/sitemap-index.xml`,
  ];
  await writeFile(path.resolve('public', 'robots.txt'), `${robots.join('\n')}\n`);
  if ((await deferBundlesInPages()) === 0) {
    reporter.warn("No page had Gatsby's <script async> bundles to defer: check gatsby-node.ts");
  }
  if ((await hintEagerCompileOfFirstLoadBundles()) === 0) {
    reporter.warn('No first-load bundle found in webpack.stats.json to hint: check gatsby-node.ts');
  }
};
