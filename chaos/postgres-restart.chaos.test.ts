import { afterAll, beforeAll, expect, it } from 'vitest';
import { runLoad } from '../bench/http-load.ts';
import { type ChildServer, startChildServer } from '../server/test/child-server.ts';
import { newSecrets, type Secrets, sleep } from './chaos-fixtures.ts';
import { chaosPorts, chaosSettings } from './chaos-settings.ts';
import { recordFigure } from './figures.ts';
import { startTempPostgres, type TempPostgres } from './temp-postgres.ts';

/**
 * PostgreSQL stopped and started again under load (a cluster this test owns).
 * Goals: failures only inside the restart window, and only 503 with
 * Retry-After (never 500); /ready answers 503 while the database is away; the
 * same server process serves again afterwards.
 */

const scenario = 'postgres restart';
// Requests already queued on a dead connection may fail just after the restart.
const graceMs = 3_000;

let postgres: TempPostgres;
let server: ChildServer;
let secrets: Secrets;

beforeAll(async () => {
  secrets = await newSecrets();
  postgres = await startTempPostgres(chaosPorts.tempPostgres);
  server = await startChildServer(chaosPorts.postgresRestart, {
    DATABASE_URL: postgres.url,
    SEED: 'demo',
    DEMO_PHOTOS: 'false',
    JWT_SECRET: secrets.jwtSecret,
    // Load from one address: the /rest/v1 limits are not what this measures.
    REST_RATE_LIMIT_MULTIPLIER: '1000',
  });
});

afterAll(async () => {
  await server?.stop();
  await postgres?.destroy();
});

/** Polls /ready every 200 ms and records the statuses it answered. */
function watchReady(url: string) {
  const statuses: number[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const response = await fetch(`${url}/ready`, { signal: AbortSignal.timeout(5_000) }).catch(
        () => undefined,
      );
      statuses.push(response?.status ?? 0);
      await response?.arrayBuffer();
      await sleep(200);
    }
  })();
  return {
    statuses,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

/** One API request while the database is away: its status and Retry-After header. */
async function probeApi(url: string) {
  const response = await fetch(`${url}/rest/v1/events?select=id&limit=1`, {
    headers: { apikey: secrets.keys.anonKey },
  });
  await response.arrayBuffer();
  return { status: response.status, retryAfter: response.headers.get('retry-after') };
}

it('answers 503 with Retry-After while PostgreSQL restarts, then recovers by itself', async () => {
  const seconds = Math.ceil(chaosSettings.postgresDownMs / 1000) + 8;
  const ready = watchReady(server.url);
  const load = runLoad({
    url: server.url,
    connections: 20,
    seconds,
    headers: { apikey: secrets.keys.anonKey },
    requests: [
      { path: '/rest/v1/events?select=*&status=eq.published&limit=12' },
      { path: '/rest/v1/organizations?select=*&status=eq.published&limit=12' },
      {
        method: 'POST',
        path: '/rest/v1/rpc/search_all',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ keyword: 'kolo' }),
      },
    ],
  });

  await sleep(3_000);
  const stoppedAt = Date.now();
  console.log('postgres restart: stopping the cluster');
  await postgres.stop();
  const whileDown = await probeApi(server.url);
  await sleep(chaosSettings.postgresDownMs);
  console.log('postgres restart: starting the cluster');
  await postgres.start();
  const startedAt = Date.now();

  const result = await load;
  await ready.stop();
  const after = await probeApi(server.url);

  const windowEnd = startedAt + graceMs;
  const outside = result.failures.filter(
    (failure) => failure.at < stoppedAt || failure.at > windowEnd,
  );
  const statuses = [...new Set(result.failures.map((failure) => failure.status))].sort();
  const lastFailure = Math.max(stoppedAt, ...result.failures.map((failure) => failure.at));

  recordFigure(scenario, 'database down', `${((startedAt - stoppedAt) / 1000).toFixed(1)} s`);
  recordFigure(scenario, 'responses', String(result.responses));
  recordFigure(
    scenario,
    'failures (statuses)',
    `${result.failures.length} (${statuses.join(', ') || 'none'})`,
    'only 503',
  );
  recordFigure(scenario, 'failures outside the window', String(outside.length), '0');
  recordFigure(
    scenario,
    'API while down',
    `${whileDown.status}, Retry-After ${whileDown.retryAfter ?? 'missing'}`,
    '503 + Retry-After',
  );
  recordFigure(
    scenario,
    '/ready while down',
    ready.statuses.includes(503) ? '503 seen' : 'no 503',
    '503',
  );
  recordFigure(
    scenario,
    'recovered after start',
    `${((lastFailure - startedAt) / 1000).toFixed(1)} s, then ${after.status}`,
    '200, no restart',
  );
  console.log('status counts', result.statusCounts, result.failureSamples);

  expect(whileDown).toEqual({ status: 503, retryAfter: expect.stringMatching(/^\d+$/) });
  expect(ready.statuses).toContain(503);
  expect(statuses.every((status) => status === 503)).toBe(true);
  expect(outside).toEqual([]);
  expect(after.status).toBe(200);
  expect(server.process.exitCode).toBeNull();
});
