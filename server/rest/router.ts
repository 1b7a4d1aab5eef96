import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppContext } from '../app.ts';
import { clientIp, proxyTrust } from '../http/client-ip.ts';
import { clientNetwork } from '../http/client-network.ts';
import { databaseRetryAfterSeconds, isDatabaseUnavailable } from '../http/database-unavailable.ts';
import { nodeRequest } from '../http/with-response-headers.ts';
import { memoryRateLimitStore } from '../http/rate-limit.ts';
import { errorFields, log } from '../log.ts';
import { headersJson } from './execute.ts';
import { handleRpc } from './handle-rpc.ts';
import { handleTable } from './handle-table.ts';
import { mapDatabaseError } from './http/map-database-error.ts';
import { checkProfile, negotiateOutput } from './http/negotiate.ts';
import { parsePrefer } from './http/prefer.ts';
import { type RequestRole, requestRole } from './http/request-role.ts';
import { errorResponse } from './http/respond.ts';
import { RestError } from './http/rest-error.ts';
import type { RestEnvironment, RestRequest } from './http/rest-request.ts';
import { checkRestRateLimit } from './rest-rate-limit.ts';
import { costlyReadLimit } from './costly-reads.ts';
import { postgresPoolSize } from '../db/postgres-database.ts';
import { serverRenderingVisitor } from '../site/page-renderer.ts';
import { schemaCacheFor } from './schema/schema-cache-store.ts';
import { expectedSchemaVersion, mayMeanSchemaGone, schemaGoneCheck } from '../db/schema-version.ts';

/** PostgREST's answer when it cannot reach the database; the client may retry. */
function databaseUnavailable() {
  return new RestError(503, 'PGRST000', 'Could not connect with the database', null, null, {
    'Retry-After': String(databaseRetryAfterSeconds),
  });
}

/** PostgREST's answer while its schema cache cannot be loaded; here: the database lost its schema. */
function schemaUnavailable() {
  return new RestError(
    503,
    'PGRST002',
    'Could not query the database for the schema cache. Retrying.',
    null,
    null,
    { 'Retry-After': String(databaseRetryAfterSeconds) },
  );
}

/**
 * /rest/v1: PostgREST-compatible tables and RPC over row-level security.
 * Pipeline: negotiate → authenticate → parse → plan → compile (cached by plan key) →
 * execute → answer (handle-table.ts, handle-rpc.ts).
 */
