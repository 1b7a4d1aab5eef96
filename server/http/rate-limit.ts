import { Redis } from 'ioredis';
import { errorFields, log } from '../log.ts';

/**
 * Fixed-window request counters shared by every rate limit of the server:
 * in memory for one instance, or in Redis (REDIS_URL) so that several
 * instances behind a load balancer count together.
 */

export interface RateLimitStore {
  /** Counts one more event for `key` and returns the count of the current window. */
  hit(key: string, windowMs: number): Promise<number>;
  /** The count of the current window, without counting. */
  count(key: string, windowMs: number): Promise<number>;
  close(): Promise<void>;
}

export interface RateLimit {
  limit: number;
  windowMs: number;
}

function windowKey(key: string, windowMs: number, now = Date.now()) {
  return `rl:${key}:${windowMs}:${Math.floor(now / windowMs)}`;
}

export function memoryRateLimitStore(): RateLimitStore {
  const counters = new Map<string, { count: number; expiresAt: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, entry] of counters) if (entry.expiresAt <= now) counters.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      const id = windowKey(key, windowMs, now);
      const entry = counters.get(id) ?? { count: 0, expiresAt: now + windowMs };
      entry.count += 1;
      counters.set(id, entry);
      return entry.count;
    },
    async count(key, windowMs) {
      return counters.get(windowKey(key, windowMs))?.count ?? 0;
    },
    async close() {
      clearInterval(sweep);
      counters.clear();
    },
  };
}

export function redisRateLimitStore(url: string): RateLimitStore {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
  });
  redis.on('error', () => undefined); // reported below, once per failing call
  // Fails open: with Redis unreachable, requests are let through (and a warning is logged)
  // rather than every sign-in failing.
  async function safely(work: () => Promise<number>): Promise<number> {
    try {
      return await work();
    } catch (error) {
      log.warn('rate-limit store unavailable, not limiting', errorFields(error));
      return 0;
    }
  }
  return {
    hit: (key, windowMs) =>
      safely(async () => {
        const id = windowKey(key, windowMs);
        const result = await redis.multi().incr(id).pexpire(id, windowMs).exec();
        return Number(result?.[0]?.[1] ?? 0);
      }),
    count: (key, windowMs) =>
      safely(async () => Number((await redis.get(windowKey(key, windowMs))) ?? 0)),
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

export function createRateLimitStore(config: { redisUrl: string | undefined }): RateLimitStore {
  return config.redisUrl ? redisRateLimitStore(config.redisUrl) : memoryRateLimitStore();
}

/** Counts a hit and tells whether it is still within the limit. */
export async function withinLimit(store: RateLimitStore, key: string, rule: RateLimit) {
  return (await store.hit(key, rule.windowMs)) <= rule.limit;
}
