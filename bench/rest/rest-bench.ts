import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/database.ts';
import { openPgliteDatabase } from '../../server/db/pglite-database.ts';
import { openPostgresDatabase } from '../../server/db/postgres-database.ts';
import { compileRead } from '../../server/rest/compile/compile-read.ts';
import { execute, type ExecutionContext, headersJson } from '../../server/rest/execute.ts';
import { requestRole } from '../../server/rest/http/request-role.ts';
import { buildResourceTree } from '../../server/rest/compile/resource-tree.ts';
import { bind, keepUsedParams } from '../../server/rest/compile/used-params.ts';
import { parseQuery } from '../../server/rest/parse/parse-query.ts';
import { reloadSchemaCache, schemaCacheFor } from '../../server/rest/schema/schema-cache-store.ts';
import { startServer } from '../../server/start-server.ts';
import { scratchPostgresDatabase } from '../bench-engines.ts';
import { benchQuery, benchSchemaSql } from './bench-schema.ts';
import { httpLoad, httpLoadGenerator, sqlLoad } from './load.ts';
import { checkRead, connections, type Measured, measured, warmUpSeconds } from './measured.ts';
import { benchServerProcesses, redisUrl, serverWorkers } from './workers-run.ts';

/**
 * `npm run bench -- rest [postgres|pglite]`: the same read through /rest/v1
 * (wrk or autocannon, 50 connections) and straight on the database (50 concurrent
 * workers), on PostgreSQL and on PGlite. Prints a table.
 *
 * "direct SQL" is the database work the API does for the read, without
 * HTTP: the same setup (role, claims, headers as transaction settings) and
 * statement, prepared, in one round trip (`execute`). "statement only" is
 * the compiled statement alone as a plain parameterised query, for
 * reference. Each run also shows the CPU time per request of this process
 * (the API server; the SQL client; PGlite itself) and of the PostgreSQL
 * backends, when PostgreSQL runs on this machine.
 * On PostgreSQL the API is measured twice: with the server in this process
 * (one process, as before), and as `npm start` runs it in production, in its
 * own processes with SERVER_WORKERS=2 (one per CPU here), whose CPU is that
 * of the whole process tree.
 * BENCH_SECONDS (default 10) sets the length of each run; BENCH_POSTGRES_URL
 * the server (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_DATABASE_PREFIX
 * the name of the throwaway database (default zj_bench_rest; a random suffix follows).
 */

interface Engine {
  name: 'postgres' | 'pglite';
  /** The database of the direct SQL runs, with one connection per concurrent query. */
  db: Database;
  /** PostgreSQL: the server opens its own pool from this URL, as in production. */
  url?: string;
  dispose(): Promise<void>;
}

async function openEngine(name: string): Promise<Engine> {
  if (name === 'pglite')
    return { name, db: await openPgliteDatabase('memory://'), dispose: async () => undefined };
  const database = await scratchPostgresDatabase(
    process.env.BENCH_DATABASE_PREFIX ?? 'zj_bench_rest',
  );
  const db = await openPostgresDatabase(database.url, { max: connections });
  return {
    name: 'postgres',
    db,
    url: database.url,
    dispose: async () => {
      await db.close();
      await database.drop();
    },
  };
}

