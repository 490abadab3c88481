import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { parse } from 'yaml';
import { CONTACT_OUTCOME_PATHS, type ContactOutcome } from './src/domain/contact';
import { contentTypeDefs, validateContentFile } from './src/content/schema';
import type { LegalPageContext } from './src/templates/legal-page';

/**
 * Content types are declared, never inferred (src/content/schema.ts holds the model): a missing
 * or misspelt field in content/*.yaml fails the build instead of rendering an empty section.
 */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(contentTypeDefs());
};

interface ContentFileNode {
  sourceInstanceName?: string;
  relativePath: string;
  absolutePath: string;
  extension: string;
}

/** Checks each YAML file as it is sourced; the error names the file and the field. */
export const onCreateNode: GatsbyNode['onCreateNode'] = async ({ node, reporter }) => {
  if (node.internal.type !== 'File') return;
  const file = node as unknown as ContentFileNode;
  if (file.sourceInstanceName !== 'content' || !['yaml', 'yml'].includes(file.extension)) return;

  const shownPath = `content/${file.relativePath}`;
  let data: unknown;
  try {
    data = parse(await readFile(file.absolutePath, 'utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    reporter.panicOnBuild(`${shownPath}: is not valid YAML: ${reason}`);
    return;
  }
  const problems = validateContentFile(file.relativePath, data, {
    fileExists: (relative) => existsSync(path.join(path.dirname(file.absolutePath), relative)),
  });
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

/**
 * The page is complete HTML; React only hydrates it. On a fast connection the async bundles arrive
 * and run before the first frame, holding the first paint (and LCP) back behind hydration. Loading
 * them after the first frame keeps the HTML's own paint first. A hidden tab gets no animation
 * frames, so it loads them at once. The service's CSP hashes this inline script like the others.
 */
function loadBundlesAfterFirstPaint(tags: string): string {
  const sources = [...tags.matchAll(/src="([^"]+)"/g)].map((match) => match[1]);
  return `<script>(function(s){function l(){s.forEach(function(u){var e=document.createElement('script');e.src=u;e.async=true;document.body.appendChild(e)})}if(document.visibilityState==='hidden')l();else requestAnimationFrame(function(){setTimeout(l,0)})})(${JSON.stringify(sources)})</script>`;
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
};
