// `npm start`: build the web app when it is missing or older than its sources, then run the server.
import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleServer, serverBundle, serverBundleIsCurrent } from './bundle-server.mjs';

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

// The server runs as one ES module (scripts/bundle-server.mjs), made again
// when a source changed since. Cluster workers (SERVER_WORKERS) run this
// script again and load the bundle their primary just wrote.
if (cluster.isPrimary && !serverBundleIsCurrent()) await bundleServer();
await import(pathToFileURL(serverBundle).href);
