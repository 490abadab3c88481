/**
 * Checks every YAML file in content/ against src/content/types.ts, the rules the build and the
 * service apply, in a second and without a build:  npm run check:content [dir]
 * Exits 1 with one line per problem.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readContentFolder } from '../src/content/files.ts';

const contentDir = path.resolve(
  process.argv[2] ?? fileURLToPath(new URL('../content/', import.meta.url)),
);
const { files, problems } = readContentFolder(contentDir);
if (problems.length > 0) {
  console.error(`Content error (see content/README.md):\n${problems.join('\n')}`);
  process.exitCode = 1;
} else {
  console.log(`content: ${files.size} files match src/content/types.ts`);
}
