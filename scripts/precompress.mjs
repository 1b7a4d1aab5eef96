// Writes .br and .gz next to every compressible file of the built web app, so
// the server sends them as they are (serveStatic `precompressed`) instead of
// compressing on every request. Usage: node scripts/precompress.mjs [dir]
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(process.argv[2] ?? 'dist/web');
const compressible = /\.(js|mjs|css|html|json|svg|xml|txt|webmanifest)$/;
// Below this size the headers cost more than compression saves.
const minimumBytes = 1024;

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
  if ((await stat(file)).size < minimumBytes) continue;
  const content = await readFile(file);
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  await writeFile(`${file}.br`, brotli);
  await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
  before += content.length;
  after += brotli.length;
}
console.log(
  `precompressed ${count} files in ${path.relative(process.cwd(), root) || '.'}: ${Math.round(before / 1024)} kB -> ${Math.round(after / 1024)} kB brotli`,
);
