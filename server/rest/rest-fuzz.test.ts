import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../config.ts';
import type { Database, Queryable } from '../db/database.ts';
import { deriveApiKeys, signJwt } from '../keys.ts';
import { createTestDatabase, type TestDatabase } from '../test/template-database.ts';
import { createRestRouter } from './router.ts';
import { fixtureData, fixtureSql } from './test/fixture-schema.ts';
import { type FuzzRequest, fuzzRequest, valueMarker } from './test/fuzz-requests.ts';

/**
 * Property-based: generated requests, valid and hostile, through the same
 * router the server mounts (in process, to run 10,000 of them quickly).
 * Never a 5xx, never a request value inside SQL text, and the canary table
 * is never read or changed.
 */

const runs = 10_000;
const jwtSecret = 'fuzz-secret-'.padEnd(40, 'x');
const executed: string[] = [];
let database: TestDatabase;
let router: Awaited<ReturnType<typeof createRestRouter>>;
let tokens: Record<FuzzRequest['auth'], string | undefined>;

/** The database, recording every statement the router sends. */
function recording(db: Database): Database {
  const record = (target: Queryable): Queryable => ({
    query: (sql, params) => {
      executed.push(sql);
      return target.query(sql, params);
    },
    exec: (sql) => target.exec(sql),
  });
  return {
    ...db,
    ...record(db),
    transaction: (work) => db.transaction((tx) => work(record(tx))),
    pipeline: (statements, check) => {
      for (const statement of statements) executed.push(statement.sql);
      return db.pipeline(statements, check);
    },
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.exec(fixtureSql + fixtureData);
  const keys = await deriveApiKeys(jwtSecret);
  const user = await signJwt(
    { sub: '11111111-1111-1111-1111-111111111111', role: 'authenticated', exp: 4_102_444_800 },
    jwtSecret,
  );
  tokens = {
    none: undefined,
    anon: keys.anonKey,
    user,
    service: keys.serviceRoleKey,
    garbage: 'x.y.z',
  };
  // Ten thousand requests from one client: the per-client counts would answer most of them 429.
  const config = parseConfig({
    LOG_LEVEL: 'error',
    REST_STATEMENT_TIMEOUT_MS: '2000',
    REST_RATE_LIMIT_MULTIPLIER: '1000',
  });
  router = await createRestRouter({ config, db: recording(database.db), keys, jwtSecret });
});
afterAll(() => database.close());

async function send(request: FuzzRequest) {
  const url = new URL(`http://fuzz.test/${request.path}`);
  for (const [key, value] of request.query) url.searchParams.append(key, value);
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (request.prefer) headers.Prefer = request.prefer;
  if (request.accept) headers.Accept = request.accept;
  if (tokens[request.auth]) headers.Authorization = `Bearer ${tokens[request.auth]}`;
  const hasBody = request.method === 'POST' || request.method === 'PATCH';
  return router.request(url.pathname + url.search, {
    method: request.method,
    headers,
    ...(hasBody ? { body: request.body } : {}),
  });
}

const canary = () => database.db.query('select id, secret from public.fx_canary order by id');

describe('the REST API under generated hostile requests', () => {
  it(`never answers 5xx, never puts a value in SQL, never touches the canary (${runs} requests)`, async () => {
    const before = await canary();
    await fc.assert(
      fc.asyncProperty(fuzzRequest, async (request) => {
        executed.length = 0;
        const response = await send(request);
        const text = await response.text();
        expect(response.status, `${request.method} ${request.path} ${text}`).toBeLessThan(500);
        expect(text).not.toContain('never read me');
        for (const sql of executed) {
          expect(sql).not.toContain(valueMarker);
          expect(sql).toMatch(/^(select set_config\('role'|select |with "pgrst_source" as \()/);
        }
      }),
      { numRuns: runs },
    );
    expect((await canary()).rows).toEqual(before.rows);
    expect(before.rows).toEqual([{ id: 1, secret: 'never read me' }]);
  }, 240_000);
});
