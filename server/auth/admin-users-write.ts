import type { Context } from 'hono';
import { z } from 'zod';
import type { Queryable } from '../db/database.ts';
import { changeRole, requestedRoles, rolesOf, setRoles } from './admin-roles.ts';
import { adminUserResponse, loadUser } from './admin-users-read.ts';
import type { AuthContext } from './auth-context.ts';
import { switchEmail } from './email-change.ts';
import { AuthError, authErrors } from './errors.ts';
import { assertPasswordPolicy, hashPassword } from './passwords.ts';
import { metadataObject, optionalString, readBody, validEmail } from './request-body.ts';
import { createEmailUser, mergeUserMetadata } from './user-writes.ts';
import { findUserByEmail } from './users.ts';

/**
 * POST /auth/v1/admin/users, PUT and DELETE /admin/users/{id} (GoTrue's admin
 * API as auth-js's `auth.admin.createUser`, `updateUserById` and `deleteUser`
 * send it). `app_metadata.roles` sets the roles; the audit names the service role.
 */

const actorLabel = 'service_role';
const metadataLimit = 16 * 1024;

const createSchema = z.object({
  email: optionalString,
  phone: optionalString,
  password: optionalString,
  email_confirm: z.boolean().nullish(),
  user_metadata: metadataObject,
  app_metadata: metadataObject,
});

const updateSchema = createSchema.extend({ ban_duration: optionalString });

function checkedMetadata(name: string, value: Record<string, unknown> | null | undefined) {
  if (value && JSON.stringify(value).length > metadataLimit) {
    throw authErrors.validation(`${name} is larger than ${metadataLimit} bytes`);
  }
}

/** app_metadata without `roles`, which live in public.user_roles. */
function otherAppMetadata(value: Record<string, unknown> | null | undefined) {
  const { roles: _roles, provider: _provider, providers: _providers, ...rest } = value ?? {};
  return rest;
}

async function passwordHashOf(password: string | null | undefined) {
  if (!password) return undefined;
  assertPasswordPolicy(password);
  return hashPassword(password);
}

export async function adminCreateUser(c: Context, context: AuthContext) {
  const body = await readBody(c, createSchema);
  if (body.phone) throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
  if (!body.email) throw authErrors.validation('Unable to validate email address: invalid format');
  const email = validEmail(body.email);
  checkedMetadata('user_metadata', body.user_metadata);
  checkedMetadata('app_metadata', body.app_metadata);
  const roles = requestedRoles(body.app_metadata);
  const passwordHash = await passwordHashOf(body.password);

  const user = await context.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, email)) throw authErrors.emailExists();
    const created = await createEmailUser(tx, {
      email,
      passwordHash: passwordHash ?? null,
      metadata: body.user_metadata ?? {},
      confirmed: body.email_confirm === true,
    });
    await mergeAppMetadata(tx, created.id, body.app_metadata);
    if (roles) await setRoles(tx, created.id, roles, actorLabel);
    return loadUser(tx, created.id);
  });
  return c.json(await adminUserResponse(context.db, user));
}

async function mergeAppMetadata(
  tx: Queryable,
  id: string,
  value: Record<string, unknown> | null | undefined,
) {
  const rest = otherAppMetadata(value);
  if (Object.keys(rest).length === 0) return;
  await mergeUserMetadata(tx, id, 'raw_app_meta_data', rest);
}

/** GoTrue's ban_duration: "none" lifts a ban, otherwise a Go duration such as "24h" or "90m". */
function bannedUntil(duration: string): Date | null {
  if (duration === 'none') return null;
  const parts = /^(?:\d{1,7}h)?(?:\d{1,9}m)?(?:\d{1,11}s)?$/.exec(duration);
  if (!parts || duration === '') throw authErrors.validation('invalid format for ban duration');
  const seconds = [...duration.matchAll(/(\d+)([hms])/g)].reduce(
    (sum, [, amount, unit]) => sum + Number(amount) * { h: 3600, m: 60, s: 1 }[unit as 'h'],
    0,
  );
  return new Date(Date.now() + seconds * 1000);
}

export async function adminUpdateUser(c: Context, context: AuthContext) {
  const body = await readBody(c, updateSchema);
  if (body.phone) throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
  const email = body.email ? validEmail(body.email) : undefined;
  checkedMetadata('user_metadata', body.user_metadata);
  checkedMetadata('app_metadata', body.app_metadata);
  const roles = requestedRoles(body.app_metadata);
  const passwordHash = await passwordHashOf(body.password);
  const ban = body.ban_duration ? { until: bannedUntil(body.ban_duration) } : undefined;

  const user = await context.db.transaction(async (tx) => {
    const current = await loadUser(tx, c.req.param('id') ?? '', { lock: true });
    const id = current.id;
    if (email !== undefined && email !== current.email) await switchEmail(tx, id, email);
    if (body.email_confirm === true && !current.email_confirmed_at) {
      await tx.query(
        'update auth.users set email_confirmed_at = now(), updated_at = now() where id = $1',
        [id],
      );
    }
    if (body.user_metadata) {
      await mergeUserMetadata(tx, id, 'raw_user_meta_data', body.user_metadata);
    }
    await mergeAppMetadata(tx, id, body.app_metadata);
    if (passwordHash) {
      await tx.query(
        'update auth.users set encrypted_password = $2, updated_at = now() where id = $1',
        [id, passwordHash],
      );
      // An operator's reset (npm run user -- reset-password) signs the user out everywhere.
      await tx.query('delete from auth.sessions where user_id = $1', [id]);
    }
    if (ban) {
      await tx.query('update auth.users set banned_until = $2, updated_at = now() where id = $1', [
        id,
        ban.until?.toISOString() ?? null,
      ]);
      if (ban.until) await tx.query('delete from auth.sessions where user_id = $1', [id]);
    }
    if (roles) await setRoles(tx, id, roles, actorLabel);
    return loadUser(tx, id);
  });
  return c.json(await adminUserResponse(context.db, user));
}

const deleteSchema = z.object({ should_soft_delete: z.boolean().nullish() }).nullish();

/** Deletes the account (not the last admin's); its roles are revoked first, so the audit keeps them. */
export async function adminDeleteUser(c: Context, context: AuthContext) {
  const body = await readBody(c, deleteSchema);
  if (body?.should_soft_delete) {
    throw authErrors.validation(
      'Soft deletion is not supported; delete without should_soft_delete',
    );
  }
  await context.db.transaction(async (tx) => {
    const user = await loadUser(tx, c.req.param('id') ?? '', { lock: true });
    for (const role of (await rolesOf(tx, [user.id])).get(user.id) ?? []) {
      await changeRole(tx, user.id, role, false, actorLabel);
    }
    await tx.query('delete from auth.users where id = $1', [user.id]);
  });
  return c.json({});
}
