import { DatabaseBusyError } from '../db/pglite-queue.ts';

/**
 * On PostgreSQL, how many costly reads (query-cost.ts `isCostlyRead`) may
 * hold a connection at once: a quarter of the pool. A burst of them waits
 * here, not in the pool's line, and the rest of the pool stays free
 * for the site's plain reads (a list page, a detail by slug) and writes. A
 * costly read that waited `maxWaitMs` for its turn is answered 503 with
 * Retry-After (DatabaseBusyError). PGlite has one connection and its own
 * line (pglite-queue.ts), where reads already go first.
 */
export interface CostlyReads {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Costly reads running now. */
  readonly running: number;
}

export function costlyReadLimit(slots: number, maxWaitMs: number): CostlyReads {
  let running = 0;
  const waiting: (() => void)[] = [];

  function turn(): Promise<void> {
    if (running < slots) {
      running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const start = () => {
        clearTimeout(timer);
        running += 1;
        resolve();
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(start), 1);
        reject(new DatabaseBusyError(maxWaitMs));
      }, maxWaitMs);
      waiting.push(start);
    });
  }

  return {
    async run(work) {
      await turn();
      try {
        return await work();
      } finally {
        running -= 1;
        waiting.shift()?.();
      }
    },
    get running() {
      return running;
    },
  };
}
