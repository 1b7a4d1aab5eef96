import { Worker } from 'node:worker_threads';
import {
  errorFromData,
  type WorkerAnswer,
  type WorkerOp,
  type WorkerRequests,
} from './pglite-worker-protocol.ts';

/**
 * The server's side of the PGlite worker thread (pglite-worker.ts): `call`
 * sends one request and resolves with its answer, rejecting with the
 * database's error (its code, detail, constraint... kept). The worker keeps
 * the process alive only while a request is waiting for its answer, so a
 * database that is never closed does not hold the process open.
 */
export interface PgliteThread {
  call<Op extends WorkerOp>(
    op: Op,
    ...args: WorkerRequests[Op]['args']
  ): Promise<WorkerRequests[Op]['value']>;
  /** Closes the database and ends the thread. */
  close(): Promise<void>;
  /**
   * Ends the thread at once, even in the middle of a statement (V8 stops
   * running WebAssembly too): the database is left as a crash leaves it, with
   * every committed transaction in its write-ahead log and nothing else.
   * Calls still waiting are rejected.
   */
  terminate(): Promise<void>;
}

export function startPgliteThread(): PgliteThread {
  const worker = new Worker(new URL('./pglite-worker-entry.mjs', import.meta.url), {
    execArgv: [],
  });
  worker.unref();
  const waiting = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  let lastId = 0;
  let ended: Error | undefined;

  function settle(id: number) {
    const waiter = waiting.get(id);
    waiting.delete(id);
    if (waiting.size === 0) worker.unref();
    return waiter;
  }
  function endAll(error: Error) {
    ended ??= error;
    for (const id of [...waiting.keys()]) settle(id)?.reject(error);
  }

  worker.on('message', (answer: WorkerAnswer) => {
    const waiter = settle(answer.id);
    if (answer.ok) waiter?.resolve(answer.value);
    else waiter?.reject(errorFromData(answer.error));
  });
  worker.on('error', (error: Error) => endAll(error));
  worker.on('exit', (code) =>
    endAll(new Error(`The embedded database thread ended (exit code ${code})`)),
  );

  function call<Op extends WorkerOp>(op: Op, ...args: WorkerRequests[Op]['args']) {
    if (ended) return Promise.reject(ended);
    lastId += 1;
    const id = lastId;
    const transfer = args.filter((arg) => arg instanceof ArrayBuffer);
    return new Promise<WorkerRequests[Op]['value']>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.ref();
      worker.postMessage({ id, op, args }, transfer);
    });
  }

  return {
    call,
    async close() {
      if (ended) return;
      try {
        await call('close');
      } finally {
        await worker.terminate();
      }
    },
    async terminate() {
      endAll(new Error('The embedded database thread was stopped'));
      await worker.terminate();
    },
  };
}
