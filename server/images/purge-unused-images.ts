import { retentionDays } from '../../domain/retention.ts';
import type { Database } from '../db/database.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { removeImageFiles } from './image-files.ts';

/**
 * Deletes kept images nobody uses any more, with their files, once they are
 * older than `retentionDays.unusedImages`: a photo uploaded for a form never
 * sent, the photos of a rejected or deleted item, a picture replaced in an
 * edit. "Used" means named by a content row that is not rejected, or by a
 * proposed change still waiting for review. Runs with the hourly retention
 * purge; batched and time-conditioned, so racing instances find less to do.
 */
export async function purgeUnusedImages(
  db: Database,
  store: ObjectStore,
  now = new Date(),
  batch = 200,
): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `select i.id from public.images i
      where i.created_at < $1::timestamptz - make_interval(days => $2)
        and not public.image_in_use(i.id)
      order by i.created_at
      limit $3`,
    [now.toISOString(), retentionDays.unusedImages, batch],
  );
  for (const { id } of rows) {
    await removeImageFiles(store, id);
    await db.query('delete from public.images where id = $1 and not public.image_in_use(id)', [id]);
  }
  return rows.length;
}