export async function createRestRouter(context: AppContext) {
  const rateLimits = context.rateLimits ?? memoryRateLimitStore();
  const env: RestEnvironment = {
    db: context.db,
    store: await schemaCacheFor(context.db),
    maxRows: context.config.restMaxRows,
    statementTimeoutMs: context.config.restStatementTimeoutMs,
    aggregatesEnabled: context.config.restAggregatesEnabled,
    // A quarter of the pool for costly reads; a costly read waits at most one statement timeout for a slot.
    ...(context.db.kind === 'postgres'
      ? {
          costlyReads: costlyReadLimit(
            Math.max(1, Math.floor(postgresPoolSize / 4)),
            context.config.restStatementTimeoutMs,
          ),
        }
      : {}),
  };
  const trustProxy = proxyTrust(context.config.trustProxy, {
    ipv6Prefix: context.config.rateLimitIpv6Prefix,
  });
  // A database recreated empty under the running server: 503 until it is migrated again, not 404/500.
  const schemaGone = schemaGoneCheck(context.db, await expectedSchemaVersion());
  const gone = async (error: unknown) =>
    (error instanceof RestError ? error.status === 404 : mayMeanSchemaGone(error)) &&
    (await schemaGone());
  const router = new Hono();
  const limitBody = bodyLimit({
    maxSize: context.config.restBodyLimit,
    onError: () =>
      errorResponse(
        new RestError(
          413,
          'PGRST413',
          'Payload Too Large',
          `The request body is larger than ${context.config.restBodyLimit} bytes`,
        ),
      ),
  });
  // GET and HEAD requests get no body from @hono/node-server, so bodyLimit has
  // nothing to check; asking for the body would build the whole fetch Request.
  router.use('*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next),
  );

  const serve =
    (target: 'table' | 'rpc', handler: (request: RestRequest, name: string) => Promise<Response>) =>
    async (c: Context) => {
      let role: RequestRole | undefined;
      try {
        const method = c.req.method as RestRequest['method'];
        const readMethod = method === 'GET' || method === 'HEAD';
        checkProfile(c.req.header(readMethod ? 'accept-profile' : 'content-profile'));
        const output = negotiateOutput(c.req.header('accept'));
        role = await requestRole(
          c.req.header('authorization'),
          context.jwtSecret,
          context.config.jwtTrustedKeys,
        );
        const url = new URL(c.req.url);
        const name = c.req.param('name')!;
        // A read the server makes to render a page counts against the visitor it renders for.
        const ip = serverRenderingVisitor(c) ?? clientIp(c, trustProxy);
        await checkRestRateLimit(
          rateLimits,
          env.store.current,
          // Counted per network (an IPv6 /64), recorded as the address.
          {
            method,
            target,
            name,
            role,
            clientIp: clientNetwork(ip, context.config.rateLimitIpv6Prefix),
          },
          context.config.restRateLimitMultiplier,
        );
        // Served by Node, request.headers comes from the headers it parsed, without a fetch `Headers`.
        const incoming = nodeRequest(c);
        const request: RestRequest = {
          method,
          path: url.pathname.replace(/^.*\/rest\/v1/, ''),
          search: url.search,
          query: [...url.searchParams],
          headers: c.req.raw.headers,
          headersJson: headersJson(incoming ? Object.entries(incoming.headers) : c.req.raw.headers),
          body: readMethod ? '' : await c.req.text(),
          role,
          prefer: parsePrefer(c.req.raw.headers.get('prefer'), env.store.current.timezones),
          output,
          clientIp: ip,
          limitMultiplier: context.config.restRateLimitMultiplier,
        };
        return await handler(request, name);
      } catch (error) {
        if (isDatabaseUnavailable(error)) {
          log.warn('rest request: database unavailable', errorFields(error));
          return errorResponse(databaseUnavailable());
        }
        if (await gone(error)) {
          log.warn('rest request: the database has lost its schema', errorFields(error));
          return errorResponse(schemaUnavailable());
        }
        if (error instanceof RestError) return errorResponse(error);
        const mapped = mapDatabaseError(error, role?.role ?? 'anon');
        if (mapped && mapped.status < 500) return errorResponse(mapped);
        log.error('rest request failed', { path: c.req.path, ...errorFields(error) });
        return errorResponse(mapped ?? new RestError(500, 'PGRST000', 'Internal server error'));
      }
    };

  const rpc = serve('rpc', (request, name) => handleRpc(env, request, name));
  const table = serve('table', (request, name) => handleTable(env, request, name));
  // PostgREST's answers for a method an RPC (PGRST101) or a table (PGRST117) does not take.
  const rpcMethodNotAllowed = (c: Context) =>
    errorResponse(new RestError(405, 'PGRST101', `Cannot use the ${c.req.method} method on RPC`));
  const unsupportedMethod = (c: Context) =>
    errorResponse(new RestError(405, 'PGRST117', `Unsupported HTTP method: ${c.req.method}`));

  router.on(['GET', 'HEAD', 'POST'], '/rpc/:name', rpc);
  router.all('/rpc/:name', rpcMethodNotAllowed);
  router.on(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], '/:name', table);
  router.all('/:name', unsupportedMethod);
  router.all('*', (c) =>
    errorResponse(
      new RestError(404, 'PGRST125', `Invalid path specified in request URL: ${c.req.path}`),
    ),
  );
  return router;
}
