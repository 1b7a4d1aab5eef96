import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { authLines, benchAuth, readSlowdownGoal, signInGoal } from './auth-bench.ts';
import { benchPostgresUrl, type EngineName } from './bench-engines.ts';
import { benchStartup, startupGoalSeconds } from './startup-bench.ts';

/**
 * `npm run bench` (no name): every benchmark in one run, then one table of
 * the ratios and figures it measured, on PostgreSQL and PGlite. The search
 * and list benchmark runs on the database `npm run bench -- generate` filled;
 * when there is none yet, a small one is generated first (BENCH_ROWS,
 * default 20,000 rows and a tenth as many creators; BENCH_DB_POSTGRES_URL
 * names an existing PostgreSQL one) and the table says which scale was
 * measured. BENCH_SECONDS sets the length of each load phase.
 */

interface Row {
  bench: string;
  engine: string;
  figure: string;
  value: string;
  goal: string;
  verdict: string;
}

const rows: Row[] = [];
const engines: EngineName[] = ['postgres', 'pglite'];

/** Runs a benchmark's `main`, printing its output as usual and keeping its lines. */
async function captured(run: () => Promise<void>): Promise<string[]> {
  const lines: string[] = [];
  const original = console.log;
  console.log = (...parts: unknown[]) => {
    original(...parts);
    lines.push(...parts.map(String).join(' ').split('\n'));
  };
  try {
    await run();
  } finally {
    console.log = original;
  }
  return lines;
}

function section(title: string) {
  console.error(`\n=== ${title} ===`);
}

async function restVersusSql() {
  section('REST read vs direct SQL');
  const { main } = await import('./rest/rest-bench.ts');
  const lines = await captured(() => main([...engines]));
  for (const engine of engines) {
    // One line per API run ("1 proc"; "2 workers" on PostgreSQL); the best counts, as in its goal lines.
    const runs = lines.flatMap((line) => {
      const match = new RegExp(`^${engine} API (.+) / direct SQL = ([\\d.]+)`).exec(line);
      return match ? [{ label: match[1]!, ratio: match[2]! }] : [];
    });
    const best = runs.reduce<(typeof runs)[number] | undefined>(
      (faster, run) => (!faster || Number(run.ratio) > Number(faster.ratio) ? run : faster),
      undefined,
    );
    const ratio = best?.ratio;
    const apiLabel = `${engine} API (HTTP) ${best?.label} `;
    const api = lines.find((line) => line.startsWith(apiLabel));
    const requestsPerSecond = api?.slice(apiLabel.length).trim().split(/\s+/)[0];
    rows.push({
      bench: 'REST read vs SQL',
      engine,
      figure: 'API req/s ÷ SQL req/s',
      value: best ? `${ratio} (API ${best.label}: ${requestsPerSecond ?? '?'} req/s)` : 'no result',
      // Issue 4's goal applies to PostgreSQL; PGlite is one connection.
      goal: engine === 'postgres' ? '≥ 0.4' : '',
      verdict: engine === 'postgres' ? (Number(ratio) >= 0.4 ? 'ok' : 'under') : '',
    });
  }
}

const generatedRows = Number(process.env.BENCH_ROWS ?? 20_000);

