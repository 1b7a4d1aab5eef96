import os from 'node:os';
import type { Database } from '../server/db/database.ts';
import { signJwt } from '../server/keys.ts';
import { freshStore, type BenchStore } from './bench-engines.ts';
import { flag, startBenchServer } from './bench-server.ts';
import { benchOwner, searchableRowCount } from './generate.ts';
import { generateContent } from './generate-content.ts';
import { measure } from './measure.ts';

/**
 * `npm run bench -- db [--database-url postgres://…] [--samples 30]`: the
 * database through the HTTP API (the requests supabase-js sends), on the rows of
 * `npm run bench -- generate`. Prints p50 / p95 per query next to its goal.
 *
 * `npm run bench -- db --throwaway-postgres [--rows 1000000] [--creators 10000]`:
 * the same on a new database of BENCH_POSTGRES_URL's server, filled with that
 * many searchable rows first and dropped at the end (issue 21's 1M-row search).
 */

const keywords = [
  'beograd',
  'Свети Сава',
  'djordjevic',
  'kolo',
  'festival',
  'Чачак',
  'tamburica',
  'toronto',
  'novi sad',
  'skola',
];

interface Line {
  name: string;
  p50: number;
  p95: number;
  goal: number;
}

function print(lines: Line[], rows: number, creators: number) {
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  console.log(`\nsearchable rows: ${rows}, creators: ${creators}`);
  console.log(`${os.cpus().length} CPUs, load average ${load} at the end\n`);
  console.log(
    `${'query'.padEnd(52)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'goal p95'.padStart(9)}`,
  );
  for (const line of lines) {
    const mark = line.p95 <= line.goal ? 'PASS' : 'MISS';
    console.log(
      `${line.name.padEnd(52)} ${line.p50.toFixed(1).padStart(8)} ${line.p95.toFixed(1).padStart(8)} ${`≤ ${line.goal}`.padStart(9)} ${mark}`,
    );
  }
}

type CreatorFilter = 'none' | 'country' | 'niche';

const creatorFilters: Record<CreatorFilter, string> = {
  none: '',
  country: '&country=eq.USA',
  niche: '&niche=cs.%7BMusic%7D',
};

/** One request as supabase-js would send it; fails loudly on an error status. */
function request(url: string, init: RequestInit) {
  return async () => {
    const response = await fetch(url, init);
    const body = await response.text();
    if (!response.ok) throw new Error(`bench query failed: ${response.status} ${body}`);
  };
}

const searchedTables = ['cities', 'organizations', 'events', 'news', 'memorials', 'creators'];

/**
 * Runs `fill` without the trigram (GIN) indexes of the searched tables and
 * builds them afterwards: one bulk build instead of a million index updates.
 */
async function withTrigramIndexesAfter(db: Database, fill: () => Promise<void>) {
  const { rows } = await db.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes
     where schemaname = 'public' and tablename = any($1::text[]) and indexdef like '%USING gin%'`,
    [searchedTables],
  );
  for (const index of rows) await db.exec(`drop index public.${JSON.stringify(index.name)}`);
  await fill();
  for (const index of rows) await db.exec(index.definition);
  await db.exec('vacuum analyze');
}

/** A new PostgreSQL database, filled with generated rows; dropped by the caller. */
async function throwawayDatabase(args: string[]): Promise<BenchStore> {
  const store = await freshStore('postgres');
  const server = await startBenchServer(store.env.DATABASE_URL);
  try {
    const rows = Number(flag(args, 'rows') ?? 1_000_000);
    const creators = Number(flag(args, 'creators') ?? 10_000);
    const started = performance.now();
    const ownerId = await benchOwner(server.db);
    await withTrigramIndexesAfter(server.db, () =>
      generateContent(server.db, { rows, creators, ownerId }),
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(`Generated ${rows} searchable rows and ${creators} creators in ${seconds} s.`);
  } catch (error) {
    await server.close();
    await store.dispose();
    throw error;
  }
  await server.close();
  return store;
}

export async function main(args: string[]) {
  const samples = Number(flag(args, 'samples') ?? 30);
  const store = args.includes('--throwaway-postgres') ? await throwawayDatabase(args) : undefined;
  const server = await startBenchServer(store?.env.DATABASE_URL ?? flag(args, 'database-url'));
  try {
    const rows = await searchableRowCount(server.db);
    const { rows: creatorCount } = await server.db.query<{ n: number }>(
      'select count(*)::int as n from public.creators',
    );
    if (rows === 0) throw new Error('No rows yet: run `npm run bench -- generate` first.');
    const rest = `${server.url}/rest/v1`;
    const anon = { apikey: server.keys.anonKey };
    const ownerId = await benchOwner(server.db);
    const token = await signJwt(
      {
        sub: ownerId,
        role: 'authenticated',
        aud: 'authenticated',
        exp: Math.floor(Date.now() / 1000) + 3600,
      },
      server.jwtSecret,
    );
    const owner = { apikey: server.keys.anonKey, Authorization: `Bearer ${token}` };

    const lines: Line[] = [];
    for (const keyword of keywords) {
      const search = request(`${rest}/rpc/search_all`, {
        method: 'POST',
        headers: { ...anon, 'Content-Type': 'application/json' },
        body: JSON.stringify({ keyword }),
      });
      const result = await measure(search, samples);
      lines.push({ name: `search_all('${keyword}')`, ...result, goal: 30 });
    }
    const lists: [string, CreatorFilter][] = [
      ['creators: default sort (verified, newest), count=exact', 'none'],
      ['creators: country = USA, count=exact', 'country'],
      ['creators: niche contains Music, count=exact', 'niche'],
    ];
    for (const [name, filter] of lists) {
      const list = request(
        `${rest}/creators?select=*&status=eq.published${creatorFilters[filter]}` +
          '&order=verified.desc,created_at.desc&offset=0&limit=12',
        { headers: { ...anon, Prefer: 'count=exact' } },
      );
      lines.push({ name, ...(await measure(list, samples)), goal: 50 });
    }
    const dashboard: [string, string][] = [
      ['organizations', 'author_id'],
      ['events', 'author_id'],
      ['news', 'author_id'],
      ['memorials', 'submitter_id'],
      ['creators', 'owner_user_id'],
    ];
    for (const [table, column] of dashboard) {
      const mine = request(
        `${rest}/${table}?select=*&${column}=eq.${ownerId}&order=created_at.desc`,
        {
          headers: owner,
        },
      );
      const result = await measure(mine, samples);
      lines.push({ name: `dashboard: my ${table}`, ...result, goal: 10 });
    }
    print(lines, rows, creatorCount[0]!.n);
  } finally {
    await server.close();
    await store?.dispose();
  }
}
