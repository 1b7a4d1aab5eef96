import { compileRead } from './compile/compile-read.ts';
import { compileWrite } from './compile/compile-write.ts';
import { buildResourceTree } from './compile/resource-tree.ts';
import { bind, keepUsedParams, type Statement } from './compile/used-params.ts';
import { execute, headersJson } from './execute.ts';
import { contentRange, pageOf, readStatus } from './http/range.ts';
import { readWriteBody } from './http/read-body.ts';
import { checkSingle, respond, shapeBody } from './http/respond.ts';
import { columnNotFound, tableNotFound } from './http/rest-error.ts';
import type { RestEnvironment, RestRequest } from './http/rest-request.ts';
import { parseQuery } from './parse/parse-query.ts';

/** GET/HEAD, POST, PATCH and DELETE on a table or view. */
export async function handleTable(env: RestEnvironment, request: RestRequest, table: string) {
  const cache = env.store.current;
  const relation = cache.relations.get(table);
  if (!relation) throw tableNotFound(table);
  const { shape, page: pageQuery, values } = parseQuery(request.query);
  const { method, prefer, output } = request;
  const count = prefer.count !== undefined;
  const stripNulls = output === 'stripped';
  const context = {
    role: request.role,
    method,
    path: request.path,
    headers: headersJson(request.headers),
    readOnly: method === 'GET' || method === 'HEAD',
    statementTimeoutMs: env.statementTimeoutMs,
    clientIp: request.clientIp,
  };

  if (method === 'GET' || method === 'HEAD') {
    const page = pageOf(pageQuery, request.headers.get('range') ?? undefined, env.maxRows);
    const key = `read ${table} ${count} ${stripNulls} ${JSON.stringify(shape)}`;
    let statement = env.store.compiled.get(key) as Statement | undefined;
    if (statement === undefined) {
      const root = buildResourceTree(cache, relation, shape);
      statement = keepUsedParams(
        compileRead(cache, root, { count, stripNulls, limitParam: values.length }),
      );
      env.store.remember(key, statement);
    }
    const params = bind(statement, [...values, page.limit, page.offset]);
    const result = await execute(env.db, context, statement.sql, params, (r) =>
      checkSingle(output, r.page),
    );
    const status = readStatus(page.offset, result.page, result.total);
    return respond({
      status,
      body: shapeBody(result.body, output),
      output,
      contentRange: contentRange(page.offset, result.page, result.total),
      prefer,
      head: method === 'HEAD',
    });
  }

  const kind = method === 'POST' ? 'insert' : method === 'PATCH' ? 'update' : 'delete';
  const body =
    kind === 'delete'
      ? { rowsJson: '[]', columns: [] }
      : readWriteBody(request.body, relation, {
          ...(shape.columns ? { columns: shape.columns } : {}),
          allowArray: kind === 'insert',
        });
  for (const column of shape.onConflict ?? [])
    if (!relation.columns.has(column)) throw columnNotFound(table, column);
  const representation = prefer.return === 'representation';
  const upsert =
    kind === 'insert' && prefer.resolution
      ? { target: shape.onConflict ?? relation.primaryKey, resolution: prefer.resolution }
      : undefined;
  const key = `${kind} ${table} ${count} ${stripNulls} ${representation} ${prefer.missing} ${JSON.stringify([upsert, body.columns, shape])}`;
  let statement = env.store.compiled.get(key) as Statement | undefined;
  if (statement === undefined) {
    const root = buildResourceTree(cache, relation, shape);
    const sql = compileWrite(cache, root, {
      kind,
      columns: body.columns,
      representation,
      count,
      stripNulls,
      bodyParam: values.length,
      missingDefault: prefer.missing === 'default',
      ...(upsert ? { upsert } : {}),
    });
    statement = keepUsedParams(sql);
    env.store.remember(key, statement);
  }
  const bodyParam = kind === 'update' ? body.rowsJson.slice(1, -1) : body.rowsJson;
  const params = bind(statement, [...values, bodyParam]);
  const result = await execute(env.db, context, statement.sql, params, (r) =>
    checkSingle(output, r.page),
  );
  const total = count ? result.page : null;
  const range =
    kind === 'update' && result.page > 0
      ? contentRange(0, result.page, total)
      : `*/${total ?? '*'}`;
  const status = kind === 'insert' ? 201 : representation ? 200 : 204;
  return respond({
    status,
    body: representation ? shapeBody(result.body, output) : null,
    output,
    contentRange: range,
    prefer,
  });
}
