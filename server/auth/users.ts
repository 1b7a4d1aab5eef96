import type { Queryable } from '../db/database.ts';

/** An auth.users row with its identities, as loaded by the flows (timestamps as ISO text). */
export interface UserRecord {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  confirmation_sent_at: string | null;
  recovery_sent_at: string | null;
  invited_at: string | null;
  reauthentication_sent_at: string | null;
  new_email: string | null;
  email_change_sent_at: string | null;
  /** Secure email change: bit 1 the new address has confirmed, bit 2 the current one. */
  email_change_confirm_status: number;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  is_anonymous: boolean;
  banned_until: string | null;
  created_at: string;
  updated_at: string;
  identities: IdentityRecord[];
  factors: FactorRecord[];
}

/** A TOTP factor as the user object lists it (never its secret). */
export interface FactorRecord {
  id: string;
  friendly_name: string | null;
  factor_type: 'totp';
  status: 'verified' | 'unverified';
  created_at: string;
  updated_at: string;
}

export interface IdentityRecord {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
  email: string | null;
}

// to_jsonb gives RFC 3339 timestamps, which is what the user object carries.
export const userSelect = `
  select to_jsonb(u) || jsonb_build_object('identities', coalesce(
    (select jsonb_agg(to_jsonb(i) order by i.created_at) from auth.identities i where i.user_id = u.id),
    '[]'::jsonb)) || jsonb_build_object('factors', coalesce(
    (select jsonb_agg(jsonb_build_object('id', f.id, 'friendly_name', f.friendly_name,
       'factor_type', f.factor_type, 'status', f.status, 'created_at', f.created_at,
       'updated_at', f.updated_at) order by f.created_at)
     from auth.mfa_factors f where f.user_id = u.id),
    '[]'::jsonb)) as user
  from auth.users u`;

async function one(q: Queryable, sql: string, params: unknown[]): Promise<UserRecord | undefined> {
  const { rows } = await q.query<{ user: UserRecord }>(sql, params);
  return rows[0]?.user;
}

export function findUserById(q: Queryable, id: string, options: { lock?: boolean } = {}) {
  return one(q, `${userSelect} where u.id = $1${options.lock ? ' for update of u' : ''}`, [id]);
}

export function findUserByEmail(q: Queryable, email: string, options: { lock?: boolean } = {}) {
  return one(
    q,
    `${userSelect} where lower(u.email) = lower($1)${options.lock ? ' for update of u' : ''}`,
    [email],
  );
}

/** Users waiting to confirm a change to this address. */
export function findUserByNewEmail(q: Queryable, email: string) {
  return one(q, `${userSelect} where lower(u.new_email) = lower($1) for update of u`, [email]);
}

export function isBanned(user: UserRecord): boolean {
  return user.banned_until !== null && new Date(user.banned_until).getTime() > Date.now();
}
