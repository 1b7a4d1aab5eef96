import type { RateLimit } from '../http/rate-limit.ts';

/**
 * How often one client may send an image (upload or address): per client
 * network (an IPv4 address or an IPv6 /64, clientKey) and per account.
 */
export const uploadRateLimit: RateLimit = { limit: 30, windowMs: 60 * 60 * 1000 };

/**
 * Images kept per day: a signed-in member may add 60 (a memorial gallery
 * holds 24), an anonymous client network 20. Counted from the `images` rows,
 * so the same photo sent twice counts once.
 */
export const dailyImageQuota = { account: 60, anonymousAddress: 20 } as const;

/**
 * Bytes kept, counted as the variants the pipeline stored (a phone photo
 * takes about 150 to 400 kB of them, a noisy tall one a few MB): per day for
 * a member and for an anonymous client network, and in all for a member.
 * An image is refused once the total has been reached, so one image can
 * pass it by at most its own size.
 */
export const imageByteQuota = {
  accountPerDay: 40 * 1024 * 1024,
  anonymousNetworkPerDay: 8 * 1024 * 1024,
  accountInAll: 400 * 1024 * 1024,
} as const;

/** Fetching an image from an address: the whole exchange, redirects included. */
export const imageFetchTimeoutMs = 15_000;

/**
 * Largest body of `POST /media/fetch`: `{"url": …}` with an address of at
 * most 2,000 characters fits many times over; anything bigger is refused
 * before it is read into memory.
 */
export const fetchRequestBodyLimit = 16 * 1024;
