import type { Context } from 'hono';
import type { AuthContext } from './auth-context.ts';
import { AuthError } from './errors.ts';
import { allowedRedirect } from './redirect-to.ts';
import { verifyTokenHash } from './verify.ts';

/**
 * GET /auth/v1/verify?token=…&type=…&redirect_to=… — GoTrue's email-link
 * endpoint, kept for compatibility (our own emails link to the scanner-safe
 * /auth/confirm page instead). 303 to the redirect target with the session,
 * or the error, in the URL fragment (PROTOCOL.md §2.6).
 */

const oauthErrors: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

function fragment(values: Record<string, string | number>) {
  return Object.keys(values)
    .sort()
    .map((key) => `${encodeURIComponent(key)}=${encodeURIComponent(String(values[key]))}`)
    .join('&');
}

export async function verifyLink(c: Context, context: AuthContext) {
  const type = c.req.query('type') ?? '';
  const target =
    allowedRedirect(context.config, c.req.query('redirect_to')) ??
    allowedRedirect(context.config, c.req.header('Referer')) ??
    context.config.siteUrl;
  const base = target.split('#')[0];
  try {
    const session = await verifyTokenHash(c, context, type, c.req.query('token') ?? '', {
      pkce: 'auth-code',
    });
    // PKCE: the code goes into the query; the app trades it with its verifier.
    if ('auth_code' in session) {
      const url = new URL(base!);
      url.searchParams.set('code', session.auth_code);
      return c.redirect(url.toString(), 303);
    }
    // One side of an email change confirmed, the other still awaited (as GoTrue).
    if (!('access_token' in session)) {
      return c.redirect(`${base}#${fragment({ message: session.msg, sb: '' })}`, 303);
    }
    const values = {
      access_token: session.access_token,
      expires_at: session.expires_at,
      expires_in: session.expires_in,
      refresh_token: session.refresh_token,
      sb: '',
      token_type: session.token_type,
      type,
    };
    return c.redirect(`${base}#${fragment(values)}`, 303);
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    const values = {
      error: oauthErrors[error.status] ?? 'server_error',
      error_code: error.code,
      error_description: error.message,
      sb: '',
    };
    return c.redirect(`${base}#${fragment(values)}`, 303);
  }
}