/** The PostgreSQL database of the search and list benchmark; created when missing. */
async function dbBenchPostgresUrl() {
  const wanted = process.env.BENCH_DB_POSTGRES_URL;
  if (wanted) return wanted;
  const name = 'zj_bench_all';
  const client = new pg.Client({ connectionString: benchPostgresUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(benchPostgresUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * PGlite: the data/bench database when `npm run bench -- generate` made one,
 * else a small one of our own in data/bench-all (data/bench stays free for the full scale).
 */
function useBenchPglite() {
  if (!process.env.BENCH_DATA_DIR && !existsSync(path.resolve('data/bench/pglite')))
    process.env.BENCH_DATA_DIR = 'data/bench-all';
}

async function searchAndLists() {
  useBenchPglite();
  const generate = await import('./generate.ts');
  const db = await import('./db-bench.ts');
  for (const engine of engines) {
    section(`search and lists at scale (${engine})`);
    const flags = engine === 'postgres' ? ['--database-url', await dbBenchPostgresUrl()] : [];
    // Generates only when the database is still empty.
    await generate.main([
      ...flags,
      '--rows',
      String(generatedRows),
      '--creators',
      String(Math.round(generatedRows / 10)),
    ]);
    const lines = await captured(() => db.main(flags));
    const scale = lines
      .map((line) => /^searchable rows: (\d+), creators: (\d+)/.exec(line))
      .find(Boolean);
    const results = lines
      .map((line) => /^(.+?)\s+([\d.]+)\s+([\d.]+)\s+≤ (\d+) (PASS|MISS)$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null);
    const within = results.filter((match) => match[5] === 'PASS').length;
    const worst = [...results].sort(
      (a, b) => Number(b[3]) / Number(b[4]) - Number(a[3]) / Number(a[4]),
    )[0];
    rows.push({
      bench: 'search and lists',
      engine,
      figure: `queries within p95 goal (${scale ? `${scale[1]} rows, ${scale[2]} creators` : 'scale ?'})`,
      value: `${within}/${results.length}`,
      goal: `${results.length}/${results.length}`,
      verdict: within === results.length && results.length > 0 ? 'ok' : 'over',
    });
    if (worst)
      rows.push({
        bench: 'search and lists',
        engine,
        figure: `slowest vs goal: ${worst[1]!.trim()}`,
        value: `p95 ${worst[3]} ms`,
        goal: `≤ ${worst[4]} ms`,
        verdict: worst[5]!,
      });
  }
}

async function signIns(seconds: number) {
  for (const engine of engines) {
    section(`sign-ins (${engine})`);
    const result = await benchAuth(engine, seconds);
    for (const line of authLines(result)) console.log(line);
    const ratio = result.busyReadP95 / result.idleReadP95;
    rows.push(
      {
        bench: 'sign-ins',
        engine,
        figure: 'sign-ins per second (2 cores)',
        value: result.signInsPerSecond.toFixed(1),
        goal: `≥ ${signInGoal}`,
        verdict: result.signInsPerSecond >= signInGoal ? 'ok' : 'under',
      },
      {
        bench: 'sign-ins',
        engine,
        figure: 'reads p95 during sign-ins ÷ idle',
        value: `${ratio.toFixed(2)} (${result.busyReadP95.toFixed(0)} / ${result.idleReadP95.toFixed(0)} ms)`,
        goal: `< ${readSlowdownGoal}`,
        verdict: ratio < readSlowdownGoal ? 'ok' : 'over',
      },
    );
  }
}

async function startup() {
  for (const engine of engines) {
    section(`npm start to first page (${engine})`);
    const result = await benchStartup(engine);
    rows.push({
      bench: 'startup',
      engine,
      figure: 'npm start → / answers 200, fresh data',
      value: `${result.seconds.toFixed(1)} s (CPU ${result.cpuSeconds?.toFixed(1) ?? 'n/a'} s)`,
      goal: `≤ ${startupGoalSeconds} s`,
      verdict: result.seconds <= startupGoalSeconds ? 'ok' : 'over',
    });
  }
}

/** The page table (bench/lighthouse, `npm run bench -- pages`), when that benchmark is present. */
async function pages() {
  const file = path.resolve('bench/lighthouse/lighthouse-bench.ts');
  if (!existsSync(file)) {
    rows.push({
      bench: 'pages',
      engine: '-',
      figure: 'page table',
      value: 'not present',
      goal: '',
      verdict: '',
    });
    return;
  }
  section('pages');
  const module = (await import(file)) as { main(args: string[]): Promise<void> };
  // Reuses a build named by WEB_DIR instead of building the app again.
  const webDir = process.env.WEB_DIR;
  const lines = await captured(() => module.main(webDir ? ['--web-dir', webDir] : []));
  // The page table's rows end with the verdict of that page's goals.
  const pageLines = lines.filter((line) => /\s(met|missed)$/.test(line));
  const met = pageLines.filter((line) => line.endsWith(' met')).length;
  rows.push({
    bench: 'pages',
    engine: '-',
    figure: 'page table',
    value: `${met}/${pageLines.length} pages meet every goal (table above)`,
    goal: `${pageLines.length}/${pageLines.length}`,
    verdict: met === pageLines.length && met > 0 ? 'ok' : 'missed',
  });
}

function printTable() {
  const headers: Row = {
    bench: 'benchmark',
    engine: 'engine',
    figure: 'figure',
    value: 'value',
    goal: 'goal',
    verdict: '',
  };
  const keys = Object.keys(headers) as (keyof Row)[];
  const widths = keys.map((key) =>
    Math.max(headers[key].length, ...rows.map((row) => row[key].length)),
  );
  const line = (row: Row) => keys.map((key, index) => row[key].padEnd(widths[index]!)).join('  ');
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  console.log(
    `\nSummary (one run, ${new Date().toISOString()}; ${os.cpus().length} CPUs, load average ${load}):\n`,
  );
  console.log(line(headers));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

export async function main() {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const steps: [string, () => Promise<void>][] = [
    ['REST read vs SQL', restVersusSql],
    ['search and lists', searchAndLists],
    ['sign-ins', () => signIns(seconds)],
    ['startup', startup],
    ['pages', pages],
  ];
  for (const [name, step] of steps) {
    try {
      await step();
    } catch (error) {
      console.error(`${name} failed:`, error);
      rows.push({
        bench: name,
        engine: '-',
        figure: 'failed',
        value: (error as Error).message.split('\n')[0]!,
        goal: '',
        verdict: 'failed',
      });
    }
  }
  printTable();
}
