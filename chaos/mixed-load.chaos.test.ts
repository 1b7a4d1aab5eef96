import { rm } from 'node:fs/promises';
import type autocannon from 'autocannon';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fromRandomClient, type LoadProgress, runLoad } from '../bench/http-load.ts';
import { type ChildServer, startChildServer } from '../server/test/child-server.ts';
import {
  type Account,
  eventSubmission,
  newSecrets,
  preparePgliteDataDir,
  type Secrets,
  signIn,
} from './chaos-fixtures.ts';
import { chaosPorts, chaosSettings } from './chaos-settings.ts';
import { recordFigure } from './figures.ts';

/**
 * Mixed traffic from many connections against the real server on embedded
 * PGlite with the demo content: lists, details, search, sign-ins and
 * submissions. Goals: error rate < 0.1 %, no memory growth past a bound after
 * the warm-up, p95 reported.
 */

const scenario = 'mixed load';
// Memory grows while caches fill (PGlite's WebAssembly memory grows in large
// steps, and the first seconds of load still fill it). A leak keeps growing
// under the same traffic, so the check compares the second half of the
// measured load with the first: more growth than this is a leak.
const memoryGrowthBoundMiB = 96;
const requestTimeoutSeconds = 30;

let server: ChildServer;
let secrets: Secrets;
let accounts: Account[];
let dataDir: string;

beforeAll(async () => {
  secrets = await newSecrets();
  ({ dataDir, accounts } = await preparePgliteDataDir(20, 'load'));
  server = await startChildServer(chaosPorts.load, {
    DATA_DIR: dataDir,
    SEED: 'demo',
    DEMO_PHOTOS: 'false',
    JWT_SECRET: secrets.jwtSecret,
    TRUST_PROXY: 'loopback',
    // Load from a few addresses and one account: the /rest/v1 limits are not what this measures.
    REST_RATE_LIMIT_MULTIPLIER: '1000',
  });
});

afterAll(async () => {
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function firstSlug(table: string) {
  const response = await fetch(
    `${server.url}/rest/v1/${table}?select=slug&status=eq.published&limit=1`,
    { headers: { apikey: secrets.keys.anonKey } },
  );
  const rows = (await response.json()) as { slug: string }[];
  if (!rows[0]) throw new Error(`No published ${table} in the demo content`);
  return rows[0].slug;
}

function mixedRequests(accessToken: string, slugs: { organization: string; event: string }) {
  const json = { 'content-type': 'application/json' };
  const authenticated = { Authorization: `Bearer ${accessToken}` };
  let nextAccount = 0;
  const signInRequest: autocannon.Request = {
    method: 'POST',
    path: '/auth/v1/token?grant_type=password',
    headers: json,
    setupRequest: (request) => {
      const account = accounts[nextAccount++ % accounts.length]!;
      return {
        ...request,
        headers: {
          ...request.headers,
          'x-forwarded-for': `10.0.${nextAccount % 250}.${nextAccount % 199}`,
        },
        body: JSON.stringify(account),
      };
    },
  };
  const requests: autocannon.Request[] = [
    { path: '/rest/v1/events?select=*&status=eq.published&order=event_date.asc&limit=20' },
    { path: '/rest/v1/organizations?select=*&status=eq.published&order=name_en.asc&limit=20' },
    { path: `/rest/v1/organizations?select=*&slug=eq.${encodeURIComponent(slugs.organization)}` },
    {
      method: 'POST',
      path: '/rest/v1/rpc/search_all',
      headers: json,
      body: JSON.stringify({ keyword: 'kolo' }),
    },
    { path: '/rest/v1/news?select=*&status=eq.published&order=created_at.desc&limit=12' },
    signInRequest,
    fromRandomClient({
      method: 'POST',
      path: '/rest/v1/events',
      headers: { ...json, ...authenticated, Prefer: 'return=minimal' },
      body: JSON.stringify(eventSubmission('Load test kolo evening')),
    }),
    { path: '/rest/v1/memorials?select=*&status=eq.published&limit=12' },
    { path: `/rest/v1/events?select=*&slug=eq.${encodeURIComponent(slugs.event)}` },
    { method: 'GET', path: '/auth/v1/user', headers: authenticated },
  ];
  return requests;
}

it('serves mixed traffic without errors or memory growth', async () => {
  const { loadSeconds, loadConnections, warmupSeconds } = chaosSettings;
  const { accessToken } = await signIn(server.url, secrets.keys, accounts[0]!, '10.9.9.9');
  const slugs = {
    organization: await firstSlug('organizations'),
    event: await firstSlug('events'),
  };
  const load = (seconds: number, onTick: (progress: LoadProgress) => void) =>
    runLoad({
      url: server.url,
      connections: loadConnections,
      seconds,
      // A person waits this long before giving up; a slower answer counts as an error.
      timeoutSeconds: requestTimeoutSeconds,
      headers: { apikey: secrets.keys.anonKey },
      requests: mixedRequests(accessToken, slugs),
      onTick,
    });

  console.log(
    `mixed load: warm-up ${warmupSeconds} s, then ${loadConnections} connections for ${loadSeconds} s on PGlite`,
  );
  await load(warmupSeconds, () => undefined);
  const baseline = await server.rssMiB();
  const samples: number[] = [];
  const result = await load(loadSeconds, (progress) => {
    void server.rssMiB().then((rss) => samples.push(rss));
    if (progress.elapsedSeconds % 5 === 0)
      console.log(
        `  ${progress.elapsedSeconds} s: ${progress.responses} responses, ${progress.failures} failures`,
      );
  });
  samples.push(await server.rssMiB());
  const peak = Math.max(...samples);
  const half = Math.ceil(samples.length / 2);
  const firstHalfPeak = Math.max(baseline, ...samples.slice(0, half));
  const growth = peak - firstHalfPeak;

  recordFigure(scenario, 'connections × seconds', `${loadConnections} × ${loadSeconds}`);
  recordFigure(scenario, 'responses', String(result.responses));
  recordFigure(scenario, 'requests/s', result.requestsPerSecond.toFixed(0));
  recordFigure(scenario, 'error rate', `${(result.errorRate * 100).toFixed(3)} %`, '< 0.1 %');
  recordFigure(
    scenario,
    'p50 / p95 / p99 ms',
    [result.p50, result.p95, result.p99].map((ms) => ms.toFixed(0)).join(' / '),
  );
  recordFigure(
    scenario,
    'RSS after warm-up → first half → peak',
    `${baseline.toFixed(0)} → ${firstHalfPeak.toFixed(0)} (first half) → ${peak.toFixed(0)} MiB (+${growth.toFixed(0)} in the second half)`,
    `second half +≤ ${memoryGrowthBoundMiB} MiB`,
  );
  console.log('status counts', result.statusCounts, result.failureSamples);

  // Fewer answers than connections would make the error rate say nothing.
  expect(
    result.responses,
    'too few answers to judge: is the machine overloaded?',
  ).toBeGreaterThanOrEqual(loadConnections);
  expect(result.errorRate, JSON.stringify(result.statusCounts)).toBeLessThan(0.001);
  expect(growth).toBeLessThanOrEqual(memoryGrowthBoundMiB);
});
