import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { clientKey, type ProxyTrust } from '../http/client-ip.ts';
import type { RateLimitStore } from '../http/rate-limit.ts';
import { verifyJwt } from '../keys.ts';
import { safeFetch, SafeFetchError, type SafeFetchOptions } from '../net/safe-fetch.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { contentTypeOf, parseVariantFile, variantKey } from './image-files.ts';
import { maxImageBytes } from './image-limits.ts';
import { imageBodySlots } from './image-body-slots.ts';
import { imageQueue, ImageQueueFull } from './image-queue.ts';
import { ImageRejected, type ImageRejection } from './image-rejected.ts';
import { type ImageSender, keepImage } from './keep-image.ts';
import { fetchRequestBodyLimit, imageFetchTimeoutMs } from './media-limits.ts';
import { processImage } from './process-image.ts';
import { type UploadRefusal, uploadAllowance } from './upload-allowance.ts';
import { VisibleImageCache } from './visible-image-cache.ts';

export interface MediaContext {
  config: Config;
  db: Database;
  store: ObjectStore;
  jwtSecret: string;
  rateLimits: RateLimitStore;
  trustProxy: ProxyTrust;
  /** Tests only: widens what an address may reach (a port, their own local server). */
  fetchOptions?: Partial<SafeFetchOptions>;
}

/**
 * `/media`: images kept by the portal.
 *
 * - `POST /media` with the image as the body: an upload from a form.
 * - `POST /media/fetch` with `{"url": "https://…"}`: an image given as an
 *   address, fetched once through the safe fetcher and kept like an upload
 *   (a body over 16 kB is refused 413 before it is read).
 * - `GET /media/<id>/<width>.<avif|webp|jpg>`: a variant, if the caller may
 *   see the image (row-level security on `public.images`); public ones are
 *   cached for ever (the name is the content's hash).
 */
export function mediaRoutes(context: MediaContext) {
  const app = new Hono();
  const visible = new VisibleImageCache();

  app.get('/:id/:file', async (c) => {
    const id = c.req.param('id');
    const variant = parseVariantFile(c.req.param('file'));
    if (!/^[0-9a-f]{32}$/.test(id) || !variant) return notFound(c);
    const claims = await claimsOf(c, context);
    if (claims === 'invalid')
      return c.json(failure('invalid_jwt', 'Invalid or expired token.'), 401);
    const anonymous = claims.role === 'anon';
    if (!(anonymous && visible.has(id))) {
      if (!(await canSee(context.db, id, claims))) return notFound(c);
      if (anonymous) visible.add(id);
    }
    const object = await context.store.get(variantKey(id, variant.width, variant.format));
    if (!object) return notFound(c);
    return c.body(Readable.toWeb(object.body) as ReadableStream, 200, {
      'Content-Type': contentTypeOf(variant.format),
      'Content-Length': String(object.size),
      'Cache-Control': anonymous ? 'public, max-age=31536000, immutable' : 'private, max-age=3600',
    });
  });

  app.post('/', async (c) => {
    const declared = Number(c.req.header('Content-Length'));
    if (!Number.isFinite(declared))
      return c.json(failure('length_required', 'Send the file with its length.'), 411);
    if (declared > maxImageBytes) return rejection(c, 'too_large');
    // A slot first: a refusal for a full server does not use up the caller's allowance.
    if (!imageBodySlots.tryTake()) return busy(c);
    try {
      const caller = await uploader(c, context);
      if (caller instanceof Response) return caller;
      const bytes = Buffer.from(await c.req.arrayBuffer());
      if (bytes.length > maxImageBytes) return rejection(c, 'too_large');
      return await keep(c, context, caller, bytes);
    } finally {
      imageBodySlots.give();
    }
  });

  const limitFetchBody = bodyLimit({
    maxSize: fetchRequestBodyLimit,
    onError: (c) => c.json(failure('payload_too_large', 'The request body is too large.'), 413),
  });
  app.post('/fetch', limitFetchBody, async (c) => {
    let url: unknown;
    try {
      url = ((await c.req.json()) as { url?: unknown }).url;
    } catch {
      url = undefined;
    }
    if (typeof url !== 'string' || url.length > 2000) {
      return c.json(failure('bad_url', 'Send {"url": "https://…"}.'), 400);
    }
    if (!imageBodySlots.tryTake()) return busy(c);
    try {
      const caller = await uploader(c, context);
      if (caller instanceof Response) return caller;
      return await fetchAndKeep(c, context, caller, url);
    } finally {
      imageBodySlots.give();
    }
  });

  return app;
}

