import type { Context } from 'hono';
import { z } from 'zod';
import type { Queryable } from '../db/database.ts';
import type { AuthContext } from './auth-context.ts';
import { AuthError, authErrors } from './errors.ts';
import {
  hashToken,
  issueRefreshToken,
  refreshTokenFor,
  type RefreshTokenRow,
} from './refresh-tokens.ts';
import { optionalString, readBody } from './request-body.ts';
import { type SessionRow, tokenResponse } from './session.ts';
import { findUserById, isBanned } from './users.ts';

/**
 * POST /auth/v1/token?grant_type=refresh_token with GoTrue's rotation and
 * reuse rules (PROTOCOL.md §2.10). The session row is locked first, so
 * concurrent refreshes of one session run one after the other.
 */

export const reuseIntervalSeconds = 10;

const bodySchema = z.object({ refresh_token: optionalString });

type Outcome = { ok: true; response: unknown } | { ok: false; error: AuthError };

const alreadyUsed = () =>
  new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');

export async function tokenRefresh(c: Context, context: AuthContext) {
  const body = await readBody(c, bodySchema);
  const token = body.refresh_token ?? '';
  if (token.length < 12) throw authErrors.validation('Refresh token is not valid');
  // A detected reuse revokes the session, and that must be committed: the error is thrown afterwards.
  const outcome = await context.db.transaction((tx) => refresh(tx, context, hashToken(token)));
  if (!outcome.ok) throw outcome.error;
  return c.json(outcome.response);
}

async function refresh(tx: Queryable, context: AuthContext, tokenHash: string): Promise<Outcome> {
  await tx.query("set local lock_timeout = '5s'");
  const found = await tx.query<{ session_id: string }>(
    'select session_id from auth.refresh_tokens where token_hash = $1',
    [tokenHash],
  );
  if (!found.rows[0]) {
    throw new AuthError(
      400,
      'refresh_token_not_found',
      'Invalid Refresh Token: Refresh Token Not Found',
    );
  }
  const sessions = await tx.query<SessionRow>(
    'select id, user_id, aal, amr from auth.sessions where id = $1 for update',
    [found.rows[0].session_id],
  );
  const session = sessions.rows[0];
  if (!session) {
    throw new AuthError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found');
  }
  const presented = (
    await tx.query<RefreshTokenRow & { reusable: boolean }>(
      `select *, updated_at + make_interval(secs => $2) >= now() as reusable
       from auth.refresh_tokens where token_hash = $1 for update`,
      [tokenHash, reuseIntervalSeconds],
    )
  ).rows[0];
  if (!presented) {
    throw new AuthError(
      400,
      'refresh_token_not_found',
      'Invalid Refresh Token: Refresh Token Not Found',
    );
  }
  const user = await findUserById(tx, session.user_id);
  if (!user)
    throw new AuthError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found');
  if (isBanned(user)) throw new AuthError(400, 'user_banned', 'User is banned');

  if (presented.revoked) {
    const active = (
      await tx.query<RefreshTokenRow>(
        `select * from auth.refresh_tokens where session_id = $1 and not revoked
         order by created_at desc limit 1`,
        [session.id],
      )
    ).rows[0];
    // 1. The parent of the active token: hand out the active token again (multi-tab races).
    if (active && active.parent_id === presented.id) {
      const again = refreshTokenFor(active.id, context.jwtSecret);
      return { ok: true, response: await tokenResponse(context, user, session, again) };
    }
    // 3. Past the reuse interval: treated as theft, the whole session is revoked.
    if (!presented.reusable) {
      await tx.query('delete from auth.sessions where id = $1', [session.id]);
      return { ok: false, error: alreadyUsed() };
    }
    // 2. Within the reuse interval: tolerated, a new child is issued below.
  }

  await tx.query(
    'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1 and not revoked',
    [presented.id],
  );
  const next = await issueRefreshToken(tx, context.jwtSecret, {
    userId: user.id,
    sessionId: session.id,
    parentId: presented.id,
  });
  await tx.query(
    'update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1',
    [session.id],
  );
  return { ok: true, response: await tokenResponse(context, user, session, next) };
}
