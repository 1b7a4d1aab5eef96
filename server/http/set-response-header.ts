import type { Context } from 'hono';

/**
 * Sets a header on the response the handler returned, in place. Hono's
 * `c.header()` after the handler rebuilds the response around a stream of
 * its body, so @hono/node-server can no longer write the body string
 * directly and reads it back chunk by chunk instead. A response whose
 * headers cannot change (Response.redirect, an upstream fetch answer)
 * still goes through `c.header()`, which copies it.
 */
export function setResponseHeader(c: Context, name: string, value: string) {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}
