import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { reactToPreact } from './web/react-to-preact.ts';

export default defineConfig({
  // The path aliases of web/tsconfig.json and tsconfig.json (vite, eslint and esbuild read them too).
  resolve: {
    alias: [
      ...reactToPreact,
      { find: /^lucide-react$/, replacement: 'lucide-react/dist/esm/lucide-react.mjs' },
      { find: '@', replacement: fileURLToPath(new URL('./web/src', import.meta.url)) },
      { find: '@domain', replacement: fileURLToPath(new URL('./domain', import.meta.url)) },
    ],
  },
  test: {
    include: ['{domain,server,web,db,bench,scripts}/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: a single worker on a
    // 2-core machine, which leaves a core idle while a suite waits on its server.
    maxWorkers: Math.max(2, availableParallelism()),
    // Each worker process runs file after file without re-importing the server,
    // PGlite and supabase-js for every file (about a fifth of the CPU time).
    // Files share no state: each opens its own database and server.
    isolate: false,
    globalSetup: ['server/test/global-setup.ts'],
    // Libraries that import React go through the aliases above too (vitest
    // otherwise loads them from node_modules as they are, on React itself).
    // lucide-react's "node" export is CommonJS, which no alias reaches: take its ES build.
    server: { deps: { inline: [/lucide-react/, /radix-ui/, /react-hook-form/, /react-router/] } },
  },
});
