import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { hashToken } from './refresh-tokens.ts';

/**
 * Secrets of email links. The link carries 56 random hex characters (shaped
 * like GoTrue's token_hash); the database keeps only their SHA-256 and an
 * expiry. One live token per user and kind: a new one replaces the old.
 */

export type OneTimeTokenType = 'confirmation' | 'recovery' | 'email_change';

const lifetimeSeconds: Record<OneTimeTokenType, number> = {
  confirmation: 24 * 3600,
  recovery: 3600,
  email_change: 24 * 3600,
};

export type OneTimeTokenRow = {
  id: string;
  user_id: string;
  token_type: OneTimeTokenType;
  relates_to: string;
};

export async function createOneTimeToken(
  tx: Queryable,
  owner: { userId: string; type: OneTimeTokenType; relatesTo: string },
): Promise<string> {
  const secret = randomBytes(28).toString('hex');
  await tx.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to, expires_at)
     values ($1, $2, $3, $4, now() + make_interval(secs => $5))
     on conflict (user_id, token_type) do update
       set token_hash = excluded.token_hash, relates_to = excluded.relates_to,
           expires_at = excluded.expires_at, created_at = now()`,
    [owner.userId, owner.type, hashToken(secret), owner.relatesTo, lifetimeSeconds[owner.type]],
  );
  return secret;
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
     returning id, user_id, token_type, relates_to, expires_at < now() as expired`,
    [hashToken(secret), types],
  );
  const row = rows[0];
  return row && !row.expired ? row : undefined;
}
