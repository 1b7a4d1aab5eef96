import type { Context } from 'hono';
import { verifyJwt } from '../keys.ts';
import type { AuthContext } from './auth-context.ts';
import { AuthError } from './errors.ts';

/**
 * The check of every /auth/v1/admin request (GoTrue; PROTOCOL.md §2.8): GoTrue's admin
 * roles are service_role and supabase_admin. No token: 401; a bad token: 403
 * bad_jwt; a valid token of another role (anon, a signed-in user): 403 not_admin.
 */

const adminRoles = new Set(['service_role', 'supabase_admin']);

export async function requireServiceRole(c: Context, context: AuthContext): Promise<void> {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '');
  if (!match) {
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  }
  const verified = await verifyJwt(match[1]!, context.jwtSecret, context.config.jwtTrustedKeys);
  if (!verified.ok) {
    throw new AuthError(
      403,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${verified.message}`,
    );
  }
  const role = verified.claims.role;
  if (typeof role !== 'string' || !adminRoles.has(role)) {
    throw new AuthError(403, 'not_admin', 'User not allowed');
  }
}
