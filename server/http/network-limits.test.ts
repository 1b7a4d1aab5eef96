import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountCeiling, accountPaceMs } from '../auth/auth-limits.ts';
import { functionLimits } from '../functions/function-limits.ts';
import { describeWithRedis } from '../test/redis-suites.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { clientNetwork } from './client-network.ts';

/**
 * Limits count networks, not addresses (issue 34): every per-client limit
 * counts an IPv6 client by its /64 (RATE_LIMIT_IPV6_PREFIX) and an
 * IPv4-mapped address as its IPv4 address; failed sign-ins are also bounded
 * per account from anywhere, slowing the account and never locking it.
 * Clients are simulated through TRUST_PROXY=loopback and X-Forwarded-For.
 */

describe('clientNetwork', () => {
  it('counts IPv6 by its prefix, IPv4 and IPv4-mapped addresses one by one', () => {
    expect(clientNetwork('2001:DB8:1:2:3:4:5:6', 64)).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8:1:2::ffff', 64)).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8:1:3::1', 64)).toBe('2001:db8:1:3::/64');
    expect(clientNetwork('2001:db8:abcd:12ff::1', 56)).toBe('2001:db8:abcd:1200::/56');
    expect(clientNetwork('2001:db8::1', 128)).toBe('2001:db8::1/128');
    expect(clientNetwork('::ffff:203.0.113.9', 64)).toBe('203.0.113.9');
    expect(clientNetwork('64:ff9b::203.0.113.9', 96)).toBe('64:ff9b::/96');
    expect(clientNetwork('203.0.113.9', 64)).toBe('203.0.113.9');
    expect(clientNetwork('unknown', 64)).toBe('unknown');
  });
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'loopback' });
});
afterAll(() => server.close());

/** A fresh /64 for each test (the memory store lives as long as the server). */
let networkCounter = 0;
function network() {
  networkCounter += 1;
  return (host: number) => `2001:db8:34:${networkCounter.toString(16)}::${host.toString(16)}`;
}

function send(path: string, body: unknown, from: string, headers: Record<string, string> = {}) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Supabase-Api-Version': '2024-01-01',
      apikey: server.keys.anonKey,
      Authorization: `Bearer ${server.keys.anonKey}`,
      'X-Forwarded-For': from,
      ...headers,
    },
    body: JSON.stringify(body),
  }).then(async (response) => {
    const text = await response.text();
    return { status: response.status, text, retryAfter: response.headers.get('Retry-After') };
  });
}

/**
 * Fixed windows (rate-limit.ts): a test that crossed into the next window
 * would see its count start again, so each starts with time to spare.
 */
