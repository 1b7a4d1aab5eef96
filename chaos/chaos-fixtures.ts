import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { eventRow } from '../domain/submission-rows.ts';
import { eventSubmissionSchema } from '../domain/submission-schemas.ts';
import { createConfirmedUser } from '../server/auth/user-admin.ts';
import type { Database } from '../server/db/database.ts';
import { migrate } from '../server/db/migrate.ts';
import { openDatabase } from '../server/db/open-database.ts';
import { type ApiKeys, deriveApiKeys } from '../server/keys.ts';
import { setLogLevel } from '../server/log.ts';

setLogLevel('warn');

/** What the chaos tests share: a JWT secret, accounts made by the server's own code, requests. */

export interface Secrets {
  jwtSecret: string;
  keys: ApiKeys;
}

export async function newSecrets(): Promise<Secrets> {
  const jwtSecret = randomBytes(32).toString('hex');
  return { jwtSecret, keys: await deriveApiKeys(jwtSecret) };
}

export interface Account {
  email: string;
  password: string;
}

/** Confirmed accounts, created as `npm run user -- create` does. */
export async function createAccounts(db: Database, count: number, prefix: string) {
  const accounts: Account[] = [];
  for (let index = 0; index < count; index += 1) {
    const account = { email: `${prefix}-${index}@example.com`, password: `Chaos-pass-${index}-x9` };
    await createConfirmedUser(db, account);
    accounts.push(account);
  }
  return accounts;
}

/** A new PGlite data directory, migrated, with `count` accounts (before any server opens it). */
export async function preparePgliteDataDir(count: number, prefix: string) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'zajednica-chaos-'));
  const db = await openDatabase({ dataDir, databaseUrl: undefined });
  try {
    await migrate(db);
    return { dataDir, accounts: await createAccounts(db, count, prefix) };
  } finally {
    await db.close();
  }
}

/** A new, empty database on the PostgreSQL server of `adminUrl`; drop() removes it. */
export async function createPostgresDatabase(adminUrl: string) {
  const name = `zj_chaos_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

export const sharedPostgresUrl =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Signs in with a password; returns the access token. */
export async function signIn(baseUrl: string, keys: ApiKeys, account: Account, clientIp?: string) {
  const response = await fetch(`${baseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: {
      apikey: keys.anonKey,
      'Content-Type': 'application/json',
      ...(clientIp ? { 'X-Forwarded-For': clientIp } : {}),
    },
    body: JSON.stringify(account),
  });
  const body = (await response.json()) as { access_token?: string; refresh_token?: string };
  if (response.status !== 200 || !body.access_token)
    throw new Error(`sign-in answered ${response.status}: ${JSON.stringify(body)}`);
  return { accessToken: body.access_token, refreshToken: body.refresh_token! };
}

const blank = (names: string[]) => Object.fromEntries(names.map((name) => [name, '']));

/** The row the web form sends for an event submission. */
export function eventSubmission(title: string) {
  return eventRow(
    eventSubmissionSchema.parse({
      ...blank(Object.keys(eventSubmissionSchema.shape)),
      title_en: title,
      event_date: '2031-06-28',
      city_tag: 'Toronto',
    }),
  );
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
