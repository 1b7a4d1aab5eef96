import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseConfig } from '../server/config.ts';
import { maxRowsPerWrite, maxWriteBodyLength } from '../server/rest/rest-limits.ts';
import { startServer } from '../server/start-server.ts';
import type { AbuserCounts, AbuserSetup } from './contention-abuser.ts';
import { signedInAccounts, startChild } from './bench-children.ts';
import { enginesFrom } from './bench-engines.ts';
import { benchReadContention, type ReadContentionResult } from './contention-reads.ts';
import { summarize } from './measure.ts';
import { queryCostLimits } from '../server/rest/parse/query-cost.ts';

/**
 * `npm run bench -- contention`: on PGlite (one connection for everyone),
 * a visitor's list read while abusers send the largest writes the limits
 * allow in a loop (contention-abuser.ts, in its own process: anonymous
 * one-row bodies and signed-in ten-row bodies, from ever new client
 * addresses and accounts so that the rate limits do not simply stop them).
 * The visitor reads the creators page as the web app does (creators-query.ts:
 * published, verified first, 12 rows with the exact count). Prints the
 * visitor's p50 and p95 idle and under abuse, their ratios, and what became
 * of the abusive writes. Goal: p95 < 200 ms under abuse.
 * The second half (contention-reads.ts) is the expensive-read attack of
 * issue 34, on PGlite and on PostgreSQL.
 */

export const contentionGoalMs = 200;
const readSamples = Number(process.env.BENCH_CONTENTION_SAMPLES ?? 200);
const anonLoops = 2;
const userLoops = 2;
const accounts = Number(process.env.BENCH_CONTENTION_ACCOUNTS ?? 30);

export interface ContentionResult {
  idle: { p50: number; p95: number };
  abuse: { p50: number; p95: number };
  writes: AbuserCounts;
}

export async function benchContention(): Promise<ContentionResult> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'zajednica-contention-'));
  const server = await startServer(
    parseConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'none',
      LOG_LEVEL: 'error',
      TRUST_PROXY: 'loopback',
    }),
  );
  try {
    await server.db.query(
      `insert into public.creators (name_eng, short_bio_eng, country, city, status, verified)
       select 'Creator ' || n, 'A short biography of creator ' || n, 'Canada', 'Toronto',
         'published', n % 3 = 0
       from generate_series(1, 300) as n`,
    );
    const tokens = await signedInAccounts(server, accounts, { name: 'abuser', network: 50 });
    const listUrl = `${server.url}/rest/v1/creators?select=*&status=eq.published&order=verified.desc,created_at.desc&offset=0&limit=12`;
    let visitorAddress = 0;
    const read = async () => {
      visitorAddress += 1;
      const started = performance.now();
      const response = await fetch(listUrl, {
        headers: {
          apikey: server.keys.anonKey,
          Authorization: `Bearer ${server.keys.anonKey}`,
          Prefer: 'count=exact',
          'X-Forwarded-For': `10.1.${visitorAddress % 250}.1`,
        },
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`visitor read answered ${response.status}`);
      return performance.now() - started;
    };
    const measureReads = async () => {
      for (let n = 0; n < 10; n += 1) await read();
      const times: number[] = [];
      for (let n = 0; n < readSamples; n += 1) times.push(await read());
      const { p50, p95 } = summarize(times);
      return { p50, p95 };
    };

    const idle = await measureReads();
    const abuser = startChild<AbuserSetup, AbuserCounts>('./contention-abuser.ts');
    await abuser.start({
      url: server.url,
      anonKey: server.keys.anonKey,
      tokens,
      anonLoops,
      userLoops,
      maxBody: { anon: maxWriteBodyLength.anon!, authenticated: maxWriteBodyLength.authenticated! },
      maxRows: maxRowsPerWrite.authenticated!,
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const abuse = await measureReads();
    const writes = await abuser.stop();
    return { idle, abuse, writes };
  } finally {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
const answers = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ') || 'none';

export function contentionLines(result: ContentionResult): string[] {
  const { idle, abuse } = result;
  return [
    `visitor list read idle:        p50 ${ms(idle.p50)}  p95 ${ms(idle.p95)}`,
    `visitor list read under abuse: p50 ${ms(abuse.p50)}  p95 ${ms(abuse.p95)} (goal p95 < ${contentionGoalMs} ms: ${abuse.p95 < contentionGoalMs ? 'met' : 'missed'})`,
    `ratio under abuse ÷ idle:      p50 ${(abuse.p50 / idle.p50).toFixed(2)}  p95 ${(abuse.p95 / idle.p95).toFixed(2)}`,
    `anonymous writes (${anonLoops} loops, 1 row, ~${maxWriteBodyLength.anon! >> 10} kB each): ${answers(result.writes.anon)}`,
    `signed-in writes (${userLoops} loops, ${maxRowsPerWrite.authenticated} rows, ~${maxWriteBodyLength.authenticated! >> 10} kB each): ${answers(result.writes.authenticated)}`,
  ];
}

export function readContentionLines(result: ReadContentionResult): string[] {
  const { idle, attack } = result;
  const who =
    result.attackers === 1 ? 'one member repeats' : `${result.attackers} members at once repeat`;
  return [
    `original attack (600 fts terms over a 50,000-character item): ${result.originalAttack.status} ${result.originalAttack.code} in ${result.originalAttack.ms.toFixed(1)} ms`,
    `costliest read the caps allow (${queryCostLimits.filters} filters, ${queryCostLimits.scanningFilters} of them ilike on search_text): ${result.worstRead.status} in ${result.worstRead.ms.toFixed(1)} ms`,
    `visitor news list idle:                 p50 ${ms(idle.p50)}  p95 ${ms(idle.p95)}`,
    `visitor news list while ${who} it: p50 ${ms(attack.p50)}  p95 ${ms(attack.p95)} (goal p95 < ${contentionGoalMs} ms: ${attack.p95 < contentionGoalMs ? 'met' : 'missed'})`,
    `visitor answers under attack: ${answers(result.visitorStatuses)}`,
    `attacking reads: ${answers(result.reads)}`,
  ];
}

/** `npm run bench -- contention [writes|reads] [pglite|postgres]`: both halves, reads on both engines, by default. */
export async function main(args: string[] = []) {
  const halves = args.filter((arg) => arg === 'writes' || arg === 'reads');
  const engines = enginesFrom(args);
  const load = () => `${os.loadavg()[0]!.toFixed(1)} load average at the start`;
  if (halves.length === 0 || halves.includes('writes')) {
    console.log(
      `contention on PGlite: ${readSamples} visitor reads idle, then as many under abusive writes (${load()})`,
    );
    for (const line of contentionLines(await benchContention())) console.log(line);
  }
  if (halves.length === 0 || halves.includes('reads'))
    for (const engine of [...engines].reverse()) {
      console.log(
        `\nexpensive reads on ${engine === 'pglite' ? 'PGlite' : 'PostgreSQL'}: ${readSamples} visitor reads idle, then as many under attack (${load()})`,
      );
      for (const line of readContentionLines(await benchReadContention(engine))) console.log(line);
    }
}