async function roomInWindow(windowMs: number, needMs = 20_000) {
  const left = windowMs - (Date.now() % windowMs);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

describe('one IPv6 /64 is one client', () => {
  it('for /auth/v1 (sign-ups): every address of the /64 counts together', async () => {
    await roomInWindow(5 * 60_000);
    const at = network();
    for (let host = 1; host <= 30; host += 1) {
      expect((await send('/auth/v1/signup', {}, at(host))).status).toBe(422);
    }
    const over = await send('/auth/v1/signup', {}, at(31));
    expect(over.status).toBe(429);
    // Another /64 is another client.
    expect((await send('/auth/v1/signup', {}, network()(1))).status).toBe(422);
  });

  it('for /functions/v1 (contact messages)', async () => {
    await roomInWindow(functionLimits.sendContactMessage.windowMs);
    const at = network();
    const message = (host: number) =>
      send(
        '/functions/v1/send-contact-message',
        {
          fullname: 'Jelena Marković',
          email: 'jelena@example.com',
          subject: `From host ${host}`,
          message: 'Can our choir join the festival?',
        },
        at(host),
      );
    for (let host = 1; host <= functionLimits.sendContactMessage.limit; host += 1) {
      expect((await message(host)).status).toBe(200);
    }
    expect((await message(99)).status).toBe(429);
  });

  it('for /rest/v1 writes (anonymous inserts into a portal table)', async () => {
    await roomInWindow(60 * 60_000);
    const at = network();
    const insert = (host: number) =>
      send('/rest/v1/creators', {}, at(host), { Prefer: 'return=minimal' });
    for (let host = 1; host <= 10; host += 1) {
      expect((await insert(host)).status).not.toBe(429);
    }
    expect((await insert(11)).status).toBe(429);
  });

  it('an IPv4-mapped IPv6 address is its IPv4 address', async () => {
    await roomInWindow(5 * 60_000);
    for (let index = 0; index < 15; index += 1) {
      expect((await send('/auth/v1/signup', {}, '::ffff:198.51.100.77')).status).toBe(422);
      expect((await send('/auth/v1/signup', {}, '198.51.100.77')).status).toBe(422);
    }
    expect((await send('/auth/v1/signup', {}, '198.51.100.77')).status).toBe(429);
  });
});

describe('failed sign-ins', () => {
  const password = 'a long enough passphrase 42';

  async function account(email: string) {
    await server.client().auth.signUp({ email, password });
    await server.db.query('update auth.users set email_confirmed_at = now() where email = $1', [
      email,
    ]);
  }
  const signIn = (email: string, tried: string, from: string) =>
    send('/auth/v1/token?grant_type=password', { email, password: tried }, from);

  it('guesses from every address of one /64 count as one client’s', async () => {
    await roomInWindow(60_000, 15_000);
    const email = 'guarded.v6@example.com';
    await account(email);
    const at = network();
    for (let host = 1; host <= 5; host += 1) {
      expect((await signIn(email, `wrong ${host}`, at(host))).status).toBe(400);
    }
    const throttled = await signIn(email, password, at(6));
    expect(throttled.status).toBe(429);
    // The owner on another network signs in.
    expect((await signIn(email, password, network()(1))).status).toBe(200);
  });

  it('guesses spread over many networks slow the account down, and never lock it', async () => {
    await roomInWindow(accountCeiling.windowMs, 40_000);
    const email = 'guarded.everywhere@example.com';
    await account(email);
    // One guess from each of many networks: no per-client limit is reached.
    for (let index = 1; index <= accountCeiling.limit; index += 1) {
      expect((await signIn(email, `wrong ${index}`, `203.0.113.${index}`)).status).toBe(400);
    }
    // Past the ceiling, the account takes one attempt every few seconds…
    expect((await signIn(email, 'one more guess', '198.51.100.201')).status).toBe(400);
    const paced = await signIn(email, 'and another', '198.51.100.202');
    expect(paced.status).toBe(429);
    expect(JSON.parse(paced.text)).toMatchObject({ code: 'over_request_rate_limit' });
    const wait = Number(paced.retryAfter);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(accountPaceMs / 1000);
    // …even with the right password, which signs in after the wait.
    expect((await signIn(email, password, '198.51.100.203')).status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 100));
    const owner = await signIn(email, password, '198.51.100.204');
    expect(owner.status).toBe(200);
    expect(JSON.parse(owner.text)).toHaveProperty('access_token');
  });
});

describeWithRedis('several instances with REDIS_URL', (redisUrl) => {
  it('count one /64 together', async () => {
    const env = { TRUST_PROXY: 'loopback', REDIS_URL: redisUrl };
    const instances = [await startTestServer(env), await startTestServer(env)];
    // Redis outlives the test run: a random /64 and address keep runs apart.
    const part = () => Math.floor(Math.random() * 0xffff).toString(16);
    const prefix = `2001:db8:${part()}:${part()}`;
    const email = `shared.${part()}${part()}@example.com`;
    const password = 'a long enough passphrase 42';
    const guess = (index: number, from: string, tried: string) =>
      fetch(`${instances[index % 2]!.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
        body: JSON.stringify({ email, password: tried }),
      }).then(async (response) => {
        await response.body?.cancel();
        return response.status;
      });
    try {
      await roomInWindow(60_000, 15_000);
      await instances[0]!.serviceClient().auth.admin.createUser({
        email,
        password,
        email_confirm: true,
      });
      // One /64 on two instances: five guesses in all, then 429 on either.
      const statuses: number[] = [];
      for (let index = 0; index < 7; index += 1) {
        statuses.push(await guess(index, `${prefix}::${index + 1}`, `wrong ${index}`));
      }
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
      // The owner on another network signs in (each test server has its own database:
      // the account is on the first).
      expect(await guess(0, '198.51.100.144', password)).toBe(200);
    } finally {
      for (const instance of instances) await instance.close();
    }
  });
});
