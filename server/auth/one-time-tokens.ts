import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { hashToken } from './refresh-tokens.ts';

/**
 * Secrets of account emails. The link carries 56 random hex characters
 * (shaped like GoTrue's token_hash); the email also shows a 6-digit code for
 * verifyOtp({email, token, type}). The database keeps only a SHA-256 of the
 * link secret and an HMAC of the code (keyed by the JWT secret and the token
 * id, so a copy of the table alone cannot be searched for the code), with one
 * expiry for both. One live token per user and kind: a new one replaces the old.
 */

export type OneTimeTokenType =
  | 'confirmation'
  | 'recovery'
  | 'email_change'
  | 'email_change_current'
  | 'magiclink'
  | 'invite'
  | 'reauthentication';

const lifetimeSeconds: Record<OneTimeTokenType, number> = {
  confirmation: 24 * 3600,
  recovery: 3600,
  email_change: 24 * 3600,
  email_change_current: 24 * 3600,
  magiclink: 3600,
  invite: 24 * 3600,
  reauthentication: 5 * 60,
};

/** Wrong codes a token survives; the next wrong one deletes it (link included). */
export const maxFailedCodeAttempts = 5;

export type OneTimeTokenRow = {
  id: string;
  user_id: string;
  token_type: OneTimeTokenType;
  relates_to: string;
  /** Set when the request that mailed it was a PKCE one (flow-state.ts). */
  flow_state_id: string | null;
  /** Whether applying it keeps the account's password (db/auth/0006). */
  keeps_password: boolean;
};

function codeHash(jwtSecret: string, tokenId: string, code: string): string {
  return createHmac('sha256', jwtSecret).update(`email-otp:${tokenId}:${code}`).digest('hex');
}

export async function createOneTimeToken(
  tx: Queryable,
  jwtSecret: string,
  owner: {
    userId: string;
    type: OneTimeTokenType;
    relatesTo: string;
    flowStateId?: string | undefined;
    /** Only the link of the sign-up that set the password keeps it (db/auth/0006). */
    keepsPassword?: boolean | undefined;
  },
): Promise<{ secret: string; code: string }> {
  const id = randomUUID();
  const secret = randomBytes(28).toString('hex');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await tx.query(
    `insert into auth.one_time_tokens
       (id, user_id, token_type, token_hash, code_hash, relates_to, expires_at, flow_state_id,
        keeps_password)
     values ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7), $8, $9)
     on conflict (user_id, token_type) do update
       set id = excluded.id, token_hash = excluded.token_hash, code_hash = excluded.code_hash,
           relates_to = excluded.relates_to, expires_at = excluded.expires_at,
           flow_state_id = excluded.flow_state_id, keeps_password = excluded.keeps_password,
           failed_attempts = 0, created_at = now()`,
    [
      id,
      owner.userId,
      owner.type,
      hashToken(secret),
      codeHash(jwtSecret, id, code),
      owner.relatesTo,
      lifetimeSeconds[owner.type],
      owner.flowStateId ?? null,
      owner.keepsPassword ?? false,
    ],
  );
  return { secret, code };
}

/** Deletes and returns the token if it exists, is of one of `types` and has not expired. */
export async function consumeOneTimeToken(
  tx: Queryable,
  secret: string,
  types: OneTimeTokenType[],
): Promise<OneTimeTokenRow | undefined> {
  const { rows } = await tx.query<OneTimeTokenRow & { expired: boolean }>(
    `delete from auth.one_time_tokens
     where token_hash = $1 and token_type = any($2::text[])
     returning id, user_id, token_type, relates_to, flow_state_id, keeps_password,
       expires_at < now() as expired`,
    [hashToken(secret), types],
  );
  const row = rows[0];
  return row && !row.expired ? row : undefined;
}

export type CodeOutcome =
  { ok: true; token: OneTimeTokenRow } | { ok: false; attemptsLeft: number | undefined };

/**
 * Checks a 6-digit code mailed to `email` against the live tokens of `types`.
 * A match is deleted (single use) and returned. A miss counts one failed
 * attempt on every live token for that address and deletes those that reach
 * the limit; the caller must commit that even though it answers an error.
 * The rows are locked, so parallel guesses are counted one after the other.
 */
export async function consumeOneTimeCode(
  tx: Queryable,
  jwtSecret: string,
  request: { email: string; code: string; types: OneTimeTokenType[] },
): Promise<CodeOutcome> {
  const { rows } = await tx.query<OneTimeTokenRow & { code_hash: string | null }>(
    `select id, user_id, token_type, relates_to, flow_state_id, keeps_password, code_hash
     from auth.one_time_tokens
     where lower(relates_to) = lower($1) and token_type = any($2::text[]) and expires_at >= now()
     order by id for update`,
    [request.email, request.types],
  );
  const code = /^\d{6}$/.test(request.code) ? request.code : undefined;
  const match = code
    ? rows.find(
        (row) =>
          row.code_hash !== null &&
          timingSafeEqual(
            Buffer.from(row.code_hash, 'hex'),
            Buffer.from(codeHash(jwtSecret, row.id, code), 'hex'),
          ),
      )
    : undefined;
  if (match) {
    await tx.query('delete from auth.one_time_tokens where id = $1', [match.id]);
    const { id, user_id, token_type, relates_to, flow_state_id, keeps_password } = match;
    return {
      ok: true,
      token: { id, user_id, token_type, relates_to, flow_state_id, keeps_password },
    };
  }
  if (rows.length === 0) return { ok: false, attemptsLeft: undefined };
  const ids = rows.map((row) => row.id);
  const counted = await tx.query<{ failed_attempts: number }>(
    `update auth.one_time_tokens set failed_attempts = failed_attempts + 1
     where id = any($1::uuid[]) returning failed_attempts`,
    [ids],
  );
  await tx.query(
    'delete from auth.one_time_tokens where id = any($1::uuid[]) and failed_attempts >= $2',
    [ids, maxFailedCodeAttempts],
  );
  const worst = Math.max(...counted.rows.map((row) => row.failed_attempts));
  return { ok: false, attemptsLeft: Math.max(0, maxFailedCodeAttempts - worst) };
}

/** Whether the account's confirmation token (expired or not) keeps its password. */
export async function confirmationKeepsPassword(tx: Queryable, userId: string): Promise<boolean> {
  const { rows } = await tx.query<{ keeps_password: boolean }>(
    `select keeps_password from auth.one_time_tokens
     where user_id = $1 and token_type = 'confirmation'`,
    [userId],
  );
  return rows[0]?.keeps_password === true;
}
