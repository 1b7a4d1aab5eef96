/**
 * `npm run bench -- <name> [flags]`: one entry per benchmark. Each module
 * exports `main(args)`.
 */
const benches: Record<string, () => Promise<{ main(args: string[]): Promise<void> }>> = {
  generate: () => import('./generate.ts'),
  db: () => import('./db-bench.ts'),
  rest: () => import('./rest/rest-bench.ts'),
};

const [name, ...args] = process.argv.slice(2);
const load = name ? benches[name] : undefined;
if (!load) {
  console.error(`Usage: npm run bench -- <${Object.keys(benches).join('|')}> [flags]`);
  process.exit(2);
}
await (await load()).main(args);

export {};
