import type { Queryable } from '../db/database.ts';
import { authErrors } from './errors.ts';
import type { OneTimeTokenRow } from './one-time-tokens.ts';
import { findUserByEmail, findUserById } from './users.ts';

/**
 * Secure email change (GoTrue's): the token mailed to the new address
 * ('email_change') and the one mailed to the current address
 * ('email_change_current') must both be used. auth.users.email_change_confirm_status
 * keeps which sides have confirmed, as bits, and a new change request resets it.
 */

export const newConfirmed = 1;
export const currentConfirmed = 2;
const bothConfirmed = newConfirmed | currentConfirmed;

/** What verify answers when one side is confirmed and the other is still awaited (as GoTrue). */
export const singleConfirmationAccepted =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/**
 * Records one side's confirmation; switches the address when both have
 * confirmed. Returns whether the address was switched.
 */
export async function confirmEmailChange(tx: Queryable, token: OneTimeTokenRow): Promise<boolean> {
  const user = await findUserById(tx, token.user_id, { lock: true });
  const side = token.token_type === 'email_change' ? newConfirmed : currentConfirmed;
  const expected = side === newConfirmed ? user?.new_email : user?.email;
  // The token belongs to a request that is no longer pending (or was replaced).
  if (!user?.new_email || expected?.toLowerCase() !== token.relates_to.toLowerCase()) {
    throw authErrors.otpExpired();
  }
  const { rows } = await tx.query<{ status: number }>(
    `update auth.users set email_change_confirm_status = email_change_confirm_status | $2::smallint,
     updated_at = now() where id = $1 returning email_change_confirm_status as status`,
    [user.id, side],
  );
  if (rows[0]!.status !== bothConfirmed) return false;
  await switchEmail(tx, user.id, user.new_email);
  return true;
}

/**
 * Puts `newEmail` on the account, confirmed, and drops any pending change: the end of a
 * confirmed change, and the service role's admin update (which needs no confirmation, as GoTrue).
 */
export async function switchEmail(tx: Queryable, userId: string, newEmail: string) {
  const owner = await findUserByEmail(tx, newEmail);
  if (owner && owner.id !== userId) throw authErrors.emailExists();
  await tx.query(
    `update auth.users set email = $2, new_email = null, email_change_sent_at = null,
     email_change_confirm_status = 0,
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
  // The other side's token, if it was never used, has nothing left to confirm.
  await tx.query(
    `delete from auth.one_time_tokens
     where user_id = $1 and token_type in ('email_change', 'email_change_current')`,
    [userId],
  );
}

/**
 * Starts a change of the user's address to `newEmail`; refused when another
 * account has that address. A new request starts over: neither side has
 * confirmed it yet (a user without an address has only the new one to confirm).
 */
export async function requestEmailChange(
  tx: Queryable,
  user: { id: string; email: string | null },
  newEmail: string,
) {
  const owner = await findUserByEmail(tx, newEmail);
  if (owner && owner.id !== user.id) throw authErrors.emailExists();
  await tx.query(
    `update auth.users set new_email = $2, email_change_confirm_status = $3, updated_at = now()
     where id = $1`,
    [user.id, newEmail, user.email ? 0 : currentConfirmed],
  );
}
