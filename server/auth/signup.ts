import type { Context } from 'hono';
import { z } from 'zod';
import { limitEmailsTo, mayMailExistingAccount, requestInfo } from './auth-limits.ts';
import type { AuthContext } from './auth-context.ts';
import { queueAuthMail, queueExistingAccountMail } from './auth-mail.ts';
import { AuthError, authErrors } from './errors.ts';
import { assertPasswordPolicy, hashPassword } from './passwords.ts';
import { codeChallengeFields, readCodeChallenge } from './flow-state.ts';
import { redirectToParam } from './redirect-to.ts';
import { metadataObject, optionalString, readBody, validEmail } from './request-body.ts';
import { startSession } from './session.ts';
import { decoySignupJson, signupUserJson } from './signup-answer.ts';
import { assertMetadataSize } from './user-metadata.ts';
import { findUserByEmail, findUserById } from './users.ts';
import { createEmailUser, markSignedIn, replaceUnconfirmedSignup } from './user-writes.ts';

/**
 * POST /auth/v1/signup (PROTOCOL.md §2.6). With confirmation on (the default)
 * it answers the bare user and queues a confirmation email; with
 * AUTH_AUTOCONFIRM it answers a session.
 *
 * No pre-account takeover (issue 16): signing up again for an unconfirmed
 * address replaces its password and metadata and sends a new link (the older
 * links and codes die), so the password is always the one of the newest
 * sign-up, whose link only the address's owner receives. An address with a
 * confirmed account gets a decoy of the same shape and its owner a "you
 * already have an account" email (a few an hour at most).
 */

const bodySchema = z.object({
  email: optionalString,
  phone: optionalString,
  password: optionalString,
  data: metadataObject,
  ...codeChallengeFields,
});

export async function signup(c: Context, context: AuthContext) {
  const body = await readBody(c, bodySchema);
  const { config } = context;
  if (!body.email && !body.phone) {
    throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  }
  if (!body.password) throw authErrors.validation('Signup requires a valid password');
  assertPasswordPolicy(body.password);
  if (body.email && body.phone) {
    throw authErrors.validation(
      'Only an email address or phone number should be provided on signup.',
    );
  }
  if (!body.email)
    throw new AuthError(422, 'phone_provider_disabled', 'Phone signups are disabled');
  const email = validEmail(body.email);
  const metadata = body.data ?? {};
  assertMetadataSize(metadata);
  const redirectTo = redirectToParam(c, config);
  const codeChallenge = readCodeChallenge(body);
  if (!config.authAutoconfirm) await limitEmailsTo(context, email);
  // Hashed before looking the address up, so every answer takes as long.
  const passwordHash = await hashPassword(body.password);

  const attempt = () =>
    context.db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, email, { lock: true });
      if (existing && config.authAutoconfirm) {
        throw new AuthError(422, 'user_already_exists', 'User already registered');
      }
      if (existing?.email_confirmed_at) {
        if (await mayMailExistingAccount(context, email)) {
          await queueExistingAccountMail(tx, config, existing);
        }
        return decoySignupJson(tx, email, metadata);
      }
      if (existing) {
        // Not confirmed yet: the newest sign-up's password and metadata win, and
        // a new link replaces the older ones (the per-address email limit applies).
        await replaceUnconfirmedSignup(tx, existing.id, { email, passwordHash, metadata });
        // Reloaded, so the mail is in the language of the newest sign-up.
        const replaced = (await findUserById(tx, existing.id))!;
        await queueAuthMail(tx, context, {
          user: replaced,
          kind: 'signup',
          to: email,
          redirectTo,
          codeChallenge,
        });
        return signupUserJson((await findUserById(tx, existing.id))!);
      }
      const user = await createEmailUser(tx, {
        email,
        passwordHash,
        metadata,
        confirmed: config.authAutoconfirm,
      });
      if (config.authAutoconfirm) {
        return startSession(
          tx,
          context,
          await markSignedIn(tx, user),
          'password',
          requestInfo(c, context),
        );
      }
      await queueAuthMail(tx, context, {
        user,
        kind: 'signup',
        to: email,
        redirectTo,
        codeChallenge,
      });
      return signupUserJson((await findUserById(tx, user.id))!);
    });

  try {
    return c.json(await attempt());
  } catch (error) {
    // Two sign-ups of one address at once: the loser sees the winner's account.
    if ((error as { code?: string }).code === '23505') return c.json(await attempt());
    throw error;
  }
}
