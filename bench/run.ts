/**
 * `npm run bench -- <name> [flags]`: one entry per benchmark. Each module
 * exports `main(args)`. `npm run bench` alone runs them all (all.ts) and
 * prints one summary table.
 */
const benches: Record<string, () => Promise<{ main(args: string[]): Promise<void> }>> = {
  generate: () => import('./generate.ts'),
  db: () => import('./db-bench.ts'),
  rest: () => import('./rest/rest-bench.ts'),
  auth: () => import('./auth-bench.ts'),
  startup: () => import('./startup-bench.ts'),
  pages: () => import('./lighthouse/lighthouse-bench.ts'),
  contention: () => import('./contention-bench.ts'),
  ssr: () => import('./ssr-bench.ts'),
  images: () => import('./images-bench.ts'),
};

const [name = 'all', ...args] = process.argv.slice(2);
const load = name === 'all' ? () => import('./all.ts') : benches[name];
if (!load) {
  console.error(`Usage: npm run bench [-- <${Object.keys(benches).join('|')}> [flags]]`);
  process.exit(2);
}
await (await load()).main(args);

export {};
