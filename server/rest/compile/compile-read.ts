import type { SchemaCache } from '../schema/schema-types.ts';
import { orderSql, selectListSql } from './compile-select.ts';
import { whereSql } from './compile-where.ts';
import type { ResourceNode } from './resource-tree.ts';
import { ident, param, qualified } from './sql-text.ts';

export interface ReadOptions {
  /** The FROM item of the top-level resource; defaults to its table. */
  from?: string;
  count: boolean;
  stripNulls: boolean;
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
    `select ${selectListSql(cache, root)} from ${from}${where}${orderSql(cache, root)}` +
    ` limit ${param(options.limitParam)} offset ${param(options.limitParam + 1)}`;
  const total = options.count ? `(select count(*) from ${from}${where})::int` : 'null::int';
  return `select ${total} as "total", count(*)::int as "page", ${bodySql(options.stripNulls)} as "body" from (${page}) as "pgrst_row"`;
}

export function bodySql(stripNulls: boolean) {
  const array = `coalesce(json_agg("pgrst_row"), '[]')`;
  return `${stripNulls ? `json_strip_nulls(${array})` : array}::text`;
}
