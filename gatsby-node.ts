import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { parse } from 'yaml';
import { loadBundlesAfterFirstPaint } from './scripts/bundles-after-first-paint';
import { hintEagerCompileOfFirstLoadBundles } from './scripts/eager-compile-hints';
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

/**
 * After the build: robots.txt, which names the sitemap by its absolute URL (known once SITE_URL
 * is); the two rewrites the page budget needs (bundles loaded after the first paint, compile
 * hints); Gatsby's build manifests removed once read.
 */
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

  // Both throw, saying what they expected, when Gatsby's output no longer has that shape.
  try {
    await loadBundlesAfterFirstPaint(path.resolve('public'));
    await hintEagerCompileOfFirstLoadBundles(path.resolve('public'));
  } catch (error) {
    reporter.panicOnBuild(error instanceof Error ? error.message : String(error));
    return;
  }

  // Gatsby's manifests of every bundle and module: read while the pages are rendered, and
  // written again by each build; a visitor has no use for them.
  for (const manifest of ['webpack.stats.json', 'chunk-map.json']) {
    await rm(path.resolve('public', manifest), { force: true });
  }
};
