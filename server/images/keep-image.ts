import type { Queryable } from '../db/database.ts';
import { log } from '../log.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { mediaPathOf } from '../../domain/media-path.ts';
import { storeVariants } from './image-files.ts';
import type { ProcessedImage } from './process-image.ts';

/** What a kept image answers: the path content keeps, and what a page needs to show it. */
export interface StoredImage {
  id: string;
  path: string;
  width: number;
  height: number;
  placeholder: string;
}

/** Who sent the image: none for the server's own (the demo's photographs). */
export interface ImageSender {
  accountId: string | null;
  /** The hashed client network (clientKey), for the anonymous quota. */
  addressHash: string;
}

/**
 * The one way a processed image is kept, whether uploaded, fetched from an
 * address a form gave, adopted from content's old external address or made
 * for the demo: its variants under `media/<id>/` in the object store and its
 * row in `public.images`. The id is the content's hash, so the same photo
 * sent twice is stored once (and counted once against quotas).
 */
export async function keepImage(
  db: Queryable,
  store: ObjectStore,
  image: ProcessedImage,
  sender: ImageSender | null,
): Promise<StoredImage> {
  const { rows } = await db.query('select 1 from public.images where id = $1', [image.id]);
  if (rows.length === 0) {
    await storeVariants(store, image.id, image.variants);
    const storedBytes = image.variants.reduce((sum, v) => sum + v.bytes.length, 0);
    await db.query(
      `insert into public.images (id, width, height, placeholder, stored_bytes, uploader_id, uploader_ip_hash)
       values ($1, $2, $3, $4, $5, $6, $7) on conflict (id) do nothing`,
      [
        image.id,
        image.width,
        image.height,
        image.placeholder,
        storedBytes,
        sender?.accountId ?? null,
        sender?.addressHash ?? null,
      ],
    );
    log.info('image kept', { image: image.id, bytes: storedBytes });
  }
  return {
    id: image.id,
    path: mediaPathOf(image),
    width: image.width,
    height: image.height,
    placeholder: image.placeholder,
  };
}
