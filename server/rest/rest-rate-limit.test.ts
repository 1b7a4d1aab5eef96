import { describe, expect, it } from 'vitest';
import { memoryRateLimitStore } from '../http/rate-limit.ts';
import type { RequestRole } from './http/request-role.ts';
import { tableReadLimit } from './rest-limits.ts';
import { checkRestRateLimit, type LimitedRequest } from './rest-rate-limit.ts';
import type { SchemaCache } from './schema/schema-types.ts';

/** The per-client counts of /rest/v1: writes on the portal's tables, reads of every table. */

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

describe('rest read limits', () => {
  const read = (clientIp: string, role: RequestRole = anon): LimitedRequest => ({
    method: 'GET',
    target: 'table',
    name: 'news',
    role,
    clientIp,
  });
  const member: RequestRole = {
    role: 'authenticated',
    claims: JSON.stringify({ sub: '33333333-3333-3333-3333-333333333333' }),
  };
  const outcome = (store: ReturnType<typeof memoryRateLimitStore>, request: LimitedRequest) =>
    checkRestRateLimit(store, cache, request, 1).then(
      () => 'ok' as const,
      (error: { status: number; code: string }) => `${error.status} ${error.code}`,
    );

  it('counts every table read of one address together, and answers 429 past the limit', async () => {
    const store = memoryRateLimitStore();
    for (let n = 0; n < tableReadLimit.limit; n += 1)
      expect(await outcome(store, { ...read('10.2.2.2'), name: n % 2 ? 'news' : 'events' })).toBe(
        'ok',
      );
    expect(await outcome(store, read('10.2.2.2'))).toBe('429 PGRST429');
    expect(await outcome(store, read('10.2.2.3'))).toBe('ok');
    await store.close();
  });

  it('counts a member across addresses', async () => {
    const store = memoryRateLimitStore();
    for (let n = 0; n < tableReadLimit.limit; n += 1)
      await outcome(store, read(`10.3.${n % 250}.${Math.floor(n / 250) + 1}`, member));
    expect(await outcome(store, read('10.4.4.4', member))).toBe('429 PGRST429');
    await store.close();
  });

  it('is far above what a page asks for', () => {
    expect(tableReadLimit.limit).toBeGreaterThanOrEqual(600);
    expect(tableReadLimit.windowMs).toBe(60_000);
  });
});
