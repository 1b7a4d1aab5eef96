import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { log } from '../log.ts';
import { withResponseHeaders } from './with-response-headers.ts';

export type RequestVariables = { requestId: string };

/** Gives each request an id (echoed as X-Request-Id) and logs one line when it ends. */
export const requestLog: MiddlewareHandler<{ Variables: RequestVariables }> = async (c, next) => {
  const requestId = randomUUID();
  c.set('requestId', requestId);
  const started = performance.now();
  await withResponseHeaders(c, next, [['X-Request-Id', requestId]]);
  log.info('request', {
    requestId,
    method: c.req.method,
    path: c.req.path,
    status: c.res.status,
    ms: Math.round((performance.now() - started) * 10) / 10,
  });
};
