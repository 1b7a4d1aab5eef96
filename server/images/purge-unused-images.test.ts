import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retentionDays } from '../../domain/retention.ts';
import { buildMemorial, buildNews } from '../../db/seed/factories.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { openObjectStore } from '../storage/open-object-store.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { variantKey } from './image-files.ts';
import { purgeUnusedImages } from './purge-unused-images.ts';

/**
 * Kept images nobody uses are deleted with their files after the retention
 * period; images of published or pending content, or of a change waiting
 * for review, stay.
 */
let server: TestServer;
let store: ObjectStore;

beforeAll(async () => {
  server = await startTestServer();
  store = openObjectStore(server.config);
});
afterAll(() => server.close());

const old = new Date(Date.now() - (retentionDays.unusedImages + 1) * 86_400_000);

async function keptImage(n: number, createdAt: Date): Promise<string> {
  const id = n.toString(16).padStart(32, 'c');
  await server.db.query(
    `insert into public.images (id, width, height, placeholder, stored_bytes, created_at)
     values ($1, 320, 240, 'data:image/webp;base64,AAAA', 10, $2)`,
    [id, createdAt.toISOString()],
  );
  await store.put(variantKey(id, 320, 'webp'), Readable.from([Buffer.from('x')]), 10);
  return id;
}

const path = (id: string) => `/media/${id}/320x240`;
const exists = async (id: string) =>
  (await server.db.query('select 1 from public.images where id = $1', [id])).rows.length > 0;

describe('purgeUnusedImages', () => {
  it('deletes old unused and rejected items’ images with their files, and keeps the rest', async () => {
    const unused = await keptImage(1, old);
    const ofRejected = await keptImage(2, old);
    const ofPublished = await keptImage(3, old);
    const ofPending = await keptImage(4, old);
    const inGallery = await keptImage(5, old);
    const recent = await keptImage(6, new Date());
    const inRevision = await keptImage(7, old);
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

    expect(await purgeUnusedImages(server.db, store)).toBe(2);
    expect(await exists(unused)).toBe(false);
    expect(await exists(ofRejected)).toBe(false);
    expect(await store.size(variantKey(unused, 320, 'webp'))).toBeNull();
    for (const kept of [ofPublished, ofPending, inGallery, recent, inRevision]) {
      expect(await exists(kept), kept).toBe(true);
      expect(await store.size(variantKey(kept, 320, 'webp'))).toBe(1);
    }
  });

  it('deletes a deleted item’s photos (gallery too) with their files, once past the period', async () => {
    const portrait = await keptImage(20, old);
    const inGallery = await keptImage(21, old);
    const memorial = await buildMemorial(server.db, {
      profile_image_url: path(portrait),
      gallery_image_urls: [path(inGallery)],
    });
    expect(await purgeUnusedImages(server.db, store)).toBe(0);
    await server.db.query('delete from public.memorials where id = $1', [memorial.id]);
    expect(await purgeUnusedImages(server.db, store)).toBe(2);
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
