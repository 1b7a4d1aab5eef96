import type { Database } from '../db/database.ts';
import { errorFields, log } from '../log.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { type DemoPhotoOptions, ensureDemoPhotos } from './demo-photos.ts';

/**
 * The first start of a checkout with the demo: its photographs are not made
 * yet (about a minute of work), so the server starts at once with the demo's
 * drawings and puts the photographs on the demo content once made, one at a
 * time through the image queue. stop() ends it before the next photograph.
 */
export function startDemoPhotosLater(
  db: Database,
  store: ObjectStore,
  options: Omit<DemoPhotoOptions, 'signal'> = {},
) {
  const stopping = new AbortController();
  log.info('making the demo photographs in the background (once, about a minute)');
  const running = ensureDemoPhotos(db, store, { ...options, signal: stopping.signal })
    .then((paths) => {
      if (paths)
        log.info('demo photographs shown', { photographs: Object.values(paths).flat().length });
    })
    .catch((error: unknown) => log.warn('demo photographs not made', errorFields(error)));
  return {
    async stop() {
      stopping.abort();
      await running;
    },
  };
}
