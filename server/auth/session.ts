import type { Config } from '../config.ts';
import type { Queryable } from '../db/database.ts';
import { signJwt } from '../keys.ts';
import { issueRefreshToken } from './refresh-tokens.ts';
import { userJson } from './user-json.ts';
import { tokenMetadata } from './user-metadata.ts';
import type { UserRecord } from './users.ts';

/** Sessions, access tokens and the token response (PROTOCOL.md §2.4, §2.5). */

export const accessTokenSeconds = 3600;

export interface AuthSecrets {
  config: Pick<Config, 'siteUrl'>;
  jwtSecret: string;
}

export type SessionRow = {
  id: string;
  user_id: string;
  aal: string;
  amr: { method: string; timestamp: number }[];
};

export type AmrMethod =
  'password' | 'otp' | 'recovery' | 'magiclink' | 'invite' | 'email/signup' | 'email_change';

export async function createSession(
  tx: Queryable,
  userId: string,
  method: AmrMethod,
  request: { userAgent?: string | undefined; ip?: string | undefined } = {},
): Promise<SessionRow> {
  const amr = [{ method, timestamp: Math.floor(Date.now() / 1000) }];
  const { rows } = await tx.query<SessionRow>(
    `insert into auth.sessions (user_id, amr, user_agent, ip)
     values ($1, $2::jsonb, $3, $4) returning id, user_id, aal, amr`,
    [userId, JSON.stringify(amr), request.userAgent ?? null, request.ip ?? null],
  );
  return rows[0]!;
}

export async function signAccessToken(
  secrets: AuthSecrets,
  user: UserRecord,
  session: SessionRow,
): Promise<{ token: string; expiresAt: number }> {
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + accessTokenSeconds;
  const token = await signJwt(
    {
      iss: `${secrets.config.siteUrl}/auth/v1`,
      sub: user.id,
      aud: user.aud,
      exp: expiresAt,
      iat: issuedAt,
      email: user.email ?? '',
      phone: '',
      app_metadata: user.raw_app_meta_data,
      user_metadata: tokenMetadata(user.raw_user_meta_data),
      role: user.role,
      aal: session.aal,
      amr: session.amr,
      session_id: session.id,
      is_anonymous: user.is_anonymous,
    },
    secrets.jwtSecret,
  );
  return { token, expiresAt };
}

export async function tokenResponse(
  secrets: AuthSecrets,
  user: UserRecord,
  session: SessionRow,
  refreshToken: string,
) {
  const access = await signAccessToken(secrets, user, session);
  return {
    access_token: access.token,
    token_type: 'bearer',
    expires_in: accessTokenSeconds,
    expires_at: access.expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

/** A new session with its first refresh token, answered as a token response. */
export async function startSession(
  tx: Queryable,
  secrets: AuthSecrets,
  user: UserRecord,
  method: AmrMethod,
  request: { userAgent?: string | undefined; ip?: string | undefined } = {},
) {
  const session = await createSession(tx, user.id, method, request);
  const refreshToken = await issueRefreshToken(tx, secrets.jwtSecret, {
    userId: user.id,
    sessionId: session.id,
    parentId: null,
  });
  return tokenResponse(secrets, user, session, refreshToken);
}
