import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentKinds, contentTablesWhere } from '../../domain/content-kinds.ts';
import { columnMaxLength } from '../../domain/field-limits.ts';
import { createTestDatabase, type TestDatabase } from '../test/template-database.ts';
import type { Database } from './database.ts';
import { checkedValues } from './database-types/introspect-schema.ts';

/**
 * Completeness of the column rules: a text column a visitor or a member can
 * write is cleaned by its table's `*_0_clean_text` trigger
 * (clean_text_columns, 0244), or allows only a list of values, or is named
 * below with the reason it needs neither. A new column that is none of these
 * fails here, naming it.
 */

const neitherCleanedNorListed: Record<string, string> = {
  'creator_claims.verification_token_hash': 'written only by create_claim(), as a hash',
  'memorials.gallery_image_urls': 'an array of addresses, each checked by are_web_urls()',
  'events.timezone': 'checked by is_time_zone() (0800)',
  'events.recurrence':
    'JSON of numbers, weekdays and dates, checked whole by is_valid_recurrence() (0750)',
  'events.source_uid': 'written only by the calendar import; clients are refused (0910)',
  'events.source_hash': 'written only by the calendar import; clients are refused (0910)',
};

/**
 * Columns a member writes that a revision of a published row never changes:
 * what the row is (id, slug, owner), its review (status, notes, dates) and
 * what only editors set (featured, trusted). Every other column an owner may write is
 * in content_revision_fields(), or a published item's edit would drop it.
 */
const notRevised = new Set([
  'id',
  'slug',
  'status',
  'moderation_status',
  'created_at',
  'updated_at',
  'review_note',
  'published_at',
  'featured',
  'trusted',
  // The language the item was first submitted in, for its author's mail (0871).
  'submission_language',
  // Where an imported event came from: the calendar import's own (0910).
  'source_feed_id',
  'source_uid',
  'source_hash',
  'source_state',
]);

let test: TestDatabase;
let db: Database;
beforeAll(async () => {
  test = await createTestDatabase();
  db = test.db;
});
afterAll(() => test.close());

