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
import { accountShape, decoyShape, signupAnswer } from './signup-answer.ts';
import { assertMetadataSize } from './user-metadata.ts';
import { findUserByEmail } from './users.ts';
import { createEmailUser, markSignedIn } from './user-writes.ts';

/**
 * POST /auth/v1/signup (PROTOCOL.md §2.6). With confirmation on (the default)
 * it answers the bare user and queues a confirmation email; with
 * AUTH_AUTOCONFIRM it answers a session.
 *
 * No pre-account takeover, in any order (issues 16 and 34): the password set
 * at sign-up takes effect only through that sign-up's own link or code. A
 * sign-up repeated for an unconfirmed address changes nothing on the account
 * (password, metadata) and mails a new link that confirms the address
 * without any sign-up password: the owner, signed in by it, sets one. An
 * address with a confirmed account gets a decoy that stays the same across
 * tries, as a real unconfirmed account's answer does, and its owner a "you
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
        return signupAnswer(tx, await decoyShape(tx, existing.id, email), metadata);
      }
      if (existing) {
        // Not confirmed yet, and someone signs up again (the owner, or not): nothing
        // is replaced, and the new link keeps no password (db/auth/0006). It replaces
        // the older link, so no link of this address sets a sign-up password any more.
        await queueAuthMail(tx, context, {
          user: existing,
          kind: 'signup',
          to: email,
          redirectTo,
          codeChallenge,
          keepsPassword: false,
          locale: metadata.language,
        });
        return signupAnswer(tx, accountShape(existing, email), metadata);
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
        keepsPassword: true,
      });
      return signupAnswer(tx, accountShape(user, email), metadata);
    });

  try {
    return c.json(await attempt());
  } catch (error) {
    // Two sign-ups of one address at once: the loser sees the winner's account.
    if ((error as { code?: string }).code === '23505') return c.json(await attempt());
    throw error;
  }
}
