import type { Queryable } from '../db/database.ts';
import { ipHash } from '../http/ip-hash.ts';
import { type RateLimitStore, withinLimit } from '../http/rate-limit.ts';
import type { ImageSender } from './keep-image.ts';
import { dailyImageQuota, imageByteQuota, uploadRateLimit } from './media-limits.ts';

/** Why a sender may not send another image now; each has its code on the wire. */
export type UploadRefusal = 'over_request_rate_limit' | 'image_quota' | 'image_byte_quota';

/** What a sender used of the day's allowance: images kept and files uploaded to /storage/v1. */
export interface AllowanceUsed {
  today: number;
  bytesToday: number;
  bytesInAll: number;
}

/**
 * One allowance for both ways of storing a file: images kept by the portal
 * (`public.images`, their variants' bytes) and uploads to /storage/v1
 * (`storage.counted_uploads`, server/storage/upload-quota.ts), so sending
 * half through each gains nothing. A member is counted by account (bytes
 * in all: their images and the /storage/v1 objects they own), an anonymous
 * sender by client network.
 */
export async function usedAllowance(
  db: Queryable,
  addressHash: string,
  accountId: string | null,
): Promise<AllowanceUsed> {
  const { rows } = await db.query<{ today: number; bytes_today: string; bytes_in_all: string }>(
    accountId
      ? `with images as (
           select count(*) filter (where created_at > now() - interval '1 day')::int as today,
                  coalesce(sum(stored_bytes) filter (where created_at > now() - interval '1 day'), 0) as bytes_today,
                  coalesce(sum(stored_bytes), 0) as bytes_in_all
             from public.images where uploader_id = $1),
         uploads as (
           select count(*)::int as today, coalesce(sum(bytes), 0) as bytes_today
             from storage.counted_uploads
            where uploader_id = $1 and created_at > now() - interval '1 day'),
         owned as (
           select coalesce(sum((metadata->>'size')::bigint), 0) as bytes
             from storage.objects where owner_id = $1::text)
         select images.today + uploads.today as today,
                (images.bytes_today + uploads.bytes_today)::text as bytes_today,
                (images.bytes_in_all + owned.bytes)::text as bytes_in_all
           from images, uploads, owned`
      : `with images as (
           select count(*)::int as today, coalesce(sum(stored_bytes), 0) as bytes_today
             from public.images
            where uploader_ip_hash = $1 and uploader_id is null and created_at > now() - interval '1 day'),
         uploads as (
           select count(*)::int as today, coalesce(sum(bytes), 0) as bytes_today
             from storage.counted_uploads
            where uploader_ip_hash = $1 and uploader_id is null and created_at > now() - interval '1 day')
         select images.today + uploads.today as today,
                (images.bytes_today + uploads.bytes_today)::text as bytes_today, '0' as bytes_in_all
           from images, uploads`,
    [accountId ?? addressHash],
  );
  const used = rows[0] ?? { today: 0, bytes_today: '0', bytes_in_all: '0' };
  return {
    today: used.today,
    bytesToday: Number(used.bytes_today),
    bytesInAll: Number(used.bytes_in_all),
  };
}

/** The bytes a sender may still store today (a member: also within their total). */
export function bytesLeft(used: AllowanceUsed, accountId: string | null): number {
  const perDay = accountId ? imageByteQuota.accountPerDay : imageByteQuota.anonymousNetworkPerDay;
  const today = perDay - used.bytesToday;
  return Math.max(
    0,
    accountId ? Math.min(today, imageByteQuota.accountInAll - used.bytesInAll) : today,
  );
}

/** Why the allowance is used up, or null while some is left. */
export function quotaRefusal(
  used: AllowanceUsed,
  accountId: string | null,
): 'image_quota' | 'image_byte_quota' | null {
  const count = accountId ? dailyImageQuota.account : dailyImageQuota.anonymousAddress;
  if (used.today >= count) return 'image_quota';
  if (bytesLeft(used, accountId) <= 0) return 'image_byte_quota';
  return null;
}

/**
 * Whether a sender may send one more image: the rate limit per client
 * network and per account first, then the day's count and bytes, and a
 * member's bytes in all. A member is counted by account, an anonymous
 * sender by client network (an IPv6 /64 is one network: `clientKey`), so
 * rotating addresses inside one /64 gains nothing.
 */
export async function uploadAllowance(
  db: Queryable,
  rateLimits: RateLimitStore,
  jwtSecret: string,
  network: string,
  accountId: string | null,
): Promise<ImageSender | UploadRefusal> {
  const keys = [`media-upload:${network}`];
  if (accountId) keys.push(`media-upload:user:${accountId}`);
  for (const key of keys) {
    if (!(await withinLimit(rateLimits, key, uploadRateLimit))) return 'over_request_rate_limit';
  }
  const addressHash = ipHash(network, jwtSecret);
  const refusal = quotaRefusal(await usedAllowance(db, addressHash, accountId), accountId);
  if (refusal) return refusal;
  return { accountId, addressHash };
}
