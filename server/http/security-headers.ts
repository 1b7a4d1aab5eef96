import { Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { youtubeNoCookieOrigin } from '../../domain/youtube-embed.ts';
import { setResponseHeader } from './set-response-header.ts';
import { withResponseHeaders } from './with-response-headers.ts';

/** The only host the app may frame: YouTube's privacy-enhanced player. */
export const youtubeEmbedOrigin = youtubeNoCookieOrigin;

/**
 * Security headers on every response. Scripts only from our own origin (the
 * runtime config is a JSON data block, not a script, so no inline script is
 * needed); styles allow inline attributes that UI primitives set.
 *
 * Hono's secureHeaders() writes the header values; they are the same for
 * every request (no nonces), so they are read once from a probe response
 * and then added to each response as plain headers (`withResponseHeaders`).
 *
 * A built script, stylesheet or font (`/assets/`, hashed) gets only the
 * headers that mean something for a subresource: nosniff, the resource
 * policy and HSTS. The others govern documents, and at about 650 bytes per
 * response they were a third of what a phone fetched for a page's 45 small
 * chunks over HTTP/1.1 (docs/decisions/014). Anything else under /assets/,
 * such as an SVG or the not-found page for a missing file, gets them all.
 */
export async function securityHeaders(options: { https: boolean }): Promise<MiddlewareHandler> {
  const probe = new Hono();
  probe.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Images only from our own origin (kept by server/images/), inline
        // placeholders, and blob: for the preview of a photo being uploaded.
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: [youtubeEmbedOrigin],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      strictTransportSecurity: options.https ? 'max-age=31536000; includeSubDomains' : false,
      xFrameOptions: 'DENY',
      referrerPolicy: 'strict-origin-when-cross-origin',
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: 'same-site',
      xXssProtection: false,
    }),
  );
  probe.get('/', (c) => c.body(null, 204));
  const headers = [...(await probe.request('/')).headers];
  const subresourceHeaders = headers.filter(([name]) => subresourceHeaderNames.has(name));
  return async (c, next) => {
    if (!c.req.path.startsWith('/assets/')) return withResponseHeaders(c, next, headers);
    await next();
    const builtSubresource = c.res.status === 200 && subresourceType.test(contentType(c.res));
    for (const [name, value] of builtSubresource ? subresourceHeaders : headers) {
      setResponseHeader(c, name, value);
    }
  };
}

const subresourceHeaderNames = new Set([
  'x-content-type-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
]);
const subresourceType = /^(text\/javascript|application\/javascript|text\/css|font\/)/;
const contentType = (response: Response) => response.headers.get('content-type') ?? '';
