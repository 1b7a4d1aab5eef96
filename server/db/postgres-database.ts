import pg from 'pg';
import { errorFields, log } from '../log.ts';
import type { Database, Queryable, QueryResult, Row } from './database.ts';
import { runPipeline } from './postgres-pipeline.ts';

// Return timestamps, dates and bigints as the text PostgreSQL sent, as PGlite's JSON does.
for (const oid of [
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
]) {
  pg.types.setTypeParser(oid, (value: string) => value);
}

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T extends Row>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const result = await client.query<T>(sql, params);
      return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

/** Connections of the server's pool (REST keeps half of them from costly reads: rest/costly-reads.ts). */
export const postgresPoolSize = 20;

/** A `pg` pool for `DATABASE_URL`. Lost connections are replaced by the pool; errors are logged. */
export async function openPostgresDatabase(
  connectionString: string,
  options: { max?: number } = {},
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? postgresPoolSize,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  pool.on('error', (error) => log.warn('postgres idle client error', errorFields(error)));
  // A connection lost while checked out must not crash the process; the query fails instead.
  pool.on('connect', (client) =>
    client.on('error', (error) => log.warn('postgres client error', errorFields(error))),
  );
  const plain = wrap(pool);
  return {
    kind: 'postgres',
    ...plain,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    pipeline: (statements, check) => runPipeline(pool, statements, check),
    close: () => pool.end(),
  };
}
