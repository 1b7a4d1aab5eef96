import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import type { Database } from '../db/database.ts';
import { openPgliteDatabase } from '../db/pglite-database.ts';
import { openPostgresDatabase } from '../db/postgres-database.ts';

/**
 * A fresh, migrated database per test suite, cloned from a template that the
 * global setup migrated once (Immich-style): a dumped PGlite data directory, or
 * a PostgreSQL template database when TEST_DATABASE_URL is set.
 */

export const templateEnv = {
  pgliteDump: 'ZAJEDNICA_TEST_PGLITE_TEMPLATE',
  postgresTemplate: 'ZAJEDNICA_TEST_PG_TEMPLATE',
} as const;

export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

/** The same server URL with another database name. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * `db` as a second server instance sees it: on PostgreSQL another connection
 * pool to the same database (close it after use), on PGlite `db` itself.
 */
export async function secondInstance(db: Database): Promise<Database> {
  const url = testDatabaseUrl();
  if (!url || db.kind !== 'postgres') return db;
  const { rows } = await db.query<{ name: string }>('select current_database() as name');
  return openPostgresDatabase(withDatabase(url, rows[0]!.name), { max: 4 });
}

export async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  db: Database;
  /** Drops the database (PostgreSQL) after the server closed it. */
  dispose(): Promise<void>;
  /** For a database no server owns: closes it, then drops it. */
  close(): Promise<void>;
}

function withClose(db: Database, dispose: () => Promise<void>): TestDatabase {
  return {
    db,
    dispose,
    async close() {
      await db.close();
      await dispose();
    },
  };
}

/**
 * `embedded`: a PGlite database in this directory instead of in memory,
 * with a statement time budget, as the server opens one (a statement past
 * the budget stops the database thread and reopens it from the directory).
 */
export async function createTestDatabase(embedded?: {
  dataDir: string;
  statementTimeoutMs: number;
}): Promise<TestDatabase> {
  const url = testDatabaseUrl();
  if (url) {
    const template = process.env[templateEnv.postgresTemplate];
    if (!template)
      throw new Error('The PostgreSQL test template is missing: run tests through vitest.');
    const name = `zj_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${name} template ${template}`);
    const db = await openPostgresDatabase(withDatabase(url, name), { max: 10 });
    return withClose(db, async () => {
      await adminQuery(`drop database if exists ${name} with (force)`);
    });
  }
  const dump = process.env[templateEnv.pgliteDump];
  if (!dump) throw new Error('The PGlite test template is missing: run tests through vitest.');
  const db = await openPgliteDatabase(embedded?.dataDir ?? 'memory://', {
    loadDataDir: new Blob([await readFile(dump)]),
    ...(embedded ? { statementTimeoutMs: embedded.statementTimeoutMs } : {}),
  });
  return withClose(db, async () => undefined);
}
