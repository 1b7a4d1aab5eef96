import type { Context } from 'hono';
import { z } from 'zod';
import type { AuthContext } from './auth-context.ts';
import { limitEmailsTo } from './auth-limits.ts';
import { queueAuthMail, sentRecently } from './auth-mail.ts';
import { currentConfirmed, newConfirmed } from './email-change.ts';
import { AuthError, authErrors } from './errors.ts';
import { codeChallengeFields, readCodeChallenge } from './flow-state.ts';
import { redirectToParam } from './redirect-to.ts';
import { optionalString, readBody, validEmail } from './request-body.ts';
import { confirmationKeepsPassword } from './one-time-tokens.ts';
import { findUserByEmail, findUserByNewEmail } from './users.ts';

/**
 * POST /auth/v1/resend: sends the sign-up confirmation or an email-change
 * link (to the new or to the current address) again. 200 `{}` whether or not anything was pending.
 */

const bodySchema = z.object({
  email: optionalString,
  phone: optionalString,
  type: optionalString,
  ...codeChallengeFields,
});

export async function resend(c: Context, context: AuthContext) {
  const body = await readBody(c, bodySchema);
  const type = body.type ?? '';
  if (!['signup', 'email_change', 'sms', 'phone_change'].includes(type)) {
    throw authErrors.validation(
      'Missing one of these types: signup, email_change, sms, phone_change',
    );
  }
  if (type === 'sms' || type === 'phone_change') {
    throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
  }
  if (!body.email) throw authErrors.validation('An email address is required');
  const email = validEmail(body.email);
  await limitEmailsTo(context, email);
  const redirectTo = redirectToParam(c, context.config);
  const codeChallenge = readCodeChallenge(body);

  await context.db.transaction(async (tx) => {
    if (type === 'signup') {
      const user = await findUserByEmail(tx, email, { lock: true });
      if (!user || user.email_confirmed_at || sentRecently(user, 'signup')) return;
      await queueAuthMail(tx, context, {
        user,
        kind: 'signup',
        to: email,
        redirectTo,
        codeChallenge,
        // The new link keeps the password only if the link it replaces did (db/auth/0006).
        keepsPassword: await confirmationKeepsPassword(tx, user.id),
      });
      return;
    }
    // An email change: the new address's link, or the current address's, for a
    // side that has not confirmed yet.
    const toNew = await findUserByNewEmail(tx, email);
    const toCurrent = toNew ? undefined : await findUserByEmail(tx, email, { lock: true });
    const user = toNew ?? (toCurrent?.new_email ? toCurrent : undefined);
    if (!user || sentRecently(user, 'email_change')) return;
    const side = toNew ? newConfirmed : currentConfirmed;
    if ((user.email_change_confirm_status & side) !== 0) return;
    const kind = toNew ? 'email_change' : 'email_change_current';
    await queueAuthMail(tx, context, { user, kind, to: email, redirectTo, codeChallenge });
  });
  return c.json({});
}
