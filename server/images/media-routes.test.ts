import http from 'node:http';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMemorial } from '../../db/seed/factories.ts';
import { createActors, type Actor, type Actors } from '../db/test-actors.ts';
import { ipHash } from '../http/ip-hash.ts';
import { decideSubmission } from '../test/decide.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { imageBodySlots } from './image-body-slots.ts';
import { dailyImageQuota } from './media-limits.ts';
import type { StoredImage } from './keep-image.ts';
import { syntheticPhoto } from './synthetic-photo.ts';

/**
 * /media through the real server, as the browser calls it: an upload kept
 * by the pipeline, its visibility decided by row-level security (anon,
 * uploader, another member, editor), a pending memorial's photo private until
 * it is published, refusals and quotas.
 */
let server: TestServer;
let actors: Actors;
let photo: Buffer;

beforeAll(async () => {
  server = await startTestServer();
  actors = await createActors(server);
  photo = await syntheticPhoto({
    width: 1200,
    height: 900,
    seed: 21,
    gps: { latitude: 43.6532, longitude: -79.3832 },
  });
});
afterAll(() => server.close());

const bearer = (actor: Actor): Record<string, string> =>
  actor.accessToken ? { Authorization: `Bearer ${actor.accessToken}` } : {};

function upload(actor: Actor, body: Buffer) {
  return fetch(`${server.url}/media`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/octet-stream', ...bearer(actor) },
    body,
  });
}

/**
 * `POST /media/fetch` on a connection of its own (a server that answers
 * early closes it), the body written piece by piece until the answer comes:
 * with its length announced, or streamed chunked. A server that stops
 * reading a stream may close the connection before its answer reaches a
 * client still writing: that answers `{ cut: 'EPIPE' | 'ECONNRESET' }`.
 */
function postFetchBody(
  pieces: string[],
  { announce }: { announce: boolean },
): Promise<{ status: number; code?: string } | { cut: string | undefined }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request(
      {
        hostname,
        port,
        path: '/media/fetch',
        method: 'POST',
        agent: false,
        headers: {
          'Content-Type': 'application/json',
          ...bearer(actors.owner),
          ...(announce
            ? { 'Content-Length': String(pieces.reduce((n, p) => n + Buffer.byteLength(p), 0)) }
            : {}),
        },
      },
      (response) => {
        answered = true;
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            code: (JSON.parse(text) as { code?: string }).code,
          }),
        );
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (answered) return;
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') resolve({ cut: error.code });
      else reject(error);
    });
    const write = (index: number) => {
      if (answered) return;
      if (index >= pieces.length) return void request.end();
      if (request.write(pieces[index])) setImmediate(() => write(index + 1));
      else request.once('drain', () => write(index + 1));
    };
    write(0);
  });
}

const variantUrl = (image: StoredImage, file: string) => `${server.url}/media/${image.id}/${file}`;

