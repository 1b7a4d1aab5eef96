import type { Context } from 'hono';
import { z } from 'zod';
import { assertSignInAllowed, recordFailedSignIn, requestInfo } from './auth-limits.ts';
import type { AuthContext } from './auth-context.ts';
import { AuthError, authErrors } from './errors.ts';
import { verifyPassword, weakPasswordMessage, weakPasswordReasons } from './passwords.ts';
import { normalizeEmail, optionalString, readBody } from './request-body.ts';
import { startSession } from './session.ts';
import { markSignedIn } from './user-writes.ts';
import { findUserByEmail, isBanned } from './users.ts';

/**
 * POST /auth/v1/token?grant_type=password. Every wrong address or password is
 * the same 400 invalid_credentials; failures are throttled per (account,
 * client IP) and per client IP (auth-limits.ts), so nobody locks the owner out.
 * "Email not confirmed" is told only after the password was right.
 */

const bodySchema = z.object({
  email: optionalString,
  phone: optionalString,
  password: optionalString,
});

export async function tokenPassword(c: Context, context: AuthContext) {
  const body = await readBody(c, bodySchema);
  if (body.email && body.phone) {
    throw authErrors.validation(
      'Only an email address or phone number should be provided on login.',
    );
  }
  if (!body.email && !body.phone) throw authErrors.validation('missing email or phone');
  if (!body.email) throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
  const email = normalizeEmail(body.email);
  const password = body.password ?? '';
  await assertSignInAllowed(c, context, email);

  const user = await findUserByEmail(context.db, email);
  const valid = await verifyPassword(password, user?.encrypted_password);
  if (!user || !valid) {
    await recordFailedSignIn(c, context, email);
    throw authErrors.invalidCredentials();
  }
  if (isBanned(user)) throw new AuthError(400, 'user_banned', 'User is banned');
  if (!user.email_confirmed_at)
    throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');

  const response = await context.db.transaction(async (tx) =>
    startSession(tx, context, await markSignedIn(tx, user), 'password', requestInfo(c, context)),
  );
  const reasons = weakPasswordReasons(password);
  if (reasons.length > 0) {
    return c.json({
      ...response,
      weak_password: { message: weakPasswordMessage(reasons), reasons },
    });
  }
  return c.json(response);
}
