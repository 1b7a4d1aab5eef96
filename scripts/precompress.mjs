// Writes .br and .gz next to every compressible file of the built web app, so
// the server sends them as they are (serveStatic `precompressed`) instead of
// compressing on every request. Usage: node scripts/precompress.mjs [dir]
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(process.argv[2] ?? 'dist/web');
const compressible = /\.(js|mjs|css|html|json|svg|xml|txt|webmanifest)$/;
// A variant is kept only when it saves more than the Content-Encoding and Vary
// headers it adds; the app's chunks are mostly a few hundred bytes.
const headerBytes = 48;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (compressible.test(entry.name)) yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
for await (const file of files(root)) {
  const content = await readFile(file);
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  if (brotli.length + headerBytes >= content.length) continue;
  await writeFile(`${file}.br`, brotli);
  const gzip = gzipSync(content, { level: 9 });
  if (gzip.length + headerBytes < content.length) await writeFile(`${file}.gz`, gzip);
  count += 1;
  before += content.length;
  after += brotli.length;
}
console.log(
  `precompressed ${count} files in ${path.relative(process.cwd(), root) || '.'}: ${Math.round(before / 1024)} kB -> ${Math.round(after / 1024)} kB brotli`,
);
