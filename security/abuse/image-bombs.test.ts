import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startStorageServer,
  type StorageTestServer,
} from '../../server/storage/test/storage-fixture.ts';
import { mediaErrorTexts } from '../../domain/error-codes.ts';
import { submissionsEn } from '../../web/src/i18n/en/submissions.ts';

/**
 * Hostile files sent as images, the way the forms send them (`POST /media`,
 * the raw bytes) and through `/storage/v1`'s image rendering: decompression
 * bombs (a 3 kB PNG declaring 50,000 × 50,000, a JPEG declaring
 * 65,000 × 65,000), a strip too long, truncated files, SVG with script, HTML
 * named .jpg, polyglots (a GIF or JPEG header before HTML, a whole JPEG with
 * HTML after it), right names with wrong magic bytes, an empty file, and (to
 * the renderer) an SVG entity bomb. Each is refused with a status and a code
 * the form translates, leaves no image row and no file, and the server
 * answers other requests at once while five bombs run together. Before
 * issue 35 content only linked external images.
 */
let t: StorageTestServer;
let jpeg: Buffer;
let png: Buffer;

beforeAll(async () => {
  t = await startStorageServer({ TRUST_PROXY: 'loopback' });
  const noise = { type: 'gaussian', mean: 128, sigma: 30 } as const;
  jpeg = await sharp({
    create: { width: 400, height: 300, channels: 3, background: '#808080', noise },
  })
    .jpeg()
    .toBuffer();
  png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2050a0' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t?.server.close();
});

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([length, typed, crc]);
}

/**
 * A PNG whose header declares `width` × `height` grey pixels, with the first
 * rows of zeros deflated behind it: a few kB that would decode to
 * width × height bytes (2.5 GB for 50,000 × 50,000).
 */
