import { routes } from '../../domain/routes.ts';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/database.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { createOneTimeToken, type OneTimeTokenType } from './one-time-tokens.ts';
import type { UserRecord } from './users.ts';

/**
 * Queues an account email in the caller's transaction. Links are scanner-safe
 * (DESIGN.md §5): they open the web page /auth/confirm, whose button calls
 * verifyOtp({token_hash, type}); merely opening the link consumes nothing.
 * The email also shows a 6-digit code for verifyOtp({email, token, type}).
 */

export type AuthMailKind = 'signup' | 'recovery' | 'email_change' | 'email_change_current';

const kinds: Record<
  AuthMailKind,
  { tokenType: OneTimeTokenType; template: string; sentColumn: string }
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
};

/** GoTrue's per-user frequency: one email of a kind per minute; a repeat sooner is skipped. */
export const mailFrequencySeconds = 60;

function sentAt(user: UserRecord, kind: AuthMailKind): string | null {
  if (kind === 'signup') return user.confirmation_sent_at;
  if (kind === 'recovery') return user.recovery_sent_at;
  return user.email_change_sent_at;
}

export function sentRecently(user: UserRecord, kind: AuthMailKind): boolean {
  const last = sentAt(user, kind);
  return last !== null && Date.now() - new Date(last).getTime() < mailFrequencySeconds * 1000;
}

export async function queueAuthMail(
  tx: Queryable,
  secrets: { config: Pick<Config, 'siteUrl'>; jwtSecret: string },
  request: { user: UserRecord; kind: AuthMailKind; to: string; redirectTo?: string | undefined },
) {
  const { user, kind, to } = request;
  const { tokenType, template, sentColumn } = kinds[kind];
  const { secret, code } = await createOneTimeToken(tx, secrets.jwtSecret, {
    userId: user.id,
    type: tokenType,
    relatesTo: to,
  });
  const link = new URL(`${secrets.config.siteUrl}/auth/confirm`);
  link.searchParams.set('token_hash', secret);
  // Both sides of an email change are verified as verifyOtp({type: 'email_change'}).
  link.searchParams.set('type', kind === 'email_change_current' ? 'email_change' : kind);
  if (request.redirectTo) link.searchParams.set('redirect_to', request.redirectTo);
  await enqueueMail(tx, {
    to,
    template,
    locale: String(user.raw_user_meta_data.language ?? 'en'),
    data: {
      link: link.toString(),
      code,
      email: user.email,
      new_email: kind === 'email_change_current' ? user.new_email : (user.new_email ?? to),
    },
  });
  await tx.query(`update auth.users set ${sentColumn} = now(), updated_at = now() where id = $1`, [
    user.id,
  ]);
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
