import { routes } from '../../domain/routes.ts';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/database.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { type CodeChallenge, createFlowState, pkcePrefix } from './flow-state.ts';
import { createOneTimeToken, type OneTimeTokenType } from './one-time-tokens.ts';
import type { UserRecord } from './users.ts';
import type { MailName } from '../mail/mail-registry.ts';

/**
 * Queues an account email in the caller's transaction. Links are scanner-safe
 * (DESIGN.md §5): they open the web page /auth/confirm, whose button calls
 * verifyOtp({token_hash, type}); merely opening the link consumes nothing.
 * The email also shows a 6-digit code for verifyOtp({email, token, type}).
 */

export type AuthMailKind =
  | 'signup'
  | 'recovery'
  | 'email_change'
  | 'email_change_current'
  | 'magiclink'
  | 'invite'
  | 'reauthentication';

const kinds: Record<
  AuthMailKind,
  { tokenType: OneTimeTokenType; template: MailName; sentColumn: string }
> = {
  signup: {
    tokenType: 'confirmation',
    template: 'confirm_signup',
    sentColumn: 'confirmation_sent_at',
  },
  recovery: { tokenType: 'recovery', template: 'recovery', sentColumn: 'recovery_sent_at' },
  email_change: {
    tokenType: 'email_change',
    template: 'email_change',
    sentColumn: 'email_change_sent_at',
  },
  // Secure email change: the confirmation asked of the current address.
  email_change_current: {
    tokenType: 'email_change_current',
    template: 'email_change_current',
    sentColumn: 'email_change_sent_at',
  },
  // POST /otp: GoTrue counts a sign-in link like a recovery link.
  magiclink: { tokenType: 'magiclink', template: 'magiclink', sentColumn: 'recovery_sent_at' },
  invite: { tokenType: 'invite', template: 'invite', sentColumn: 'invited_at' },
  reauthentication: {
    tokenType: 'reauthentication',
    template: 'reauthentication',
    sentColumn: 'reauthentication_sent_at',
  },
};

/** The amr method of a session started from each kind of link (GoTrue's names). */
const authenticationMethods: Record<AuthMailKind, string> = {
  signup: 'email/signup',
  recovery: 'recovery',
  email_change: 'email_change',
  email_change_current: 'email_change',
  magiclink: 'magiclink',
  invite: 'invite',
  reauthentication: 'otp',
};

/** GoTrue's per-user frequency: one email of a kind per minute; a repeat sooner is skipped. */
export const mailFrequencySeconds = 60;

function sentAt(user: UserRecord, kind: AuthMailKind): string | null {
  if (kind === 'signup') return user.confirmation_sent_at;
  if (kind === 'recovery' || kind === 'magiclink') return user.recovery_sent_at;
  if (kind === 'invite') return user.invited_at;
  if (kind === 'reauthentication') return user.reauthentication_sent_at;
  return user.email_change_sent_at;
}

export function sentRecently(user: UserRecord, kind: AuthMailKind): boolean {
  const last = sentAt(user, kind);
  return last !== null && Date.now() - new Date(last).getTime() < mailFrequencySeconds * 1000;
}

/**
 * Whether a mail of this kind went to the account within the last minute,
 * counted apart for a sign-in code and a reset mail: GoTrue records both in
 * recovery_sent_at, so a code asked for just after a reset mail (or the
 * other way round) was skipped while the screen said it was sent (issue 38).
 * Each is counted by its own live token; a used token no longer holds the next.
 */
export async function sentRecentlyOfKind(
  tx: Queryable,
  user: UserRecord,
  kind: AuthMailKind,
): Promise<boolean> {
  if (kind !== 'magiclink' && kind !== 'recovery') return sentRecently(user, kind);
  const { rows } = await tx.query(
    `select 1 from auth.one_time_tokens
      where user_id = $1 and token_type = $2
        and created_at > now() - make_interval(secs => $3)`,
    [user.id, kinds[kind].tokenType, mailFrequencySeconds],
  );
  return rows.length > 0;
}