function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows = deflateSync(Buffer.alloc((width + 1) * 64), { level: 9 });
  return Buffer.concat([
    pngSignature,
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real JPEG whose frame header (SOF0) is rewritten to declare `width` × `height`. */
function jpegDeclaring(width: number, height: number): Buffer {
  const patched = Buffer.from(jpeg);
  const frame = patched.indexOf(Buffer.from([0xff, 0xc0]));
  patched.writeUInt16BE(height, frame + 5);
  patched.writeUInt16BE(width, frame + 7);
  return patched;
}

/** An SVG whose nine nested entities would expand to 10⁹ "lol"s (XML's billion laughs). */
function billionLaughs(): Buffer {
  let entities = '<!ENTITY lol0 "lol">';
  for (let level = 1; level <= 9; level++) {
    entities += `<!ENTITY lol${level} "${`&lol${level - 1};`.repeat(10)}">`;
  }
  return Buffer.from(
    `<?xml version="1.0"?><!DOCTYPE svg [${entities}]>` +
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><text>&lol9;</text></svg>',
  );
}

const html = '<!doctype html><html><body><script>alert(document.domain)</script></body></html>';

/** A new client network per request, so the upload rate limit never answers first. */
let sender = 0;
function nextSender() {
  sender += 1;
  return `2001:db8:3535:${sender.toString(16)}::9`;
}

async function upload(body: Buffer, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.server.url}/media`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/octet-stream',
      'X-Forwarded-For': nextSender(),
      Authorization: `Bearer ${t.owner.accessToken}`,
      ...headers,
    },
    body,
  });
  const answer = (await response.json()) as { code?: string; id?: string };
  return { status: response.status, ...answer };
}

async function imageRows(): Promise<number> {
  const { rows } = await t.server.db.query<{ n: number }>(
    'select count(*)::int as n from public.images',
  );
  return rows[0]!.n;
}

/** Files the image pipeline stored (DATA_DIR/storage/media). */
async function mediaFiles(): Promise<string[]> {
  const root = path.resolve(t.server.config.dataDir, 'storage', 'media');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

function expectTranslated(code: string | undefined) {
  const text = mediaErrorTexts[code as keyof typeof mediaErrorTexts];
  expect(text, `code ${code}`).toBeDefined();
  expect(submissionsEn.upload[text]).toBeTruthy();
}

describe('POST /media', () => {
  const cases: [string, () => Buffer, Record<string, string>, number, string][] = [
    [
      'a decompression bomb: a PNG declaring 50,000 × 50,000',
      () => pngDeclaring(50_000, 50_000),
      { 'Content-Type': 'image/png' },
      422,
      'image_too_many_pixels',
    ],
    [
      'a JPEG declaring 65,000 × 65,000',
      () => jpegDeclaring(65_000, 65_000),
      { 'Content-Type': 'image/jpeg' },
      422,
      'image_too_many_pixels',
    ],
    [
      'a strip longer than any side allowed (12,001 × 16)',
      () => pngDeclaring(12_001, 16),
      {},
      422,
      'image_too_many_pixels',
    ],
    [
      'a truncated JPEG',
      () => jpeg.subarray(0, Math.floor(jpeg.length / 2)),
      {},
      422,
      'image_unreadable',
    ],
    ['a JPEG cut inside its header', () => jpeg.subarray(0, 200), {}, 422, 'image_unreadable'],
    ['a truncated PNG', () => png.subarray(0, png.length - 20), {}, 422, 'image_unreadable'],
    [
      'an SVG with a script',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      { 'Content-Type': 'image/svg+xml' },
      415,
      'image_not_an_image',
    ],
    [
      'an HTML page named photo.jpg',
      () => Buffer.from(html),
      { 'Content-Type': 'image/jpeg', 'Content-Disposition': 'attachment; filename="photo.jpg"' },
      415,
      'image_not_an_image',
    ],
    [
      'a GIF header followed by HTML',
      () =>
        Buffer.concat([
          Buffer.from('GIF89a\x10\x00\x10\x00\x00\x00\x00;', 'latin1'),
          Buffer.from(html),
        ]),
      { 'Content-Type': 'image/gif' },
      415,
      'image_not_an_image',
    ],
    [
      'a JPEG header followed by HTML',
      () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(html)]),
      { 'Content-Type': 'image/jpeg' },
      422,
      'image_unreadable',
    ],
    [
      'PNG magic bytes before a JPEG',
      () => Buffer.concat([pngSignature, jpeg]),
      { 'Content-Type': 'image/png' },
      422,
      'image_unreadable',
    ],
    [
      'a WebP header before garbage',
      () =>
        Buffer.concat([
          Buffer.from('RIFF\x00\x01\x00\x00WEBPVP8 ', 'latin1'),
          Buffer.alloc(200, 0x41),
        ]),
      { 'Content-Type': 'image/webp' },
      422,
      'image_unreadable',
    ],
    [
      'a PDF named photo.png',
      () => Buffer.from('%PDF-1.4\n1 0 obj<< /JS (app.alert(1)) >>endobj\n'),
      { 'Content-Type': 'image/png' },
      415,
      'image_not_an_image',
    ],
    [
      'an empty file',
      () => Buffer.alloc(0),
      { 'Content-Type': 'image/jpeg' },
      415,
      'image_not_an_image',
    ],
  ];

  it.each(cases)('refuses %s, keeping nothing', async (_name, bytes, headers, status, code) => {
    const rows = await imageRows();
    const files = await mediaFiles();
    const answer = await upload(bytes(), headers);
    expect([answer.status, answer.code]).toEqual([status, code]);
    expectTranslated(answer.code);
    expect(await imageRows()).toBe(rows);
    expect(await mediaFiles()).toEqual(files);
  });

  it('keeps a JPEG with HTML after it only as re-encoded pixels, the HTML gone', async () => {
    const polyglot = Buffer.concat([jpeg, Buffer.from(html)]);
    const answer = await upload(polyglot, { 'Content-Type': 'image/jpeg' });
    expect(answer.status).toBe(201);
    const variants = (await mediaFiles()).length;
    expect(variants).toBeGreaterThan(0);
    for (const file of ['400.jpg', '400.webp', '400.avif', '320.jpg']) {
      const response = await fetch(`${t.server.url}/media/${answer.id}/${file}`, {
        headers: { Authorization: `Bearer ${t.owner.accessToken}` },
      });
      expect(response.status, file).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/(jpeg|webp|avif)$/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.includes('<script>'), file).toBe(false);
    }
  });

  it('answers other requests at once while five bombs arrive together, memory bounded', async () => {
    const rows = await imageRows();
    const before = process.memoryUsage().rss;
    const bomb = pngDeclaring(50_000, 50_000);
    const bombs = Array.from({ length: 5 }, () => upload(bomb, { 'Content-Type': 'image/png' }));
    const started = performance.now();
    const read = await fetch(`${t.server.url}/rest/v1/news?select=id&limit=1`, {
      headers: { apikey: t.server.keys.anonKey },
    });
    const readMs = performance.now() - started;
    expect(read.status).toBe(200);
    expect(readMs).toBeLessThan(3000);
    const answers = await Promise.all(bombs);
    expect(answers.map((a) => a.code)).toEqual(Array(5).fill('image_too_many_pixels'));
    const grownMb = (process.memoryUsage().rss - before) / 1024 / 1024;
    console.log(
      `five bombs: a read answered in ${Math.round(readMs)} ms, RSS grew ${Math.round(grownMb)} MB`,
    );
    expect(grownMb).toBeLessThan(300);
    expect(await imageRows()).toBe(rows);
    // And a real photo is still kept afterwards.
    expect((await upload(png, { 'Content-Type': 'image/png' })).status).toBe(201);
  });
});

describe('/storage/v1 image rendering', () => {
  const renderUrl = (name: string) =>
    `${t.server.url}/storage/v1/render/image/public/public-files/${t.owner.userId}/${name}?width=200`;

  async function store(name: string, bytes: Buffer, contentType: string) {
    const { error } = await t.owner.client.storage
      .from('public-files')
      .upload(`${t.owner.userId}/${name}`, bytes, { contentType, upsert: true });
    expect(error).toBeNull();
  }

  async function render(name: string) {
    const response = await fetch(renderUrl(name), { headers: { 'X-Forwarded-For': nextSender() } });
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    return { status: response.status, message: body.message };
  }

  it.each([
    ['bomb.png', () => pngDeclaring(50_000, 50_000), 'image/png'],
    ['huge.jpg', () => jpegDeclaring(65_000, 65_000), 'image/jpeg'],
    ['truncated.jpg', () => jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'image/jpeg'],
    ['vector.svg', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
    ['laughs.svg', () => billionLaughs(), 'image/svg+xml'],
    ['page.jpg', () => Buffer.from(html), 'image/jpeg'],
    ['empty.png', () => Buffer.alloc(0), 'image/png'],
  ])('refuses to render %s', async (name, bytes, contentType) => {
    await store(name, bytes(), contentType);
    expect(await render(name)).toEqual({
      status: 400,
      message: 'The source image is invalid or unsupported for rendering',
    });
  });

  it('renders five bombs together without holding up a read', async () => {
    await store('bomb.png', pngDeclaring(50_000, 50_000), 'image/png');
    const before = process.memoryUsage().rss;
    const renders = Array.from({ length: 5 }, () => render('bomb.png'));
    const started = performance.now();
    const read = await fetch(`${t.server.url}/health`);
    expect(read.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(3000);
    expect((await Promise.all(renders)).map((r) => r.status)).toEqual([400, 400, 400, 400, 400]);
    expect((process.memoryUsage().rss - before) / 1024 / 1024).toBeLessThan(300);
  });

  it('serves an HTML page stored as photo.jpg as an inert sandboxed download', async () => {
    await store('photo.jpg', Buffer.from(html), 'text/html');
    const response = await fetch(
      `${t.server.url}/storage/v1/object/public/public-files/${t.owner.userId}/photo.jpg`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toMatch(/\bsandbox\b/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
