import type { Context } from 'hono';
import { z } from 'zod';
import type { AuthContext } from './auth-context.ts';
import { limitEmailsTo } from './auth-limits.ts';
import { queueAuthMail } from './auth-mail.ts';
import { authenticate } from './authenticate.ts';
import { AuthError } from './errors.ts';
import { assertPasswordPolicy, hashPassword, verifyPassword } from './passwords.ts';
import { codeChallengeFields, readCodeChallenge } from './flow-state.ts';
import { assertReauthenticated } from './reauthenticate.ts';
import { redirectToParam } from './redirect-to.ts';
import { metadataObject, optionalString, readBody, validEmail } from './request-body.ts';
import { requestEmailChange } from './email-change.ts';
import { userJson } from './user-json.ts';
import { mergeUserMetadata } from './user-writes.ts';
import { assertMetadataSize } from './user-metadata.ts';
import { findUserById } from './users.ts';

/**
 * PUT /auth/v1/user: merge `data` into user_metadata (a null value deletes the
 * key; the result is capped, user-metadata.ts), change the password (other
 * sessions are signed out), or start a secure email change: a link goes to
 * the new address and another to the current one, and the change applies
 * only once both are confirmed (verify.ts).
 */

const bodySchema = z.object({
  email: optionalString,
  phone: optionalString,
  password: optionalString,
  data: metadataObject,
  app_metadata: z.unknown().optional(),
  nonce: optionalString,
  ...codeChallengeFields,
});

export async function userUpdate(c: Context, context: AuthContext) {
  const body = await readBody(c, bodySchema);
  if (body.app_metadata !== undefined && body.app_metadata !== null) {
    throw new AuthError(403, 'not_admin', 'Updating app_metadata requires admin privileges');
  }
  if (body.phone) throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
  const { user: current, sessionId: currentSession } = await authenticate(c, context);
  const newEmail = body.email ? validEmail(body.email) : undefined;
  const changesEmail = newEmail !== undefined && newEmail !== current.email;
  if (body.password || changesEmail) {
    await assertReauthenticated(context, current, currentSession, body.nonce);
  }
  const codeChallenge = readCodeChallenge(body);
  let passwordHash: string | undefined;
  if (body.password) {
    assertPasswordPolicy(body.password);
    if (await verifyPassword(body.password, current.encrypted_password)) {
      throw new AuthError(
        422,
        'same_password',
        'New password should be different from the old password.',
      );
    }
    passwordHash = await hashPassword(body.password);
  }
  if (changesEmail) {
    await limitEmailsTo(context, newEmail);
    if (current.email) await limitEmailsTo(context, current.email);
  }
  const redirectTo = redirectToParam(c, context.config);

  const updated = await context.db.transaction(async (tx) => {
    const { user, sessionId } = await authenticate(c, context, tx, { lockUser: true });
    if (body.data) {
      assertMetadataSize(mergedMetadata(user.raw_user_meta_data, body.data));
      await mergeUserMetadata(tx, user.id, 'raw_user_meta_data', body.data);
    }
    if (passwordHash) {
      await tx.query(
        'update auth.users set encrypted_password = $2, updated_at = now() where id = $1',
        [user.id, passwordHash],
      );
      await tx.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [
        user.id,
        sessionId,
      ]);
    }
    if (changesEmail) {
      await requestEmailChange(tx, user, newEmail);
      const pending = (await findUserById(tx, user.id))!;
      await queueAuthMail(tx, context, {
        user: pending,
        kind: 'email_change',
        to: newEmail,
        redirectTo,
        codeChallenge,
      });
      if (pending.email) {
        await queueAuthMail(tx, context, {
          user: pending,
          kind: 'email_change_current',
          to: pending.email,
          redirectTo,
          codeChallenge,
        });
      }
    }
    return (await findUserById(tx, user.id))!;
  });
  return c.json(userJson(updated));
}

/** user_metadata after PUT /user's merge (jsonb `||`, a null value deletes the key). */
function mergedMetadata(current: Record<string, unknown>, data: Record<string, unknown>) {
  const merged = { ...current, ...data };
  for (const [key, value] of Object.entries(data)) if (value === null) delete merged[key];
  return merged;
}