async function benchEngine(engine: Engine, seconds: number) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'zajednica-bench-'));
  const config = parseConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    SEED: 'none',
    WEB_DIR: path.resolve('server/test/fixtures/web'),
    // A load test from one address: the per-client read count would answer it 429.
    REST_RATE_LIMIT_MULTIPLIER: '1000',
    ...(engine.url ? { DATABASE_URL: engine.url } : {}),
  });
  const server = await startServer(config, engine.url ? {} : { db: engine.db });
  try {
    await server.db.exec(benchSchemaSql);
    await reloadSchemaCache(server.db);
    const url = `${server.url}/rest/v1/bench_events?${benchQuery}`;
    const headers = { apikey: server.keys.anonKey, Authorization: `Bearer ${server.keys.anonKey}` };
    await checkRead(url, headers);

    const load = (runSeconds: number) => ({ connections, seconds: runSeconds });
    const generator = httpLoadGenerator();
    const api = await measured(
      engine.url,
      (run) => httpLoad(url, headers, { ...load(run), generator }),
      seconds,
    );
    // What a browser sends: the same read, answered gzipped.
    const apiGzip = await measured(
      engine.url,
      (run) =>
        httpLoad(url, { ...headers, 'Accept-Encoding': 'gzip' }, { ...load(run), generator }),
      seconds,
    );
    const { sql, params } = compiledStatement(await schemaCacheFor(server.db));
    // What the API passes to execute() for this request (PROTOCOL.md §3.9).
    const context: ExecutionContext = {
      role: await requestRole(headers.Authorization, server.jwtSecret),
      method: 'GET',
      path: '/bench_events',
      headers: headersJson(new Headers({ host: new URL(url).host, ...headers })),
      readOnly: true,
      statementTimeoutMs: config.restStatementTimeoutMs,
      clientIp: '127.0.0.1',
      tableStatement: true,
    };
    const direct = await measured(
      engine.url,
      (run) => sqlLoad(() => execute(engine.db, context, sql, params, () => undefined), load(run)),
      seconds,
    );
    const statementOnly = await measured(
      engine.url,
      (run) => sqlLoad(() => engine.db.query(sql, params), load(run)),
      seconds,
    );
    await server.close();
    // The bench schema exists now, so the new server's schema cache sees it.
    const workersApi = engine.url ? await benchServerProcesses(engine.url, seconds) : undefined;
    return { api, apiGzip, workersApi, direct, statementOnly };
  } finally {
    await server.close();
    await engine.dispose();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The statement the API runs for the bench read, compiled the same way. */
function compiledStatement(store: Awaited<ReturnType<typeof schemaCacheFor>>) {
  const cache = store.current;
  const { shape, values } = parseQuery(new URLSearchParams(benchQuery));
  const root = buildResourceTree(cache, cache.relations.get('bench_events')!, shape);
  const statement = keepUsedParams(
    compileRead(cache, root, { count: false, stripNulls: false, limitParam: values.length }),
  );
  return { sql: statement.sql, params: bind(statement, [...values, 20, 0]) };
}

const perRequest = (ms: number | undefined, requests: number) =>
  (ms === undefined || requests === 0 ? '-' : (ms / requests).toFixed(3)).padStart(10);

const labelWidth = 34;

const format = (label: string, result: Measured) =>
  `${label.padEnd(labelWidth)} ${result.requestsPerSecond.toFixed(0).padStart(8)} ${result.p50.toFixed(2).padStart(9)} ${result.p99.toFixed(2).padStart(9)} ${String(result.failures).padStart(9)}` +
  ` ${perRequest(result.cpu.processMs, result.requests)} ${perRequest(result.cpu.databaseMs, result.requests)}` +
  ` ${perRequest(result.generatorCpuMs, result.requests)}`;

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

/** The goals of issue 4: API at least 0.4 × direct SQL and 3,000 req/s on PostgreSQL; 1,000 req/s on PGlite. */
const goals = {
  postgres: { ratio: 0.4, requestsPerSecond: 3_000 },
  pglite: { requestsPerSecond: 1_000 },
};

const verdict = (met: boolean) => (met ? 'PASS' : 'MISS');

export async function main(args: string[]) {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const engines = args.length > 0 ? args : ['postgres', 'pglite'];
  const startLoad = os.loadavg()[0]!;
  const lines = [
    `REST read: GET /rest/v1/bench_events?${benchQuery}`,
    `${connections} connections, ${seconds} s per run after ${warmUpSeconds} s of warm-up; ${os.cpus().length} CPUs, load average ${loadAverage()} at the start`,
    'direct SQL: the setup and statement the API runs, prepared, one round trip; statement only: the statement alone',
    `HTTP load generator: ${httpLoadGenerator()} (BENCH_HTTP_LOAD=wrk|autocannon), in its own process`,
    `API runs: "1 proc" is the server in this process; "${serverWorkers} workers" is server/main.ts in its own processes with SERVER_WORKERS=${serverWorkers}`,
    '"1 proc, gzip": the same read with Accept-Encoding: gzip, as browsers send it (shown, not counted for the goals)',
    'CPU ms per request: "this proc" is the API server (for "workers" its primary and workers), the SQL client or PGlite; "postgres" its backends; "load gen" the HTTP load generator',
    '',
    `${'run'.padEnd(labelWidth)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(9)} ${'p99 ms'.padStart(9)} ${'failures'.padStart(9)} ${'this proc'.padStart(10)} ${'postgres'.padStart(10)} ${'load gen'.padStart(10)}`,
  ];
  const checks: string[] = [];
  for (const name of engines) {
    const { api, apiGzip, workersApi, direct, statementOnly } = await benchEngine(
      await openEngine(name),
      seconds,
    );
    const apiRuns = [
      { label: '1 proc', result: api },
      ...(workersApi ? [{ label: `${serverWorkers} workers`, result: workersApi }] : []),
    ];
    lines.push(
      ...apiRuns.map((run) => format(`${name} API (HTTP) ${run.label}`, run.result)),
      format(`${name} API (HTTP) 1 proc, gzip`, apiGzip),
      format(`${name} direct SQL`, direct),
      format(`${name} statement only`, statementOnly),
    );
    for (const run of apiRuns)
      lines.push(
        `${name} API ${run.label} / direct SQL = ${(run.result.requestsPerSecond / direct.requestsPerSecond).toFixed(2)} (API / statement only = ${(run.result.requestsPerSecond / statementOnly.requestsPerSecond).toFixed(2)})`,
      );
    if (workersApi)
      lines.push(
        `${serverWorkers} workers: rate limits ${workersApi.redis ? `in Redis (${redisUrl})` : 'in memory per worker (no Redis answered)'}`,
      );
    lines.push('');
    // The goals count the best API run: a deployment on this machine runs the faster setup.
    const best = apiRuns.reduce((faster, run) =>
      run.result.requestsPerSecond > faster.result.requestsPerSecond ? run : faster,
    );
    const bestRate = best.result.requestsPerSecond;
    const ratio = bestRate / direct.requestsPerSecond;
    const which = `(API run: ${best.label})`;
    if (name === 'postgres') {
      const goal = goals.postgres;
      checks.push(
        `postgres API / direct SQL ${ratio.toFixed(2).padStart(8)}  goal ≥ ${goal.ratio}    ${verdict(ratio >= goal.ratio)}  ${which}`,
        `postgres API req/s       ${bestRate.toFixed(0).padStart(8)}  goal ≥ ${goal.requestsPerSecond}   ${verdict(bestRate >= goal.requestsPerSecond)}  ${which}`,
      );
    } else {
      const goal = goals.pglite;
      checks.push(
        `pglite API req/s         ${bestRate.toFixed(0).padStart(8)}  goal ≥ ${goal.requestsPerSecond}   ${verdict(bestRate >= goal.requestsPerSecond)}  ${which}`,
      );
    }
  }
  lines.push('goals (issue 4):', ...checks, `load average ${loadAverage()} at the end`);
  // The API run is a chain of three processes (autocannon, server, database); with more
  // runnable processes than CPUs each hop waits for a CPU and its req/s mean little.
  if (startLoad > os.cpus().length)
    lines.push(
      `WARNING: load average above ${os.cpus().length} (the number of CPUs) at the start: other work shares the CPUs; compare CPU ms per request, not req/s`,
    );
  console.log(lines.join('\n'));
}
