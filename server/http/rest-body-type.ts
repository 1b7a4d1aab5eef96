import type { MiddlewareHandler } from 'hono';

/**
 * /rest/v1 reads every request body as JSON, so a body declared as anything
 * else (XML, a form, HTML, an image) is refused with 415 PGRST107 instead of
 * being parsed as if it were JSON. supabase-js always sends application/json.
 */

const jsonTypes = new Set([
  'application/json',
  'application/vnd.pgrst.object+json',
  'application/vnd.pgrst.array+json',
]);

export const restBodyType: MiddlewareHandler = async (c, next) => {
  const header = c.req.header('content-type');
  const type = header?.split(';')[0]?.trim().toLowerCase() ?? '';
  const withoutBody = c.req.method === 'GET' || c.req.method === 'HEAD';
  if (withoutBody || type === '' || jsonTypes.has(type)) return next();
  return c.json(
    {
      code: 'PGRST107',
      details: `Content-Type ${type} is not accepted; send application/json`,
      hint: null,
      message: 'The Content-Type sent in the request is invalid',
    },
    415,
  );
};
