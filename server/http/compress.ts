import type { MiddlewareHandler } from 'hono';
import { compress as honoCompress } from 'hono/compress';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { nodeResponse } from './with-response-headers.ts';

/** gzip for HTML, JSON, XML, SVG and other text over 1 kB (Hono's compress()). */
const compressBody = honoCompress();

const threshold = 1024;
const noTransform = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const varyAcceptEncoding = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

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

/** Whether an Accept-Encoding header accepts gzip or deflate (compress()'s encodings) at all. */
export function acceptsCompression(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding = '', ...params] = part.split(';').map((item) => item.trim().toLowerCase());
    if (coding !== 'gzip' && coding !== 'deflate' && coding !== 'x-gzip' && coding !== '*')
      return false;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * Hono's compress(), with `Vary: Accept-Encoding` set on the response in
 * place beforehand: compress() sets it with `c.header()`, which rebuilds
 * every compressible response around a stream of its body, even one it
 * then sends uncompressed because the client did not ask for gzip.
 *
 * A request served by Node that accepts no encoding is never compressed,
 * so it skips compress() and its look at the response's headers (which
 * builds a fetch `Headers`): `Vary: Accept-Encoding` goes on the Node
 * response up front instead. A handler's own Vary replaces it there, which
 * is still correct: only a compressed answer must name Accept-Encoding.
 */
export const compress: MiddlewareHandler = (c, next) => {
  const outgoing = nodeResponse(c);
  if (outgoing && !acceptsCompression(c.req.header('accept-encoding'))) {
    outgoing.setHeader('Vary', 'Accept-Encoding');
    return next();
  }
  return compressBody(c, async () => {
    await next();
    if (!compressible(c.req.method, c.res)) return;
    const vary = c.res.headers.get('Vary');
    if (vary === '*' || (vary && varyAcceptEncoding.test(vary))) return;
    try {
      c.res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    } catch {
      // Immutable headers: compress() copies the response and adds Vary itself.
    }
  });
};
