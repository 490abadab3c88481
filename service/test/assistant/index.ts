/**
 * Entry point for `node --test service/test/assistant/` (Node 22+ loads a folder argument as a
 * module): imports every *.test.ts of this folder, like service/test/index.ts does for all.
 */
import { globSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
for (const file of globSync('*.test.ts', { cwd: here }).sort()) {
  await import(pathToFileURL(`${here}${file}`).href);
}
