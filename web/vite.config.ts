import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = `http://127.0.0.1:${process.env.ZAJEDNICA_API_PORT ?? '3001'}`;

export default defineConfig({
  root: webRoot,
  plugins: [
    react(),
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
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@domain': fileURLToPath(new URL('../domain', import.meta.url)),
    },
  },
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // .vite/manifest.json: scripts/check-bundle-budget.mjs sums each route's chunks from it.
    manifest: true,
  },
  server: {
    proxy: Object.fromEntries(
      ['/auth/v1', '/rest/v1', '/functions/v1', '/dev', '/health', '/ready'].map((p) => [
        p,
        apiTarget,
      ]),
    ),
  },
});
