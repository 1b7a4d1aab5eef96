import type { SchemaCache } from '../schema/schema-types.ts';
import { groupBySql, lateralJoinsSql, orderSql, selectListSql } from './compile-select.ts';
import { whereSql } from './compile-where.ts';
import type { ResourceNode } from './resource-tree.ts';
import { ident, param, qualified } from './sql-text.ts';

export interface ReadOptions {
  /** The FROM item of the top-level resource; defaults to its table. */
  from?: string;
  count: boolean;
  stripNulls: boolean;
  /** `Accept: text/csv`: the body is CSV text instead of a JSON array. */
  csv?: boolean;
  /** Index of the limit parameter; the offset parameter follows it. */
  limitParam: number;
}

/**
 * One statement answering a read: the total (when counted), the page size and
 * the page as JSON text built by PostgreSQL.
 */
export function compileRead(cache: SchemaCache, root: ResourceNode, options: ReadOptions): string {
  const from = options.from ?? `${qualified(root.relation.name)} as ${ident(root.alias)}`;
  const conditions = whereSql(cache, root);
  const where = conditions.length > 0 ? ` where ${conditions.join(' and ')}` : '';
  const page =
    `select ${selectListSql(cache, root)} from ${from}${lateralJoinsSql(cache, root)}${where}` +
    `${groupBySql(cache, root)}${orderSql(cache, root)}` +
    ` limit ${param(options.limitParam)} offset ${param(options.limitParam + 1)}`;
  const total = options.count ? `(select count(*) from ${from}${where})::int` : 'null::int';
  return `select ${total} as "total", count(*)::int as "page", ${bodySql(options.stripNulls, options.csv)} as "body" from (${page}) as "pgrst_row"`;
}

export function bodySql(stripNulls: boolean, csv = false) {
  if (csv) return csvBodySql;
  const array = `coalesce(json_agg("pgrst_row"), '[]')`;
  return `${stripNulls ? `json_strip_nulls(${array})` : array}::text`;
}

/**
 * CSV as PostgREST writes it: a header line of the keys of the first row,
 * then each row in PostgreSQL's record text form without its parentheses
 * (values with commas, quotes or spaces double-quoted; NULL empty).
 */
const csvBodySql =
  `coalesce((select string_agg("pgrst_key", ',') from json_object_keys((array_agg(row_to_json("pgrst_row")))[1]) as "pgrst_key"), '')` +
  ` || coalesce(E'\\n' || string_agg(substr("pgrst_row"::text, 2, length("pgrst_row"::text) - 2), E'\\n'), '')`;
