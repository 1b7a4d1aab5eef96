import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { type HeaderList, withResponseHeaders } from './with-response-headers.ts';

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

const corsHeaders: HeaderList = [
  ['Access-Control-Allow-Origin', '*'],
  ['Access-Control-Expose-Headers', exposeHeaders.join(',')],
];

/**
 * Other requests get the same two headers Hono's cors() adds, as plain
 * headers (`withResponseHeaders`): cors() sets them on a placeholder
 * response before the handler runs, which makes Hono copy the handler's
 * response into a new one (its body becomes a stream).
 */
export const apiCors: MiddlewareHandler = (c, next) =>
  c.req.method === 'OPTIONS' ? preflight(c, next) : withResponseHeaders(c, next, corsHeaders);
