import type { Config } from '../config.ts';

/**
 * A `redirect_to` is honoured only when it points at this site (same scheme,
 * host and port as SITE_URL) or at a loopback address; otherwise it is dropped.
 */
export function allowedRedirect(
  config: Pick<Config, 'siteUrl'>,
  value: string | null | undefined,
): string | undefined {
  if (!value) return undefined;
  let target: URL;
  try {
    target = new URL(value);
  } catch {
    return undefined;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return undefined;
  if (target.origin === new URL(config.siteUrl).origin) return target.toString();
  if (['localhost', '127.0.0.1', '[::1]'].includes(target.hostname)) return target.toString();
  return undefined;
}

/** The allowed `redirect_to` of a request (auth-js sends it in the query string). */
export function redirectToParam(
  c: { req: { query(name: string): string | undefined; header(name: string): string | undefined } },
  config: Pick<Config, 'siteUrl'>,
): string | undefined {
  return allowedRedirect(config, c.req.query('redirect_to') ?? c.req.header('redirect_to'));
}
