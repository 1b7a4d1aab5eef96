import { gzip as gzipAsync, gzipSync } from 'node:zlib';
import { promisify } from 'node:util';
import type { Context, MiddlewareHandler } from 'hono';
import { compress as honoCompress } from 'hono/compress';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { nodeResponse } from './with-response-headers.ts';

/** gzip for HTML, JSON, XML, SVG and other text over 1 kB (Hono's compress()). */
const compressBody = honoCompress();

const threshold = 1024;
/** Bodies up to this size are gzipped on the event loop (about 50 µs for 6 kB); larger ones on libuv's threads. */
const syncGzipLimit = 64 * 1024;
const noTransform = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const varyAcceptEncoding = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;
const gzipOffThread = promisify(gzipAsync);

/**
 * Whether compress() may compress this response, by its own rules (so it
 * adds `Vary: Accept-Encoding` to it).
 */
function compressible(method: string, response: Response): boolean {
  const headers = response.headers;
  const length = headers.get('Content-Length');
  if (response.status === 206 || method === 'HEAD') return false;
  if (headers.has('Content-Encoding') || headers.has('Transfer-Encoding')) return false;
  if (length && Number(length) < threshold) return false;
  if (noTransform.test(headers.get('Cache-Control') ?? '')) return false;
  return COMPRESSIBLE_CONTENT_TYPE_REGEX.test(headers.get('Content-Type') ?? '');
}

/** Whether an Accept-Encoding header accepts `coding` (with q > 0, by name or through `*`). */
export function acceptsCoding(header: string | undefined, coding: 'gzip' | 'deflate'): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name = '', ...params] = part.split(';').map((item) => item.trim().toLowerCase());
    if (name !== coding && name !== '*') return false;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** Whether an Accept-Encoding header accepts gzip or deflate (compress()'s encodings) at all. */
export const acceptsCompression = (header: string | undefined) =>
  acceptsCoding(header, 'gzip') || acceptsCoding(header, 'deflate');

/**
 * gzips a body the server generated (HTML, JSON, feeds: no Content-Length)
 * with zlib, in one piece. compress() would pipe it through a web
 * CompressionStream, which costs about eight times the CPU for a page of
 * JSON. Files (which carry Content-Length) are left to compress().
 */
async function gzipGenerated(c: Context) {
  const response = c.res;
  if (response.headers.has('Content-Length') || !response.body) return;
  const body = Buffer.from(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  let payload: Uint8Array = body;
  if (body.length >= threshold) {
    payload = body.length <= syncGzipLimit ? gzipSync(body) : await gzipOffThread(body);
    headers.set('Content-Encoding', 'gzip');
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
  } else {
    // Its length tells compress() it is too small to compress.
    headers.set('Content-Length', String(body.length));
  }
  // Cleared first: assigning over a response copies its headers into the new one.
  c.res = undefined;
  c.res = new Response(payload, { status: response.status, headers });
}

/**
 * Hono's compress(), with `Vary: Accept-Encoding` set on the response in
 * place beforehand: compress() sets it with `c.header()`, which rebuilds
 * every compressible response around a stream of its body, even one it
 * then sends uncompressed because the client did not ask for gzip.
 *
 * Served by Node:
 * - a request that accepts no encoding is never compressed, so it skips
 *   compress() and its look at the response's headers (which builds a fetch
 *   `Headers`): `Vary: Accept-Encoding` goes on the Node response up front
 *   instead. A handler's own Vary replaces it there, which is still correct:
 *   only a compressed answer must name Accept-Encoding;
 * - a generated body for a client that accepts gzip is gzipped with zlib
 *   (`gzipGenerated`).
 */
export const compress: MiddlewareHandler = (c, next) => {
  const outgoing = nodeResponse(c);
  const accepted = c.req.header('accept-encoding');
  if (outgoing && !acceptsCompression(accepted)) {
    outgoing.setHeader('Vary', 'Accept-Encoding');
    return next();
  }
  return compressBody(c, async () => {
    await next();
    if (!compressible(c.req.method, c.res)) return;
    const vary = c.res.headers.get('Vary');
    if (vary !== '*' && !(vary && varyAcceptEncoding.test(vary))) {
      try {
        c.res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
      } catch {
        // Immutable headers: compress() copies the response and adds Vary itself.
        return;
      }
    }
    if (outgoing && acceptsCoding(accepted, 'gzip')) await gzipGenerated(c);
  });
};
