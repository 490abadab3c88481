/**
 * Entry point for `node --test service/test/` (Node 22+ treats the folder as a module, not as
 * a place to search): imports every *.test.ts here, in a stable order, in this one process.
 * A file that throws while loading becomes one failing test; the other files still run.
 * `node --test 'service/test/**\/*.test.ts'` runs the same files, one process each.
 */
import { globSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
for (const file of globSync('**/*.test.ts', { cwd: here }).sort()) {
  try {
    await import(pathToFileURL(`${here}${file}`).href);
  } catch (error) {
    test(`${file} loads`, () => {
      throw error;
    });
  }
}
