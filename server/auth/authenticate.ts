import type { Context } from 'hono';
import type { Queryable } from '../db/database.ts';
import { verifyJwt } from '../keys.ts';
import type { AuthContext } from './auth-context.ts';
import { AuthError } from './errors.ts';
import { findUserById, isBanned, type UserRecord } from './users.ts';

/**
 * The Bearer check of /user and /logout (PROTOCOL.md §2.6 GET /user): 401 with
 * no token, 403 bad_jwt for a bad signature, `alg: none`, expiry or a missing
 * sub, 403 user_not_found, 403 session_not_found once signed out.
 */

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Authenticated {
  user: UserRecord;
  sessionId: string | null;
}

export async function authenticate(
  c: Context,
  context: AuthContext,
  q: Queryable = context.db,
  options: { lockUser?: boolean } = {},
): Promise<Authenticated> {
  const header = c.req.header('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) {
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  }
  const verified = await verifyJwt(match[1]!, context.jwtSecret, context.config.jwtTrustedKeys);
  if (!verified.ok) {
    const detail =
      verified.reason === 'expired'
        ? 'token has invalid claims: token is expired'
        : verified.message;
    throw new AuthError(
      403,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${detail}`,
    );
  }
  const { sub, aud, session_id: sessionId } = verified.claims as Record<string, unknown>;
  if (typeof sub !== 'string' || sub === '') {
    throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  }
  if (!uuidPattern.test(sub))
    throw new AuthError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
  if (aud !== 'authenticated') {
    throw new AuthError(
      400,
      'validation_failed',
      'Token audience does not match the request audience',
    );
  }
  const user = await findUserById(q, sub, { lock: options.lockUser });
  if (!user)
    throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  if (isBanned(user)) throw new AuthError(403, 'user_banned', 'User is banned');
  if (typeof sessionId === 'string' && sessionId !== '') {
    const { rows } = await q.query('select 1 from auth.sessions where id = $1 and user_id = $2', [
      uuidPattern.test(sessionId) ? sessionId : null,
      user.id,
    ]);
    if (rows.length === 0) {
      throw new AuthError(
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      );
    }
    return { user, sessionId };
  }
  return { user, sessionId: null };
}
