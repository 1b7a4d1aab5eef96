import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

/**
 * Refresh tokens are opaque strings derived from a random row id with an HMAC
 * of the JWT secret. The database keeps only a SHA-256 of each token, yet the
 * server can hand the active token of a session out again (PROTOCOL.md §2.10).
 */

export type RefreshTokenRow = {
  id: string;
  token_hash: string;
  user_id: string;
  session_id: string;
  parent_id: string | null;
  revoked: boolean;
  created_at: string;
  updated_at: string;
};

export function refreshTokenFor(id: string, secret: string): string {
  return createHmac('sha256', secret).update(`refresh-token:${id}`).digest('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Inserts a new token of the session and returns its string. */
export async function issueRefreshToken(
  tx: Queryable,
  secret: string,
  owner: { userId: string; sessionId: string; parentId: string | null },
): Promise<string> {
  const id = randomUUID();
  const token = refreshTokenFor(id, secret);
  await tx.query(
    `insert into auth.refresh_tokens (id, token_hash, user_id, session_id, parent_id)
     values ($1, $2, $3, $4, $5)`,
    [id, hashToken(token), owner.userId, owner.sessionId, owner.parentId],
  );
  return token;
}
