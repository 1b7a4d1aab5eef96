import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnMaxLength } from '../../domain/field-limits.ts';
import { createTestDatabase, type TestDatabase } from '../test/template-database.ts';

/**
 * The database and domain/field-limits.ts agree: every `{table}_{column}_max_length`
 * CHECK has the constant's number, and every text, JSON and list column that
 * anon or authenticated may write has such a CHECK (a column added later
 * without one fails here).
 */

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const limits = columnMaxLength as Record<string, Record<string, number>>;

describe('field limits', () => {
  it('every max_length CHECK has the limit domain/field-limits.ts gives its column', async () => {
    const { rows } = await database.db.query<{ tbl: string; name: string; def: string }>(
      `select c.conrelid::regclass::text as tbl, c.conname as name,
              pg_get_constraintdef(c.oid) as def
         from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where n.nspname = 'public' and c.contype = 'c' and c.conname like '%\\_max\\_length'`,
    );
    const found: Record<string, Record<string, number>> = {};
    for (const row of rows) {
      const table = row.tbl.replace(/^public\./, '');
      const column = row.name.slice(table.length + 1, -'_max_length'.length);
      const limit = /<= (\d+)\)/.exec(row.def)?.[1];
      expect(row.def, row.name).toContain(column);
      (found[table] ??= {})[column] = Number(limit);
    }
    expect(found).toEqual(limits);
  });

  it('leaves no column a client may write without a limit', async () => {
    const { rows } = await database.db.query<{ table_name: string; column_name: string }>(
      `select c.table_name, c.column_name
         from information_schema.columns c
        where c.table_schema = 'public' and c.is_generated = 'NEVER'
          and c.data_type in ('text', 'character varying', 'json', 'jsonb', 'ARRAY')
          and exists (
            select 1 from information_schema.column_privileges p
             where p.table_schema = 'public' and p.table_name = c.table_name
               and p.column_name = c.column_name and p.grantee in ('anon', 'authenticated')
               and p.privilege_type in ('INSERT', 'UPDATE'))`,
    );
    const unlimited = rows
      .filter((row) => limits[row.table_name]?.[row.column_name] === undefined)
      .map((row) => `${row.table_name}.${row.column_name}`);
    expect(unlimited).toEqual([]);
  });
});
