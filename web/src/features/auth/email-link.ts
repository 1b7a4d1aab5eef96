import { safeNextPath } from '@/lib/safe-next-path.ts';

/** What an account email's link to /auth/confirm carries (see the server's auth mail). */
export interface EmailLink {
  tokenHash: string;
  type: 'signup' | 'recovery' | 'email_change' | 'magiclink' | 'invite';
  /** Where to go after a confirmed sign-up: a path of this site, else home. */
  next: string;
  /**
   * The confirmation keeps no sign-up password (the server's `choose_password`:
   * the address was signed up twice, or the code was asked for by email), so
   * the person chooses one next.
   */
  choosePassword: boolean;
}

const types = new Set<string>(['signup', 'recovery', 'email_change', 'magiclink', 'invite']);

function sameSitePath(redirectTo: string | null, origin: string): string {
  if (!redirectTo) return '/';
  try {
    const url = new URL(redirectTo, origin);
    if (url.origin !== origin) return '/';
    return safeNextPath(`${url.pathname}${url.search}${url.hash}`);
  } catch {
    return '/';
  }
}

/** Reads `token_hash`, `type` and `redirect_to`; null when the link is incomplete. */
export function readEmailLink(search: URLSearchParams, origin: string): EmailLink | null {
  const tokenHash = search.get('token_hash')?.trim();
  const type = search.get('type');
  if (!tokenHash || !type || !types.has(type)) return null;
  return {
    tokenHash,
    type: type as EmailLink['type'],
    next: sameSitePath(search.get('redirect_to'), origin),
    choosePassword: search.get('choose_password') === '1',
  };
}
