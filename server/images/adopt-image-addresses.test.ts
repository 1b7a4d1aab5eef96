import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMemorial, buildNews } from '../../db/seed/factories.ts';
import { openObjectStore } from '../storage/open-object-store.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { adoptImageAddresses } from './adopt-image-addresses.ts';
import { syntheticPhoto } from './synthetic-photo.ts';

/**
 * Content written with external image addresses is moved to kept copies:
 * fetched through the safe fetcher (a local server stands for the other
 * site), run through the pipeline and rewritten to `/media/…`; an address
 * that fails is left alone and not retried.
 */
let server: TestServer;
let site: Server;
let origin: string;
let photo: Buffer;

beforeAll(async () => {
  server = await startTestServer();
  photo = await syntheticPhoto({ width: 640, height: 480, seed: 40 });
  site = createServer((req, res) => {
    if (req.url === '/photo.jpg') res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
    else res.writeHead(404).end();
  });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await server.close();
  await new Promise((r) => site.close(r));
});

describe('adoptImageAddresses', () => {
  it('keeps a linked photo and rewrites every column that used it', async () => {
    const url = `${origin}/photo.jpg`;
    const gone = `${origin}/gone.jpg`;
    const news = await buildNews(server.db, { image_url: url });
    const memorial = await buildMemorial(server.db, {
      profile_image_url: url,
      gallery_image_urls: [url, gone],
    });
    const failed = new Set<string>();
    const store = openObjectStore(server.config);
    const fetchOptions = { allowAddress: (a: string) => a === '127.0.0.1', allowAnyPort: true };
    expect(await adoptImageAddresses(server.db, store, failed, { fetchOptions })).toBe(1);
    expect([...failed]).toEqual([gone]);

    const {
      rows: [row],
    } = await server.db.query<{ image_url: string }>(
      'select image_url from public.news where id = $1',
      [news.id],
    );
    expect(row!.image_url).toMatch(/^\/media\/[0-9a-f]{32}\/640x480\/[A-Za-z0-9_-]{16,}$/);
    const {
      rows: [m],
    } = await server.db.query<{ profile_image_url: string; gallery_image_urls: string[] }>(
      'select profile_image_url, gallery_image_urls from public.memorials where id = $1',
      [memorial.id],
    );
    expect(m!.profile_image_url).toBe(row!.image_url);
    expect(m!.gallery_image_urls).toEqual([row!.image_url, gone]);

    const id = row!.image_url.split('/')[2];
    const served = await fetch(`${server.url}/media/${id}/320.webp`);
    expect(served.status).toBe(200);

    // A second pass finds nothing new and does not retry the failed address.
    expect(await adoptImageAddresses(server.db, store, failed, { fetchOptions })).toBe(0);

    // Kept like an upload: the same bytes uploaded answer the same path, one row, one set of files.
    const uploaded = await fetch(`${server.url}/media`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: photo,
    });
    expect(uploaded.status).toBe(201);
    expect(((await uploaded.json()) as { path: string }).path).toBe(row!.image_url);
    const { rows: images } = await server.db.query('select 1 from public.images where id = $1', [
      id,
    ]);
    expect(images).toHaveLength(1);
  });

  it('never fetches a private address with the default policy', async () => {
    await buildNews(server.db, { image_url: 'http://169.254.169.254/latest/meta-data/x.jpg' });
    const failed = new Set<string>();
    expect(await adoptImageAddresses(server.db, openObjectStore(server.config), failed)).toBe(0);
    expect(failed.has('http://169.254.169.254/latest/meta-data/x.jpg')).toBe(true);
  });
});
