import { log } from '../log.ts';
import { startPgliteThread, type PgliteThread } from './pglite-thread.ts';
import type { WorkerOp, WorkerRequests } from './pglite-worker-protocol.ts';

/**
 * PGlite runs PostgreSQL as WebAssembly that nothing interrupts: its
 * statement_timeout needs a signal that never comes while the statement
 * runs, and it has no cancel of its own. So the time budget of a statement
 * is kept from outside: when a statement has not answered within `budgetMs`,
 * its worker thread is terminated (V8 stops WebAssembly mid-loop) and the
 * database is opened again from its data directory, as after a crash:
 * PostgreSQL replays its write-ahead log, which holds every committed
 * transaction (synchronous_commit is on: a COMMIT has written its WAL
 * before it answers), and the transaction that was cut off is gone as a
 * whole. The statement is answered as PostgreSQL answers a statement
 * timeout (SQLSTATE 57014); the next piece of work waits for the reopen.
 *
 * An in-memory database (`memory://`, only tests and scripts use one) has
 * nothing to reopen from: once stopped it refuses all work.
 */

/** PostgreSQL's own error for a statement cut off by statement_timeout. */
export class StatementTimeoutError extends Error {
  readonly code = '57014';
  constructor() {
    super('canceling statement due to statement timeout');
  }
}

/** 57P01 (admin_shutdown): the database is not there any more; answered 503. */
export class DatabaseStoppedError extends Error {
  readonly code = '57P01';
}

export interface BudgetedThread {
  /** A request to the worker without a time budget (scripts, COMMIT, dumps). */
  call<Op extends WorkerOp>(
    op: Op,
    ...args: WorkerRequests[Op]['args']
  ): Promise<WorkerRequests[Op]['value']>;
  /** A request that must answer within the budget, else StatementTimeoutError. */
  bounded<Op extends WorkerOp>(
    op: Op,
    ...args: WorkerRequests[Op]['args']
  ): Promise<WorkerRequests[Op]['value']>;
  /** How many times the budget stopped the database (for tests and logs). */
  readonly restarts: number;
  close(): Promise<void>;
}

async function openThread(dataDir: string, loadDataDir?: ArrayBuffer): Promise<PgliteThread> {
  const thread = startPgliteThread();
  try {
    await thread.call('open', dataDir, loadDataDir);
  } catch (error) {
    await thread.close().catch(() => undefined);
    throw error;
  }
  return thread;
}

export async function openBudgetedThread(
  dataDir: string,
  options: { loadDataDir?: ArrayBuffer; budgetMs?: number },
): Promise<BudgetedThread> {
  let ready: Promise<PgliteThread> = Promise.resolve(
    await openThread(dataDir, options.loadDataDir),
  );
  let restarts = 0;
  const budgetMs = options.budgetMs;

  async function reopen(stopped: PgliteThread): Promise<PgliteThread> {
    const started = performance.now();
    await stopped.terminate();
    if (dataDir.startsWith('memory://'))
      throw new DatabaseStoppedError(
        'The in-memory embedded database was stopped by its statement time budget',
      );
    try {
      const thread = await openThread(dataDir);
      log.info('embedded database reopened', { ms: Math.round(performance.now() - started) });
      return thread;
    } catch (error) {
      log.error('embedded database could not be reopened', { message: String(error) });
      throw new DatabaseStoppedError('The embedded database could not be reopened');
    }
  }

  async function call<Op extends WorkerOp>(op: Op, ...args: WorkerRequests[Op]['args']) {
    return (await ready).call(op, ...args);
  }

  async function bounded<Op extends WorkerOp>(op: Op, ...args: WorkerRequests[Op]['args']) {
    const thread = await ready;
    if (budgetMs === undefined) return thread.call(op, ...args);
    const answer = thread.call(op, ...args);
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new StatementTimeoutError()), budgetMs);
    });
    try {
      return await Promise.race([answer, expired]);
    } catch (error) {
      if (error instanceof StatementTimeoutError) {
        answer.catch(() => undefined); // rejected when the thread ends
        restarts += 1;
        log.warn('embedded statement ran past its time budget: stopping the database thread', {
          op,
          budgetMs,
        });
        ready = reopen(thread);
        ready.catch(() => undefined); // every later call sees the failure
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    call,
    bounded,
    get restarts() {
      return restarts;
    },
    async close() {
      const thread = await ready.catch(() => undefined);
      await thread?.close();
    },
  };
}
