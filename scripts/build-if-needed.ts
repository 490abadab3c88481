/**
 * `npm start` builds the site only when public/ is missing or older than its sources,
 * so a fresh clone needs one command and a restart costs nothing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const stamp = join(root, 'public', 'index.html');
const sources = [
  'src',
  'content',
  'static',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'scripts/bundles-after-first-paint.ts',
  'scripts/eager-compile-hints.ts',
  'package-lock.json',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestMtime(join(path, entry))),
    stats.mtimeMs,
  );
}

const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const changedAt = Math.max(...sources.map((source) => newestMtime(join(root, source))));

if (builtAt > changedAt) {
  console.log('Site is up to date; skipping the build.');
} else {
  console.log(builtAt ? 'Sources changed; rebuilding the site.' : 'Building the site.');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}
