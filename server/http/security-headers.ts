import { Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { youtubeNoCookieOrigin } from '../../domain/youtube-embed.ts';
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
 */
export async function securityHeaders(options: { https: boolean }): Promise<MiddlewareHandler> {
  const probe = new Hono();
  probe.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'https:', 'data:'],
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
  return (c, next) => withResponseHeaders(c, next, headers);
}
