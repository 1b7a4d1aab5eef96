#!/usr/bin/env node
/**
 * The performance budget of issue 9: the JavaScript a public route needs
 * before it can render must stay within 110 kB gzip.
 *
 * Usage: node scripts/check-bundle-budget.mjs [build dir] (default dist/web;
 * the build writes .vite/manifest.json). Per route it adds up, from the Vite
 * manifest, every chunk the browser must load first: the entry and the app it
 * imports (src/app/start-app.tsx) with their static imports, the route's lazy
 * page chunk with its static imports, and the messages: a language's core
 * (loaded before the first render) and the route's namespaces
 * (the route table, domain/route-table.ts), in the language where they are largest; each chunk once,
 * gzipped at the default level as a server would send it. Exits 1 when a
 * public route is over budget. Run with tsx: the route tables are TypeScript
 * (domain/route-page-modules.ts, and the messages' manifest keys of
 * server/site/first-load-hints.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { routePageModules } from '../domain/route-page-modules.ts';
import { routesWhere } from '../domain/route-table.ts';
import { messageModules, namespaceManifestKeys } from '../server/site/first-load-hints.ts';

const budgetBytes = 110_000;
// Only for signed-in editors or members (`audience` in the route table); they load after sign-in
// and are reported, not budgeted.
const signedInRoutes = new Set(routesWhere((record) => record.audience === 'signed-in'));

const repoRoot = path.resolve(import.meta.dirname, '..');
const buildDir = path.resolve(process.argv[2] ?? path.join(repoRoot, 'dist/web'));
const manifest = JSON.parse(readFileSync(path.join(buildDir, '.vite/manifest.json'), 'utf8'));

const gzipSizes = new Map();
function gzipSize(file) {
  if (!gzipSizes.has(file)) {
    gzipSizes.set(file, gzipSync(readFileSync(path.join(buildDir, file))).length);
  }
  return gzipSizes.get(file);
}

/** The manifest key and every chunk it imports statically, transitively. */
function staticClosure(key, into = new Set()) {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, into);
  return into;
}

function bytesOf(keys) {
  let total = 0;
  for (const key of keys) total += gzipSize(manifest[key].file);
  return total;
}

// The entry is a few lines that import the app (src/app/start-app.tsx, its only
// dynamic import) once the page is painted: both load before any page renders.
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryOwn = staticClosure(entryKey);
const appKeys = manifest[entryKey].dynamicImports ?? [];
// Paint first (decision 014): nothing of the app may be a static import of the entry.
for (const app of appKeys) {
  if (entryOwn.has(app)) {
    console.error(
      `the entry imports the app (${app}) statically: it would run before the first paint`,
    );
    process.exit(1);
  }
}
const entry = new Set(entryOwn);
for (const app of appKeys) staticClosure(app, entry);

/**
 * The entry, the app and, in the language where they weigh most, the core
 * messages and the namespaces `namespacesOf(language)` names; the same
 * manifest keys the server preloads (server/site/first-load-hints.ts).
 */
function startupWith(namespacesOf) {
  return Object.entries(messageModules)
    .map(([language, core]) => {
      const keys = staticClosure(core, new Set(entry));
      for (const key of namespacesOf(language)) staticClosure(key, keys);
      return keys;
    })
    .reduce((a, b) => (bytesOf(a) >= bytesOf(b) ? a : b));
}
const largestCore = startupWith(() => []);
const startupOf = (route) => startupWith((language) => namespaceManifestKeys(route, language));

const kB = (bytes) => (bytes / 1000).toFixed(1);
console.log(
  `entry ${kB(bytesOf(entry))} kB + largest core messages ${kB(bytesOf(largestCore) - bytesOf(entry))} kB gzip`,
);
const rows = [];
for (const [route, module] of Object.entries(routePageModules)) {
  const startup = startupOf(route);
  const needed = staticClosure(`src/features/${module}`, new Set(startup));
  const messages = bytesOf(startup) - bytesOf(entry);
  rows.push({ route, total: bytesOf(needed), page: bytesOf(needed) - bytesOf(startup), messages });
}
// Unknown addresses render NotFoundPage, which is part of the entry.
rows.push({
  route: 'notFound',
  total: bytesOf(largestCore),
  page: 0,
  messages: bytesOf(largestCore) - bytesOf(entry),
});
rows.sort((a, b) => b.total - a.total);
let failures = 0;
for (const { route, total, page, messages } of rows) {
  const budgeted = !signedInRoutes.has(route);
  const over = budgeted && total > budgetBytes;
  if (over) failures += 1;
  const verdict = budgeted ? (over ? 'OVER' : 'ok') : 'signed-in, not budgeted';
  console.log(
    `${route.padEnd(22)} ${kB(total).padStart(6)} kB  (route ${kB(page).padStart(5)} kB, messages ${kB(messages).padStart(4)} kB)  ${verdict}`,
  );
}
console.log(`budget ${kB(budgetBytes)} kB gzip per public route: ${failures} over`);
process.exitCode = failures > 0 ? 1 : 0;
