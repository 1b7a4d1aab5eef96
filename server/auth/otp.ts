import type { Context } from 'hono';
import { z } from 'zod';
import type { AuthContext } from './auth-context.ts';
import { limitEmailsTo } from './auth-limits.ts';
import { queueAuthMail, sentRecentlyOfKind } from './auth-mail.ts';
import { AuthError, authErrors } from './errors.ts';
import { codeChallengeFields, readCodeChallenge } from './flow-state.ts';
import { redirectToParam } from './redirect-to.ts';
import { metadataObject, optionalString, readBody, validEmail } from './request-body.ts';
import { findUserByEmail, isBanned } from './users.ts';

/**
 * POST /auth/v1/otp (signInWithOtp with an email): mails a sign-in code and
 * link (verifyOtp type `email` or `magiclink`). Always 200 `{}`, whether or
 * not the address has an account, so the answer says nothing about it; the
 * per-address and per-IP limits count every request alike.
 *
 * Unlike GoTrue, it never creates an account (`create_user` is ignored):
 * accounts are opened by sign-up. An account whose address is not confirmed
 * yet gets a confirmation email instead (its code signs in as well). That
 * confirmation keeps no sign-up password (issue 34): whoever signed the
 * address up may not be its owner, so the owner, signed in by the code or
 * link, signs in with codes or chooses a password.
 */

const bodySchema = z.object({
  email: optionalString,
  phone: optionalString,
  data: metadataObject,
  create_user: z.boolean().nullish(),
  ...codeChallengeFields,
});

export async function otp(c: Context, context: AuthContext) {
  const body = await readBody(c, bodySchema);
  if (body.email && body.phone) {
    throw authErrors.validation('Only an email address or phone number should be provided');
  }
  if (body.phone) throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
  if (!body.email) throw authErrors.validation('You must provide either an email or phone number');
  const email = validEmail(body.email);
  const codeChallenge = readCodeChallenge(body);
  await limitEmailsTo(context, email);
  const redirectTo = redirectToParam(c, context.config);

  await context.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email, { lock: true });
    if (!user || isBanned(user)) return;
    const kind = user.email_confirmed_at ? 'magiclink' : 'signup';
    if (await sentRecentlyOfKind(tx, user, kind)) return;
    await queueAuthMail(tx, context, { user, kind, to: email, redirectTo, codeChallenge });
  });
  return c.json({});
}
