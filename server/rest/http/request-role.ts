import { apiRoles, verifyJwt } from '../../keys.ts';
import type { TrustedKey } from '../../jwt-trusted-keys.ts';
import { RestError } from './rest-error.ts';

/**
 * The role and claims a request runs with (PROTOCOL.md §3.9): no
 * Authorization header is anon; a Bearer token must be an HS256 JWT signed
 * with JWT_SECRET (or an RS256/ES256 one signed with a JWT_JWKS key) whose
 * role is one of the API roles.
 */

export interface RequestRole {
  role: string;
  /** The JWT claims with `role` set, as JSON text for request.jwt.claims. */
  claims: string;
}

const anonymous: RequestRole = { role: 'anon', claims: '{"role":"anon"}' };

function jwtError(code: string, message: string, description = message) {
  return new RestError(401, code, message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description="${description.replace(/["\\]/g, '')}"`,
  });
}

interface CachedToken {
  result: RequestRole;
  /** Seconds since the epoch after which the token must be verified again. */
  until: number;
}

/** Verified tokens, so a hot key (the anon key) is not re-verified on every request. */
const verified = new Map<string, CachedToken>();
const cacheSize = 1_000;

export async function requestRole(
  authorization: string | undefined,
  secret: string,
  trustedKeys: readonly TrustedKey[] = [],
): Promise<RequestRole> {
  if (authorization === undefined) return anonymous;
  const match = /^bearer\s*(.*)$/i.exec(authorization.trim());
  if (!match) throw jwtError('PGRST301', 'Expected a Bearer token in the Authorization header');
  const token = match[1]!.trim();
  if (token === '') throw jwtError('PGRST301', 'Empty JWT is sent in Authorization header');

  const now = Date.now() / 1000;
  const cached = verified.get(token);
  if (cached && cached.until > now) return cached.result;

  const outcome = await verifyJwt(token, secret, trustedKeys);
  if (!outcome.ok) {
    if (outcome.reason === 'expired') throw jwtError('PGRST303', 'JWT expired');
    throw jwtError('PGRST301', 'JWT could not be decoded or verified', 'invalid JWT');
  }
  const role = outcome.claims.role ?? 'anon';
  if (typeof role !== 'string' || !(apiRoles as readonly string[]).includes(role))
    throw jwtError('PGRST303', 'JWT role is not one of anon, authenticated, service_role');
  const result = { role, claims: JSON.stringify({ ...outcome.claims, role }) };

  const exp = typeof outcome.claims.exp === 'number' ? outcome.claims.exp + 30 : Infinity;
  if (verified.size >= cacheSize) verified.delete(verified.keys().next().value!);
  verified.set(token, { result, until: Math.min(exp, now + 300) });
  return result;
}
