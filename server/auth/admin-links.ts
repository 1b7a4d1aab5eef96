import type { Context } from 'hono';
import { z } from 'zod';
import type { Queryable } from '../db/database.ts';
import { adminUserJson, adminUserResponse } from './admin-users-read.ts';
import { rolesOf } from './admin-roles.ts';
import type { AuthContext } from './auth-context.ts';
import { limitEmailsTo } from './auth-limits.ts';
import { type AuthMailKind, createAuthToken, queueAuthMail } from './auth-mail.ts';
import { requestEmailChange } from './email-change.ts';
import { AuthError, authErrors } from './errors.ts';
import { assertPasswordPolicy, hashPassword } from './passwords.ts';
import { allowedRedirect, redirectToParam } from './redirect-to.ts';
import { metadataObject, optionalString, readBody, validEmail } from './request-body.ts';
import { assertMetadataSize } from './user-metadata.ts';
import { createEmailUser } from './user-writes.ts';
import { findUserByEmail, findUserById, type UserRecord } from './users.ts';

/**
 * Service-role only (routes: admin-users-routes.ts):
 * - POST /admin/generate_link (auth.admin.generateLink): makes the token of
 *   an account email without sending it and answers the user with
 *   `action_link` (GoTrue's /auth/v1/verify link), `email_otp`,
 *   `hashed_token`, `redirect_to` and `verification_type`.
 * - POST /invite (auth.admin.inviteUserByEmail): creates the account (no
 *   password, unconfirmed, invited_at set) and mails the invitation.
 */

const generateSchema = z.object({
  type: optionalString,
  email: optionalString,
  password: optionalString,
  new_email: optionalString,
  data: metadataObject,
  redirect_to: optionalString,
});

const inviteSchema = z.object({ email: optionalString, data: metadataObject });

const linkKinds: Record<string, AuthMailKind> = {
  signup: 'signup',
  invite: 'invite',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change_current: 'email_change_current',
  email_change_new: 'email_change',
};

const userNotFound = () => new AuthError(404, 'user_not_found', 'User with this email not found');

async function markInvited(tx: Queryable, userId: string) {
  await tx.query('update auth.users set invited_at = now(), updated_at = now() where id = $1', [
    userId,
  ]);
}

/** The account a link of `kind` is for, created first for a sign-up or an invitation. */
async function linkUser(
  tx: Queryable,
  kind: AuthMailKind,
  email: string,
  options: { passwordHash?: string | undefined; metadata: Record<string, unknown> },
): Promise<UserRecord> {
  const existing = await findUserByEmail(tx, email, { lock: true });
  if (kind === 'signup' || kind === 'invite') {
    if (existing?.email_confirmed_at) throw authErrors.emailExists();
    if (existing && kind === 'signup') {
      // The administrator's password replaces any a sign-up chose: only it is kept
      // when the link is used (db/auth/0006).
      await tx.query('update auth.users set encrypted_password = $2 where id = $1', [
        existing.id,
        options.passwordHash,
      ]);
      return (await findUserById(tx, existing.id))!;
    }
    if (existing) return existing;
    const created = await createEmailUser(tx, {
      email,
      passwordHash: options.passwordHash ?? null,
      metadata: options.metadata,
      confirmed: false,
    });
    if (kind === 'invite') await markInvited(tx, created.id);
    return created;
  }
  if (!existing) throw userNotFound();
  return existing;
}

export async function adminGenerateLink(c: Context, context: AuthContext) {
  const body = await readBody(c, generateSchema);
  const kind = linkKinds[body.type ?? ''];
  if (!kind) {
    throw authErrors.validation(
      'Invalid type: must be one of signup, invite, magiclink, recovery, email_change_current, email_change_new',
    );
  }
  const email = validEmail(body.email ?? '');
  const isEmailChange = kind === 'email_change' || kind === 'email_change_current';
  const newEmail = isEmailChange ? validEmail(body.new_email ?? '') : undefined;
  const metadata = body.data ?? {};
  assertMetadataSize(metadata);
  let passwordHash: string | undefined;
  if (kind === 'signup') {
    if (!body.password) throw authErrors.validation('Signup requires a valid password');
    assertPasswordPolicy(body.password);
    passwordHash = await hashPassword(body.password);
  }
  const redirectTo =
    allowedRedirect(context.config, body.redirect_to) ??
    redirectToParam(c, context.config) ??
    context.config.siteUrl;

  const { user, token } = await context.db.transaction(async (tx) => {
    let user = await linkUser(tx, kind, email, { passwordHash, metadata });
    if (newEmail) {
      await requestEmailChange(tx, user, newEmail);
      user = (await findUserById(tx, user.id))!;
    }
    const to = kind === 'email_change' ? newEmail! : email;
    const token = await createAuthToken(tx, context, {
      user,
      kind,
      to,
      keepsPassword: kind === 'signup',
    });
    return { user: (await findUserById(tx, user.id))!, token };
  });
  const link = new URL(`${context.config.siteUrl}/auth/v1/verify`);
  link.searchParams.set('token', token.tokenHash);
  link.searchParams.set('type', token.verificationType);
  link.searchParams.set('redirect_to', redirectTo);
  const roles = (await rolesOf(context.db, [user.id])).get(user.id) ?? [];
  return c.json({
    ...adminUserJson(user, roles),
    action_link: link.toString(),
    email_otp: token.code,
    hashed_token: token.tokenHash,
    redirect_to: redirectTo,
    verification_type: token.verificationType,
  });
}

export async function adminInvite(c: Context, context: AuthContext) {
  const body = await readBody(c, inviteSchema);
  const email = validEmail(body.email ?? '');
  const metadata = body.data ?? {};
  assertMetadataSize(metadata);
  await limitEmailsTo(context, email);
  const redirectTo = redirectToParam(c, context.config);
  const user = await context.db.transaction(async (tx) => {
    const invited = await linkUser(tx, 'invite', email, { metadata });
    if (!invited.invited_at) await markInvited(tx, invited.id);
    const current = (await findUserById(tx, invited.id))!;
    await queueAuthMail(tx, context, { user: current, kind: 'invite', to: email, redirectTo });
    return (await findUserById(tx, invited.id))!;
  });
  return c.json(await adminUserResponse(context.db, user));
}
