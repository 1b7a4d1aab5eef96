import type { DbFunction, SchemaCache } from '../schema/schema-types.ts';
import { compileRead } from './compile-read.ts';
import type { ResourceNode } from './resource-tree.ts';
import { ident, param, qualified } from './sql-text.ts';

/**
 * A function call (PROTOCOL.md §3.7). Named arguments come from one JSON
 * parameter through json_to_record with the parameter types from the catalog;
 * a function with a single unnamed json/jsonb parameter gets the whole body.
 * Rows (composite results) are read like a table: select, filters, order, range.
 */

export interface RpcOptions {
  fn: DbFunction;
  /** The argument names sent, in the function's order. */
  argNames: string[];
  /** Index of the JSON arguments parameter. */
  argsParam: number;
  count: boolean;
  stripNulls: boolean;
  /** `Accept: text/csv` (functions that return rows only). */
  csv?: boolean;
  limitParam: number;
}

export function isSingleJson(fn: DbFunction) {
  return (
    fn.args.length === 1 &&
    fn.args[0]!.name === '' &&
    ['json', 'jsonb'].includes(fn.args[0]!.typeName)
  );
}

function callParts(fn: DbFunction, argNames: string[], argsParam: number) {
  const name = qualified(fn.name);
  if (isSingleJson(fn))
    return { call: `${name}(${param(argsParam)}::${fn.args[0]!.typeName})`, from: '' };
  if (argNames.length === 0) return { call: `${name}()`, from: '' };
  // A single unnamed text/xml/bytea parameter, given with the key "": positional.
  if (argNames.length === 1 && argNames[0] === '')
    return { call: `${name}((${param(argsParam)}::json->>'')::${fn.args[0]!.type})`, from: '' };
  const declared = argNames.map(
    (arg) => `${ident(arg)} ${fn.args.find((a) => a.name === arg)!.type}`,
  );
  const passed = argNames.map((arg) => `${ident(arg)} := "pgrst_args".${ident(arg)}`);
  return {
    call: `${name}(${passed.join(', ')})`,
    from: `json_to_record(${param(argsParam)}::json) as "pgrst_args"(${declared.join(', ')})`,
  };
}

export function compileRpc(cache: SchemaCache, root: ResourceNode, options: RpcOptions): string {
  const { fn } = options;
  const { call, from } = callParts(fn, options.argNames, options.argsParam);
  const fromClause = from ? ` from ${from}` : '';
  if (fn.returns === 'void')
    return `select null::int as "total", 1 as "page", (${call})::text as "body"${fromClause}`;
  if (fn.returns === 'scalar' && !fn.returnsSet)
    return `select null::int as "total", 1 as "page", to_json(${call})::text as "body"${fromClause}`;
  const lateral = `${from ? `${from} cross join lateral ` : ''}${call} as ${ident(root.alias)}`;
  if (fn.returns === 'scalar') {
    const values = `${lateral}(${ident('value')})`;
    const page = `select ${ident(root.alias)}.${ident('value')} from ${values} limit ${param(options.limitParam)} offset ${param(options.limitParam + 1)}`;
    const total = options.count ? `(select count(*) from ${values})::int` : 'null::int';
    return `select ${total} as "total", count(*)::int as "page", coalesce(json_agg("pgrst_row"."value"), '[]')::text as "body" from (${page}) as "pgrst_row"`;
  }
  return compileRead(cache, root, {
    from: lateral,
    count: options.count,
    stripNulls: options.stripNulls,
    csv: options.csv === true,
    limitParam: options.limitParam,
  });
}
