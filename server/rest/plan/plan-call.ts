import { isSingleJson } from '../compile/compile-rpc.ts';
import { stripsNulls } from '../http/negotiate.ts';
import { checkStrictPreferences, type Preferences } from '../http/prefer.ts';
import { pageOf } from '../http/range.ts';
import { parseJson } from '../http/read-body.ts';
import { aggregatesNotAllowed, invalidBody, RestError } from '../http/rest-error.ts';
import type { RestEnvironment, RestRequest } from '../http/rest-request.ts';
import { parseQuery } from '../parse/parse-query.ts';
import { usesAggregates } from '../parse/parse-select.ts';
import { checkRpcArguments } from '../request-size.ts';
import { findFunction } from '../schema/find-function.ts';
import type { DbFunction, Relation, SchemaCache } from '../schema/schema-types.ts';
import type { CallPlan } from './plan-types.ts';

/**
 * POST /rpc/fn with JSON arguments, GET/HEAD /rpc/fn?arg=… read-only
 * (PROTOCOL.md §3.7). Query keys that are not arguments filter the rows.
 */
export function planCall(env: RestEnvironment, request: RestRequest, name: string): CallPlan {
  const cache = env.store.current;
  const { method, prefer, output } = request;
  checkStrictPreferences(request.headers.get('prefer'), prefer, cache.timezones);
  const viaQuery = method === 'GET' || method === 'HEAD';
  const { argsJson, argKeys, query } = viaQuery
    ? argumentsFromQuery(cache, request, name)
    : argumentsFromBody(request, name);
  const fn = findFunction(cache, name, argKeys);
  if (!viaQuery && !isSingleJson(fn)) {
    const value = parseJson(argsJson);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalidBody();
  }
  const csv = output === 'csv';
  // CSV is a table of rows: offered for functions that return rows, not scalars.
  if (csv && fn.returns !== 'composite')
    throw new RestError(406, 'PGRST107', 'None of these media types are available: text/csv');
  checkMaxAffectedFunction(prefer, fn);

  // Filters, order and select apply to rows only; scalar results ignore them.
  const { shape, page, values } = parseQuery(query);
  if (!env.aggregatesEnabled && usesAggregates(shape.select)) throw aggregatesNotAllowed();
  return {
    action: 'call',
    relation: resultRelation(cache, fn),
    shape,
    shapeKey: JSON.stringify(shape),
    values,
    output,
    preferences: prefer,
    count: prefer.count !== undefined,
    stripNulls: stripsNulls(output),
    csv,
    fn,
    overload: cache.functions.get(name)!.indexOf(fn),
    argNames: fn.args.map((arg) => arg.name).filter((arg) => argKeys.includes(arg)),
    argsJson,
    range: pageOf(page, request.headers.get('range') ?? undefined, env.maxRows),
    head: method === 'HEAD',
    readOnly: viaQuery || fn.volatility !== 'v',
  };
}

/** GET: query keys that name an argument of some function of this name are arguments. */
function argumentsFromQuery(cache: SchemaCache, request: RestRequest, name: string) {
  const argNames = new Set(
    (cache.functions.get(name) ?? []).flatMap((fn) => fn.args.map((arg) => arg.name)),
  );
  const args: Record<string, string> = {};
  const query: [string, string][] = [];
  for (const [key, value] of request.query) {
    if (argNames.has(key) && !(key in args)) args[key] = value;
    else query.push([key, value]);
  }
  checkRpcArguments(request.role, name, args);
  return { argsJson: JSON.stringify(args), argKeys: Object.keys(args), query };
}

/** POST: the body is the arguments (an empty body: none); the query only filters. */
function argumentsFromBody(request: RestRequest, name: string) {
  const argsJson = request.body.trim() === '' ? '{}' : request.body;
  const value = parseJson(argsJson);
  checkRpcArguments(request.role, name, value);
  const argKeys =
    typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.keys(value) : [];
  return { argsJson, argKeys, query: request.query };
}

/**
 * `max-affected` with handling=strict counts the rows of a set-returning
 * function; on one that returns a single value it is 400 PGRST128 (PostgREST v13).
 */
function checkMaxAffectedFunction(prefer: Preferences, fn: DbFunction) {
  if (prefer.handling !== 'strict' || prefer['max-affected'] === undefined || fn.returnsSet) return;
  throw new RestError(
    400,
    'PGRST128',
    'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
  );
}

/** The rows a function returns, as a relation to select from (its table when it returns one). */
function resultRelation(cache: SchemaCache, fn: DbFunction): Relation {
  const table = fn.returnTable ? cache.relations.get(fn.returnTable) : undefined;
  if (table) return table;
  return {
    name: fn.name,
    kind: 'function',
    columns: new Map(fn.returnColumns.map((column) => [column.name, column])),
    primaryKey: [],
    uniqueKeys: [],
  };
}
