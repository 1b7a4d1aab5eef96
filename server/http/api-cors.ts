import { cors } from 'hono/cors';

/**
 * CORS for /auth/v1, /rest/v1 and /functions/v1, as supabase-js needs it:
 * requested headers are echoed back, and the headers it must read are exposed
 * (PROTOCOL.md §1).
 */
export const apiCors = cors({
  origin: '*',
  allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  exposeHeaders: [
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
  ],
  maxAge: 86_400,
});
