import type { Queryable } from '../db/database.ts';
import { findUserById } from './users.ts';

/** Writes shared by sign-up, sign-in and the user CLI. */

export async function createEmailUser(
  tx: Queryable,
  user: {
    email: string;
    passwordHash: string | null;
    metadata: Record<string, unknown>;
    confirmed: boolean;
  },
) {
  const { rows } = await tx.query<{ id: string }>(
    `insert into auth.users (email, encrypted_password, raw_app_meta_data, raw_user_meta_data, email_confirmed_at)
     values ($1, $2, '{"provider": "email", "providers": ["email"]}'::jsonb, $3::jsonb,
             case when $4 then now() end)
     returning id`,
    [user.email, user.passwordHash, JSON.stringify(user.metadata), user.confirmed],
  );
  const id = rows[0]!.id;
  const identityData = {
    ...user.metadata,
    sub: id,
    email: user.email,
    email_verified: user.confirmed,
    phone_verified: false,
  };
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider)
     values ($1::text, $1::uuid, $2::jsonb, 'email')`,
    [id, JSON.stringify(identityData)],
  );
  return (await findUserById(tx, id))!;
}

/** Records a sign-in on the user and its email identity; returns the updated user. */
export async function markSignedIn(tx: Queryable, user: { id: string }) {
  await tx.query(
    'update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1',
    [user.id],
  );
  await tx.query(
    `update auth.identities set last_sign_in_at = now(), updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [user.id],
  );
  return (await findUserById(tx, user.id))!;
}

/**
 * Merges `changes` into a user's `raw_user_meta_data` or `raw_app_meta_data`;
 * a key whose value is null is deleted.
 */
export async function mergeUserMetadata(
  tx: Queryable,
  id: string,
  column: 'raw_user_meta_data' | 'raw_app_meta_data',
  changes: Record<string, unknown>,
) {
  await tx.query(
    `update auth.users
     set ${column} = (${column} || $2::jsonb) - coalesce(
           (select array_agg(key) from jsonb_each($2::jsonb) where jsonb_typeof(value) = 'null'),
           '{}'::text[]),
         updated_at = now()
     where id = $1`,
    [id, JSON.stringify(changes)],
  );
}
