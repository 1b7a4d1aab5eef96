import type { Database, Queryable, QueryResult, Row } from './database.ts';
import { openBudgetedThread } from './pglite-budget.ts';
import { pgliteQueue } from './pglite-queue.ts';

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
 *
 * With `statementTimeoutMs` every query and pipeline (and each statement of
 * a transaction) has that time budget: past it the database thread is
 * stopped and reopened and the statement fails with 57014, as on PostgreSQL
 * (pglite-budget.ts). Scripts run by `exec` (migrations, restores) and
 * COMMIT have none.
 */
export async function openPgliteDatabase(
  dataDir: string,
  options: { loadDataDir?: Blob; queueWaitMs?: number; statementTimeoutMs?: number } = {},
): Promise<Database & { dumpDataDir(): Promise<Blob>; readonly restarts: number }> {
  const thread = await openBudgetedThread(dataDir, {
    ...(options.loadDataDir ? { loadDataDir: await options.loadDataDir.arrayBuffer() } : {}),
    ...(options.statementTimeoutMs === undefined ? {} : { budgetMs: options.statementTimeoutMs }),
  });
  const queue = pgliteQueue(options.queueWaitMs ?? defaultQueueWaitMs);

  const query = async <T extends Row>(sql: string, params: unknown[] = []) =>
    (await thread.bounded('query', sql, params)) as QueryResult<T>;
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
        const results = await thread.bounded('pipeline', statements, check !== undefined);
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
    get restarts() {
      return thread.restarts;
    },
  };
}
