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
/** Runs a build step in the repository; `npm start` stops with it when it fails. */
function run(command, args) {
  const step = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (step.status !== 0) process.exit(step.status ?? 1);
}

const vite = ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'];
// WEB_DIR names an app built elsewhere (a benchmark, an e2e run): it is served as it is.
if (!process.env.WEB_DIR && modifiedAt(builtIndex) < sources) {
  console.log('Building the web app…');
  run('npx', vite);
  run('node', ['scripts/precompress.mjs', 'dist/web']);
}
if (!process.env.WEB_DIR && modifiedAt(builtServerEntry) < sources) {
  console.log('Building the pages the server renders…');
  run('npx', [...vite, '--ssr', 'src/entry-server.tsx']);
}

// The server runs as one ES module (scripts/bundle-server.mjs), made again
// when a source changed since. Cluster workers (SERVER_WORKERS) run this
// script again and load the bundle their primary just wrote.
if (cluster.isPrimary && !serverBundleIsCurrent()) await bundleServer();
await import(pathToFileURL(serverBundle).href);
