import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPostgresDatabase } from '../server/db/postgres-database.ts';
import { type ChildServer, startChildServer } from '../server/test/child-server.ts';
import { type SmtpReceiver, startSmtpReceiver } from '../server/test/smtp-receiver.ts';
import {
  type Account,
  createAccounts,
  createPostgresDatabase,
  newSecrets,
  type Secrets,
  sharedPostgresUrl,
  signIn,
} from './chaos-fixtures.ts';
import { chaosPorts, chaosSettings } from './chaos-settings.ts';
import { recordFigure } from './figures.ts';
import { deliveries, signUpBurst } from './mail-burst.ts';

/**
 * Two server processes on one PostgreSQL and one Redis, as behind a load
 * balancer: a session made on one works on the other, rate limits count
 * across both, and each queued email is sent by exactly one of them.
 */

const scenario = 'two instances';
const redisUrl = process.env.CHAOS_REDIS_URL ?? 'redis://127.0.0.1:6379';

let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let secrets: Secrets;
let receiver: SmtpReceiver;
let a: ChildServer;
let b: ChildServer;
let account: Account;

beforeAll(async () => {
  secrets = await newSecrets();
  database = await createPostgresDatabase(sharedPostgresUrl);
  receiver = await startSmtpReceiver(chaosPorts.smtp);
  const env = {
    DATABASE_URL: database.url,
    JWT_SECRET: secrets.jwtSecret,
    REDIS_URL: redisUrl,
    SMTP_URL: receiver.url,
    TRUST_PROXY: 'loopback',
  };
  // One after the other: the first applies the migrations.
  a = await startChildServer(chaosPorts.instanceA, env);
  b = await startChildServer(chaosPorts.instanceB, env);
  const db = await openPostgresDatabase(database.url, { max: 2 });
  try {
    account = (await createAccounts(db, 1, `two-${Date.now()}`))[0]!;
  } finally {
    await db.close();
  }
});

afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await receiver?.close();
  await database?.drop();
});

const headers = (extra: Record<string, string> = {}) => ({
  apikey: secrets.keys.anonKey,
  'Content-Type': 'application/json',
  ...extra,
});

it('accepts a session from one instance on the other', async () => {
  const session = await signIn(a.url, secrets.keys, account);
  const user = await fetch(`${b.url}/auth/v1/user`, {
    headers: headers({ Authorization: `Bearer ${session.accessToken}` }),
  });
  const refreshed = await fetch(`${b.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({ refresh_token: session.refreshToken }),
  });
  const tokens = (await refreshed.json()) as { access_token: string };
  const again = await fetch(`${a.url}/auth/v1/user`, {
    headers: headers({ Authorization: `Bearer ${tokens.access_token}` }),
  });
  const userOnB = (await user.json()) as { email: string };

  recordFigure(
    scenario,
    'session A → B (user, refresh, back on A)',
    `${user.status}, ${refreshed.status}, ${again.status}`,
    '200, 200, 200',
  );
  expect(user.status).toBe(200);
  expect(userOnB.email).toBe(account.email);
  expect(refreshed.status).toBe(200);
  expect(again.status).toBe(200);
});

it('counts rate limits across both instances (Redis)', async () => {
  // An address no other run uses, so the Redis counters start at zero.
  const clientIp = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 31; attempt += 1) {
    const server = attempt % 2 === 0 ? a : b;
    const response = await fetch(`${server.url}/auth/v1/verify`, {
      method: 'POST',
      headers: headers({ 'X-Forwarded-For': clientIp }),
      body: JSON.stringify({ type: 'signup', token_hash: `not-a-token-${attempt}` }),
    });
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  const limited = statuses.findIndex((status) => status === 429);
  recordFigure(
    scenario,
    'verify limit (30 / 5 min / IP) hit at request',
    limited < 0 ? 'never' : String(limited + 1),
    '31 (alternating A and B)',
  );
  expect(statuses.slice(0, 30)).not.toContain(429);
  expect(statuses[30]).toBe(429);
});

it('sends each queued email once, whichever instance picks it up', async () => {
  const count = chaosSettings.mailBurst;
  const addresses = await signUpBurst([a.url, b.url], secrets, count, `two-mail-${Date.now()}`);
  const result = await deliveries(receiver, addresses, 120_000);
  recordFigure(scenario, 'emails queued → delivered', `${count} → ${result.delivered}`, 'all');
  recordFigure(scenario, 'duplicates', String(result.duplicated.length), '0');
  expect(result.missing).toEqual([]);
  expect(result.duplicated).toEqual([]);
  expect(result.messages).toBe(count);
});
