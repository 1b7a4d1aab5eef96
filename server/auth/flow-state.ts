import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { AuthError, authErrors } from './errors.ts';
import { hashToken } from './refresh-tokens.ts';
import { optionalString } from './request-body.ts';

/**
 * PKCE flow states (PROTOCOL.md §2.6, GoTrue's flow_state). A sign-up,
 * recovery, resend, email change or OTP request that carries a code_challenge
 * stores one; the one-time token mailed for it points to it. Following the
 * link then yields an auth code (GET /verify answers ?code=…), which
 * POST /token?grant_type=pkce trades, with the code verifier, for a session.
 */

export type CodeChallenge = { challenge: string; method: 's256' | 'plain' };

/** Marks the token of a PKCE email link (as GoTrue's token_hash). */
export const pkcePrefix = 'pkce_';

/** An auth code must be exchanged within 5 minutes of being issued (as GoTrue). */
export const authCodeLifetimeSeconds = 5 * 60;

/** The PKCE fields of a request body that may start the flow (read by readCodeChallenge). */
export const codeChallengeFields = {
  code_challenge: optionalString,
  code_challenge_method: optionalString,
};

/** The code challenge of a request body, or undefined for the implicit flow. */
export function readCodeChallenge(body: {
  code_challenge?: string | null | undefined;
  code_challenge_method?: string | null | undefined;
}): CodeChallenge | undefined {
  const challenge = body.code_challenge ?? '';
  const method = (body.code_challenge_method ?? '').toLowerCase();
  if (challenge === '' && method === '') return undefined;
  if (challenge === '' || method === '') {
    throw authErrors.validation('PKCE flow requires code_challenge_method and code_challenge');
  }
  if (method !== 's256' && method !== 'plain') {
    throw authErrors.validation('Unsupported PKCE code challenge method');
  }
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(challenge)) {
    throw authErrors.validation('Invalid code challenge');
  }
  return { challenge, method };
}

export async function createFlowState(
  tx: Queryable,
  flow: { userId: string; codeChallenge: CodeChallenge; authenticationMethod: string },
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into auth.flow_state (user_id, code_challenge, code_challenge_method, authentication_method)
     values ($1, $2, $3, $4) returning id`,
    [
      flow.userId,
      flow.codeChallenge.challenge,
      flow.codeChallenge.method,
      flow.authenticationMethod,
    ],
  );
  return rows[0]!.id;
}

/** Issues the auth code of a flow state whose email link was followed. */
export async function issueAuthCode(tx: Queryable, flowStateId: string): Promise<string> {
  const code = randomBytes(24).toString('base64url');
  await tx.query(
    'update auth.flow_state set auth_code_hash = $2, auth_code_issued_at = now() where id = $1',
    [flowStateId, hashToken(code)],
  );
  return code;
}

export type ExchangedFlow = { userId: string; authenticationMethod: string };

/**
 * Consumes the flow state of `authCode` and returns it if `verifier` matches
 * its challenge, else GoTrue's error (404 flow_state_not_found, 422
 * flow_state_expired, 400 bad_code_verifier), returned rather than thrown so
 * the caller commits the deletion: an auth code gets one try.
 */
export async function exchangeAuthCode(
  tx: Queryable,
  authCode: string,
  verifier: string,
): Promise<ExchangedFlow | AuthError> {
  const { rows } = await tx.query<{
    user_id: string;
    code_challenge: string;
    code_challenge_method: string;
    authentication_method: string;
    expired: boolean;
  }>(
    `delete from auth.flow_state where auth_code_hash = $1
     returning user_id, code_challenge, code_challenge_method, authentication_method,
       auth_code_issued_at < now() - make_interval(secs => $2) as expired`,
    [hashToken(authCode), authCodeLifetimeSeconds],
  );
  const flow = rows[0];
  if (!flow) {
    return new AuthError(
      404,
      'flow_state_not_found',
      'invalid flow state, no valid flow state found',
    );
  }
  if (flow.expired) {
    return new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
  }
  const expected =
    flow.code_challenge_method === 's256'
      ? createHash('sha256').update(verifier).digest('base64url')
      : verifier;
  const a = Buffer.from(expected);
  const b = Buffer.from(flow.code_challenge);
  if (a.length !== b.length || !timingSafeEqual(a, b)) {
    return new AuthError(
      400,
      'bad_code_verifier',
      'code challenge does not match previously saved code verifier',
    );
  }
  return { userId: flow.user_id, authenticationMethod: flow.authentication_method };
}
