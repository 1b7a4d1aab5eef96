import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentKinds,
  contentTables,
  contentTablesWhere,
  type ContentTable,
} from '../../domain/content-kinds.ts';
import { createTestDatabase, type TestDatabase } from '../test/template-database.ts';
import type { Database } from './database.ts';
import { checkedValues } from './database-types/introspect-schema.ts';

/**
 * The SQL keeps its own lists of the content kinds (checks, `case` and `in`
 * lists inside functions). domain/content-kinds.ts is the one declaration;
 * this test fails, naming the list, when the SQL says something else.
 */

let test: TestDatabase;
let db: Database;
beforeAll(async () => {
  test = await createTestDatabase();
  db = test.db;
});
afterAll(() => test.close());

const sorted = (values: Iterable<string>) => [...values].sort();

async function functionSource(name: string): Promise<string> {
  const { rows } = await db.query<{ source: string }>(
    `select prosrc as source from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public' and p.proname = $1`,
    [name],
  );
  expect(rows, `one function public.${name}`).toHaveLength(1);
  return rows[0]!.source;
}

async function checkOf(table: string, constraint: string): Promise<string[]> {
  const { rows } = await db.query<{ definition: string }>(
    `select pg_get_constraintdef(oid) as definition from pg_constraint
     where conrelid = $1::regclass and conname = $2`,
    [`public.${table}`, constraint],
  );
  return checkedValues(rows[0]?.definition ?? '') ?? [];
}

const revised = contentTablesWhere((kind) => kind.revisedThrough === 'content_revisions');

describe('the SQL lists of content kinds agree with domain/content-kinds.ts', () => {
  it('every kind has its owner and status columns', async () => {
    for (const table of contentTables) {
      const { ownerColumn, statusColumn } = contentKinds[table];
      const { rows } = await db.query<{ name: string }>(
        `select attname::text as name from pg_attribute
         where attrelid = $1::regclass and attnum > 0 and not attisdropped`,
        [`public.${table}`],
      );
      const columns = rows.map((row) => row.name);
      expect(columns, table).toEqual(expect.arrayContaining([ownerColumn, statusColumn]));
    }
  });

  it('content_revisions.table_name and revisable_content_table() name the revised kinds', async () => {
    expect(
      sorted(await checkOf('content_revisions', 'content_revisions_table_name_check')),
    ).toEqual(sorted(revised));
    for (const table of [...contentTables, 'cities', 'creator_claims']) {
      const { rows } = await db.query<{ revisable: boolean }>(
        'select public.revisable_content_table($1) as revisable',
        [table],
      );
      expect(rows[0]?.revisable, table).toBe((revised as string[]).includes(table));
    }
  });

  it('content_owner_column() and moderation_context() use each kind’s owner column', async () => {
    for (const table of revised) {
      const { rows } = await db.query<{ owner: string }>(
        'select public.content_owner_column($1) as owner',
        [table],
      );
      expect(rows[0]?.owner, table).toBe(contentKinds[table].ownerColumn);
    }
    const source = await functionSource('moderation_context');
    const cases = [...source.matchAll(/when '(\w+)' then '(\w+)'/g)].map(([, t, c]) => [t, c]);
    expect(Object.fromEntries(cases)).toEqual(
      Object.fromEntries(contentTables.map((table) => [table, contentKinds[table].ownerColumn])),
    );
  });

  it('content_revision_fields() lists the revisable columns of each revised kind', async () => {
    for (const table of revised) {
      const { rows } = await db.query<{ fields: string[] | null }>(
        'select public.content_revision_fields($1) as fields',
        [table],
      );
      expect(rows[0]?.fields?.length ?? 0, table).toBeGreaterThan(0);
    }
  });

  it('queue_editor_notifications() takes every kind, its claims and revisions', async () => {
    const source = await functionSource('queue_editor_notifications');
    const list = /source_table not in \(([^)]*)\)/.exec(source)?.[1] ?? '';
    const tables = [...list.matchAll(/'(\w+)'/g)].map(([, table]) => table!);
    expect(sorted(tables)).toEqual(
      sorted([...contentTables, 'creator_claims', 'creator_revisions', 'content_revisions']),
    );
  });

  it('content_reports and creator_reports point at the reportable kinds', async () => {
    const { rows } = await db.query<{ source: string; target: string }>(
      `select conrelid::regclass::text as source, confrelid::regclass::text as target
       from pg_constraint where contype = 'f'
         and conrelid in ('public.content_reports'::regclass, 'public.creator_reports'::regclass)`,
    );
    const reportedThrough = (table: ContentTable) => contentKinds[table].reportedThrough;
    for (const source of ['content_reports', 'creator_reports'] as const) {
      const targets = rows.filter((row) => row.source === source).map((row) => row.target);
      const kinds = contentTables.filter((table) => reportedThrough(table) === source);
      expect(
        sorted(targets.filter((target) => (contentTables as string[]).includes(target))),
        source,
      ).toEqual(sorted(kinds));
    }
  });

  it('creator_claims.target_kind names the claimable kinds', async () => {
    const kinds = await checkOf('creator_claims', 'creator_claims_target_kind_check');
    const tableOf: Record<string, string> = {
      creator: 'creators',
      business: 'businesses',
      organization: 'organizations',
    };
    expect(sorted(kinds.map((kind) => tableOf[kind] ?? kind))).toEqual(
      sorted(contentTablesWhere((kind) => kind.claimable)),
    );
  });
});
