import type { Context } from 'hono';
import type { AuthContext } from './auth-context.ts';
import { limitEmailsTo } from './auth-limits.ts';
import { queueAuthMail, sentRecently } from './auth-mail.ts';
import { authenticate } from './authenticate.ts';
import { AuthError, authErrors } from './errors.ts';
import { consumeOneTimeCode } from './one-time-tokens.ts';
import type { UserRecord } from './users.ts';

/**
 * Reauthentication (GoTrue's, as with
 * GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION on): a change of
 * password or email address through PUT /user needs the `nonce` that
 * GET /reauthenticate mails, unless the session signed in within the last
 * few minutes (a fresh sign-in, or the session of a recovery link, has just
 * proved the owner). A user with a verified second factor must also be at aal2.
 */

export const freshSignInSeconds = 10 * 60;

/** GET /auth/v1/reauthenticate: mails a 6-digit nonce to the signed-in user's address. */
export async function reauthenticate(c: Context, context: AuthContext) {
  const { user } = await authenticate(c, context);
  if (!user.email)
    throw authErrors.validation(
      'Reauthentication requires the user to have an email or a phone number',
    );
  await limitEmailsTo(context, user.email);
  await context.db.transaction(async (tx) => {
    const { user: locked } = await authenticate(c, context, tx, { lockUser: true });
    if (!locked.email || sentRecently(locked, 'reauthentication')) return;
    await queueAuthMail(tx, context, { user: locked, kind: 'reauthentication', to: locked.email });
  });
  return c.json({});
}

/**
 * Throws unless the caller may change the password or email address now; a
 * given nonce is consumed (a wrong one counts against it, committed first).
 */
export async function assertReauthenticated(
  context: AuthContext,
  user: UserRecord,
  sessionId: string | null,
  nonce: string | null | undefined,
) {
  const { rows } = await context.db.query<{ aal: string; fresh: boolean }>(
    `select aal, created_at > now() - make_interval(secs => $2) as fresh
     from auth.sessions where id = $1`,
    [sessionId, freshSignInSeconds],
  );
  const session = rows[0];
  if (user.factors.some((factor) => factor.status === 'verified') && session?.aal !== 'aal2') {
    throw new AuthError(
      401,
      'insufficient_aal',
      'AAL2 session is required to update email or password when MFA is enabled.',
    );
  }
  if (session?.fresh) return;
  if (!nonce) {
    throw new AuthError(
      400,
      'reauthentication_needed',
      'Password update requires reauthentication',
    );
  }
  const outcome = await context.db.transaction((tx) =>
    consumeOneTimeCode(tx, context.jwtSecret, {
      email: user.email ?? '',
      code: nonce.trim(),
      types: ['reauthentication'],
    }),
  );
  if (!outcome.ok || outcome.token.user_id !== user.id) {
    throw new AuthError(
      400,
      'reauthentication_not_valid',
      'Verification code is invalid or has expired',
    );
  }
}
