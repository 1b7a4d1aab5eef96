import { secureHeaders } from 'hono/secure-headers';

/** The only host the app may frame: YouTube's privacy-enhanced player. */
export const youtubeEmbedOrigin = 'https://www.youtube-nocookie.com';

/**
 * Security headers on every response. Scripts only from our own origin (the
 * runtime config is a JSON data block, not a script, so no inline script is
 * needed); styles allow inline attributes that UI primitives set.
 */
export function securityHeaders(options: { https: boolean }) {
  return secureHeaders({
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
  });
}
