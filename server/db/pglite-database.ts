import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Database, Queryable, QueryResult, Row } from './database.ts';
import { pglitePipeline } from './pglite-pipeline.ts';
import { pgliteQueue } from './pglite-queue.ts';

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

/** How long work may wait for the embedded database before it is answered 503 (PGLITE_QUEUE_WAIT_MS). */
export const defaultQueueWaitMs = 10_000;

/**
 * Embedded PostgreSQL persisted in `dataDir` (or in memory for `memory://`).
 * PGlite is one connection: every query, transaction and pipeline waits its
 * turn in one line (pglite-queue.ts), which refuses work that waited longer
 * than `queueWaitMs`; a transaction has the connection to itself.
 */
export async function openPgliteDatabase(
  dataDir: string,
  options: { loadDataDir?: Blob; queueWaitMs?: number } = {},
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
  const pipeline = pglitePipeline(pglite);
  const queue = pgliteQueue(options.queueWaitMs ?? defaultQueueWaitMs);
  return {
    kind: 'pglite',
    query: (sql, params) => queue.run(() => plain.query(sql, params)),
    exec: (sql) => queue.run(() => plain.exec(sql)),
    transaction: (work) => queue.run(() => pglite.transaction((tx) => work(wrap(tx)))),
    // A pipeline without `check` is a read of /rest/v1 (execute.ts): it goes ahead of writes.
    pipeline: (statements, check) =>
      queue.run(() => pipeline(statements, check), check === undefined),
    close: () => pglite.close(),
    dumpDataDir: () => pglite.dumpDataDir('gzip'),
  };
}