describe('column rules', () => {
  it('every client-writable text column is cleaned, listed or named with a reason', async () => {
    const { rows: writable } = await db.query<{ column: string; checks: string[] }>(`
      select c.relname || '.' || a.attname as column,
        array(select pg_get_constraintdef(con.oid) from pg_constraint con
          where con.conrelid = c.oid and con.contype = 'c' and con.conkey = array[a.attnum])
          as checks
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0
        and not a.attisdropped and a.attgenerated = ''
        and a.atttypid in ('text'::regtype, 'varchar'::regtype, 'json'::regtype,
          'jsonb'::regtype, 'text[]'::regtype)
        and exists (select 1 from unnest(array['anon', 'authenticated']) role,
          unnest(array['INSERT', 'UPDATE']) privilege
          where has_column_privilege(role, c.oid, a.attnum, privilege))
      order by 1`);
    const { rows: cleaned } = await db.query<{ column: string }>(`
      select c.relname || '.' || split_part(argument, ':', 2) as column
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
      cross join lateral unnest(string_to_array(
        rtrim(encode(t.tgargs, 'escape'), '\\000'), '\\000')) argument
      where p.proname = 'clean_text_columns'`);
    const cleanedColumns = new Set(cleaned.map((row) => row.column));
    const uncovered = writable
      .filter((row) => !cleanedColumns.has(row.column))
      .filter((row) => !row.checks.some((check) => checkedValues(check) !== null))
      .map((row) => row.column)
      .filter((column) => !Object.hasOwn(neitherCleanedNorListed, column));
    expect(writable.length).toBeGreaterThan(50);
    expect(uncovered).toEqual([]);
  });

  it('every address a client writes (url: cleaning) is checked as a link or an image', async () => {
    const { rows } = await db.query<{ column: string; checks: string[] }>(`
      select c.relname || '.' || a.attname as column,
        array(select pg_get_constraintdef(con.oid) from pg_constraint con
          where con.conrelid = c.oid and con.contype = 'c' and con.conkey = array[a.attnum])
          as checks
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
      cross join lateral unnest(string_to_array(
        rtrim(encode(t.tgargs, 'escape'), '\\000'), '\\000')) argument
      join pg_attribute a on a.attrelid = c.oid and a.attname = split_part(argument, ':', 2)
      where p.proname = 'clean_text_columns' and argument like 'url:%'
        and exists (select 1 from unnest(array['anon', 'authenticated']) role,
          unnest(array['INSERT', 'UPDATE']) privilege
          where has_column_privilege(role, c.oid, a.attnum, privilege))
      order by 1`);
    const unchecked = rows
      // is_link_url(), is_image_url(), or a pattern of its own (calendar feeds: 0910).
      .filter(
        (row) => !row.checks.some((check) => /is_(link|image)_url\(|https\?:\/\//.test(check)),
      )
      .map((row) => row.column);
    expect(rows.length).toBeGreaterThan(10);
    expect(
      unchecked,
      "add check (x = '' or is_link_url(x)) named <table>_<column>_link_url",
    ).toEqual([]);
  });

  it('every limited column of a content table is one a member may insert and update', async () => {
    // A table that grants by column (grant insert (a, b) …) must name a new column too, or
    // the form's submit fails with 42501: the limits list is what forms write.
    const tables = contentTablesWhere(() => true);
    const ungranted: string[] = [];
    for (const table of tables) {
      const limits: Readonly<Record<string, number>> | undefined =
        columnMaxLength[table as keyof typeof columnMaxLength];
      for (const column of Object.keys(limits ?? {})) {
        const { rows } = await db.query<{ insert: boolean; update: boolean }>(
          `select has_column_privilege('authenticated', $1::regclass, $2, 'INSERT') as insert,
                  has_column_privilege('authenticated', $1::regclass, $2, 'UPDATE') as update`,
          [`public.${table}`, column],
        );
        if (!rows[0]?.insert || !rows[0]?.update) ungranted.push(`${table}.${column}`);
      }
    }
    expect(tables.length).toBeGreaterThanOrEqual(5);
    expect(ungranted, 'grant insert and update on the column to authenticated').toEqual([]);
  });

  it('the reasons above name columns that still exist', async () => {
    const { rows } = await db.query<{ column: string }>(`
      select c.relname || '.' || a.attname as column
      from pg_attribute a join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and a.attnum > 0 and not a.attisdropped`);
    const columns = new Set(rows.map((row) => row.column));
    for (const column of Object.keys(neitherCleanedNorListed))
      expect(columns, column).toContain(column);
  });

  it('an event keeps only a time zone the database knows', async () => {
    const known = async (zone: string) =>
      (await db.query<{ known: boolean }>('select public.is_time_zone($1) as known', [zone]))
        .rows[0]?.known;
    expect(await known('America/Toronto')).toBe(true);
    expect(await known('America/Argentina/Buenos_Aires')).toBe(true);
    expect(await known('Etc/GMT+5')).toBe(true);
    expect(await known('UTC+5')).toBe(false);
    expect(await known('Mars/Olympus_Mons')).toBe(false);
    expect(await known('<script>')).toBe(false);
  });

  it('editors’ notes on businesses and claims are cleaned like every other note', async () => {
    const { rows } = await db.query<{ column: string }>(`
      select split_part(argument, ':', 2) as column, c.relname as table
      from pg_trigger t join pg_class c on c.oid = t.tgrelid
      cross join lateral unnest(string_to_array(
        rtrim(encode(t.tgargs, 'escape'), '\\000'), '\\000')) argument
      where t.tgname in ('businesses_0_clean_text', 'creator_claims_0_clean_text')
        and argument = 'text:review_note'`);
    expect(rows).toHaveLength(2);
  });

  it('every column an owner writes is revisable, or named as never revised', async () => {
    const revised = contentTablesWhere((kind) => kind.revisedThrough === 'content_revisions');
    expect(revised.length).toBeGreaterThan(0);
    for (const table of revised) {
      const { rows } = await db.query<{ column: string }>(
        `select a.attname::text as column from pg_attribute a
         where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped
           and a.attgenerated = ''
           and (has_column_privilege('authenticated', a.attrelid, a.attnum, 'INSERT')
             or has_column_privilege('authenticated', a.attrelid, a.attnum, 'UPDATE'))
           and not (a.attname = any(public.content_revision_fields($2)))`,
        [`public.${table}`, table],
      );
      const missing = rows
        .map((row) => row.column)
        .filter((column) => !notRevised.has(column) && column !== contentKinds[table].ownerColumn);
      expect(missing, `${table}: add to content_revision_fields() or to notRevised`).toEqual([]);
    }
  });
});
