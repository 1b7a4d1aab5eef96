import { describe } from 'vitest';

/**
 * Suites that need a Redis server run when TEST_REDIS_URL names one (as
 * TEST_DATABASE_URL does for PostgreSQL); without it they are reported as not
 * run, by name here and in the global setup's summary, never silently.
 */

export const redisSuiteMarker = 'describeWithRedis(';

export function testRedisUrl(): string | undefined {
  return process.env.TEST_REDIS_URL || undefined;
}

export function describeWithRedis(name: string, body: (redisUrl: string) => void) {
  const url = testRedisUrl();
  if (url) describe(name, () => body(url));
  else describe.skip(`${name} (not run: TEST_REDIS_URL is not set)`, () => body(''));
}
