import type { Context } from 'hono';
import { z } from 'zod';
import type { Queryable } from '../db/database.ts';
import type { AuthContext } from './auth-context.ts';
import { authenticate } from './authenticate.ts';
import { AuthError, authErrors } from './errors.ts';
import { issueRefreshToken } from './refresh-tokens.ts';
import { optionalString, readBody } from './request-body.ts';
import { type SessionRow, tokenResponse } from './session.ts';
import { enrollmentUri, matchingStep, newTotpSecret, openSecret, sealSecret } from './totp.ts';
import { findUserById, type UserRecord } from './users.ts';

/**
 * /auth/v1/factors: TOTP two-factor (GoTrue's MFA API, TOTP only).
 * enroll → challenge → verify raises the session to aal2 (amr gets `totp`);
 * the first successful verify also marks the factor verified. Enrolling more
 * factors, or removing a verified one, needs an aal2 session once the user
 * has a verified factor. Wrong codes are limited per factor.
 */

export const maxFactorsPerUser = 10;
export const challengeLifetimeSeconds = 300;
export const failedVerifyLimit = { limit: 10, windowMs: 15 * 60_000 };

type FactorRow = {
  id: string;
  user_id: string;
  friendly_name: string | null;
  status: 'verified' | 'unverified';
  secret: string;
  last_verified_step: string | null;
};

const enrollSchema = z.object({
  factor_type: optionalString,
  friendly_name: optionalString,
  issuer: optionalString,
  phone: optionalString,
});
const verifySchema = z.object({ challenge_id: optionalString, code: optionalString });

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const factorNotFound = () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
const needsAal2 = (message: string) => new AuthError(422, 'insufficient_aal', message);

async function sessionOf(q: Queryable, sessionId: string | null) {
  const { rows } = await q.query<SessionRow>(
    'select id, user_id, aal, amr from auth.sessions where id = $1',
    [sessionId],
  );
  const session = rows[0];
  if (!session) {
    throw new AuthError(
      403,
      'session_not_found',
      'Session from session_id claim in JWT does not exist',
    );
  }
  return session;
}

const hasVerifiedFactor = (user: UserRecord) => user.factors.some((f) => f.status === 'verified');

async function ownFactor(q: Queryable, user: UserRecord, factorId: string, lock = false) {
  if (!uuidPattern.test(factorId)) throw factorNotFound();
  const { rows } = await q.query<FactorRow>(
    `select id, user_id, friendly_name, status, secret, last_verified_step::text
     from auth.mfa_factors where id = $1 and user_id = $2${lock ? ' for update' : ''}`,
    [factorId, user.id],
  );
  if (!rows[0]) throw factorNotFound();
  return rows[0];
}

/** POST /factors {factor_type: 'totp', friendly_name, issuer}. */
export async function enrollFactor(c: Context, context: AuthContext) {
  const body = await readBody(c, enrollSchema);
  const { user, sessionId } = await authenticate(c, context);
  if (body.factor_type === 'phone') {
    throw new AuthError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  }
  if (body.factor_type === 'webauthn') {
    throw new AuthError(
      422,
      'mfa_webauthn_enroll_not_enabled',
      'MFA enroll is disabled for WebAuthn',
    );
  }
  if (body.factor_type !== 'totp') {
    throw authErrors.validation('factor_type needs to be totp');
  }
  const friendlyName = body.friendly_name?.trim() || null;
  if (friendlyName && friendlyName.length > 100) {
    throw authErrors.validation('The friendly name is too long (100 characters at most)');
  }
  const issuer = body.issuer?.trim() || new URL(context.config.siteUrl).host;
  const secret = newTotpSecret();
  const { uri, qrCode } = await enrollmentUri(secret, issuer, user.email ?? user.id);

  const factorId = await context.db.transaction(async (tx) => {
    const { user: locked } = await authenticate(c, context, tx, { lockUser: true });
    const session = await sessionOf(tx, sessionId);
    if (hasVerifiedFactor(locked) && session.aal !== 'aal2') {
      throw needsAal2('AAL2 required to enroll a new factor');
    }
    // Unfinished enrolments are replaced, as GoTrue cleans them up.
    await tx.query(`delete from auth.mfa_factors where user_id = $1 and status = 'unverified'`, [
      locked.id,
    ]);
    if (locked.factors.filter((f) => f.status === 'verified').length >= maxFactorsPerUser) {
      throw new AuthError(
        422,
        'too_many_enrolled_mfa_factors',
        'Maximum number of verified factors reached, unenroll to continue',
      );
    }
    if (friendlyName && locked.factors.some((f) => f.friendly_name === friendlyName)) {
      throw new AuthError(
        422,
        'mfa_factor_name_conflict',
        `A factor with the friendly name "${friendlyName}" for this user already exists`,
      );
    }
    const { rows } = await tx.query<{ id: string }>(
      `insert into auth.mfa_factors (user_id, friendly_name, factor_type, secret)
       values ($1, $2, 'totp', $3) returning id`,
      [locked.id, friendlyName, sealSecret(context.jwtSecret, secret)],
    );
    return rows[0]!.id;
  });
  return c.json({
    id: factorId,
    type: 'totp',
    friendly_name: friendlyName ?? '',
    totp: { qr_code: qrCode, secret, uri },
  });
}

