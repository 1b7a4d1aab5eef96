import type { Queryable } from '../db/database.ts';
import { identityJson, userJson } from './user-json.ts';
import type { UserRecord } from './users.ts';

/**
 * What POST /signup answers while confirmation is on: the same fields for a
 * new address, an unconfirmed one and a confirmed one (issue 16), so the
 * answer cannot tell whether an account exists. For a confirmed address it
 * is a decoy shaped like a brand-new user, with its values made by the
 * database exactly as a real row's are (jsonb key order, timestamp format).
 */

type Json = Record<string, unknown>;

const signupFields = [
  'id',
  'aud',
  'role',
  'email',
  'phone',
  'confirmation_sent_at',
  'app_metadata',
  'user_metadata',
  'identities',
  'created_at',
  'updated_at',
  'is_anonymous',
];

/** The sign-up answer for a real (new or unconfirmed) user. */
export function signupUserJson(user: UserRecord): Json {
  const full = userJson(user);
  const out: Json = {};
  for (const key of signupFields) if (key in full) out[key] = full[key];
  out.identities = user.identities.map((identity) =>
    identityJson({ ...identity, last_sign_in_at: null }),
  );
  return out;
}

/** The sign-up answer for an address that already has a confirmed account. */
export async function decoySignupJson(tx: Queryable, email: string, metadata: Json) {
  const id = crypto.randomUUID();
  const { rows } = await tx.query<{ now: string; user_metadata: Json; identity_data: Json }>(
    `select to_jsonb(now()) #>> '{}' as now, $1::jsonb as user_metadata, $2::jsonb as identity_data`,
    [
      JSON.stringify(metadata),
      JSON.stringify({
        ...metadata,
        sub: id,
        email,
        email_verified: false,
        phone_verified: false,
      }),
    ],
  );
  const { now, user_metadata, identity_data } = rows[0]!;
  const record: UserRecord = {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    encrypted_password: null,
    email_confirmed_at: null,
    confirmation_sent_at: now,
    recovery_sent_at: null,
    invited_at: null,
    reauthentication_sent_at: null,
    new_email: null,
    email_change_sent_at: null,
    email_change_confirm_status: 0,
    last_sign_in_at: null,
    raw_app_meta_data: { provider: 'email', providers: ['email'] },
    raw_user_meta_data: user_metadata,
    is_anonymous: false,
    banned_until: null,
    created_at: now,
    updated_at: now,
    factors: [],
    identities: [
      {
        id: crypto.randomUUID(),
        provider_id: id,
        user_id: id,
        identity_data,
        provider: 'email',
        last_sign_in_at: null,
        created_at: now,
        updated_at: now,
        email,
      },
    ],
  };
  return signupUserJson(record);
}
