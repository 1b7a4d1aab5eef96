import type { Context } from 'hono';
import { clientKey } from '../http/client-ip.ts';
import { ipHash } from '../http/ip-hash.ts';
import { bytesLeft, quotaRefusal, usedAllowance } from '../images/upload-allowance.ts';
import type { Caller } from './storage-caller.ts';
import type { StorageContext } from './storage-context.ts';
import { storageErrors } from './storage-error.ts';
import { isUuid } from './storage-rows.ts';

/**
 * The day's upload allowance for /storage/v1: the quotas of images kept by
 * the portal (count and bytes a day per client network for an anonymous
 * caller, per account for a member, and a member's bytes in all;
 * server/images/upload-allowance.ts), one allowance shared by both ways in.
 * The service role (the server's own key) is not counted.
 *
 * Before an upload stores a byte, it is counted (storage.counted_uploads)
 * with its bytes reserved: the announced Content-Length, or all that is
 * left, within what is left; the check and the reservation hold a lock on
 * the sender, so uploads at once cannot each spend the same remainder. The
 * upload may then store at most its reservation; `settle` sets the bytes
 * stored, `release` deletes the row of an upload that stored nothing.
 */
export interface UploadReservation {
  /** The most this upload may store. */
  maxBytes: number;
  settle(bytes: number): Promise<void>;
  release(): Promise<void>;
}

export interface UploadSender {
  /** The client network (an IPv4 address or an IPv6 /64) or the request's. */
  network: string;
  /** The account the upload is for: the caller's `sub`, or a signed upload URL's owner. */
  account: string | undefined;
}

export function uploadSenderOf(c: Context, context: StorageContext, caller: Caller): UploadSender {
  return { network: clientKey(c, context.trustProxy), account: caller.sub };
}

export async function reserveUpload(
  context: StorageContext,
  sender: UploadSender,
  announced: number | undefined,
): Promise<UploadReservation> {
  const addressHash = ipHash(sender.network, context.jwtSecret);
  const { id, maxBytes } = await context.db.transaction(async (tx) => {
    // Only an account that exists is counted as one (a JWT may name any `sub`).
    const { rows: users } = await tx.query<{ id: string }>(
      'select id::text from auth.users where id = $1::uuid',
      [isUuid(sender.account) ? sender.account : null],
    );
    const accountId = users[0]?.id ?? null;
    await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 35))', [
      accountId ? `upload:user:${accountId}` : `upload:net:${addressHash}`,
    ]);
    const used = await usedAllowance(tx, addressHash, accountId);
    const refusal = quotaRefusal(used, accountId);
    if (refusal) throw storageErrors.uploadQuota(refusal === 'image_quota' ? 'files' : 'bytes');
    const left = bytesLeft(used, accountId);
    const reserved = announced === undefined ? left : Math.min(announced, left);
    const inserted = await tx.query<{ id: string }>(
      `insert into storage.counted_uploads (uploader_id, uploader_ip_hash, bytes)
       values ($1, $2, $3) returning id::text`,
      [accountId, addressHash, reserved],
    );
    return { id: inserted.rows[0]!.id, maxBytes: reserved };
  });
  return {
    maxBytes,
    async settle(bytes) {
      await context.db.query('update storage.counted_uploads set bytes = $2 where id = $1', [
        id,
        bytes,
      ]);
    },
    async release() {
      await context.db.query('delete from storage.counted_uploads where id = $1', [id]);
    },
  };
}
