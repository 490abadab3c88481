import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { loadBundlesAfterFirstPaint } from './scripts/bundles-after-first-paint.ts';
import { hintEagerCompileOfFirstLoadBundles } from './scripts/eager-compile-hints.ts';
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
