import { compileRead } from './compile/compile-read.ts';
import { compileWrite, writeExtras } from './compile/compile-write.ts';
import { buildResourceTree } from './compile/resource-tree.ts';
import { bind, keepUsedParams, type Statement } from './compile/used-params.ts';
import { executeWithTxEnd } from './execute-with-tx-end.ts';
import { contentRange, pageOf, readStatus } from './http/range.ts';
import { stripsNulls } from './http/negotiate.ts';
import { readWriteBody } from './http/read-body.ts';
import { checkMaxAffected, checkStrictPreferences } from './http/prefer.ts';
import { checkPutBody, checkPutFilters } from './http/put-request.ts';
import { checkSingle, respond, shapeBody } from './http/respond.ts';
import { aggregatesNotAllowed, columnNotFound, tableNotFound } from './http/rest-error.ts';
import type { RestEnvironment, RestRequest } from './http/rest-request.ts';
import { parseQueryCached } from './parse/parse-query-cache.ts';
import { checkBodyLength, checkRowCount } from './request-size.ts';
import { usesAggregates } from './parse/parse-select.ts';

/** `/table?a=1&b=2` with the query keys in order, as PostgREST's Content-Location and Location. */
function resourcePath(table: string, query: [string, string][]): string {
  const search = new URLSearchParams(
    [...query].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  ).toString();
  return `/${encodeURIComponent(table)}${search ? `?${search}` : ''}`;
}

/** GET/HEAD, POST, PUT, PATCH and DELETE on a table or view. */
export async function handleTable(env: RestEnvironment, request: RestRequest, table: string) {
  const cache = env.store.current;
  const relation = cache.relations.get(table);
  if (!relation) throw tableNotFound(table);
  const { shape, shapeKey, page: pageQuery, values } = parseQueryCached(request.search);
  if (!env.aggregatesEnabled && usesAggregates(shape.select)) throw aggregatesNotAllowed();
  const { method, prefer, output } = request;
  const count = prefer.count !== undefined;
  const stripNulls = stripsNulls(output);
  const csv = output === 'csv';
  checkStrictPreferences(request.headers.get('prefer'), prefer, cache.timezones);
  const context = {
    role: request.role,
    method,
    path: request.path,
    headers: request.headersJson,
    readOnly: method === 'GET' || method === 'HEAD',
    statementTimeoutMs: env.statementTimeoutMs,
    clientIp: request.clientIp,
    ...(prefer.timezone === undefined ? {} : { timezone: prefer.timezone }),
    tableStatement: true,
  };

  if (method === 'GET' || method === 'HEAD') {
    const page = pageOf(pageQuery, request.headers.get('range') ?? undefined, env.maxRows);
    const key = `read ${table} ${count} ${stripNulls} ${csv} ${shapeKey}`;
    let statement = env.store.compiled.get(key) as Statement | undefined;
    if (statement === undefined) {
      const root = buildResourceTree(cache, relation, shape);
      statement = keepUsedParams(
        compileRead(cache, root, { count, stripNulls, csv, limitParam: values.length }),
      );
      env.store.remember(key, statement);
    }
    const params = bind(statement, [...values, page.limit, page.offset]);
    const result = await executeWithTxEnd(
      env.db,
      context,
      statement.sql,
      params,
      (r) => checkSingle(output, r.page),
      prefer.tx,
    );
    const status = readStatus(page.offset, result.page, result.total);
    return respond({
      status,
      body: shapeBody(result.body, output),
      output,
      contentRange: contentRange(page.offset, result.page, result.total),
      prefer,
      head: method === 'HEAD',
      headers: { 'Content-Location': resourcePath(table, request.query) },
    });
  }

  const kind =
    method === 'POST' || method === 'PUT' ? 'insert' : method === 'PATCH' ? 'update' : 'delete';
  const putKey = method === 'PUT' ? checkPutFilters(relation, shape, pageQuery, values) : undefined;
  checkBodyLength(request.role, request.body);
  const body =
    kind === 'delete'
      ? { rowsJson: '[]', columns: [], rowCount: 0 }
      : readWriteBody(request.body, relation, {
          ...(shape.columns ? { columns: shape.columns } : {}),
          allowArray: method === 'POST',
        });
  checkRowCount(request.role, table, body.rowCount, request.limitMultiplier);
  if (putKey) checkPutBody(relation, putKey, body.rowsJson);
  for (const column of shape.onConflict ?? [])
    if (!relation.columns.has(column)) throw columnNotFound(table, column);
  const representation = prefer.return === 'representation';
  const resolution = method === 'PUT' ? 'merge-duplicates' : prefer.resolution;
  const upsert =
    kind === 'insert' && resolution
      ? {
          target:
            method === 'PUT' ? relation.primaryKey : (shape.onConflict ?? relation.primaryKey),
          resolution,
        }
      : undefined;
  // Location: the primary key of the one row a POST inserted (representation or headers-only).
  const location =
    method === 'POST' && prefer.return !== undefined && prefer.return !== 'minimal'
      ? relation.primaryKey
      : [];
  const countInserted = upsert?.resolution === 'merge-duplicates';
  const key = `${kind} ${method} ${table} ${count} ${stripNulls} ${csv} ${representation} ${prefer.return} ${prefer.missing} ${JSON.stringify([upsert, body.columns])} ${shapeKey}`;
  let statement = env.store.compiled.get(key) as Statement | undefined;
  if (statement === undefined) {
    const root = buildResourceTree(cache, relation, shape);
    const sql = compileWrite(cache, root, {
      kind,
      columns: body.columns,
      representation,
      count,
      stripNulls,
      csv,
      bodyParam: values.length,
      missingDefault: prefer.missing === 'default',
      ...(upsert ? { upsert } : {}),
      ...(location.length > 0 ? { location } : {}),
      countInserted,
    });
    statement = keepUsedParams(sql);
    env.store.remember(key, statement);
  }
  const bodyParam = kind === 'update' ? body.rowsJson.slice(1, -1) : body.rowsJson;
  const params = bind(statement, [...values, bodyParam]);
  const result = await executeWithTxEnd(
    env.db,
    context,
    statement.sql,
    params,
    (r) => {
      checkSingle(output, r.page);
      if (kind !== 'insert') checkMaxAffected(prefer, r.page);
    },
    prefer.tx,
  );
  const extras =
    location.length > 0 || countInserted
      ? writeExtras(result.body)
      : { body: result.body, location: null, inserted: null };
  const total = count ? result.page : null;
  const range =
    kind === 'update' && result.page > 0
      ? contentRange(0, result.page, total)
      : `*/${total ?? '*'}`;
  const nothingInserted = countInserted && extras.inserted === 0;
  let status = representation ? 200 : 204;
  if (method === 'POST') status = nothingInserted ? 200 : 201;
  if (method === 'PUT' && representation) status = nothingInserted ? 200 : 201;
  const locationValues = extras.location ?? [];
  const headers: Record<string, string> = {};
  if (locationValues.length > 0)
    headers.Location = resourcePath(
      table,
      location.map((column, i) => [column, `eq.${String(locationValues[i])}`]),
    );
  return respond({
    status,
    body: representation ? shapeBody(extras.body, output) : null,
    output,
    ...(method === 'PUT' ? {} : { contentRange: range }),
    prefer,
    headers,
  });
}
