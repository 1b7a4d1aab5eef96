// `npm start`: build the web app (and its server-rendering entry, docs/decisions/014)
// when missing or older than its sources, then run the server.
import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleServer, serverBundle, serverBundleIsCurrent } from './bundle-server.mjs';
import { modifiedAt, newestChange } from './file-times.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = path.join(root, 'dist/web/index.html');
const builtServerEntry = path.join(root, 'dist/ssr/entry-server.js');

const sources = Math.max(
  newestChange(path.join(root, 'web')),
  newestChange(path.join(root, 'domain')),
);
// WEB_DIR names an app built elsewhere (a benchmark, an e2e run): it is served as it is.
if (!process.env.WEB_DIR && modifiedAt(builtIndex) < sources) {
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
if (!process.env.WEB_DIR && modifiedAt(builtServerEntry) < sources) {
  console.log('Building the pages the server renders…');
  const build = spawnSync(
    'npx',
    [
      'vite',
      'build',
      '--config',
      'web/vite.config.ts',
      '--ssr',
      'src/entry-server.tsx',
      '--logLevel',
      'warn',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server runs as one ES module (scripts/bundle-server.mjs), made again
// when a source changed since. Cluster workers (SERVER_WORKERS) run this
// script again and load the bundle their primary just wrote.
if (cluster.isPrimary && !serverBundleIsCurrent()) await bundleServer();
await import(pathToFileURL(serverBundle).href);
