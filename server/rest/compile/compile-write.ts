import type { SchemaCache } from '../schema/schema-types.ts';
import { bodySql } from './compile-read.ts';
import { lateralJoinsSql, orderSql, selectListSql } from './compile-select.ts';
import { whereSql } from './compile-where.ts';
import type { ResourceNode } from './resource-tree.ts';
import { ident, param, qualified } from './sql-text.ts';

/**
 * INSERT (and upsert), UPDATE and DELETE as
 * `with "pgrst_source" as (<write> returning …) select … from "pgrst_source"`
 * (PROTOCOL.md §3.11). With return=minimal the write returns `1`, so only the
 * INSERT/UPDATE/DELETE policies apply, not the SELECT ones.
 */

export interface WriteOptions {
  kind: 'insert' | 'update' | 'delete';
  /** Columns written from the body (already checked against the table). */
  columns: string[];
  representation: boolean;
  count: boolean;
  stripNulls: boolean;
  /** Index of the JSON body parameter. */
  bodyParam: number;
  /** `Prefer: missing=default`: a key absent from an object takes the column DEFAULT. */
  missingDefault?: boolean;
  /** Upsert: conflict target and what to do on a conflict. */
  upsert?: { target: string[]; resolution: 'merge-duplicates' | 'ignore-duplicates' };
  /** `Accept: text/csv` for the representation. */
  csv?: boolean;
  /**
   * Primary-key columns for the Location header of an insert: the statement
   * answers them as a JSON array (`location`) when exactly one row was written.
   */
  location?: string[];
  /** Count the rows an upsert inserted (`inserted`), to answer 200 when it only updated. */
  countInserted?: boolean;
}

export function compileWrite(cache: SchemaCache, root: ResourceNode, options: WriteOptions) {
  const table = qualified(root.relation.name);
  const alias = ident(root.alias);
  const locationColumns = (options.location ?? []).map(ident);
  const returned = options.representation
    ? `${alias}.*`
    : locationColumns.length > 0
      ? locationColumns.map((column) => `${alias}.${column}`).join(', ')
      : '1';
  const countInserted = options.countInserted === true && options.kind === 'insert';
  // xmax is 0 for a freshly inserted row and set for one updated by ON CONFLICT.
  const returning = `returning ${returned}${countInserted ? `, (${alias}.xmax = 0) as "pgrst_inserted"` : ''}`;
  const conditions = whereSql(cache, root);
  const where = conditions.length > 0 ? ` where ${conditions.join(' and ')}` : '';
  const columns = options.columns.map(ident);
  const body = `${param(options.bodyParam)}::json`;

  let write: string;
  if (options.kind === 'insert') {
    const list = columns.length > 0 ? ` (${columns.join(', ')})` : '';
    write =
      `insert into ${table} as ${alias}${list} ${insertSourceSql(root, options, table, body)}` +
      conflictSql(options) +
      ` ${returning}`;
  } else if (options.kind === 'update' && columns.length > 0) {
    const set = columns.map((column) => `${column} = "pgrst_body".${column}`).join(', ');
    write =
      `update ${table} as ${alias} set ${set}` +
      ` from json_populate_record(null::${table}, ${body}) as "pgrst_body"${where} ${returning}`;
  } else if (options.kind === 'update') {
    // Nothing to set: match no row, but keep the filters so their parameters stay typed.
    const none = where ? `${where} and false` : ' where false';
    write = `select ${options.representation ? `${alias}.*` : '1'} from ${table} as ${alias}${none}`;
  } else {
    write = `delete from ${table} as ${alias}${where} ${returning}`;
  }

  const sourceColumns = options.representation
    ? [...root.relation.columns.keys()].map(ident).join(', ')
    : locationColumns.length > 0
      ? locationColumns.join(', ')
      : '1';
  const ctes = countInserted
    ? `with "pgrst_source" as (${write}), "pgrst_rows" as (select ${sourceColumns} from "pgrst_source")`
    : `with "pgrst_source" as (${write})`;
  // With the inserted flag, the written rows are read from "pgrst_rows" (the table's columns only).
  const source = countInserted ? '"pgrst_rows"' : '"pgrst_source"';
  const location =
    locationColumns.length > 0
      ? `(select case when count(*) = 1 then min(json_build_array(${locationColumns.join(', ')})::text) end from ${source})`
      : 'null::text';
  const inserted = countInserted
    ? `(select count(*) filter (where "pgrst_inserted") from "pgrst_source")::int`
    : 'null::int';
  // The Location key and the inserted count travel with the body, as a JSON object of
  // texts (see writeExtras), so the result keeps its three columns.
  const wrap = (body: string) =>
    locationColumns.length > 0 || countInserted
      ? `json_build_object('body', ${body}, 'location', ${location}, 'inserted', ${inserted})::text`
      : body;
  const total = options.count ? 'count(*)::int' : 'null::int';
  if (!options.representation)
    return `${ctes} select ${total} as "total", count(*)::int as "page", ${wrap('null::text')} as "body" from ${source}`;
  const rows = `select ${selectListSql(cache, root)} from ${source} as ${alias}${lateralJoinsSql(cache, root)}${orderSql(cache, root)}`;
  return `${ctes} select ${total} as "total", count(*)::int as "page", ${wrap(bodySql(options.stripNulls, options.csv))} as "body" from (${rows}) as "pgrst_row"`;
}