export type AuthLinkRequest = {
  user: UserRecord;
  kind: AuthMailKind;
  to: string;
  redirectTo?: string | undefined;
  /** A PKCE request's code challenge: the link then carries a `pkce_` token. */
  codeChallenge?: CodeChallenge | undefined;
  /**
   * Whether applying the link keeps the account's password: only for the
   * sign-up that set it and an administrator's links (db/auth/0006).
   */
  keepsPassword?: boolean | undefined;
  /** The mail's language when not the account's (a repeated sign-up's own). */
  locale?: unknown;
};

/**
 * Creates the one-time token of an account email (replacing the older one of
 * its kind) and records when it was sent. Returns the token as the link
 * carries it (`pkce_`-prefixed in the PKCE flow), its 6-digit code, and the
 * verify type of the link.
 */
export async function createAuthToken(
  tx: Queryable,
  secrets: { jwtSecret: string },
  request: AuthLinkRequest,
) {
  const { user, kind, to } = request;
  const { tokenType, sentColumn } = kinds[kind];
  const flowStateId = request.codeChallenge
    ? await createFlowState(tx, {
        userId: user.id,
        codeChallenge: request.codeChallenge,
        authenticationMethod: authenticationMethods[kind],
      })
    : undefined;
  const { secret, code } = await createOneTimeToken(tx, secrets.jwtSecret, {
    userId: user.id,
    type: tokenType,
    relatesTo: to,
    flowStateId,
    keepsPassword: request.keepsPassword,
  });
  await tx.query(`update auth.users set ${sentColumn} = now(), updated_at = now() where id = $1`, [
    user.id,
  ]);
  return {
    tokenHash: flowStateId ? `${pkcePrefix}${secret}` : secret,
    code,
    // Both sides of an email change are verified as verifyOtp({type: 'email_change'}).
    verificationType: kind === 'email_change_current' ? 'email_change' : kind,
  };
}

export async function queueAuthMail(
  tx: Queryable,
  secrets: { config: Pick<Config, 'siteUrl'>; jwtSecret: string },
  request: AuthLinkRequest,
) {
  const { user, kind, to } = request;
  const { tokenHash, code, verificationType } = await createAuthToken(tx, secrets, request);
  const link = new URL(`${secrets.config.siteUrl}/auth/confirm`);
  link.searchParams.set('token_hash', tokenHash);
  link.searchParams.set('type', verificationType);
  if (request.redirectTo) link.searchParams.set('redirect_to', request.redirectTo);
  // A confirmation that drops the sign-up password (db/auth/0006) tells the confirm
  // page to lead the owner, once signed in, to the page where they choose one.
  if (kind === 'signup' && !request.keepsPassword && !user.email_confirmed_at) {
    link.searchParams.set('choose_password', '1');
  }
  await enqueueMail(tx, {
    to,
    template: kinds[kind].template,
    // The member's chosen mail language first (account settings, 0871).
    locale: String(
      request.locale ??
        user.raw_user_meta_data.mail_language ??
        user.raw_user_meta_data.language ??
        'en',
    ),
    data: {
      link: link.toString(),
      code,
      email: user.email,
      new_email: kind === 'email_change_current' ? user.new_email : (user.new_email ?? to),
    },
  });
}

/**
 * Sign-up for an address that already has a confirmed account: its owner is
 * told to sign in or reset the password (no token, nothing to confirm). The
 * caller rate-limits it per address.
 */
export async function queueExistingAccountMail(
  tx: Queryable,
  config: Pick<Config, 'siteUrl'>,
  user: UserRecord,
) {
  await enqueueMail(tx, {
    to: user.email!,
    template: 'existing_account',
    locale: String(user.raw_user_meta_data.language ?? 'en'),
    data: {
      login_url: `${config.siteUrl}${routes.login}`,
      reset_url: `${config.siteUrl}${routes.forgotPassword}`,
    },
  });
}
