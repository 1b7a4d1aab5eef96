import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/template-database.ts';
import type { Database } from './database.ts';

/** Database.pipeline on the engine under test: one transaction, prepared statements, errors. */

let database: TestDatabase;
let db: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await db.exec('create table public.pipeline_rows (id int primary key, note text not null)');
});
afterAll(() => database.close());

const setting = (name: string) => ({
  name: `pipeline_test_get_${name}`,
  sql: `select current_setting('pipeline.${name}', true) as value`,
  params: [],
});
const insert = (id: number | string, note: string | null) => ({
  name: 'pipeline_test_insert',
  sql: 'insert into public.pipeline_rows (id, note) values ($1, $2) returning id, note',
  params: [id, note],
});
const ids = async () =>
  (await db.query<{ id: number }>('select id from public.pipeline_rows order by id')).rows.map(
    (row) => row.id,
  );

describe('Database.pipeline', () => {
  it('runs the statements in one transaction and returns each one rows as text', async () => {
    const results = await db.pipeline([
      {
        name: 'pipeline_test_set',
        sql: "select set_config('pipeline.who', $1, true) as who",
        params: ['tester'],
      },
      setting('who'),
      {
        name: 'pipeline_test_numbers',
        sql: 'select n, n * 2 as twice from generate_series(1, $1::int) as n',
        params: [3],
      },
    ]);
    expect(results).toEqual([
      [{ who: 'tester' }],
      [{ value: 'tester' }],
      [
        { n: '1', twice: '2' },
        { n: '2', twice: '4' },
        { n: '3', twice: '6' },
      ],
    ]);
    // Transaction-local: gone once the pipeline committed ('' on a connection that had it).
    const after = (await db.pipeline([setting('who')]))[0]?.[0];
    expect(['', null]).toContain(after!.value);
  });

  it('reuses a prepared statement with new parameters, nulls included', async () => {
    const echo = (value: unknown) => ({
      name: 'pipeline_test_echo',
      sql: 'select $1::text as value',
      params: [value],
    });
    for (const value of ['a', 'b', null, 7, true])
      expect(await db.pipeline([echo(value)])).toEqual([
        [{ value: value === null ? null : String(value) }],
      ]);
  });

  it('rolls everything back and throws the first error when a statement fails', async () => {
    const error = await db
      .pipeline([insert(1, 'kept?'), insert(2, null), insert(3, 'never run')])
      .catch((failure: unknown) => failure);
    expect(error).toMatchObject({ code: '23502' });
    expect(await ids()).toEqual([]);
    // The same prepared statement works afterwards; a bad value fails at Bind, also cleanly.
    await expect(db.pipeline([insert('x', 'bad id')])).rejects.toMatchObject({ code: '22P02' });
    expect(await db.pipeline([insert(4, 'four')])).toEqual([[{ id: '4', note: 'four' }]]);
    expect(await ids()).toEqual([4]);
  });

  it('survives a statement that does not parse, and prepares it again once fixed', async () => {
    const broken = { name: 'pipeline_test_broken', sql: 'select frob(', params: [] };
    await expect(db.pipeline([setting('x'), broken])).rejects.toMatchObject({ code: '42601' });
    await expect(db.pipeline([broken])).rejects.toMatchObject({ code: '42601' });
    expect(await db.pipeline([setting('x')])).toEqual([[{ value: null }]]);
  });

  it('with a check (BEGIN first), forgets a statement whose Parse failed (issue 24)', async () => {
    // Fails at Parse (no such operator), after BEGIN and a statement that parses.
    const unparsable = {
      name: 'pipeline_test_unparsable',
      sql: 'select $1::int + now() as value',
      params: [1],
    };
    for (let attempt = 0; attempt < 3; attempt += 1)
      await expect(db.pipeline([setting('y'), unparsable], () => undefined)).rejects.toMatchObject({
        code: '42883',
      });
    for (let attempt = 0; attempt < 3; attempt += 1)
      await expect(db.pipeline([unparsable], () => undefined)).rejects.toMatchObject({
        code: '42883',
      });
    expect(await db.pipeline([setting('y')], () => undefined)).toEqual([[{ value: null }]]);
  });

  it('with a check, commits when it returns and rolls back when it throws', async () => {
    const seen: unknown[] = [];
    await db.pipeline([insert(5, 'five')], (results) => seen.push(results));
    expect(seen).toEqual([[[{ id: '5', note: 'five' }]]]);
    expect(await ids()).toEqual([4, 5]);

    const refused = new Error('not this one');
    await expect(
      db.pipeline([insert(6, 'six')], () => {
        throw refused;
      }),
    ).rejects.toBe(refused);
    expect(await ids()).toEqual([4, 5]);

    await expect(db.pipeline([insert(5, 'again')], () => undefined)).rejects.toMatchObject({
      code: '23505',
    });
    expect(await ids()).toEqual([4, 5]);
    // No transaction is left open: a new one sees the committed rows and runs.
    expect(
      await db.pipeline([
        {
          name: 'pipeline_test_count',
          sql: 'select count(*) as n from public.pipeline_rows',
          params: [],
        },
      ]),
    ).toEqual([[{ n: '2' }]]);
  });
  it("never runs inside another caller's open transaction", async () => {
    // A read pipeline sets transaction_read_only; had it joined the open
    // transaction below, that transaction's insert would fail (25006).
    let release!: () => void;
    const paused = new Promise<void>((resolve) => (release = resolve));
    let reached!: () => void;
    const insideTransaction = new Promise<void>((resolve) => (reached = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query('select 1');
      reached();
      await paused;
      await tx.query("insert into public.pipeline_rows (id, note) values (40, 'in transaction')");
    });
    await insideTransaction;
    const read = db.pipeline([
      {
        name: 'pipeline_test_read_only',
        sql: "select set_config('transaction_read_only', 'on', true) as value",
        params: [],
      },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await Promise.all([transaction, read]);
    expect(await ids()).toContain(40);
  });
});
