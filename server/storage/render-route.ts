import type { Context } from 'hono';
import { buffer } from 'node:stream/consumers';
import { objectKey } from './object-store.ts';
import { readableObject } from './object-read.ts';
import {
  renderImage,
  transformationsFromQuery,
  transformationsFromText,
  transformationsHeader,
} from './render-image.ts';
import { imageQueue, ImageQueueFull } from '../images/image-queue.ts';
import { verifySignedToken } from './signed-urls.ts';
import { type Caller, serviceRole } from './storage-caller.ts';
import type { StorageContext } from './storage-context.ts';
import { storageErrors } from './storage-error.ts';
import { isUuid } from './storage-rows.ts';

/**
 * GET /render/image/{public|authenticated|sign}/{bucket}/{path}: the stored
 * image, transformed (render-image.ts). Public needs a public bucket;
 * authenticated reads as the caller under the SELECT policies, even in a
 * public bucket; sign takes the transformation from the verified token.
 */
export async function renderStoredImage(
  c: Context,
  context: StorageContext,
  mode: 'public' | 'authenticated' | 'sign',
  caller: Caller,
  bucket: string,
  name: string,
): Promise<Response> {
  let transform;
  let expires: Date | undefined;
  if (mode === 'sign') {
    const token = await verifySignedToken(context, c.req.query('token'), 'download', bucket, name);
    transform = transformationsFromText(token.transformations ?? '');
    expires = new Date(token.exp * 1000);
  } else {
    transform = transformationsFromQuery(c.req.query());
  }
  const access = mode === 'sign' ? 'signed' : mode;
  const object = await readableObject(
    c,
    context,
    access,
    mode === 'sign' ? serviceRole : caller,
    bucket,
    name,
  );
  if (!isUuid(object.version ?? undefined)) throw storageErrors.bytesMissing();
  const rendered = await renderInQueue(async () => {
    const stored = await context.store.get(objectKey(object.version!));
    if (!stored) throw storageErrors.bytesMissing();
    if (stored.size > context.config.storage.fileSizeLimit) {
      stored.body.destroy();
      throw storageErrors.invalidImage();
    }
    return renderImage(await buffer(stored.body), transform);
  });
  const meta = object.metadata ?? {};
  const headers: Record<string, string> = {
    'Content-Type': rendered.contentType,
    'Content-Length': String(rendered.body.length),
    'X-Transformations': transformationsHeader(transform),
    'X-Content-Type-Options': 'nosniff',
    'Last-Modified': new Date(object.updated_at ?? Date.now()).toUTCString(),
  };
  if (expires) headers.Expires = expires.toUTCString();
  else headers['Cache-Control'] = meta.cacheControl ?? 'no-cache';
  const download = c.req.query('download');
  if (download !== undefined)
    headers['Content-Disposition'] =
      download === '' ? 'attachment;' : `attachment; filename=${encodeURIComponent(download)}`;
  return new Response(new Uint8Array(rendered.body), { status: 200, headers });
}

/**
 * Renders through the server's one image queue, with uploads to /media: a
 * burst of render requests decodes one image at a time, a few wait, the rest
 * are answered 503 at once. The file is read only once its turn comes.
 */
async function renderInQueue<T>(job: () => Promise<T>): Promise<T> {
  try {
    return await imageQueue.run(job);
  } catch (error) {
    if (error instanceof ImageQueueFull) throw storageErrors.imageBusy();
    throw error;
  }
}
