/**
 * Writes .br and .gz beside every text asset of at least 1 KiB in the built site, so the
 * service serves them precompressed (@fastify/static preCompressed). Run after `gatsby build`:
 *   node scripts/compress-public.ts [dir]   (default: public)
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const MIN_BYTES = 1024;
const TEXT_EXTENSIONS = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.xml',
  '.txt',
  '.map',
  '.webmanifest',
  '.ico',
]);

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

export interface CompressResult {
  files: number;
  bytesIn: number;
  bytesBrotli: number;
  bytesGzip: number;
}

export async function compressDirectory(dir: string): Promise<CompressResult> {
  const result: CompressResult = { files: 0, bytesIn: 0, bytesBrotli: 0, bytesGzip: 0 };
  const jobs: Promise<void>[] = [];
  for await (const file of walk(dir)) {
    if (!TEXT_EXTENSIONS.has(path.extname(file).toLowerCase())) continue;
    if ((await stat(file)).size < MIN_BYTES) continue;
    jobs.push(
      (async () => {
        const content = await readFile(file);
        const [br, gz] = await Promise.all([
          brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        result.files += 1;
        result.bytesIn += content.length;
        result.bytesBrotli += br.length;
        result.bytesGzip += gz.length;
      })(),
    );
    // Bound memory and threads on big sites.
    if (jobs.length >= 16) await Promise.all(jobs.splice(0));
  }
  await Promise.all(jobs);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(process.argv[2] ?? 'public');
  const result = await compressDirectory(dir);
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
  console.log(
    `compress-public: ${result.files} files in ${dir}: ${kib(result.bytesIn)} → brotli ${kib(
      result.bytesBrotli,
    )}, gzip ${kib(result.bytesGzip)}`,
  );
}
