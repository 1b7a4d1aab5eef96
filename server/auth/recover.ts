import type { Context } from 'hono';
import { z } from 'zod';
import type { AuthContext } from './auth-context.ts';
import { limitEmailsTo } from './auth-limits.ts';
import { queueAuthMail, sentRecentlyOfKind } from './auth-mail.ts';
import { authErrors } from './errors.ts';
import { codeChallengeFields, readCodeChallenge } from './flow-state.ts';
import { redirectToParam } from './redirect-to.ts';
import { isValidEmail, normalizeEmail, optionalString, readBody } from './request-body.ts';
import { findUserByEmail } from './users.ts';

/**
 * POST /auth/v1/recover: queues a password-recovery email when the address
 * has an account. Always 200 `{}`, so the answer says nothing about the
 * address; a repeat within a minute sends nothing.
 */

const bodySchema = z.object({
  email: optionalString,
  ...codeChallengeFields,
});

export async function recover(c: Context, context: AuthContext) {
  const body = await readBody(c, bodySchema);
  if (!body.email) throw authErrors.validation('Password recovery requires an email');
  const email = normalizeEmail(body.email);
  if (!isValidEmail(email)) throw authErrors.validation('Password recovery requires a valid email');
  await limitEmailsTo(context, email);
  const redirectTo = redirectToParam(c, context.config);
  const codeChallenge = readCodeChallenge(body);

  await context.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email, { lock: true });
    if (!user || (await sentRecentlyOfKind(tx, user, 'recovery'))) return;
    await queueAuthMail(tx, context, {
      user,
      kind: 'recovery',
      to: email,
      redirectTo,
      codeChallenge,
    });
  });
  return c.json({});
}
