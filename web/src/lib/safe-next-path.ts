import { routes } from '@domain/routes.ts';
/**
 * Where to go after signing in: the `next` query parameter, accepted only when
 * it is a path of this site (never another origin, never a protocol-relative
 * `//host` or `/\host`), so a crafted link cannot send someone elsewhere.
 * Account screens themselves are not destinations: they would loop.
 */

const accountPaths: string[] = [
  routes.login,
  routes.signup,
  routes.forgotPassword,
  routes.resetPassword,
  routes.authConfirm,
];
const base = 'https://site.invalid';

export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return fallback;
  }
  // Control characters and backslashes are rewritten by URL parsers in surprising ways.
  if ([...next].some((char) => char === '\\' || char <= '\u001f' || char === '\u007f')) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  if (accountPaths.some((path) => url.pathname === path || url.pathname === `${path}/`)) {
    return fallback;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login screen's address that comes back to `path` afterwards. */
export function loginPathFor(path: string): string {
  const next = safeNextPath(path, '');
  return next && next !== '/' ? `${routes.login}?next=${encodeURIComponent(next)}` : routes.login;
}
