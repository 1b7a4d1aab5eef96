import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { createTestDatabase, type TestDatabase } from '../test/template-database.ts';
import { execute, type ExecutionContext } from './execute.ts';

/**
 * Which plan_cache_mode a REST statement runs under: table reads of plain
 * comparisons keep one plan for all values; pattern, text-search and
 * containment filters, writes and RPC are planned as PostgreSQL chooses.
 */

let database: TestDatabase;
let db: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

const context = (overrides: Partial<ExecutionContext>): ExecutionContext => ({
  role: { role: 'anon', claims: '{"role":"anon"}' },
  method: 'GET',
  path: '/things',
  headers: '{}',
  readOnly: true,
  statementTimeoutMs: 5_000,
  clientIp: '127.0.0.1',
  ...overrides,
});

/** A statement shaped like a compiled read whose body is the plan_cache_mode it ran under. */
const planMode = async (overrides: Partial<ExecutionContext>, where: string) => {
  const sql =
    `select null::int as "total", 1 as "page", current_setting('plan_cache_mode') as "body"` +
    ` from (select 1 as "x") as "t0" where (${where} or true)`;
  const result = await execute(db, context(overrides), sql, ['a'], () => undefined);
  return result.body;
};

describe('execute: plan cache mode', () => {
  it('keeps one plan for table reads with plain comparisons', async () => {
    expect(await planMode({ tableStatement: true }, `"t0"."x"::text <> $1`)).toBe(
      'force_generic_plan',
    );
    // The same statement again (now prepared on the connection) and the setting is still applied.
    expect(await planMode({ tableStatement: true }, `"t0"."x"::text <> $1`)).toBe(
      'force_generic_plan',
    );
  });

  it('plans pattern, regular expression, text search and containment filters per request', async () => {
    for (const where of [
      `"t0"."x"::text ilike $1`,
      `"t0"."x"::text like $1`,
      `not ("t0"."x"::text ~ $1)`,
      `to_tsvector("t0"."x"::text) @@ plainto_tsquery($1)`,
      `not (array["t0"."x"::text] @> array[$1])`,
    ])
      expect(await planMode({ tableStatement: true }, where), where).toBe('auto');
  });

  it('leaves writes and RPC to PostgreSQL', async () => {
    expect(
      await planMode({ tableStatement: true, readOnly: false, method: 'PATCH' }, `$1 <> 'b'`),
    ).toBe('auto');
    expect(await planMode({}, `$1 <> 'b'`)).toBe('auto');
  });

  it('does not carry the setting past the request', async () => {
    await planMode({ tableStatement: true }, `"t0"."x"::text <> $1`);
    expect((await db.query(`select current_setting('plan_cache_mode') as mode`)).rows).toEqual([
      { mode: 'auto' },
    ]);
  });
});
