import type { Context } from 'hono';
import { z } from 'zod';
import type { Queryable } from '../db/database.ts';
import type { AuthContext } from './auth-context.ts';
import { confirmEmailChange, singleConfirmationAccepted } from './email-change.ts';
import { requestInfo } from './auth-limits.ts';
import { AuthError, authErrors } from './errors.ts';
import {
  consumeOneTimeCode,
  consumeOneTimeToken,
  type OneTimeTokenRow,
  type OneTimeTokenType,
} from './one-time-tokens.ts';
import { issueAuthCode, pkcePrefix } from './flow-state.ts';
import { optionalString, readBody } from './request-body.ts';
import { startSession } from './session.ts';
import { markSignedIn } from './user-writes.ts';
import { findUserById } from './users.ts';

/**
 * POST /auth/v1/verify (verifyOtp with a token_hash, or with the email and
 * the 6-digit code of the email): consumes the one-time token, applies it (confirms the address, starts a recovery, or confirms
 * one side of an email change, switching once both sides have) and answers a session. The /auth/confirm page of the web
 * app calls this from its confirm button.
 */

const tokenTypes: Record<string, OneTimeTokenType[]> = {
  signup: ['confirmation'],
  invite: ['invite', 'confirmation'],
  email: ['magiclink', 'confirmation', 'recovery', 'invite'],
  recovery: ['recovery'],
  magiclink: ['magiclink', 'recovery'],
  email_change: ['email_change', 'email_change_current'],
};

const bodySchema = z.object({
  type: optionalString,
  token_hash: optionalString,
  token: optionalString,
  email: optionalString,
  phone: optionalString,
});

export async function verify(c: Context, context: AuthContext) {
  const body = await readBody(c, bodySchema);
  if (body.token && body.token_hash) {
    throw authErrors.validation('Verify requires either a token or a token hash');
  }
  if (body.token_hash && (body.email || body.phone)) {
    throw authErrors.validation('Only the token_hash and type should be provided');
  }
  if (!body.token && !body.token_hash)
    throw authErrors.validation('Verify requires a token or a token hash');
  const response = body.token
    ? await verifyCode(c, context, body.type ?? '', body)
    : await verifyTokenHash(c, context, body.type ?? '', body.token_hash!);
  return c.json(response);
}

const codeExpired = () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid');

/**
 * verifyOtp({email, token, type}): the 6-digit code of an account email. A
 * wrong code is counted against the token (committed before the error is
 * answered); after a few the token is gone and only a new email helps.
 */
async function verifyCode(
  c: Context,
  context: AuthContext,
  type: string,
  body: {
    token?: string | null | undefined;
    email?: string | null | undefined;
    phone?: string | null | undefined;
  },
) {
  const types = tokenTypes[type];
  if (!types) throw authErrors.validation(`Verify requires a verification type (got "${type}")`);
  if (body.phone && !body.email) throw codeExpired();
  if (!body.email) throw authErrors.validation('Verify requires an email address with the token');
  const email = body.email.trim().toLowerCase();
  const outcome = await context.db.transaction(async (tx) => {
    const checked = await consumeOneTimeCode(tx, context.jwtSecret, {
      email,
      code: body.token!.trim(),
      types,
    });
    if (!checked.ok) return undefined;
    return applyToken(c, context, tx, checked.token);
  });
  if (!outcome) throw codeExpired();
  return outcome;
}

/**
 * verifyOtp({token_hash, type}) and the email link. A PKCE link's token
 * (prefix `pkce_`) works here too; with `pkce: 'auth-code'` (GET /verify) the
 * token is applied and the flow's auth code answered instead of a session.
 */
export async function verifyTokenHash(
  c: Context,
  context: AuthContext,
  type: string,
  tokenHash: string,
  options: { pkce?: 'auth-code' } = {},
) {
  const types = tokenTypes[type];
  if (!types) throw authErrors.validation(`Verify requires a verification type (got "${type}")`);
  const secret = tokenHash.startsWith(pkcePrefix) ? tokenHash.slice(pkcePrefix.length) : tokenHash;
  return context.db.transaction(async (tx) => {
    const token = await consumeOneTimeToken(tx, secret, types);
    if (!token) throw authErrors.otpExpired();
    if (options.pkce && token.flow_state_id) {
      const applied = await applyTokenEffects(tx, token);
      if (!applied) return { msg: singleConfirmationAccepted, code: 200 } as const;
      return { auth_code: await issueAuthCode(tx, token.flow_state_id) } as const;
    }
    return applyToken(c, context, tx, token);
  });
}

/** Applies a token; false for the first side of an email change (no sign-in yet). */
async function applyTokenEffects(tx: Queryable, token: OneTimeTokenRow): Promise<boolean> {
  if (token.token_type === 'email_change' || token.token_type === 'email_change_current') {
    return confirmEmailChange(tx, token);
  }
  await confirmEmail(tx, token.user_id, token.keeps_password);
  return true;
}

/**
 * Confirms the address, starts a recovery or confirms one side of an email
 * change; answers a session, or (the first side of an email change) GoTrue's
 * `{msg, code: 200}` without one.
 */
async function applyToken(c: Context, context: AuthContext, tx: Queryable, token: OneTimeTokenRow) {
  if (!(await applyTokenEffects(tx, token))) {
    return { msg: singleConfirmationAccepted, code: 200 } as const;
  }
  const user = await markSignedIn(tx, (await findUserById(tx, token.user_id))!);
  return startSession(tx, context, user, 'otp', requestInfo(c, context));
}

/**
 * Marks the address confirmed. The password an unconfirmed account has is
 * kept only when this is the link (or code) of the sign-up that chose it
 * (`keeps_password`); any other token proves the address but not who chose
 * the password (a repeated sign-up, a code asked through /otp, a recovery
 * link), so the password is dropped and the owner, now signed in, sets one
 * (issue 34: no pre-account takeover in any order).
 */
async function confirmEmail(tx: Queryable, userId: string, keepsPassword: boolean) {
  if (!keepsPassword) {
    await tx.query(
      'update auth.users set encrypted_password = null where id = $1 and email_confirmed_at is null',
      [userId],
    );
  }
  await tx.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
     where id = $1`,
    [userId],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb,
     updated_at = now() where user_id = $1 and provider = 'email'`,
    [userId],
  );
}
