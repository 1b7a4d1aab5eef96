import type { Context } from 'hono';
import { z } from 'zod';
import { requestInfo } from './auth-limits.ts';
import type { AuthContext } from './auth-context.ts';
import { AuthError, authErrors } from './errors.ts';
import { exchangeAuthCode } from './flow-state.ts';
import { optionalString, readBody } from './request-body.ts';
import { type AmrMethod, startSession } from './session.ts';
import { markSignedIn } from './user-writes.ts';
import { findUserById, isBanned } from './users.ts';

/**
 * POST /auth/v1/token?grant_type=pkce (exchangeCodeForSession): trades the
 * auth code of a followed PKCE email link, with the code verifier the client
 * kept, for a session. One try per code (flow-state.ts).
 */

const bodySchema = z.object({ auth_code: optionalString, code_verifier: optionalString });

export async function tokenPkce(c: Context, context: AuthContext) {
  const body = await readBody(c, bodySchema);
  if (!body.auth_code || !body.code_verifier) {
    throw authErrors.validation(
      'invalid request: both auth code and code verifier should be non-empty',
    );
  }
  const authCode = body.auth_code;
  const verifier = body.code_verifier;
  const outcome = await context.db.transaction(async (tx) => {
    const flow = await exchangeAuthCode(tx, authCode, verifier);
    if (flow instanceof AuthError) return flow;
    const user = await findUserById(tx, flow.userId, { lock: true });
    if (!user) return new AuthError(404, 'user_not_found', 'User not found');
    if (isBanned(user)) return new AuthError(400, 'user_banned', 'User is banned');
    const method = flow.authenticationMethod as AmrMethod;
    return startSession(tx, context, await markSignedIn(tx, user), method, requestInfo(c, context));
  });
  if (outcome instanceof AuthError) throw outcome;
  return c.json(outcome);
}
