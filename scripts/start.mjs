// `npm start`: build the web app when it is missing or older than its sources, then run the server.
import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import { readdirSync, statSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = path.join(root, 'dist/web/index.html');

function newestChange(folder) {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function builtAt() {
  try {
    return statSync(builtIndex).mtimeMs;
  } catch {
    return 0;
  }
}

const sources = Math.max(
  newestChange(path.join(root, 'web')),
  newestChange(path.join(root, 'domain')),
);
// WEB_DIR names an app built elsewhere (a benchmark, an e2e run): it is served as it is.
if (!process.env.WEB_DIR && builtAt() < sources) {
  console.log('Building the web app…');
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
  const compress = spawnSync('node', ['scripts/precompress.mjs', 'dist/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (compress.status !== 0) process.exit(compress.status ?? 1);
}

// The server runs as one ES module that esbuild bundles at every start (a
// fraction of a second, so it is never stale): loading it takes about a third
// of the CPU that compiling and loading each file through tsx did. The bundle
// sits at the depth of server/db/, whose two files find the db/ folder and the
// project root from import.meta.url. PGlite's worker thread is bundled beside
// it under the name server/db/pglite-thread.ts starts it by
// (pglite-worker-entry.mjs), so the bundled server needs no tsx either.
// Cluster workers (SERVER_WORKERS) run this script again and load the bundle
// their primary just wrote.
const bundleDir = path.join(root, 'dist/server');
if (cluster.isPrimary) {
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
await import(pathToFileURL(path.join(bundleDir, 'main.mjs')).href);
