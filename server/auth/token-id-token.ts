import type { Context } from 'hono';
import { z } from 'zod';
import type { AuthContext } from './auth-context.ts';
import { AuthError, authErrors } from './errors.ts';
import { optionalString, readBody } from './request-body.ts';

/**
 * POST /auth/v1/token?grant_type=id_token (signInWithIdToken): the portal
 * enables no OpenID Connect provider, so every request is answered as GoTrue
 * answers one for a provider that is turned off (400 provider_disabled).
 */

const bodySchema = z.object({ provider: optionalString, issuer: optionalString });

/** The issuers GoTrue names for its built-in id_token providers. */
const issuers: Record<string, string> = {
  google: 'https://accounts.google.com',
  apple: 'https://appleid.apple.com',
  azure: 'https://login.microsoftonline.com',
  facebook: 'https://www.facebook.com',
  keycloak: 'keycloak',
  kakao: 'https://kauth.kakao.com',
};

export async function tokenIdToken(c: Context, _context: AuthContext): Promise<Response> {
  const body = await readBody(c, bodySchema);
  const provider = (body.provider ?? '').slice(0, 100);
  if (provider === '' && !body.issuer) {
    throw authErrors.validation('provider or client_id and issuer required');
  }
  const issuer = issuers[provider] ?? (body.issuer ?? provider).slice(0, 200);
  throw new AuthError(400, 'provider_disabled', `Provider (issuer "${issuer}") is not enabled`);
}