/** Unwraps the body of a statement compiled with `location` or `countInserted`. */
export function writeExtras(body: string | null): {
  body: string | null;
  location: unknown[] | null;
  inserted: number | null;
} {
  const wrapped = JSON.parse(body ?? '{}') as {
    body?: string | null;
    location?: string | null;
    inserted?: number | null;
  };
  return {
    body: wrapped.body ?? null,
    location: wrapped.location ? (JSON.parse(wrapped.location) as unknown[]) : null,
    inserted: wrapped.inserted ?? null,
  };
}

/**
 * As PostgREST: merge-duplicates sets every inserted column, the conflict
 * columns included, so a row whose body holds only its key is still written
 * (and returned); DO NOTHING only for ignore-duplicates or no columns at all.
 */
function conflictSql(options: WriteOptions): string {
  if (!options.upsert || options.upsert.target.length === 0) return '';
  const target = ` on conflict (${options.upsert.target.map(ident).join(', ')})`;
  if (options.upsert.resolution === 'ignore-duplicates' || options.columns.length === 0)
    return `${target} do nothing`;
  return `${target} do update set ${options.columns.map((column) => `${ident(column)} = excluded.${ident(column)}`).join(', ')}`;
}

/**
 * The rows to insert. Missing keys are NULL; with missing=default they take
 * the column's DEFAULT expression from the catalog instead. As PostgREST, the
 * defaults are evaluated for every row (in the subquery over the body's
 * elements, which PostgreSQL keeps whole, as volatile expressions cannot be
 * dropped), so an identity column's sequence advances once per row, whether
 * the row gives its value or not.
 */
function insertSourceSql(root: ResourceNode, options: WriteOptions, table: string, body: string) {
  if (!options.missingDefault)
    return `select ${options.columns.map(ident).join(', ')} from json_populate_recordset(null::${table}, ${body}) as "pgrst_body"`;
  const defaults = options.columns.filter((column) => root.relation.columns.get(column)?.default);
  const values = options.columns.map((column) => {
    const fallback = defaults.includes(column) ? `"pgrst_row".${ident(column)}` : 'null';
    const key = `'${column.replaceAll("'", "''")}'`;
    return `case when "pgrst_row"."pgrst_raw"::jsonb ? ${key} then "pgrst_body".${ident(column)} else ${fallback} end`;
  });
  const defaultsSql = defaults.map(
    (column) => `, ${root.relation.columns.get(column)!.default} as ${ident(column)}`,
  );
  return (
    `select ${values.join(', ')}` +
    ` from (select "pgrst_raw"${defaultsSql.join('')} from json_array_elements(${body}) as "pgrst_raw") as "pgrst_row"` +
    ` cross join lateral json_populate_record(null::${table}, "pgrst_row"."pgrst_raw") as "pgrst_body"`
  );
}
