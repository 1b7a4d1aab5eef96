import { parseQuery } from '../parse/parse-query.ts';
import { fakeSchema } from './fake-schema.ts';
import { compileRead } from '../compile/compile-read.ts';
import { compileRpc } from '../compile/compile-rpc.ts';
import { compileWrite, type WriteOptions } from '../compile/compile-write.ts';
import { whereSql } from '../compile/compile-where.ts';
import { buildResourceTree } from '../compile/resource-tree.ts';

/** Compiles a query string against the fake schema, as the handlers do. */

export const cache = fakeSchema();

function tree(table: string, query: string) {
  const parsed = parseQuery(new URLSearchParams(query));
  const relation = cache.relations.get(table)!;
  return { parsed, root: buildResourceTree(cache, relation, parsed.shape) };
}

export function readSql(table: string, query: string, count = false) {
  const { parsed, root } = tree(table, query);
  return compileRead(cache, root, { count, stripNulls: false, limitParam: parsed.values.length });
}

export function writeSql(
  table: string,
  query: string,
  options: Omit<WriteOptions, 'bodyParam' | 'count' | 'stripNulls'>,
) {
  const { parsed, root } = tree(table, query);
  return compileWrite(cache, root, {
    ...options,
    count: false,
    stripNulls: false,
    bodyParam: parsed.values.length,
  });
}

export function rpcSql(name: string, argNames: string[], query = '') {
  const fn = cache.functions.get(name)![0]!;
  const parsed = parseQuery(new URLSearchParams(query));
  const relation = {
    name,
    kind: 'function' as const,
    columns: new Map(fn.returnColumns.map((c) => [c.name, c])),
    primaryKey: [],
    uniqueKeys: [],
  };
  const root = buildResourceTree(cache, relation, parsed.shape);
  return compileRpc(cache, root, {
    fn,
    argNames,
    argsParam: parsed.values.length,
    count: false,
    stripNulls: false,
    limitParam: parsed.values.length + 1,
  });
}

/** The WHERE clause alone, to keep snapshots of operators short. */
export function whereOf(table: string, query: string) {
  const { root } = tree(table, `select=id&${query}`);
  return whereSql(cache, root).join(' and ');
}
