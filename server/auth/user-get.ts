import type { Context } from 'hono';
import type { AuthContext } from './auth-context.ts';
import { authenticate } from './authenticate.ts';
import { userJson } from './user-json.ts';

/** GET /auth/v1/user: the bare user object of the Bearer token's user. */
export async function userGet(c: Context, context: AuthContext) {
  const { user } = await authenticate(c, context);
  return c.json(userJson(user));
}
