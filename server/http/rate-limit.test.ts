import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  memoryRateLimitStore,
  redisRateLimitStore,
  type RateLimitStore,
  withinLimit,
} from './rate-limit.ts';
import { describeWithRedis } from '../test/redis-suites.ts';

// Redis is shared: keys carry the suite's name and a random part.
const testKey = () => `test:rate-limit-stores:${randomUUID()}`;

async function exercise(store: RateLimitStore) {
  const key = testKey();
  const rule = { limit: 3, windowMs: 60_000 };
  const results = [];
  for (let index = 0; index < 5; index += 1) results.push(await withinLimit(store, key, rule));
  expect(results).toEqual([true, true, true, false, false]);
  expect(await store.count(key, rule.windowMs)).toBe(5);
  expect(await store.count(`${key}:other`, rule.windowMs)).toBe(0);
}

describe('rate-limit stores', () => {
  it('count in memory', async () => {
    const store = memoryRateLimitStore();
    await exercise(store);
    await store.close();
  });

  it('start a new window when the old one ends', async () => {
    const store = memoryRateLimitStore();
    const key = testKey();
    await store.hit(key, 50);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await store.hit(key, 50)).toBe(1);
    await store.close();
  });
});

describeWithRedis('the Redis rate-limit store', (redisUrl) => {
  it('counts in Redis, shared by every instance that uses it', async () => {
    const first = redisRateLimitStore(redisUrl);
    const second = redisRateLimitStore(redisUrl);
    try {
      await exercise(first);
      const key = testKey();
      await first.hit(key, 60_000);
      await second.hit(key, 60_000);
      expect(await first.count(key, 60_000)).toBe(2);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe('a Redis store that cannot be reached', () => {
  it('lets requests through instead of failing them', async () => {
    const store = redisRateLimitStore('redis://127.0.0.1:1');
    try {
      expect(await withinLimit(store, 'test:down', { limit: 1, windowMs: 1000 })).toBe(true);
      expect(await store.count('test:down', 1000)).toBe(0);
    } finally {
      await store.close();
    }
  });
});
