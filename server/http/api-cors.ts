import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { setResponseHeader } from './set-response-header.ts';

/**
 * CORS for /auth/v1, /rest/v1 and /functions/v1, as supabase-js needs it:
 * requested headers are echoed back, and the headers it must read are exposed
 * (PROTOCOL.md §1).
 */

const exposeHeaders = [
  'Content-Range',
  'Content-Location',
  'Content-Profile',
  'Location',
  'Preference-Applied',
  'Range-Unit',
  'Retry-After',
  'X-Supabase-Api-Version',
  'X-Total-Count',
  'X-Request-Id',
  'x-sb-error-code',
];

/** The preflight (OPTIONS) answer. */
const preflight = cors({
  origin: '*',
  allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  exposeHeaders,
  maxAge: 86_400,
});

const exposed = exposeHeaders.join(',');

/**
 * Other requests get the same two headers Hono's cors() adds, set on the
 * handler's response once it is made: cors() sets them on a placeholder
 * response before the handler runs, which makes Hono copy the handler's
 * response into a new one (its body becomes a stream).
 */
export const apiCors: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'OPTIONS') return preflight(c, next);
  await next();
  setResponseHeader(c, 'Access-Control-Allow-Origin', '*');
  setResponseHeader(c, 'Access-Control-Expose-Headers', exposed);
};
