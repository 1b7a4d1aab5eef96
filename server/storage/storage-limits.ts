import type { Context } from 'hono';
import { clientKey } from '../http/client-ip.ts';
import { type RateLimit, withinLimit } from '../http/rate-limit.ts';
import type { Caller } from './storage-caller.ts';
import type { StorageContext } from './storage-context.ts';
import { storageErrors } from './storage-error.ts';

/**
 * Rate limits of /storage/v1. Every write (upload, update, signed upload,
 * move, copy, remove, bucket changes) counts per client address and, for a
 * signed-in caller, per account; image renders (CPU) count per address.
 * The service role (the server's own key, never in a browser) is not
 * limited. Counters live where the other limits live (Redis when set).
 */

export const storageWriteLimits: RateLimit[] = [
  { limit: 60, windowMs: 60_000 },
  { limit: 600, windowMs: 60 * 60_000 },
];
export const storageRenderLimit: RateLimit = { limit: 120, windowMs: 60_000 };

export async function limitStorage(
  c: Context,
  context: StorageContext,
  caller: Caller,
  kind: 'write' | 'render',
) {
  if (caller.role === 'service_role') return;
  const keys = [`storage-${kind}:${clientKey(c, context.trustProxy)}`];
  if (caller.sub) keys.push(`storage-${kind}:user:${caller.sub}`);
  const rules = kind === 'write' ? storageWriteLimits : [storageRenderLimit];
  for (const key of keys)
    for (const rule of rules)
      if (!(await withinLimit(context.rateLimits, key, rule))) throw storageErrors.rateLimited();
}
