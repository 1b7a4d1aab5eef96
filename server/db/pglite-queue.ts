/**
 * The line in front of the embedded database. PGlite is one connection and
 * ignores statement_timeout, so a long piece of work makes every other
 * request wait behind it. Work here runs one at a time in arrival order,
 * except that reads (`first`) go ahead of writes: a visitor's page waits for
 * the one write running, not for every write queued by a flood. Work that has
 * waited longer than `maxWaitMs` for its turn is refused with
 * DatabaseBusyError (answered 503 with Retry-After), so that a client is
 * told to come back instead of hanging while the line does not move.
 */

/** SQLSTATE 53300 (too_many_connections): the database cannot take this request now. */
export class DatabaseBusyError extends Error {
  readonly code = '53300';
  constructor(waitedMs: number) {
    super(`The database is busy: the request waited ${waitedMs} ms for its turn`);
  }
}

interface Waiter {
  start: () => void;
  timer: NodeJS.Timeout;
}

export function pgliteQueue(maxWaitMs: number) {
  let busy = false;
  const reads: Waiter[] = [];
  const others: Waiter[] = [];

  function release() {
    const next = reads.shift() ?? others.shift();
    if (!next) {
      busy = false;
      return;
    }
    clearTimeout(next.timer);
    next.start();
  }

  function turn(first: boolean): Promise<void> {
    if (!busy) {
      busy = true;
      return Promise.resolve();
    }
    const waiting = first ? reads : others;
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        start: resolve,
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(new DatabaseBusyError(maxWaitMs));
        }, maxWaitMs),
      };
      waiting.push(waiter);
    });
  }

  return {
    /**
     * Runs `work` when its turn comes (`first`: a read, ahead of other work);
     * throws DatabaseBusyError after waiting `maxWaitMs`.
     */
    async run<T>(work: () => Promise<T>, first = false): Promise<T> {
      await turn(first);
      try {
        return await work();
      } finally {
        release();
      }
    },
    /** Requests waiting for their turn (not counting the one running). */
    get waiting() {
      return reads.length + others.length;
    },
  };
}
