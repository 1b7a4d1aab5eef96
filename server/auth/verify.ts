import type { Context } from 'hono';
import { z } from 'zod';
import type { Queryable } from '../db/database.ts';
import type { AuthContext } from './auth-context.ts';
import { requestInfo } from './auth-limits.ts';
import { AuthError, authErrors } from './errors.ts';
import {
  consumeOneTimeCode,
  consumeOneTimeToken,
  type OneTimeTokenRow,
  type OneTimeTokenType,
} from './one-time-tokens.ts';
import { optionalString, readBody } from './request-body.ts';
import { startSession } from './session.ts';
import { markSignedIn } from './user-writes.ts';
import { findUserByEmail, findUserById } from './users.ts';

/**
 * POST /auth/v1/verify (verifyOtp with a token_hash, or with the email and
 * the 6-digit code of the email): consumes the one-time token, applies it (confirms the address, starts a recovery, or switches to
 * the new address) and answers a session. The /auth/confirm page of the web
 * app calls this from its confirm button.
 */

const tokenTypes: Record<string, OneTimeTokenType[]> = {
  signup: ['confirmation'],
  invite: ['confirmation'],
  email: ['confirmation', 'recovery'],
  recovery: ['recovery'],
  magiclink: ['recovery'],
  email_change: ['email_change'],
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

export async function verifyTokenHash(
  c: Context,
  context: AuthContext,
  type: string,
  tokenHash: string,
) {
  const types = tokenTypes[type];
  if (!types) throw authErrors.validation(`Verify requires a verification type (got "${type}")`);
  return context.db.transaction(async (tx) => {
    const token = await consumeOneTimeToken(tx, tokenHash, types);
    if (!token) throw authErrors.otpExpired();
    return applyToken(c, context, tx, token);
  });
}

/** Confirms the address, starts a recovery or switches to the new address; answers a session. */
async function applyToken(c: Context, context: AuthContext, tx: Queryable, token: OneTimeTokenRow) {
  if (token.token_type === 'email_change') await switchEmail(tx, token.user_id, token.relates_to);
  else await confirmEmail(tx, token.user_id);
  const user = await markSignedIn(tx, (await findUserById(tx, token.user_id))!);
  return startSession(tx, context, user, 'otp', requestInfo(c, context));
}

async function confirmEmail(tx: Queryable, userId: string) {
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

async function switchEmail(tx: Queryable, userId: string, newEmail: string) {
  const owner = await findUserByEmail(tx, newEmail);
  if (owner && owner.id !== userId) throw authErrors.emailExists();
  await tx.query(
    `update auth.users set email = $2, new_email = null, email_change_sent_at = null,
     email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`,
    [userId, newEmail],
  );
  await tx.query(
    `update auth.identities
     set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true),
         updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId, newEmail],
  );
}
