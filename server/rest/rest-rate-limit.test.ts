import { describe, expect, it } from 'vitest';
import { memoryRateLimitStore } from '../http/rate-limit.ts';
import type { RequestRole } from './http/request-role.ts';
import { checkRestRateLimit, type LimitedRequest } from './rest-rate-limit.ts';
import type { SchemaCache } from './schema/schema-types.ts';

/** The per-client write counts of /rest/v1: on the portal's tables, not on any relation. */

const cache = { functions: new Map() } as unknown as SchemaCache;
const anon: RequestRole = { role: 'anon', claims: '{}' };
const insert = (name: string, clientIp: string): LimitedRequest => ({
  method: 'POST',
  target: 'table',
  name,
  role: anon,
  clientIp,
});

async function statuses(name: string, clientIp: string, times: number) {
  const store = memoryRateLimitStore();
  const seen: (number | 'ok')[] = [];
  for (let i = 0; i < times; i += 1)
    seen.push(
      await checkRestRateLimit(store, cache, insert(name, clientIp), 1).then(
        () => 'ok' as const,
        (error: { status: number }) => error.status,
      ),
    );
  await store.close();
  return seen;
}

describe('rest write limits', () => {
  it('answers 429 to the eleventh anonymous insert into a portal table in an hour', async () => {
    const seen = await statuses('creators', '10.1.1.1', 11);
    expect(seen.slice(0, 10)).toEqual(Array(10).fill('ok'));
    expect(seen[10]).toBe(429);
  });

  it('does not count writes to a relation the portal does not declare', async () => {
    expect(await statuses('messages', '10.1.1.2', 30)).toEqual(Array(30).fill('ok'));
  });
});
