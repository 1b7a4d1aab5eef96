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
  const name = `zj_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: benchPostgresUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(benchPostgresUrl);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'zajednica-bench-'));
  return {
    engine,
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    async dispose() {
      await admin(`drop database if exists ${name} with (force)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** `[postgres, pglite]`, or the engines named on the command line. */
export function enginesFrom(args: string[]): EngineName[] {
  const named = args.filter((arg): arg is EngineName => arg === 'postgres' || arg === 'pglite');
  return named.length > 0 ? named : ['postgres', 'pglite'];
}