describe('/media', () => {
  let image: StoredImage;

  beforeAll(async () => {
    const response = await upload(actors.owner, photo);
    expect(response.status).toBe(201);
    image = (await response.json()) as StoredImage;
  });

  it('answers the path content keeps and what a page needs', () => {
    expect(image.path).toMatch(new RegExp(`^/media/${image.id}/1200x900/[A-Za-z0-9_-]{16,}$`));
    expect([image.width, image.height]).toEqual([1200, 900]);
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
  });

  it('shows a photo no content uses to its uploader and editors only', async () => {
    const status = async (actor: Actor) =>
      (await fetch(variantUrl(image, '640.webp'), { headers: bearer(actor) })).status;
    expect(await status(actors.owner)).toBe(200);
    expect(await status(actors.editor)).toBe(200);
    expect(await status(actors.other)).toBe(404);
    expect(await status(actors.anon)).toBe(404);
  });

  it('keeps a pending memorial photo private, and serves it to everyone once published', async () => {
    const memorial = await buildMemorial(server.db, {
      submitter_id: actors.owner.userId,
      status: 'pending_review',
      profile_image_url: image.path,
    });
    const anonUrl = variantUrl(image, '320.avif');
    expect((await fetch(anonUrl)).status).toBe(404);
    expect((await fetch(anonUrl, { headers: bearer(actors.other) })).status).toBe(404);
    const editorView = await fetch(anonUrl, { headers: bearer(actors.editor) });
    expect(editorView.status).toBe(200);
    expect(editorView.headers.get('cache-control')).toMatch(/^private/);

    const { error } = await decideSubmission(
      actors.editor.client,
      'memorials',
      memorial.id,
      'published',
    );
    expect(error).toBeNull();

    const visitor = await fetch(anonUrl);
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get('content-type')).toBe('image/avif');
    expect(visitor.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await visitor.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(320);
  });

  it('serves every variant without the GPS position the phone wrote', async () => {
    expect(exifReader((await sharp(photo).metadata()).exif!).GPSInfo).toBeDefined();
    for (const file of ['320.jpg', '640.webp', '960.avif', '1200.jpg']) {
      const response = await fetch(variantUrl(image, file), { headers: bearer(actors.owner) });
      expect(response.status, file).toBe(200);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect((await sharp(bytes).metadata()).exif, file).toBeUndefined();
      expect(bytes.includes('GPS')).toBe(false);
    }
  });

  it('answers 404 for names that are not variants', async () => {
    for (const file of ['1600.jpg', '640.png', '../640.jpg', '640.jpg.exe', 'x']) {
      const response = await fetch(variantUrl(image, file), { headers: bearer(actors.owner) });
      expect(response.status, file).toBe(404);
    }
    expect((await fetch(`${server.url}/media/NOT-AN-ID/640.jpg`)).status).toBe(404);
  });

  it('refuses what is not an image, with a reason', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const response = await upload(actors.owner, svg);
    expect(response.status).toBe(415);
    expect(((await response.json()) as { code: string }).code).toBe('image_not_an_image');
  });

  it('answers 503 busy while the server holds as many image bodies as it may, from any network', async () => {
    // Every slot held, as by twelve 20 MB uploads from twelve networks still arriving.
    const held = Array.from({ length: imageBodySlots.limit }, () => imageBodySlots.tryTake());
    expect(held.every(Boolean)).toBe(true);
    try {
      const refused = await upload(actors.owner, photo);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('Retry-After')).toBe('10');
      expect(((await refused.json()) as { code: string }).code).toBe('busy');
      const byAddress = await fetch(`${server.url}/media/fetch`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...bearer(actors.owner) },
        body: JSON.stringify({ url: 'https://example.com/photo.jpg' }),
      });
      expect(byAddress.status).toBe(503);
    } finally {
      for (const _ of held) imageBodySlots.give();
    }
    // Slots given back: the same upload is kept, and holds no slot after its answer.
    expect((await upload(actors.owner, photo)).status).toBe(201);
    expect(imageBodySlots.inUse).toBe(0);
  });

  it('never fetches an address on a private network', async () => {
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
      'file:///etc/passwd',
    ]) {
      const response = await fetch(`${server.url}/media/fetch`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...bearer(actors.owner) },
        body: JSON.stringify({ url }),
      });
      expect(response.status, url).toBe(422);
      expect(((await response.json()) as { code: string }).code).toMatch(
        /^fetch_(blocked_address|bad_url)$/,
      );
    }
  });

  it('refuses a body far larger than an address before reading it, announced or streamed', async () => {
    const start = '{"url": "https://example.org/a.jpg", "pad": "';
    const pad = Array.from({ length: 64 }, () => 'x'.repeat(16 * 1024));
    expect(await postFetchBody([start, ...pad, '"}'], { announce: true })).toEqual({
      status: 413,
      code: 'payload_too_large',
    });
    // Streamed: read up to the limit, then refused; the close may overtake the answer.
    expect([
      { status: 413, code: 'payload_too_large' },
      { cut: 'EPIPE' },
      { cut: 'ECONNRESET' },
    ]).toContainEqual(await postFetchBody([start, ...pad, '"}'], { announce: false }));
  });

  it('stops an anonymous address at its daily quota', async () => {
    const hash = ipHash('127.0.0.1', server.jwtSecret);
    for (let n = 0; n < dailyImageQuota.anonymousAddress; n += 1) {
      await server.db.query(
        `insert into public.images (id, width, height, placeholder, stored_bytes, uploader_ip_hash)
         values ($1, 10, 10, 'data:image/webp;base64,AAAA', 1, $2)`,
        [n.toString(16).padStart(32, 'a'), hash],
      );
    }
    const response = await upload(actors.anon, photo);
    expect(response.status).toBe(429);
    expect(((await response.json()) as { code: string }).code).toBe('image_quota');
  });

  it('gives clients no way to write image rows', async () => {
    const { error } = await actors.owner.client.from('images').insert({
      id: 'b'.repeat(32),
      width: 1,
      height: 1,
      placeholder: 'data:image/webp;base64,AAAA',
      stored_bytes: 1,
    });
    expect(error?.code).toBe('42501');
  });
});
