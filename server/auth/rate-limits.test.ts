import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authLimits, failedSignInTiers } from './auth-limits.ts';
import { describeWithRedis } from '../test/redis-suites.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/** TRUST_PROXY makes each test its own client IP through X-Forwarded-For. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'loopback' });
});
afterAll(() => server.close());

function post(path: string, body: unknown, ip: string) {
  return fetch(`${server.url}/auth/v1${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Supabase-Api-Version': '2024-01-01',
      'X-Forwarded-For': `${ip}, 127.0.0.1`,
    },
    body: JSON.stringify(body),
  });
}

async function statuses(count: number, send: (index: number) => Promise<Response>) {
  const result: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await send(index);
    await response.body?.cancel();
    result.push(response.status);
  }
  return result;
}

/**
 * The limits count in fixed windows (rate-limit.ts): a test that crossed into
 * the next five minutes would see its count start again. Each starts with
 * time to spare in the current window.
 */
async function roomInWindow(windowMs = authLimits.verify.windowMs, needMs = 30_000) {
  const left = windowMs - (Date.now() % windowMs);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

describe('rate limits per client IP', () => {
  beforeEach(() => roomInWindow(), 60_000);

  it('allows 30 sign-ups per 5 minutes from one IP, then 429 over_request_rate_limit', async () => {
    const codes = await statuses(30, () => post('/signup', {}, '203.0.113.1'));
    expect(codes.every((code) => code === 422)).toBe(true);
    const over = await post('/signup', {}, '203.0.113.1');
    expect(over.status).toBe(429);
    expect(await over.json()).toMatchObject({ code: 'over_request_rate_limit' });
    // Another client is not affected.
    expect((await post('/signup', {}, '203.0.113.2')).status).toBe(422);
  });

  it('allows 150 token requests per 5 minutes from one IP', async () => {
    const codes = await statuses(authLimits.token.limit, () =>
      post('/token?grant_type=refresh_token', { refresh_token: 'short' }, '203.0.113.3'),
    );
    expect(codes.every((code) => code === 400)).toBe(true);
    const over = await post(
      '/token?grant_type=refresh_token',
      { refresh_token: 'short' },
      '203.0.113.3',
    );
    expect(over.status).toBe(429);
  });

  it('limits /verify and /recover', async () => {
    await statuses(30, () =>
      post('/verify', { type: 'signup', token_hash: 'nope' }, '203.0.113.4'),
    );
    expect(
      (await post('/verify', { type: 'signup', token_hash: 'nope' }, '203.0.113.4')).status,
    ).toBe(429);
    await statuses(30, (i) => post('/recover', { email: `r${i}@example.com` }, '203.0.113.5'));
    expect((await post('/recover', { email: 'r@example.com' }, '203.0.113.5')).status).toBe(429);
  });
});

describe('emails per address', () => {
  it('answers 429 over_email_send_rate_limit after 30 an hour, whether or not the account exists', async () => {
    const codes = await statuses(30, (i) =>
      post('/recover', { email: 'target@example.com' }, `198.51.100.${i + 1}`),
    );
    expect(codes.every((code) => code === 200)).toBe(true);
    const over = await post('/recover', { email: 'TARGET@example.com' }, '198.51.100.200');
    expect(over.status).toBe(429);
    expect(await over.json()).toMatchObject({ code: 'over_email_send_rate_limit' });
  });
});

describe('failed sign-ins', () => {
  it('are throttled per (account, client IP) with Retry-After, never locking the owner out', async () => {
    const signIn = (password: string, ip: string) =>
      fetch(`${server.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Supabase-Api-Version': '2024-01-01',
          'X-Forwarded-For': ip,
          apikey: server.keys.anonKey,
        },
        body: JSON.stringify({ email: 'guarded@example.com', password }),
      });
    const password = 'a long enough passphrase 42';
    await server.client().auth.signUp({ email: 'guarded@example.com', password });
    await server.db.query(
      "update auth.users set email_confirmed_at = now() where email = 'guarded@example.com'",
    );
    const [firstTier] = failedSignInTiers.accountAndIp;
    // Fixed windows: a window may end mid-run once, so allow up to twice the limit.
    const codes: number[] = [];
    while (codes.length < 2 * firstTier!.limit && !codes.includes(429)) {
      const response = await signIn(`wrong ${codes.length} guess`, '192.0.2.7');
      await response.body?.cancel();
      codes.push(response.status);
    }
    expect(codes.slice(0, firstTier!.limit)).toEqual(Array(firstTier!.limit).fill(400));
    expect(codes).toContain(429);
    // The guessing address now waits, even with the right password...
    const throttled = await signIn(password, '192.0.2.7');
    expect(throttled.status).toBe(429);
    expect(await throttled.json()).toMatchObject({ code: 'over_request_rate_limit' });
    const wait = Number(throttled.headers.get('Retry-After'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(firstTier!.windowMs / 1000);
    // ...while the owner, from another address, signs in.
    const owner = await signIn(password, '192.0.2.8');
    expect(owner.status).toBe(200);
    expect(await owner.json()).toHaveProperty('access_token');
  });
});

describeWithRedis('several instances with REDIS_URL', (redisUrl) => {
  it('count together', async () => {
    const env = { TRUST_PROXY: 'loopback', REDIS_URL: redisUrl };
    const [first, second] = [await startTestServer(env), await startTestServer(env)];
    // Redis outlives the test run: a random client address keeps runs apart.
    const octet = () => Math.floor(Math.random() * 254) + 1;
    const ip = `10.${octet()}.${octet()}.${octet()}`;
    const send = (target: TestServer) =>
      fetch(`${target.url}/auth/v1/signup`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
        body: '{}',
      });
    try {
      const codes = await statuses(authLimits.otp.limit, (index) =>
        send(index % 2 ? first : second),
      );
      expect(codes.every((code) => code === 422)).toBe(true);
      expect((await send(first)).status).toBe(429);
      expect((await send(second)).status).toBe(429);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
