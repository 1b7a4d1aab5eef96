import type { Queryable } from '../db/database.ts';
import { identityJson, userJson } from './user-json.ts';
import type { UserRecord } from './users.ts';

/**
 * What POST /signup answers while confirmation is on. A new address, an
 * unconfirmed one and one with a confirmed account get the same fields,
 * built the same way (issues 16 and 34), so neither one answer nor repeated
 * sign-ups tell whether an account exists:
 *
 * - the id, the identity's id and the creation dates are those of the
 *   account, or for a confirmed address those of its decoy, made once and
 *   kept (auth.signup_decoys), so they stay the same across tries as a real
 *   unconfirmed account's do;
 * - `updated_at` and `confirmation_sent_at` are the time of this sign-up, as
 *   each sign-up mails a new link;
 * - the metadata is the one this sign-up sent (a repeated sign-up never
 *   changes the stored metadata, and never shows the first one's).
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

/** The lasting parts of a sign-up answer: an account's, or its decoy's. */
export interface SignupShape {
  id: string;
  identityId: string;
  email: string;
  createdAt: string;
  identityCreatedAt: string;
  identityUpdatedAt: string;
}

/** The shape of a real (new or unconfirmed) account. */
export function accountShape(user: UserRecord, email: string): SignupShape {
  const identity = user.identities.find((one) => one.provider === 'email');
  return {
    id: user.id,
    identityId: identity?.id ?? user.id,
    email,
    createdAt: user.created_at,
    identityCreatedAt: identity?.created_at ?? user.created_at,
    identityUpdatedAt: identity?.updated_at ?? user.created_at,
  };
}

/** The decoy of a confirmed account: made on the first sign-up for its address, then kept. */
export async function decoyShape(tx: Queryable, userId: string, email: string) {
  const { rows } = await tx.query<{ decoy_id: string; identity_id: string; created_at: string }>(
    `insert into auth.signup_decoys (user_id) values ($1)
     on conflict (user_id) do update set user_id = excluded.user_id
     returning decoy_id, identity_id, to_jsonb(created_at) #>> '{}' as created_at`,
    [userId],
  );
  const decoy = rows[0]!;
  return {
    id: decoy.decoy_id,
    identityId: decoy.identity_id,
    email,
    createdAt: decoy.created_at,
    identityCreatedAt: decoy.created_at,
    identityUpdatedAt: decoy.created_at,
  } satisfies SignupShape;
}

/** The answer, with the values made by the database as a row's are (jsonb key order, time format). */
export async function signupAnswer(tx: Queryable, shape: SignupShape, metadata: Json) {
  const { rows } = await tx.query<{ now: string; user_metadata: Json; identity_data: Json }>(
    `select to_jsonb(now()) #>> '{}' as now, $1::jsonb as user_metadata, $2::jsonb as identity_data`,
    [
      JSON.stringify(metadata),
      JSON.stringify({
        ...metadata,
        sub: shape.id,
        email: shape.email,
        email_verified: false,
        phone_verified: false,
      }),
    ],
  );
  const { now, user_metadata, identity_data } = rows[0]!;
  const record: UserRecord = {
    id: shape.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: shape.email,
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
    created_at: shape.createdAt,
    updated_at: now,
    factors: [],
    identities: [],
  };
  const full = userJson(record);
  const out: Json = {};
  for (const key of signupFields) if (key in full) out[key] = full[key];
  out.identities = [
    identityJson({
      id: shape.identityId,
      provider_id: shape.id,
      user_id: shape.id,
      identity_data,
      provider: 'email',
      last_sign_in_at: null,
      created_at: shape.identityCreatedAt,
      updated_at: shape.identityUpdatedAt,
      email: shape.email,
    }),
  ];
  return out;
}
