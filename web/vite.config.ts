import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { quietBuildLog } from './build-log-filter.ts';
import { reactToPreact } from './react-to-preact.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = `http://127.0.0.1:${process.env.ZAJEDNICA_API_PORT ?? '3001'}`;

const reactRouterProduction = fileURLToPath(
  new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ isSsrBuild }) => ({
  root: webRoot,
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  plugins: [
    tailwindcss(),
    {
      // In `npm run dev` the API server is separate; fill the runtime config block as it would.
      name: 'zajednica-dev-config',
      apply: 'serve',
      transformIndexHtml: (html) =>
        html.replace(
          /<script type="application\/json" id="app-config">[\s\S]*?<\/script>/,
          `<script type="application/json" id="app-config">${process.env.ZAJEDNICA_DEV_CONFIG ?? '{}'}</script>`,
        ),
    },
  ],
  resolve: {
    alias: [
      ...reactToPreact,
      // React Router's package exports name only its development build (warnings
      // and invariant messages kept); the production build beside it is the same
      // API without them, about 1 kB gzip less in the entry every route loads.
      { find: /^react-router$/, replacement: reactRouterProduction },
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: '@domain', replacement: fileURLToPath(new URL('../domain', import.meta.url)) },
    ],
  },
  // Server rendering (`npm run build:ssr`): one module for Node with every
  // library inside, so their React imports resolve to Preact as in the browser.
  ssr: { noExternal: true },
  build: {
    outDir: fileURLToPath(new URL(isSsrBuild ? '../dist/ssr' : '../dist/web', import.meta.url)),
    emptyOutDir: true,
    target: isSsrBuild ? 'node20' : 'es2022',
    // .vite/manifest.json: scripts/check-bundle-budget.mjs sums each route's chunks from it.
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      // Known-harmless library warnings are dropped at the source (build-log-filter.ts).
      onLog: quietBuildLog,
      // The app (start-app.tsx, which the entry imports after the first paint) and
      // everything it imports statically stay one chunk, as when they were the
      // entry: every page needs all of it, and one file compresses better and
      // asks less of a slow link than the dozens of small shared chunks the
      // automatic split would make of it.
      // Vite's preload helper, which the entry itself uses, stays out of it.
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: {
              groups: [
                { name: 'preload-helper', test: /preload-helper/, priority: 2 },
                { name: 'app', test: /web[\\/]src[\\/]app[\\/]start-app\.tsx$/, priority: 1 },
              ],
            },
          },
    },
  },
  server: {
    proxy: Object.fromEntries(
      ['/auth/v1', '/rest/v1', '/functions/v1', '/dev', '/health', '/ready'].map((p) => [
        p,
        apiTarget,
      ]),
    ),
  },
}));
