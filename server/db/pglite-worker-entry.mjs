// The PGlite worker thread's entry: a worker does not inherit every runner's
// TypeScript loader (vitest's forks, for one), so it registers tsx itself,
// as scripts/start.mjs does for the server.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
