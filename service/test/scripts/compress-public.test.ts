import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressDirectory } from '../../../scripts/compress-public.ts';

test('writes .br and .gz beside text assets of 1 KiB or more, and nothing else', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'compress-'));
  mkdirSync(path.join(dir, 'page'));
  const html = `<html>${'<p>Calgary</p>'.repeat(200)}</html>`;
  writeFileSync(path.join(dir, 'page/index.html'), html);
  writeFileSync(path.join(dir, 'small.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'photo.jpg'), Buffer.alloc(4096, 7));
  const result = await compressDirectory(dir);
  assert.equal(result.files, 1);
  assert.equal(
    brotliDecompressSync(readFileSync(path.join(dir, 'page/index.html.br'))).toString(),
    html,
  );
  assert.equal(gunzipSync(readFileSync(path.join(dir, 'page/index.html.gz'))).toString(), html);
  assert.ok(!existsSync(path.join(dir, 'small.js.br')));
  assert.ok(!existsSync(path.join(dir, 'photo.jpg.br')));
});
