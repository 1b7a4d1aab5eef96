import type { Context } from 'hono';
import type { AuthContext } from './auth-context.ts';
import { authenticate } from './authenticate.ts';
import { authErrors } from './errors.ts';

/**
 * POST /auth/v1/logout?scope=global|local|others: deletes sessions (and with
 * them their refresh tokens). `local` the current one, `others` every other
 * one, `global` (the default) all of them. 204 with no body.
 */

const scopes = ['global', 'local', 'others'] as const;
type Scope = (typeof scopes)[number];

export async function logout(c: Context, context: AuthContext) {
  const scope = (c.req.query('scope') ?? 'global') as Scope;
  if (!scopes.includes(scope)) {
    throw authErrors.validation(`Unsupported logout scope "${scope}"`);
  }
  const { user, sessionId } = await authenticate(c, context);
  if (scope === 'local') {
    if (sessionId) await context.db.query('delete from auth.sessions where id = $1', [sessionId]);
  } else if (scope === 'others') {
    await context.db.query(
      'delete from auth.sessions where user_id = $1 and id is distinct from $2',
      [user.id, sessionId],
    );
  } else {
    await context.db.query('delete from auth.sessions where user_id = $1', [user.id]);
  }
  return c.body(null, 204);
}
