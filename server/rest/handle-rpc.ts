import { compileRpc, isSingleJson } from './compile/compile-rpc.ts';
import { buildResourceTree } from './compile/resource-tree.ts';
import { bind, keepUsedParams, type Statement } from './compile/used-params.ts';
import { executeWithTxEnd } from './execute-with-tx-end.ts';
import { checkMaxAffected, checkStrictPreferences } from './http/prefer.ts';
import { contentRange, pageOf, readStatus } from './http/range.ts';
import { stripsNulls } from './http/negotiate.ts';
import { parseJson } from './http/read-body.ts';
import { checkSingle, respond, shapeBody } from './http/respond.ts';
import { aggregatesNotAllowed, invalidBody, RestError } from './http/rest-error.ts';
import type { RestEnvironment, RestRequest } from './http/rest-request.ts';
import { parseQuery } from './parse/parse-query.ts';
import { usesAggregates } from './parse/parse-select.ts';
import { checkRpcArguments } from './request-size.ts';
import { findFunction } from './schema/find-function.ts';
import type { DbFunction, Relation, SchemaCache } from './schema/schema-types.ts';

/**
 * POST /rpc/fn with JSON arguments, GET/HEAD /rpc/fn?arg=… read-only
 * (PROTOCOL.md §3.7). Query keys that are not arguments filter the rows.
 */
export async function handleRpc(env: RestEnvironment, request: RestRequest, name: string) {
  const cache = env.store.current;
  const { method, prefer, output } = request;
  checkStrictPreferences(request.headers.get('prefer'), prefer, cache.timezones);
  const viaQuery = method === 'GET' || method === 'HEAD';
  const argNamesOf = new Set(
    (cache.functions.get(name) ?? []).flatMap((fn) => fn.args.map((arg) => arg.name)),
  );

  let argsJson: string;
  let argKeys: string[];
  let query = request.query;
  if (viaQuery) {
    const args: Record<string, string> = {};
    query = [];
    for (const [key, value] of request.query) {
      if (argNamesOf.has(key) && !(key in args)) args[key] = value;
      else query.push([key, value]);
    }
    checkRpcArguments(request.role, name, args);
    argsJson = JSON.stringify(args);
    argKeys = Object.keys(args);
  } else {
    argsJson = request.body.trim() === '' ? '{}' : request.body;
    const value = parseJson(argsJson);
    checkRpcArguments(request.role, name, value);
    argKeys =
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? Object.keys(value)
        : [];
  }
  const fn = findFunction(cache, name, argKeys);
  if (!viaQuery && !isSingleJson(fn)) {
    const value = parseJson(argsJson);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalidBody();
  }
  const argNames = fn.args.map((arg) => arg.name).filter((arg) => argKeys.includes(arg));
  const csv = output === 'csv';
  // CSV is a table of rows: offered for functions that return rows, not scalars.
  if (csv && fn.returns !== 'composite')
    throw new RestError(406, 'PGRST107', 'None of these media types are available: text/csv');
  checkMaxAffectedFunction(prefer, fn);

  // Filters, order and select apply to rows only; scalar results ignore them.
  const { shape, page: pageQuery, values } = parseQuery(query);
  if (!env.aggregatesEnabled && usesAggregates(shape.select)) throw aggregatesNotAllowed();
  const page = pageOf(pageQuery, request.headers.get('range') ?? undefined, env.maxRows);
  const count = prefer.count !== undefined;
  const stripNulls = stripsNulls(output);
  const argsParam = values.length;
  const limitParam = argsParam + 1;
  const key = `rpc ${cache.functions.get(name)!.indexOf(fn)} ${name} ${argNames.join(',')} ${count} ${stripNulls} ${csv} ${JSON.stringify(shape)}`;
  let statement = env.store.compiled.get(key) as Statement | undefined;
  if (statement === undefined) {
    const root = buildResourceTree(cache, resultRelation(cache, fn), shape);
    statement = keepUsedParams(
      compileRpc(cache, root, { fn, argNames, argsParam, count, stripNulls, csv, limitParam }),
    );
    env.store.remember(key, statement);
  }
  const params = bind(statement, [...values, argsJson, page.limit, page.offset]);
  const context = {
    role: request.role,
    method,
    path: request.path,
    headers: request.headersJson,
    readOnly: viaQuery || fn.volatility !== 'v',
    statementTimeoutMs: env.statementTimeoutMs,
    clientIp: request.clientIp,
    ...(prefer.timezone === undefined ? {} : { timezone: prefer.timezone }),
  };
  const result = await executeWithTxEnd(
    env.db,
    context,
    statement.sql,
    params,
    (r) => {
      checkSingle(output, r.page);
      if (fn.returnsSet) checkMaxAffected(prefer, r.page);
    },
    prefer.tx,
  );

  if (fn.returns === 'void') return respond({ status: 204, body: null, output, prefer });
  if (!fn.returnsSet) {
    const body =
      fn.returns === 'composite' && csv
        ? result.body
        : fn.returns === 'composite'
          ? result.page === 1
            ? result.body!.slice(1, -1)
            : 'null'
          : (result.body ?? 'null');
    return respond({
      status: 200,
      body,
      output,
      // One value, counted as one row when asked (PostgREST's Content-Range for scalars).
      contentRange: count ? '0-0/1' : '0-0/*',
      prefer,
      head: method === 'HEAD',
    });
  }
  return respond({
    status: readStatus(page.offset, result.page, result.total),
    body: shapeBody(result.body, output),
    output,
    contentRange: contentRange(page.offset, result.page, result.total),
    prefer,
    head: method === 'HEAD',
  });
}

/**
 * `max-affected` with handling=strict counts the rows of a set-returning
 * function; on one that returns a single value it is 400 PGRST128 (PostgREST v13).
 */
function checkMaxAffectedFunction(prefer: RestRequest['prefer'], fn: DbFunction) {
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
