import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * A fresh place for a benchmark's server to keep its data: a PGlite data
 * directory, or a new database on the PostgreSQL of BENCH_POSTGRES_URL
 * (default postgres://postgres@127.0.0.1:5432/postgres). `env` is what the
 * server needs to use it; `dispose` removes it.
 */

export type EngineName = 'postgres' | 'pglite';

export interface BenchStore {
  engine: EngineName;
  env: Record<string, string>;
  dispose(): Promise<void>;
}

export const benchPostgresUrl =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function freshStore(engine: EngineName): Promise<BenchStore> {
  if (engine === 'pglite') {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'zajednica-bench-'));
    return {
      engine,
      env: { DATA_DIR: dataDir },
      dispose: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const database = await scratchPostgresDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'zajednica-bench-'));
  return {
    engine,
    env: { DATABASE_URL: database.url, DATA_DIR: dataDir },
    async dispose() {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new, empty database named `prefix_<random>` on the PostgreSQL of BENCH_POSTGRES_URL. */
export async function scratchPostgresDatabase(
  prefix = 'zj_bench',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: benchPostgresUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(benchPostgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

/** `[postgres, pglite]`, or the engines named on the command line. */
export function enginesFrom(args: string[]): EngineName[] {
  const named = args.filter((arg): arg is EngineName => arg === 'postgres' || arg === 'pglite');
  return named.length > 0 ? named : ['postgres', 'pglite'];
}
