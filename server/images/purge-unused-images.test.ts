import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { retentionDays } from '../../domain/retention.ts';
import { buildMemorial, buildNews } from '../../db/seed/factories.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { openObjectStore } from '../storage/open-object-store.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { variantKey } from './image-files.ts';
import { purgeUnusedImages } from './purge-unused-images.ts';

/**
 * Kept images nobody uses are deleted with their files once they have gone
 * unused for the retention period; images of published or pending content,
 * or of a change waiting for review, stay.
 */
let server: TestServer;
let store: ObjectStore;

beforeAll(async () => {
  server = await startTestServer();
  store = openObjectStore(server.config);
});
afterAll(() => server.close());
// Each test counts its own images: the next one starts without them.
afterEach(() => server.db.query("delete from public.images where id like 'ccc%'"));

const day = 86_400_000;
const later = (days: number) => new Date(Date.now() + days * day);
/** Past the period: the first run that found an image unused was longer ago than this. */
const pastThePeriod = later(retentionDays.unusedImages + 1);

async function keptImage(n: number): Promise<string> {
  const id = n.toString(16).padStart(32, 'c');
  await server.db.query(
    `insert into public.images (id, width, height, placeholder, stored_bytes, created_at)
     values ($1, 320, 240, 'data:image/webp;base64,AAAA', 10, $2)`,
    [id, new Date(Date.now() - 400 * day).toISOString()],
  );
  await store.put(variantKey(id, 320, 'webp'), Readable.from([Buffer.from('x')]), 10);
  return id;
}

const path = (id: string) => `/media/${id}/320x240`;
const exists = async (id: string) =>
  (await server.db.query('select 1 from public.images where id = $1', [id])).rows.length > 0;

describe('purgeUnusedImages', () => {
  it('deletes unused and rejected items’ images with their files a period after, and keeps the rest', async () => {
    // Uploaded long ago: the period counts from the run that finds them unused, not the upload.
    const unused = await keptImage(1);
    const ofRejected = await keptImage(2);
    const ofPublished = await keptImage(3);
    const ofPending = await keptImage(4);
    const inGallery = await keptImage(5);
    const inRevision = await keptImage(7);
    await buildNews(server.db, { image_url: path(ofRejected), status: 'rejected' });
    await buildNews(server.db, { image_url: path(ofPublished) });
    const pending = await buildMemorial(server.db, {
      profile_image_url: path(ofPending),
      status: 'pending_review',
      gallery_image_urls: [path(inGallery)],
    });
    await server.db.query(
      `insert into public.content_revisions (table_name, row_id, changes) values ('memorials', $1, $2)`,
      [pending.id, JSON.stringify({ profile_image_url: path(inRevision) })],
    );

    expect(await purgeUnusedImages(server.db, store)).toBe(0);
    // First found unused at the last run of the period: not yet.
    const lastFound = await keptImage(6);
    expect(await purgeUnusedImages(server.db, store, later(retentionDays.unusedImages - 1))).toBe(
      0,
    );
    expect(await purgeUnusedImages(server.db, store, pastThePeriod)).toBe(2);
    expect(await exists(unused)).toBe(false);
    expect(await exists(ofRejected)).toBe(false);
    expect(await store.size(variantKey(unused, 320, 'webp'))).toBeNull();
    for (const kept of [ofPublished, ofPending, inGallery, inRevision, lastFound]) {
      expect(await exists(kept), kept).toBe(true);
      expect(await store.size(variantKey(kept, 320, 'webp'))).toBe(1);
    }
  });

  it('keeps a rejected item’s photo the whole period after the rejection, and for good once sent again', async () => {
    const photo = await keptImage(30);
    const resent = await keptImage(31);
    const first = await buildMemorial(server.db, {
      profile_image_url: path(photo),
      status: 'pending_review',
    });
    const second = await buildMemorial(server.db, {
      profile_image_url: path(resent),
      status: 'pending_review',
    });
    expect(await purgeUnusedImages(server.db, store)).toBe(0);
    // Rejected 400 days after the upload: the photos are kept a period from now.
    await server.db.query(`update public.memorials set status = 'rejected' where id = any($1)`, [
      [first.id, second.id],
    ]);
    expect(await purgeUnusedImages(server.db, store, later(1))).toBe(0);
    expect(await exists(photo)).toBe(true);
    // The family sends the second again with the same photo: it is in use, and stays.
    await buildMemorial(server.db, { profile_image_url: path(resent), status: 'pending_review' });
    expect(await purgeUnusedImages(server.db, store, later(2))).toBe(0);
    expect(await purgeUnusedImages(server.db, store, later(retentionDays.unusedImages + 2))).toBe(
      1,
    );
    expect(await exists(photo)).toBe(false);
    expect(await exists(resent)).toBe(true);
  });

  it('deletes a deleted item’s photos (gallery too) with their files, a period after', async () => {
    const portrait = await keptImage(20);
    const inGallery = await keptImage(21);
    const memorial = await buildMemorial(server.db, {
      profile_image_url: path(portrait),
      gallery_image_urls: [path(inGallery)],
    });
    expect(await purgeUnusedImages(server.db, store, pastThePeriod)).toBe(0);
    await server.db.query('delete from public.memorials where id = $1', [memorial.id]);
    expect(await purgeUnusedImages(server.db, store, pastThePeriod)).toBe(0);
    expect(
      await purgeUnusedImages(server.db, store, later(2 * retentionDays.unusedImages + 2)),
    ).toBe(2);
    for (const gone of [portrait, inGallery]) {
      expect(await exists(gone)).toBe(false);
      expect(await store.size(variantKey(gone, 320, 'webp'))).toBeNull();
    }
  });

  it('gives clients no way to ask which images are in use', async () => {
    const { error } = await server.client().rpc('image_in_use', { image_id: '0'.repeat(32) });
    expect(error).not.toBeNull();
  });
});
