import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseConfig } from '../server/config.ts';
import { makeDemoPhotos } from '../server/images/demo-photos.ts';
import { startServer } from '../server/start-server.ts';
import { flag } from './bench-server.ts';
import { type LoadResult, runLoad } from './http-load.ts';

/**
 * `npm run bench -- ssr [--seconds 10] [--connections 20]`: server-rendered
 * pages (docs/decisions/014) against the REST read under them, on the demo
 * content (PGlite, one process), after `npm run build`:
 *
 * - REST read: the events page's list read through /rest/v1, as the browser
 *   makes it;
 * - page, cached: GET /events again and again (the page cache answers);
 * - page, uncached: GET /events?n=<i>, a new address each time, so every
 *   request renders the page (head read, render, the page's reads in process).
 *
 * The rate limits are lifted (every request comes from one address).
 */
export async function main(args: string[]) {
  const seconds = Number(flag(args, 'seconds') ?? process.env.BENCH_SECONDS ?? 10);
  const connections = Number(flag(args, 'connections') ?? 20);
  if (!existsSync('dist/ssr/entry-server.js')) {
    console.error('No server entry in dist/ssr: run `npm run build` first.');
    process.exit(2);
  }
  // The demo's photographs on its pages from the first request (made once, then cached).
  await makeDemoPhotos();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'zajednica-bench-ssr-'));
  const server = await startServer(
    parseConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'demo',
      LOG_LEVEL: 'error',
      REST_RATE_LIMIT_MULTIPLIER: '1000',
      WEB_DIR: 'dist/web',
    }),
  );
  try {
    const page = await fetch(`${server.url}/events`);
    const html = await page.text();
    if (!html.includes('id="server-state"')) throw new Error('/events was not server-rendered');
    const restPath = '/rest/v1/events?select=*&status=eq.published&order=event_date.asc&limit=50';
    const anon = { apikey: server.keys.anonKey, Authorization: `Bearer ${server.keys.anonKey}` };
    const rest = await fetch(`${server.url}${restPath}`, { headers: anon });
    if (!rest.ok) throw new Error(`the REST read failed: ${rest.status}`);

    let n = 0;
    const runs: [string, LoadResult][] = [];
    const load = (name: string, options: Parameters<typeof runLoad>[0]) =>
      runLoad(options).then((result) => runs.push([name, result]));
    const base = { url: server.url, connections, seconds };
    await load('REST read (events list)', {
      ...base,
      headers: anon,
      requests: [{ method: 'GET', path: restPath }],
    });
    await load('page /events, cached', {
      ...base,
      requests: [{ method: 'GET', path: '/events' }],
    });
    await load('page /events, uncached', {
      ...base,
      requests: [
        { method: 'GET', setupRequest: (request) => ({ ...request, path: `/events?n=${n++}` }) },
      ],
    });

    console.log(
      `\nServer-rendered pages, ${connections} connections, ${seconds} s each, one process, PGlite, demo content`,
    );
    console.log(
      `load average at the end: ${os
        .loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')}`,
    );
    console.log('| run | req/s | p50 ms | p99 ms | errors |');
    console.log('|---|---|---|---|---|');
    for (const [name, result] of runs) {
      console.log(
        `| ${name} | ${result.requestsPerSecond.toFixed(0)} | ${result.p50.toFixed(1)} | ${result.p99.toFixed(1)} | ${result.failures.length} |`,
      );
    }
  } finally {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
