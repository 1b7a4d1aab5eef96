import type { Context } from 'hono';
import { loadUser } from './admin-users-read.ts';
import type { AuthContext } from './auth-context.ts';
import { AuthError } from './errors.ts';
import { factorJson } from './user-json.ts';

/**
 * GET /admin/users/{id}/factors and DELETE /admin/users/{id}/factors/{factor}
 * (auth.admin.mfa.listFactors / deleteFactor): an administrator can remove a
 * lost authenticator so its owner can sign in with the password alone again.
 */

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function adminListFactors(c: Context, context: AuthContext) {
  const user = await loadUser(context.db, c.req.param('id') ?? '');
  return c.json(user.factors.map(factorJson));
}

export async function adminDeleteFactor(c: Context, context: AuthContext) {
  const user = await loadUser(context.db, c.req.param('id') ?? '');
  const factorId = c.req.param('factorId') ?? '';
  const factor = user.factors.find((f) => uuidPattern.test(factorId) && f.id === factorId);
  if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  await context.db.query('delete from auth.mfa_factors where id = $1 and user_id = $2', [
    factor.id,
    user.id,
  ]);
  // Its sessions drop back to aal1: the second factor they proved is gone.
  await context.db.query(`update auth.sessions set aal = 'aal1' where user_id = $1`, [user.id]);
  return c.json(factorJson(factor));
}
