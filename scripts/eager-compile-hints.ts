/**
 * The second rewrite the page budget needs (gatsby-node.ts runs it after the build;
 * docs/performance.md has the A/B figures). V8 compiles a function when it is first called, on
 * the main thread, and much of Gatsby's start-up task and of hydration is that compiling. Nearly
 * every function of the bundles a first load needs (the app entry and the page components; not
 * lazy chunks such as the chat panel) runs at once, so V8's explicit compile hint (Chrome 136+)
 * lets Chromium compile them on its script-streaming thread instead; other browsers ignore the
 * comment. Each bundle's source map gets the same empty first line, so it still points right.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const COMPILE_ALL_FUNCTIONS_HINT = '//# allFunctionsCalledOnLoad\n';

/** A source map; the x_ field (an extension the format allows) marks the added first line. */
interface ShiftedSourceMap {
  mappings: string;
  x_compileHintLine?: boolean;
}

/** The part of Gatsby 5's public/webpack.stats.json read here. */
interface WebpackStats {
  namedChunkGroups: Record<string, { assets: { name: string }[] }>;
}

const EXPECTED_STATS =
  'Expected public/webpack.stats.json (written by Gatsby 5) to list, under namedChunkGroups, ' +
  'the "app" group and the "component---…" page groups, each with its assets as [{ name }]';
const WHAT_TO_DO =
  'Gatsby changed its build output: update scripts/eager-compile-hints.ts, then measure the ' +
  'pages again (docs/performance.md).';

function isWebpackStats(value: unknown): value is WebpackStats {
  const groups = (value as { namedChunkGroups?: unknown } | null)?.namedChunkGroups;
  if (typeof groups !== 'object' || groups === null) return false;
  return Object.values(groups).every(
    (group: { assets?: unknown }) =>
      Array.isArray(group.assets) &&
      group.assets.every((asset: { name?: unknown }) => typeof asset.name === 'string'),
  );
}

/** The first-load bundles named by the stats; throws when the stats do not have that shape. */
async function firstLoadBundles(publicDir: string): Promise<string[]> {
  const statsPath = path.join(publicDir, 'webpack.stats.json');
  let stats: unknown;
  try {
    stats = JSON.parse(await readFile(statsPath, 'utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${EXPECTED_STATS}; could not read it: ${reason}. ${WHAT_TO_DO}`);
  }
  if (!isWebpackStats(stats)) {
    throw new Error(`${EXPECTED_STATS}; it has another shape. ${WHAT_TO_DO}`);
  }
  const groups = Object.entries(stats.namedChunkGroups).filter(
    ([name]) => name === 'app' || name.startsWith('component---'),
  );
  if (!groups.some(([name]) => name === 'app') || groups.length < 2) {
    throw new Error(
      `${EXPECTED_STATS}; found the groups ${Object.keys(stats.namedChunkGroups).join(', ')}. ` +
        WHAT_TO_DO,
    );
  }
  const bundles = [
    ...new Set(
      groups.flatMap(([, group]) =>
        group.assets.map((asset) => asset.name).filter((name) => name.endsWith('.js')),
      ),
    ),
  ];
  const missing = bundles.filter((bundle) => !existsSync(path.join(publicDir, bundle)));
  if (missing.length > 0) {
    throw new Error(
      `${EXPECTED_STATS}; these bundles it names are not in ${publicDir}: ` +
        `${missing.join(', ')}. ${WHAT_TO_DO}`,
    );
  }
  return bundles;
}

/**
 * Adds the hint to every first-load bundle under `publicDir` and returns their names. Throws,
 * saying what was expected, when Gatsby's stats no longer name those bundles.
 */
export async function hintEagerCompileOfFirstLoadBundles(publicDir: string): Promise<string[]> {
  const bundles = await firstLoadBundles(publicDir);
  for (const bundle of bundles) {
    const filePath = path.join(publicDir, bundle);
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
  return bundles;
}
