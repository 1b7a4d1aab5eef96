import { retentionDays } from '../../domain/retention.ts';
import type { Database } from '../db/database.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { removeImageFiles } from './image-files.ts';

/**
 * Deletes kept images nobody uses any more, with their files, once they have
 * gone unused for `retentionDays.unusedImages`: a photo uploaded for a form
 * never sent, the photos of a rejected or deleted item, a picture replaced
 * in an edit. "Used" means named by a content row that is not rejected, or
 * by a proposed change still waiting for review. The period counts from the
 * run that first finds an image unused (`images.unused_since`), so a
 * rejected item's photo is kept the whole period after the rejection, and
 * an image used again (the item sent anew) is never purged. Runs with the
 * hourly retention purge; batched and time-conditioned, so racing instances
 * find less to do.
 */
export async function purgeUnusedImages(
  db: Database,
  store: ObjectStore,
  now = new Date(),
  batch = 200,
): Promise<number> {
  await db.query(
    `update public.images set unused_since = $1
      where unused_since is null and not public.image_in_use(id)`,
    [now.toISOString()],
  );
  await db.query(
    `update public.images set unused_since = null
      where unused_since is not null and public.image_in_use(id)`,
  );
  const { rows } = await db.query<{ id: string }>(
    `select id from public.images
      where unused_since < $1::timestamptz - make_interval(days => $2)
        and not public.image_in_use(id)
      order by unused_since
      limit $3`,
    [now.toISOString(), retentionDays.unusedImages, batch],
  );
  for (const { id } of rows) {
    await removeImageFiles(store, id);
    await db.query('delete from public.images where id = $1 and not public.image_in_use(id)', [id]);
  }
  return rows.length;
}
