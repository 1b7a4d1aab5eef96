import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/template-database.ts';
import { tableWriteLimits } from './rest-limits.ts';

/**
 * The write limits are declared per portal table (rest-limits.ts,
 * docs/decisions/007): every relation of `public` that the migrations let
 * anon or authenticated insert into, update or delete from must be listed,
 * or a new table would be written without the portal's per-client limits.
 */

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('portal write limits', () => {
  it('declare every table and view that anon or authenticated may write', async () => {
    const { rows } = await database.db.query<{ name: string }>(`
      select c.relname as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      cross join (values ('anon'), ('authenticated')) as r(role)
      where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'f', 'p')
        and (has_table_privilege(r.role, c.oid, 'INSERT, UPDATE, DELETE')
          or has_any_column_privilege(r.role, c.oid, 'INSERT, UPDATE'))
      group by c.relname order by c.relname`);
    const writable = rows.map((row) => row.name);
    expect(writable).toContain('creators');
    expect(writable.filter((name) => !Object.hasOwn(tableWriteLimits, name))).toEqual([]);
  });
});
