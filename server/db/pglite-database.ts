import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Database, Queryable, QueryResult, Row } from './database.ts';
import { pglitePipeline } from './pglite-pipeline.ts';

type PgliteLike = Pick<PGlite, 'query' | 'exec'>;

function wrap(client: PgliteLike): Queryable {
  return {
    async query<T extends Row>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const result = await client.query<T>(sql, params);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(sql: string) {
      await client.exec(sql);
    },
  };
}

export const pgliteExtensions = { citext, pg_trgm, pgcrypto, unaccent };

/**
 * Embedded PostgreSQL persisted in `dataDir` (or in memory for `memory://`).
 * PGlite is one connection: it queues queries and gives a transaction the
 * connection to itself, so callers need no pool.
 */
export async function openPgliteDatabase(
  dataDir: string,
  options: { loadDataDir?: Blob } = {},
): Promise<Database & { dumpDataDir(): Promise<Blob> }> {
  const pglite = await PGlite.create(dataDir, {
    extensions: pgliteExtensions,
    // Timestamps and dates as the text PostgreSQL sent, like the pg adapter.
    parsers: {
      1082: (value: string) => value,
      1114: (value: string) => value,
      1184: (value: string) => value,
    },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const plain = wrap(pglite);
  return {
    kind: 'pglite',
    ...plain,
    transaction: (work) => pglite.transaction((tx) => work(wrap(tx))),
    pipeline: pglitePipeline(pglite),
    close: () => pglite.close(),
    dumpDataDir: () => pglite.dumpDataDir('gzip'),
  };
}