/** An image given as an address: fetched through the safe fetcher, then kept like an upload. */
async function fetchAndKeep(c: Context, context: MediaContext, caller: ImageSender, url: string) {
  let fetched;
  try {
    fetched = await safeFetch(url, {
      maxBytes: maxImageBytes,
      timeoutMs: imageFetchTimeoutMs,
      accept: 'image/avif,image/webp,image/jpeg,image/png',
      ...context.fetchOptions,
    });
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    if (error.reason === 'too_large') return rejection(c, 'too_large');
    return c.json(
      failure(`fetch_${error.reason}`, 'The image could not be fetched from that address.'),
      422,
    );
  }
  return keep(c, context, caller, fetched.body);
}

/** Rate limits, then the quotas; a Response when the caller may not send more. */
async function uploader(c: Context, context: MediaContext): Promise<ImageSender | Response> {
  const claims = await claimsOf(c, context);
  if (claims === 'invalid') return c.json(failure('invalid_jwt', 'Invalid or expired token.'), 401);
  const accountId =
    claims.role === 'authenticated' && typeof claims.sub === 'string' ? claims.sub : null;
  const allowed = await uploadAllowance(
    context.db,
    context.rateLimits,
    context.jwtSecret,
    clientKey(c, context.trustProxy),
    accountId,
  );
  if (typeof allowed !== 'string') return allowed;
  return c.json(failure(allowed, refusalMessage[allowed]), 429);
}

const refusalMessage: Record<UploadRefusal, string> = {
  over_request_rate_limit: 'Too many images. Please try again later.',
  image_quota: 'You have added as many images as a day allows.',
  image_byte_quota: 'You have added as much image data as your allowance holds.',
};

async function keep(c: Context, context: MediaContext, sender: ImageSender, bytes: Buffer) {
  let image;
  try {
    image = await imageQueue.run(() => processImage(bytes));
  } catch (error) {
    if (error instanceof ImageRejected) return rejection(c, error.reason);
    if (error instanceof ImageQueueFull) return busy(c);
    throw error;
  }
  return c.json(await keepImage(context.db, context.store, image, sender), 201);
}

type Claims = Record<string, unknown> & { role: string };

/** The caller's verified claims; anon without a token or with the anon key. */
async function claimsOf(c: Context, context: MediaContext): Promise<Claims | 'invalid'> {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '');
  if (!match) return { role: 'anon' };
  const verified = await verifyJwt(match[1]!, context.jwtSecret);
  if (!verified.ok) return 'invalid';
  const role = verified.claims.role;
  return role === 'authenticated' || role === 'service_role'
    ? { ...verified.claims, role }
    : { role: 'anon' };
}

/** Asked as the caller: row-level security on public.images decides. */
async function canSee(db: Database, id: string, claims: Claims): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query(
      "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('transaction_read_only', 'on', true)",
      [claims.role, JSON.stringify(claims)],
    );
    const { rows } = await tx.query('select 1 from public.images where id = $1', [id]);
    return rows.length > 0;
  });
}

const rejectionStatus: Record<ImageRejection, 413 | 415 | 422> = {
  too_large: 413,
  not_an_image: 415,
  heic_unsupported: 415,
  too_many_pixels: 422,
  too_small: 422,
  unreadable: 422,
};

function rejection(c: Context, reason: ImageRejection) {
  return c.json(
    failure(`image_${reason}`, 'This file cannot be used as an image.'),
    rejectionStatus[reason],
  );
}

/** Too many images at once on the whole server: try again shortly. */
function busy(c: Context) {
  return c.json(failure('busy', 'Many images are being processed. Try again shortly.'), 503, {
    'Retry-After': '10',
  });
}

function notFound(c: Context) {
  return c.json(failure('not_found', 'No such image.'), 404);
}

const failure = (code: string, message: string) => ({ code, message });
