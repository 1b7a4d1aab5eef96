import { randomBytes } from 'node:crypto';
import { createConfirmedUser } from '../server/auth/user-admin.ts';
import { migrate } from '../server/db/migrate.ts';
import { openDatabase } from '../server/db/open-database.ts';
import { deriveApiKeys } from '../server/keys.ts';
import { setLogLevel } from '../server/log.ts';
import { startChildServer } from '../server/test/child-server.ts';
import { enginesFrom, type EngineName, freshStore } from './bench-engines.ts';
import { type LoadResult, randomClientIp, runLoad } from './http-load.ts';
import { progressBar } from './progress-bar.ts';

/**
 * `npm run bench -- auth [postgres|pglite]`: password sign-ins per second
 * with the server in its own process (argon2id on the machine's cores), and
 * the p95 of ordinary reads while the sign-ins run, against the same reads
 * on an idle server. Goals: ≥ 25 sign-ins/s; reads p95 < 2 × idle.
 * BENCH_SECONDS (default 10) sets the length of each phase.
 */

export const signInGoal = 25;
export const readSlowdownGoal = 2;
const accountCount = 50;
const signInConnections = 8;
const readConnections = 4;
const port = 4968;

export interface AuthBenchResult {
  engine: EngineName;
  signInsPerSecond: number;
  signInFailures: number;
  idleReadP95: number;
  busyReadP95: number;
  readFailures: number;
}

async function prepare(env: Record<string, string>) {
  const db = await openDatabase({ dataDir: env.DATA_DIR!, databaseUrl: env.DATABASE_URL });
  const accounts: { email: string; password: string }[] = [];
  try {
    await migrate(db);
    const bar = progressBar('accounts', accountCount);
    for (let index = 0; index < accountCount; index += 1) {
      const account = {
        email: `bench-auth-${index}@example.com`,
        password: `Bench-pass-${index}-z4`,
      };
      await createConfirmedUser(db, account);
      accounts.push(account);
      bar.update(index + 1);
    }
  } finally {
    await db.close();
  }
  return accounts;
}

function failuresOf(result: LoadResult) {
  return result.failures.length;
}

export async function benchAuth(engine: EngineName, seconds: number): Promise<AuthBenchResult> {
  const store = await freshStore(engine);
  const jwtSecret = randomBytes(32).toString('hex');
  const keys = await deriveApiKeys(jwtSecret);
  try {
    console.error(`auth bench (${engine}): creating ${accountCount} confirmed accounts`);
    const accounts = await prepare(store.env);
    const server = await startChildServer(port, {
      ...store.env,
      JWT_SECRET: jwtSecret,
      TRUST_PROXY: 'loopback',
      SEED: 'demo',
      DEMO_PHOTOS: 'false',
      LOG_LEVEL: 'error',
      // The reads come from one address: the per-client read count would answer them 429.
      REST_RATE_LIMIT_MULTIPLIER: '1000',
    });
    try {
      const reads = (label: string) => {
        const bar = progressBar(label, seconds);
        return runLoad({
          url: server.url,
          connections: readConnections,
          seconds,
          headers: { apikey: keys.anonKey },
          requests: [
            { path: '/rest/v1/events?select=*&status=eq.published&order=event_date.asc&limit=12' },
            { path: '/rest/v1/organizations?select=*&status=eq.published&limit=12' },
          ],
          onTick: (progress) => bar.update(Math.min(seconds, progress.elapsedSeconds)),
        });
      };
      let next = 0;
      const signIns = () =>
        runLoad({
          url: server.url,
          connections: signInConnections,
          seconds,
          headers: { apikey: keys.anonKey, 'content-type': 'application/json' },
          requests: [
            {
              method: 'POST',
              path: '/auth/v1/token?grant_type=password',
              setupRequest: (request) => ({
                ...request,
                headers: { ...request.headers, 'x-forwarded-for': randomClientIp() },
                body: JSON.stringify(accounts[next++ % accounts.length]),
              }),
            },
          ],
        });
      const idle = await reads(`${engine} idle`);
      const [busy, signIn] = await Promise.all([reads(`${engine} busy`), signIns()]);
      return {
        engine,
        signInsPerSecond:
          (signIn.statusCounts['200'] ?? 0) / ((signIn.endedAt - signIn.startedAt) / 1000),
        signInFailures: failuresOf(signIn),
        idleReadP95: idle.p95,
        busyReadP95: busy.p95,
        readFailures: failuresOf(idle) + failuresOf(busy),
      };
    } finally {
      await server.stop();
    }
  } finally {
    await store.dispose();
  }
}

export function authLines(result: AuthBenchResult): string[] {
  const ratio = result.busyReadP95 / result.idleReadP95;
  return [
    `${result.engine.padEnd(9)} sign-ins/s ${result.signInsPerSecond.toFixed(1).padStart(6)} (goal ≥ ${signInGoal}) ${result.signInsPerSecond >= signInGoal ? 'ok' : 'under'}` +
      `   reads p95 idle ${result.idleReadP95.toFixed(0)} ms, during sign-ins ${result.busyReadP95.toFixed(0)} ms = ${ratio.toFixed(2)}× (goal < ${readSlowdownGoal}×) ${ratio < readSlowdownGoal ? 'ok' : 'over'}` +
      `   failures: sign-ins ${result.signInFailures}, reads ${result.readFailures}`,
  ];
}

export async function main(args: string[]) {
  setLogLevel('warn');
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const lines = [
    `Sign-ins: ${signInConnections} connections of POST /auth/v1/token (argon2id), ${seconds} s;`,
    `reads: ${readConnections} connections of list requests, idle then during the sign-ins.`,
    '',
  ];
  for (const engine of enginesFrom(args))
    lines.push(...authLines(await benchAuth(engine, seconds)));
  console.log(lines.join('\n'));
}
