import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { deriveApiKeys } from '../../server/keys.ts';
import { startChildServer } from '../../server/test/child-server.ts';
import { freePort } from '../../server/test/free-port.ts';
import { benchQuery } from './bench-schema.ts';
import { httpLoad, httpLoadGenerator } from './load.ts';
import { checkRead, connections, measured } from './measured.ts';

/** Worker processes of the "2 workers" run: one per CPU of this 2-CPU machine. */
export const serverWorkers = 2;

/** Whether Redis answers a PING at `url` within a second. */
async function redisAnswers(url: string): Promise<boolean> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** Where the "2 workers" server keeps its rate limits: Redis when one answers. */
export const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * The API with the server as production runs it: `node --import tsx
 * server/main.ts` with SERVER_WORKERS, in processes of its own; "this proc"
 * is the CPU of the primary and its workers.
 */
export async function benchServerProcesses(databaseUrl: string, seconds: number) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'zajednica-bench-'));
  const jwtSecret = randomBytes(32).toString('hex');
  const redis = await redisAnswers(redisUrl);
  const server = await startChildServer(await freePort(), {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: jwtSecret,
    SEED: 'none',
    LOG_LEVEL: 'error',
    SERVER_WORKERS: String(serverWorkers),
    // A load test from one address: the per-client read count would answer it 429.
    REST_RATE_LIMIT_MULTIPLIER: '1000',
    // Blank is unset: without an answering Redis, limits are in memory per worker.
    REDIS_URL: redis ? redisUrl : '',
  });
  try {
    const { anonKey } = await deriveApiKeys(jwtSecret);
    const headers = { apikey: anonKey, Authorization: `Bearer ${anonKey}` };
    const url = `${server.url}/rest/v1/bench_events?${benchQuery}`;
    await checkRead(url, headers);
    const generator = httpLoadGenerator();
    const result = await measured(
      databaseUrl,
      (run) => httpLoad(url, headers, { connections, seconds: run, generator }),
      seconds,
      server.pid,
    );
    return { ...result, redis };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
