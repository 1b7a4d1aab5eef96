import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseConfig } from '../server/config.ts';
import { maxWriteBodyLength } from '../server/rest/rest-limits.ts';
import { startServer } from '../server/start-server.ts';
import { summarize } from './measure.ts';

/**
 * `npm run bench -- contention`: on PGlite (one connection for everyone),
 * a visitor's list read while an abuser sends the largest anonymous write
 * the limits allow (one creator row, the body just under the anon cap)
 * in a loop, each request from another client address (X-Forwarded-For
 * through TRUST_PROXY=loopback) so the per-address limit does not simply
 * stop it. Prints the visitor's p95 idle and under abuse, their ratio, and
 * how many abusive writes were accepted and refused. Goal: p95 < 200 ms.
 */

export const contentionGoalMs = 200;
const readSamples = Number(process.env.BENCH_CONTENTION_SAMPLES ?? 200);
const abusers = 4;

export interface ContentionResult {
  idleP95: number;
  abuseP95: number;
  accepted: number;
  refused: Record<string, number>;
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
    const anon = { apikey: server.keys.anonKey };
    const listUrl = `${server.url}/rest/v1/creators?select=*&status=eq.published&order=verified.desc,created_at.desc&limit=24`;
    let visitorAddress = 0;
    const read = async () => {
      visitorAddress += 1;
      const started = performance.now();
      const response = await fetch(listUrl, {
        headers: { ...anon, 'X-Forwarded-For': `10.1.${visitorAddress % 250}.1` },
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`visitor read answered ${response.status}`);
      return performance.now() - started;
    };
    const measureReads = async () => {
      for (let n = 0; n < 10; n += 1) await read();
      const times: number[] = [];
      for (let n = 0; n < readSamples; n += 1) times.push(await read());
      return summarize(times).p95;
    };

    const idleP95 = await measureReads();

    // The largest write an anonymous visitor may send: one row, the body just under the limit.
    const filler = 'x'.repeat(maxWriteBodyLength.anon! - 1_000);
    let running = true;
    let accepted = 0;
    const refused: Record<string, number> = {};
    let abuserAddress = 0;
    const abuse = async () => {
      while (running) {
        abuserAddress += 1;
        const response = await fetch(`${server.url}/rest/v1/creators`, {
          method: 'POST',
          headers: {
            ...anon,
            'Content-Type': 'application/json',
            Prefer: 'return=minimal',
            'X-Forwarded-For': `10.${100 + (abuserAddress % 100)}.${Math.floor(abuserAddress / 250) % 250}.${(abuserAddress % 250) + 1}`,
          },
          body: JSON.stringify({
            id: randomUUID(),
            name_eng: 'Abuse',
            long_bio_eng: filler,
            status: 'pending_review',
          }),
        });
        await response.arrayBuffer();
        if (response.status === 201) accepted += 1;
        else refused[response.status] = (refused[response.status] ?? 0) + 1;
      }
    };
    const abuseDone = Promise.all(Array.from({ length: abusers }, abuse));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const abuseP95 = await measureReads();
    running = false;
    await abuseDone;
    return { idleP95, abuseP95, accepted, refused };
  } finally {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export function contentionLines(result: ContentionResult): string[] {
  const refused = Object.values(result.refused).reduce((sum, count) => sum + count, 0);
  return [
    `visitor list read p95 idle:        ${result.idleP95.toFixed(1)} ms`,
    `visitor list read p95 under abuse: ${result.abuseP95.toFixed(1)} ms (goal < ${contentionGoalMs} ms: ${result.abuseP95 < contentionGoalMs ? 'met' : 'missed'})`,
    `ratio under abuse ÷ idle:          ${(result.abuseP95 / result.idleP95).toFixed(2)}`,
    `abusive writes (${abusers} loops, 1 row of ~64 kB each): ${result.accepted} accepted, ${refused} refused ${JSON.stringify(result.refused)}`,
  ];
}

export async function main() {
  console.log(`contention on PGlite: ${readSamples} visitor reads idle, then as many under abuse`);
  for (const line of contentionLines(await benchContention())) console.log(line);
}
