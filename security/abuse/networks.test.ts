import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountCeiling } from '../../server/auth/auth-limits.ts';
import { functionLimits } from '../../server/functions/function-limits.ts';
import { startTestServer, type TestServer } from '../../server/test/test-server.ts';

/**
 * Limits count networks, not addresses (issue 34), tried as an attacker who
 * holds an IPv6 /64 would: every request from a new address of it, through
 * TRUST_PROXY=loopback and X-Forwarded-For. Before, seven contact messages
 * from seven addresses of one /64 all passed (one IPv4 address got 429 from
 * the sixth), 600 reports from one /64 passed in 4 s, and password guesses
 * from a /64 were unbounded. An idle client on another network is the
 * baseline: it is served throughout. PGlite, or PostgreSQL with
 * TEST_DATABASE_URL; REDIS_URL from TEST_REDIS_URL when set.
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    TRUST_PROXY: 'loopback',
    ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
  });
});
afterAll(() => server?.close());

/** A /64 of the attacker's, different on every run (Redis outlives a run). */
function attackerNetwork() {
  const part = () => Math.floor(Math.random() * 0xffff).toString(16);
  const prefix = `2001:db8:${part()}:${part()}`;
  let host = 0;
  return () => {
    host += 1;
    return `${prefix}:${part()}:${part()}:${part()}:${host.toString(16)}`;
  };
}

async function post(path: string, body: unknown, from: string, token?: string) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Supabase-Api-Version': '2024-01-01',
      apikey: server.keys.anonKey,
      Authorization: `Bearer ${token ?? server.keys.anonKey}`,
      'X-Forwarded-For': from,
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, retryAfter: response.headers.get('Retry-After') };
}

/** Time to spare in the current fixed window (rate-limit.ts). */
async function roomInWindow(windowMs: number, needMs = 20_000) {
  const left = windowMs - (Date.now() % windowMs);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

const contact = (subject: string) => ({
  fullname: 'Petar Petrović',
  email: 'petar@example.com',
  subject,
  message: 'Hello editors, this is a message.',
});

describe('an attacker with one IPv6 /64', () => {
  it('sends as many contact messages as one address may, however many addresses they use', async () => {
    await roomInWindow(functionLimits.sendContactMessage.windowMs);
    const next = attackerNetwork();
    const statuses: number[] = [];
    for (let index = 0; index < 7; index += 1) {
      statuses.push(
        (await post('/functions/v1/send-contact-message', contact(`Flood ${index}`), next()))
          .status,
      );
    }
    const limit = functionLimits.sendContactMessage.limit;
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(200));
    expect(statuses.slice(limit)).toEqual(Array(7 - limit).fill(429));
    // A visitor on another network is not held up.
    const baseline = await post(
      '/functions/v1/send-contact-message',
      contact('A real question'),
      '198.51.100.23',
    );
    expect(baseline.status).toBe(200);
  });

  it('files at most a few reports, not hundreds', async () => {
    await roomInWindow(functionLimits.report.windowMs);
    const next = attackerNetwork();
    const statuses: number[] = [];
    for (let index = 0; index < 60; index += 1) {
      const answer = await post(
        '/functions/v1/report-content',
        { kind: 'news', slug: `no-such-news-${index}`, reason: 'spam', details: 'x' },
        next(),
      );
      statuses.push(answer.status);
    }
    const passed = statuses.filter((status) => status !== 429);
    expect(passed.length).toBeLessThanOrEqual(functionLimits.report.limit);
    expect(statuses.slice(-10)).toEqual(Array(10).fill(429));
  });

  it('guesses a password no faster than one address may', async () => {
    await roomInWindow(60_000, 15_000);
    const owner = 'v6.guessed@example.com';
    const password = 'the owner password 15';
    const admin = await server.serviceClient().auth.admin.createUser({
      email: owner,
      password,
      email_confirm: true,
    });
    expect(admin.error).toBeNull();
    const next = attackerNetwork();
    const statuses: number[] = [];
    for (let guess = 0; guess < 30; guess += 1) {
      statuses.push(
        (
          await post(
            '/auth/v1/token?grant_type=password',
            { email: owner, password: `guess ${guess}` },
            next(),
          )
        ).status,
      );
    }
    // Five guesses a minute for (account, network), as for one IPv4 address.
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.slice(5)).toEqual(Array(25).fill(429));
    // The owner, on their own network, signs in.
    const signedIn = await post(
      '/auth/v1/token?grant_type=password',
      { email: owner, password },
      '2001:db8:ffff:1::1',
    );
    expect(signedIn.status).toBe(200);
  });
});

describe('an attacker with many networks', () => {
  it('slows password guessing against one account to one try every few seconds, never locking it', async () => {
    await roomInWindow(accountCeiling.windowMs, 60_000);
    // Its own account on every run: Redis keeps the account's count for 15 minutes.
    const owner = `botnet.guessed.${Date.now()}@example.com`;
    const password = 'the owner password 16';
    await server.serviceClient().auth.admin.createUser({
      email: owner,
      password,
      email_confirm: true,
    });
    // Each guess from a network of its own: no per-client limit is ever reached.
    const guesses = accountCeiling.limit + 40;
    const statuses: number[] = [];
    const started = Date.now();
    for (let guess = 0; guess < guesses; guess += 1) {
      statuses.push(
        (
          await post(
            '/auth/v1/token?grant_type=password',
            { email: owner, password: `guess ${guess}` },
            attackerNetwork()(),
          )
        ).status,
      );
    }
    const seconds = (Date.now() - started) / 1000;
    const tried = statuses.filter((status) => status === 400).length;
    expect(statuses.filter((status) => status !== 400 && status !== 429)).toEqual([]);
    // Past the ceiling, one guess per pace window got through.
    expect(tried).toBeLessThanOrEqual(accountCeiling.limit + Math.ceil(seconds / 5) + 1);
    expect(statuses.slice(accountCeiling.limit)).toContain(429);

    // The owner waits the few seconds they are told, and signs in.
    let answer = await post(
      '/auth/v1/token?grant_type=password',
      { email: owner, password },
      '192.0.2.200',
    );
    for (let attempt = 0; answer.status === 429 && attempt < 3; attempt += 1) {
      const wait = Number(answer.retryAfter);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(5);
      await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 50));
      answer = await post(
        '/auth/v1/token?grant_type=password',
        { email: owner, password },
        '192.0.2.200',
      );
    }
    expect(answer.status).toBe(200);
    // And the emailed code is never held up by it.
    expect((await post('/auth/v1/otp', { email: owner }, '192.0.2.201')).status).toBe(200);
    // Up to a minute waiting for room in the window, then the guesses and the owner's waits.
  }, 180_000);
});
