import type { Database } from '../db/database.ts';
import { errorFields, log } from '../log.ts';
import { safeFetch, type SafeFetchOptions } from '../net/safe-fetch.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { keepImage } from './keep-image.ts';
import { maxImageBytes } from './image-limits.ts';
import { imageQueue } from './image-queue.ts';
import { imageFetchTimeoutMs } from './media-limits.ts';
import { processImage } from './process-image.ts';

/**
 * The move from linked to kept images: content that still holds an
 * external http(s) image address (written before issue 35, or by an
 * import) gets it fetched once through the safe fetcher and the pipeline,
 * and the column rewritten to the kept copy's `/media/…` path. Pages allow
 * images only from our origin, so until a row is adopted its picture shows
 * the page's placeholder. An address that cannot be fetched (gone, private,
 * not an image) stays as it is and is not tried again by this process.
 */
const imageColumns: { table: string; column: string; array?: true }[] = [
  { table: 'memorials', column: 'profile_image_url' },
  { table: 'memorials', column: 'gallery_image_urls', array: true },
  { table: 'events', column: 'featured_image_url' },
  { table: 'events', column: 'image_url' },
  { table: 'news', column: 'image_url' },
  { table: 'organizations', column: 'logo_image_url' },
  { table: 'organizations', column: 'image_url' },
  { table: 'businesses', column: 'image_url' },
  { table: 'creators', column: 'avatar_image' },
  { table: 'creators', column: 'banner_image' },
  { table: 'cities', column: 'hero_image_url' },
];

const external = `~* '^https?://'`;

/** External addresses still in content, at most `limit`. */
async function externalAddresses(db: Database, limit: number): Promise<string[]> {
  const selects = imageColumns.map(({ table, column, array }) =>
    array
      ? `select u as url from public.${table}, unnest(${column}) u where u ${external}`
      : `select ${column} as url from public.${table} where ${column} ${external}`,
  );
  const { rows } = await db.query<{ url: string }>(
    `select distinct url from (${selects.join(' union all ')}) found limit $1`,
    [limit],
  );
  return rows.map((row) => row.url);
}

async function replaceEverywhere(db: Database, url: string, path: string) {
  for (const { table, column, array } of imageColumns) {
    await db.query(
      array
        ? `update public.${table} set ${column} = array_replace(${column}, $1, $2) where $1 = any(${column})`
        : `update public.${table} set ${column} = $2 where ${column} = $1`,
      [url, path],
    );
  }
}

export interface AdoptionOptions {
  /** Tests only: reach their local server. */
  fetchOptions?: Partial<SafeFetchOptions>;
  batch?: number;
  /** Ends the pass early: the server is stopping. */
  signal?: AbortSignal;
}

/** One pass over up to `batch` addresses; returns how many were adopted. */
export async function adoptImageAddresses(
  db: Database,
  store: ObjectStore,
  failed: Set<string>,
  options: AdoptionOptions = {},
): Promise<number> {
  const batch = options.batch ?? 20;
  const urls = (await externalAddresses(db, batch + failed.size)).filter((u) => !failed.has(u));
  let adopted = 0;
  for (const url of urls.slice(0, batch)) {
    if (options.signal?.aborted) break;
    try {
      const fetched = await safeFetch(url, {
        maxBytes: maxImageBytes,
        timeoutMs: imageFetchTimeoutMs,
        accept: 'image/avif,image/webp,image/jpeg,image/png',
        signal: options.signal,
        ...options.fetchOptions,
      });
      const image = await imageQueue.run(() => processImage(fetched.body));
      const kept = await keepImage(db, store, image, null);
      await replaceEverywhere(db, url, kept.path);
      adopted += 1;
    } catch (error) {
      if (options.signal?.aborted) break;
      failed.add(url);
      log.info('image address not adopted', { url, ...errorFields(error) });
    }
  }
  return adopted;
}
