import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openObjectStore } from '../storage/open-object-store.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import {
  type DemoPhotoPaths,
  demoPhotosMade,
  ensureDemoPhotos,
  makeDemoPhotos,
} from './demo-photos.ts';
import { startDemoPhotosLater } from './demo-photos-later.ts';

/**
 * The demo's generated photographs go through the pipeline into the store and
 * onto the demo's news, events and memorial galleries, served to visitors
 * without the GPS position written into them. Made small here (800 × 600);
 * the server makes them 4000 × 3000.
 */
let server: TestServer;
let cacheDir: string;
let paths: DemoPhotoPaths;
let landscapes: string[];

beforeAll(async () => {
  server = await startTestServer({ SEED: 'demo' });
  cacheDir = await mkdtemp(path.join(os.tmpdir(), 'demo-photos-'));
  paths = (await ensureDemoPhotos(server.db, openObjectStore(server.config), {
    cacheDir,
    size: { width: 800, height: 600 },
  }))!;
  landscapes = paths.landscape;
});
afterAll(async () => {
  await server.close();
  await rm(cacheDir, { recursive: true, force: true });
});

describe('demo photographs', () => {
  it('are kept images shown on the published news, events and memorials', async () => {
    expect(landscapes).toHaveLength(4);
    for (const p of landscapes)
      expect(p).toMatch(/^\/media\/[0-9a-f]{32}\/800x600\/[A-Za-z0-9_-]{16,}$/);
    const { data: news } = await server.client().from('news').select('image_url');
    expect(news!.length).toBeGreaterThan(0);
    for (const row of news!) expect(landscapes).toContain(row.image_url);
    const { data: memorials } = await server
      .client()
      .from('memorials')
      .select('gallery_image_urls');
    for (const row of memorials!) expect(row.gallery_image_urls).toEqual(landscapes);
    const { data: events } = await server.client().from('events').select('featured_image_url');
    for (const row of events!) expect(landscapes).toContain(row.featured_image_url);
  });

  it("are the memorials' portraits and the creators' avatars and banners", async () => {
    // Portraits are held upright (3:4), banners wide (16:9).
    const [man, woman] = paths.memorialPortrait;
    for (const p of [...paths.memorialPortrait, ...paths.avatar])
      expect(p).toMatch(/^\/media\/[0-9a-f]{32}\/600x800\//);
    for (const p of paths.banner) expect(p).toMatch(/^\/media\/[0-9a-f]{32}\/800x450\//);
    const { data: memorials } = await server.client().from('memorials').select('profile_image_url');
    expect(memorials!.length).toBeGreaterThan(0);
    expect(new Set(memorials!.map((m) => m.profile_image_url))).toEqual(new Set([man, woman]));
    const { data: creators } = await server
      .client()
      .from('creators')
      .select('avatar_image, banner_image');
    expect(creators!.length).toBeGreaterThan(0);
    // Every creator's drawing became a photograph (a creator without a banner keeps none).
    for (const c of creators!) {
      expect(paths.avatar).toContain(c.avatar_image);
      if (c.banner_image !== null) expect(paths.banner).toContain(c.banner_image);
    }
    expect(new Set(creators!.map((c) => c.banner_image).filter(Boolean)).size).toBe(2);
  });

  it('are served to a visitor as AVIF without metadata', async () => {
    const portrait = paths.memorialPortrait[0]!.split('/')[2];
    const small = await fetch(`${server.url}/media/${portrait}/320.jpg`);
    const portraitMeta = await sharp(Buffer.from(await small.arrayBuffer())).metadata();
    expect([portraitMeta.width, portraitMeta.height, portraitMeta.exif]).toEqual([
      320,
      427,
      undefined,
    ]);
    const id = landscapes[0]!.split('/')[2];
    const response = await fetch(`${server.url}/media/${id}/640.avif`);
    expect(response.status).toBe(200);
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([metadata.width, metadata.exif]).toEqual([640, undefined]);
  });

  it('a second run finds everything in place and changes nothing', async () => {
    const again = await ensureDemoPhotos(server.db, openObjectStore(server.config), {
      cacheDir,
      size: { width: 800, height: 600 },
    });
    expect(again).toEqual(paths);
  });
});

describe('the first start, before the photographs are made', () => {
  const size = { width: 640, height: 480 };

  it('knows they are not made, and makes them', async () => {
    const fresh = await mkdtemp(path.join(os.tmpdir(), 'demo-photos-fresh-'));
    try {
      expect(await demoPhotosMade({ cacheDir: fresh, size })).toBe(false);
      await makeDemoPhotos({ cacheDir: fresh, size });
      expect(await demoPhotosMade({ cacheDir: fresh, size })).toBe(true);
    } finally {
      await rm(fresh, { recursive: true, force: true });
    }
  });

  it('puts nothing on the content when the server stops first', async () => {
    const fresh = await mkdtemp(path.join(os.tmpdir(), 'demo-photos-stopped-'));
    try {
      const later = startDemoPhotosLater(server.db, openObjectStore(server.config), {
        cacheDir: fresh,
        size,
      });
      await later.stop();
      const { rows } = await server.db.query(
        "select 1 from public.news where image_url like '/media/%/640x480%'",
      );
      expect(rows).toEqual([]);
    } finally {
      await rm(fresh, { recursive: true, force: true });
    }
  });
});
