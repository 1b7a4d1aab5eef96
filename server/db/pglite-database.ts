import type { Database, Queryable, QueryResult, Row } from './database.ts';
import { pgliteQueue } from './pglite-queue.ts';
import { startPgliteThread } from './pglite-thread.ts';

/** How long work may wait for the embedded database before it is answered 503 (PGLITE_QUEUE_WAIT_MS). */
export const defaultQueueWaitMs = 10_000;

/**
 * Embedded PostgreSQL persisted in `dataDir` (or in memory for `memory://`).
 * PGlite runs in a worker thread of its own (pglite-worker.ts), so a long
 * statement never stops the server from taking requests. It is still one
 * connection: every query, transaction and pipeline waits its turn in one
 * line (pglite-queue.ts), where reads go first and work that waited longer
 * than `queueWaitMs` is refused; a transaction has the connection to itself
 * from BEGIN to COMMIT.
 */
export async function openPgliteDatabase(
  dataDir: string,
  options: { loadDataDir?: Blob; queueWaitMs?: number } = {},
): Promise<Database & { dumpDataDir(): Promise<Blob> }> {
  const thread = startPgliteThread();
  try {
    await thread.call('open', dataDir, await options.loadDataDir?.arrayBuffer());
  } catch (error) {
    await thread.close().catch(() => undefined);
    throw error;
  }
  const queue = pgliteQueue(options.queueWaitMs ?? defaultQueueWaitMs);

  const query = async <T extends Row>(sql: string, params: unknown[] = []) =>
    (await thread.call('query', sql, params)) as QueryResult<T>;
  const exec = (sql: string) => thread.call('exec', sql);

  async function transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    let open = true;
    const usable = () => {
      if (!open) throw new Error('The transaction has already ended');
    };
    const tx: Queryable = {
      query: async (sql, params) => (usable(), query(sql, params)),
      exec: async (sql) => (usable(), exec(sql)),
    };
    await exec('begin');
    try {
      const result = await work(tx);
      open = false;
      await exec('commit');
      return result;
    } catch (error) {
      open = false;
      await exec('rollback').catch(() => undefined);
      throw error;
    }
  }

  return {
    kind: 'pglite',
    query: (sql, params) => queue.run(() => query(sql, params)),
    exec: (sql) => queue.run(() => exec(sql)),
    transaction: (work) => queue.run(() => transaction(work)),
    // A pipeline without `check` is a read of /rest/v1 (execute.ts): it goes ahead of writes.
    pipeline: (statements, check) =>
      queue.run(async () => {
        const results = await thread.call('pipeline', statements, check !== undefined);
        if (!check) return results;
        try {
          check(results);
        } catch (failure) {
          await exec('rollback');
          throw failure;
        }
        await exec('commit');
        return results;
      }, check === undefined),
    close: () => thread.close(),
    dumpDataDir: async () => new Blob([await thread.call('dump')]),
  };
}
