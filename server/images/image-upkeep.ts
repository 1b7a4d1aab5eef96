import type { Database } from '../db/database.ts';
import { errorFields, log } from '../log.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { adoptImageAddresses } from './adopt-image-addresses.ts';
import { purgeUnusedImages } from './purge-unused-images.ts';

/**
 * The kept images' background work, soon after start and then hourly, one
 * pass at a time: external addresses still in content are kept
 * (adopt-image-addresses.ts), then images nobody uses any more past their
 * retention period are deleted with their files (purge-unused-images.ts).
 * stop() waits for the running pass.
 */
export function startImageUpkeep(db: Database, store: ObjectStore, firstRunDelayMs = 20_000) {
  const failed = new Set<string>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const stopping = new AbortController();
  const pass = async () => {
    const adopted = await adoptImageAddresses(db, store, failed, { signal: stopping.signal });
    if (stopping.signal.aborted) return;
    const purged = await purgeUnusedImages(db, store);
    if (adopted > 0 || purged > 0) log.info('kept images looked after', { adopted, purged });
  };
  const run = () => {
    running = pass()
      .catch((error: unknown) => log.warn('image upkeep failed', errorFields(error)))
      .finally(() => {
        if (!stopped) timer = setTimeout(run, 60 * 60 * 1000);
      });
  };
  timer = setTimeout(run, firstRunDelayMs);
  return {
    async stop() {
      stopped = true;
      stopping.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
