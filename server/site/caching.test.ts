import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet } from '../test/raw-get.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { startSiteServer } from './test/site-content.ts';

/** Revalidation (ETag, 304) and compression of pages, feeds and the sitemap. */

let server: TestServer;

beforeAll(async () => {
  server = await startSiteServer();
});
afterAll(() => server.close());

describe('revalidation', () => {
  it.each([
    ['/event/folklore-evening', 'no-cache'],
    ['/', 'no-cache'],
    ['/sitemap.xml', 'public, max-age=300'],
    ['/news/rss.xml', 'public, max-age=300'],
    ['/events.ics', 'public, max-age=300'],
  ])('%s has a weak ETag and answers 304 when the client has it', async (path, cacheControl) => {
    const first = await fetch(`${server.url}${path}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe(cacheControl);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await fetch(`${server.url}${path}`, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    const other = await fetch(`${server.url}${path}`, { headers: { 'If-None-Match': 'W/"old"' } });
    expect(other.status).toBe(200);
  });

  it('gives the news feed a new ETag when an article is published', async () => {
    const before = (await fetch(`${server.url}/news/rss.xml`)).headers.get('etag');
    const { error } = await server.serviceClient().from('news').insert({
      slug: 'fresh-news',
      title_en: 'Fresh news',
      content_en: 'New.',
      status: 'published',
    });
    expect(error).toBeNull();
    const after = await fetch(`${server.url}/news/rss.xml`, {
      headers: { 'If-None-Match': before! },
    });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before);
  });

  it('never answers 304 for a missing page', async () => {
    const first = await fetch(`${server.url}/event/no-such-event`);
    expect(first.status).toBe(404);
    const again = await fetch(`${server.url}/event/no-such-event`, {
      headers: { 'If-None-Match': first.headers.get('etag') ?? '*' },
    });
    expect(again.status).toBe(404);
  });
});

describe('compression', () => {
  it.each(['/blog/community-day', '/events/rss.xml', '/events.ics'])(
    'gzips %s for clients that accept it',
    async (path) => {
      const plain = await rawGet(server, path, {});
      expect(plain.headers['content-encoding']).toBeUndefined();
      const zipped = await rawGet(server, path, { 'Accept-Encoding': 'gzip' });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toMatch(/accept-encoding/i);
      expect(gunzipSync(zipped.body).toString()).toBe(plain.body.toString());
      expect(zipped.body.length).toBeLessThan(plain.body.length);
    },
  );

  it('sends a body under 1 kB as it is (robots.txt here: under 200 bytes)', async () => {
    const zipped = await rawGet(server, '/robots.txt', { 'Accept-Encoding': 'gzip' });
    expect(zipped.status).toBe(200);
    expect(zipped.body.length).toBeLessThan(1024);
    expect(zipped.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.body.toString()).toContain('Sitemap:');
  });

  it('gzips REST JSON too', async () => {
    const response = await rawGet(server, '/rest/v1/events?select=*', {
      'Accept-Encoding': 'gzip',
      apikey: server.keys.anonKey,
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.body).toString())).toHaveLength(3);
  });
});

describe('precompressed build', () => {
  it('serves the .br file scripts/precompress.mjs wrote, to clients that accept brotli', async () => {
    const webDir = await mkdtemp(path.join(os.tmpdir(), 'zajednica-web-'));
    await cp(path.resolve('server/test/fixtures/web'), webDir, { recursive: true });
    const script = `export const words = ${JSON.stringify('kolo '.repeat(2000))};\n`;
    await writeFile(path.join(webDir, 'assets/big-abc123.js'), script);
    // A small chunk is worth compressing too; a few bytes that would not shrink are left as they are.
    const small = `export const a = ${JSON.stringify('kolo '.repeat(40))};\n`;
    await writeFile(path.join(webDir, 'assets/small-abc123.js'), small);
    await writeFile(path.join(webDir, 'assets/tiny-abc123.js'), 'export {};\n');
    await promisify(execFile)(process.execPath, ['scripts/precompress.mjs', webDir]);
    expect(existsSync(path.join(webDir, 'assets/small-abc123.js.br'))).toBe(true);
    expect(existsSync(path.join(webDir, 'assets/tiny-abc123.js.br'))).toBe(false);
    const built = await startTestServer({ WEB_DIR: webDir });
    try {
      const response = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>(
        (resolve, reject) => {
          const req = request(
            `${built.url}/assets/big-abc123.js`,
            { headers: { 'Accept-Encoding': 'br, gzip' } },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (chunk: Buffer) => chunks.push(chunk));
              res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
            },
          );
          req.on('error', reject);
          req.end();
        },
      );
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // Never revalidated, so it carries no Last-Modified.
      expect(response.headers['last-modified']).toBeUndefined();
      expect(brotliDecompressSync(response.body).toString()).toBe(script);
    } finally {
      await built.close();
      await rm(webDir, { recursive: true, force: true });
    }
  });
});
