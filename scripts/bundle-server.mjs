// The server as one ES module, made by `npm run build` and again by `npm start`
// when a source changed since: loading it takes about a third of the CPU that
// compiling and loading each file through tsx did. The bundle sits at the
// depth of server/db/, whose two files find the db/ folder and the project
// root from import.meta.url. PGlite's worker thread is bundled beside it under
// the name server/db/pglite-thread.ts starts it by (pglite-worker-entry.mjs),
// so the bundled server needs no tsx either.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { modifiedAt, newestChange } from './file-times.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bundleDir = path.join(root, 'dist/server');
export const serverBundle = path.join(bundleDir, 'main.mjs');
const workerBundle = path.join(bundleDir, 'pglite-worker-entry.mjs');

/** True when both files of the bundle are newer than every source they are made of. */
export function serverBundleIsCurrent() {
  const sources = Math.max(
    ...['server', 'domain', 'db'].map((folder) => newestChange(path.join(root, folder))),
    modifiedAt(path.join(root, 'package-lock.json')),
    modifiedAt(fileURLToPath(import.meta.url)),
  );
  return Math.min(modifiedAt(serverBundle), modifiedAt(workerBundle)) > sources;
}

export async function bundleServer() {
  const { build } = await import('esbuild');
  const bundled = await build({
    entryPoints: {
      main: path.join(root, 'server/main.ts'),
      'pglite-worker-entry': path.join(root, 'server/db/pglite-worker.ts'),
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outdir: bundleDir,
    outExtension: { '.js': '.mjs' },
    write: false,
    logLevel: 'warning',
  });
  await mkdir(bundleDir, { recursive: true });
  for (const file of bundled.outputFiles) {
    // Written aside and renamed, so a server starting at the same time never loads half a file.
    const aside = `${file.path}.${process.pid}`;
    await writeFile(aside, file.contents);
    await rename(aside, file.path);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await bundleServer();