/** POST /factors/:id/challenge. */
export async function challengeFactor(c: Context, context: AuthContext) {
  const { user } = await authenticate(c, context);
  const factor = await ownFactor(context.db, user, c.req.param('id') ?? '');
  const { rows } = await context.db.query<{ id: string; expires_at: number }>(
    `insert into auth.mfa_challenges (factor_id) values ($1)
     returning id, extract(epoch from created_at)::bigint + $2 as expires_at`,
    [factor.id, challengeLifetimeSeconds],
  );
  await context.db.query(
    `delete from auth.mfa_challenges where factor_id = $1
     and created_at < now() - make_interval(secs => $2)`,
    [factor.id, challengeLifetimeSeconds],
  );
  return c.json({ id: rows[0]!.id, type: 'totp', expires_at: Number(rows[0]!.expires_at) });
}

/** POST /factors/:id/verify {challenge_id, code}: answers a session at aal2. */
export async function verifyFactor(c: Context, context: AuthContext) {
  const body = await readBody(c, verifySchema);
  const { user, sessionId } = await authenticate(c, context);
  const factorId = c.req.param('id') ?? '';
  await ownFactor(context.db, user, factorId);
  const limitKey = `auth-mfa-verify:${factorId}`;
  if (
    (await context.rateLimits.count(limitKey, failedVerifyLimit.windowMs)) >=
    failedVerifyLimit.limit
  ) {
    throw new AuthError(
      429,
      'over_request_rate_limit',
      'Too many MFA verification attempts, please try again later',
    );
  }
  if (!body.challenge_id || !uuidPattern.test(body.challenge_id)) {
    throw new AuthError(
      404,
      'mfa_challenge_not_found',
      'MFA factor with the provided challenge ID not found',
    );
  }
  const challengeId = body.challenge_id;
  const code = (body.code ?? '').trim();

  const outcome = await context.db.transaction(async (tx) => {
    const factor = await ownFactor(tx, user, factorId, true);
    const { rows } = await tx.query<{ expired: boolean }>(
      `delete from auth.mfa_challenges where id = $1 and factor_id = $2
       returning created_at < now() - make_interval(secs => $3) as expired`,
      [challengeId, factor.id, challengeLifetimeSeconds],
    );
    if (!rows[0]) {
      return new AuthError(
        404,
        'mfa_challenge_not_found',
        'MFA factor with the provided challenge ID not found',
      );
    }
    if (rows[0].expired) {
      return new AuthError(
        422,
        'mfa_challenge_expired',
        `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
      );
    }
    const step = matchingStep(openSecret(context.jwtSecret, factor.secret), code);
    const lastStep = factor.last_verified_step === null ? -1 : Number(factor.last_verified_step);
    if (step === undefined || step <= lastStep) {
      return new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
    }
    await tx.query(
      `update auth.mfa_factors set status = 'verified', last_verified_step = $2, updated_at = now()
       where id = $1`,
      [factor.id, step],
    );
    const session = await sessionOf(tx, sessionId);
    const amr = [
      { method: 'totp', timestamp: Math.floor(Date.now() / 1000) },
      ...session.amr.filter((entry) => entry.method !== 'totp'),
    ];
    const raised = await tx.query<SessionRow>(
      `update auth.sessions set aal = 'aal2', amr = $2::jsonb, updated_at = now()
       where id = $1 returning id, user_id, aal, amr`,
      [session.id, JSON.stringify(amr)],
    );
    const refreshToken = await issueRefreshToken(tx, context.jwtSecret, {
      userId: user.id,
      sessionId: session.id,
      parentId: null,
    });
    return tokenResponse(
      context,
      (await findUserById(tx, user.id))!,
      raised.rows[0]!,
      refreshToken,
    );
  });
  if (outcome instanceof AuthError) {
    if (outcome.code === 'mfa_verification_failed') {
      await context.rateLimits.hit(limitKey, failedVerifyLimit.windowMs);
    }
    throw outcome;
  }
  return c.json(outcome);
}

/** DELETE /factors/:id. A verified factor can only be removed from an aal2 session. */
export async function unenrollFactor(c: Context, context: AuthContext) {
  const { user, sessionId } = await authenticate(c, context);
  const factor = await ownFactor(context.db, user, c.req.param('id') ?? '');
  const session = await sessionOf(context.db, sessionId);
  if (factor.status === 'verified' && session.aal !== 'aal2') {
    throw needsAal2('AAL2 required to unenroll verified factor');
  }
  await context.db.transaction(async (tx) => {
    await tx.query('delete from auth.mfa_factors where id = $1', [factor.id]);
    // Without a verified factor left, no session of the user has a second factor to
    // stand on: every one drops to aal1, so a refresh no longer issues aal2 (issue 34).
    await tx.query(
      `update auth.sessions set aal = 'aal1', updated_at = now()
       where user_id = $1 and aal = 'aal2' and not exists (
         select 1 from auth.mfa_factors f where f.user_id = $1 and f.status = 'verified')`,
      [user.id],
    );
  });
  return c.json({ id: factor.id });
}
