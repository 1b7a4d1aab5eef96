import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import { errorFields, log } from '../log.ts';
import {
  createBucket,
  deleteBucket,
  emptyBucket,
  getBucket,
  listBuckets,
  updateBucket,
} from './bucket-routes.ts';
import { listV1, listV2 } from './list-objects.ts';
import { copyObject, moveObject, removeObject, removeObjects } from './move-copy-remove.ts';
import { objectInfo, readableObject, type ReadAccess, serveObject } from './object-read.ts';
import { storeUpload } from './object-write.ts';
import { renderStoredImage } from './render-route.ts';
import {
  createSignedUploadUrl,
  createSignedUrl,
  createSignedUrls,
  verifySignedToken,
} from './signed-urls.ts';
import { anonymous, callerOf, serviceRole } from './storage-caller.ts';
import type { StorageContext } from './storage-context.ts';
import {
  fromDatabaseError,
  StorageError,
  storageErrorResponse,
  storageErrors,
} from './storage-error.ts';
import { limitStorage } from './storage-limits.ts';
import { uploadSenderOf } from './upload-quota.ts';

/**
 * /storage/v1: the Supabase Storage protocol as storage-js speaks it
 * (PROTOCOL.md §5). Paths are matched here, not by Hono's router: the static
 * prefixes (`public`, `authenticated`, `info`, `sign`, `upload/sign`,
 * `list`, `list-v2`, `move`, `copy`) win over a bucket of that name, and the
 * bucket and object name are percent-decoded after matching.
 */

const exposeHeaders = [
  'Content-Length',
  'Content-Type',
  'Content-Range',
  'Content-Disposition',
  'ETag',
  'Last-Modified',
  'Cache-Control',
  'Expires',
  'Retry-After',
  'X-Transformations',
  'X-Request-Id',
];

/** A bucket and an object name from the raw path segments; 400 when they are not valid UTF-8. */
function target(segments: string[]): { bucket: string; name: string } {
  try {
    return {
      bucket: decodeURIComponent(segments[0] ?? ''),
      name: decodeURIComponent(segments.slice(1).join('/')),
    };
  } catch {
    throw storageErrors.invalidRequest('The path is not valid percent-encoded UTF-8');
  }
}

export function createStorageRouter(context: StorageContext) {
  const app = new Hono();
  app.use(
    '*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      exposeHeaders,
      maxAge: 86_400,
    }),
  );
  app.all('*', async (c) => {
    try {
      return await dispatch(c, context);
    } catch (error) {
      if (error instanceof StorageError) return storageErrorResponse(c, error);
      const mapped = fromDatabaseError(error);
      if (mapped) return storageErrorResponse(c, mapped);
      log.error('storage request failed', errorFields(error));
      return storageErrorResponse(c, storageErrors.internal());
    }
  });
  return app;
}

async function dispatch(c: Context, context: StorageContext): Promise<Response> {
  const method = c.req.method;
  const pathname = new URL(c.req.url).pathname;
  const rest = pathname.replace(/^.*?\/storage\/v1/, '');
  const segments = rest.split('/').slice(1);
  const [area, ...more] = segments;
  const caller = (required: boolean) => callerOf(c, context, required);
  const notFound = () => storageErrors.routeNotFound(method, rest);

  if (area === 'bucket') {
    const id = more[0] === undefined ? undefined : target(more).bucket;
    if (id === undefined || (more.length === 1 && id === '')) {
      if (method === 'GET') return listBuckets(c, context, await caller(true));
      if (method === 'POST') {
        const who = await caller(true);
        await limitStorage(c, context, who, 'write');
        return createBucket(c, context, who);
      }
      throw notFound();
    }
    if (more.length === 2 && more[1] === 'empty' && method === 'POST') {
      const who = await caller(true);
      return emptyBucket(c, context, who, id);
    }
    if (more.length !== 1) throw notFound();
    if (method === 'GET') return getBucket(c, context, await caller(true), id);
    if (method === 'PUT' || method === 'DELETE') {
      const who = await caller(true);
      await limitStorage(c, context, who, 'write');
      return method === 'PUT'
        ? updateBucket(c, context, who, id)
        : deleteBucket(c, context, who, id);
    }
    throw notFound();
  }

  if (area === 'render' && more[0] === 'image') {
    const mode = more[1];
    const { bucket, name } = target(more.slice(2));
    if (method !== 'GET' || name === '') throw notFound();
    if (mode === 'public' || mode === 'authenticated' || mode === 'sign') {
      const who = mode === 'authenticated' ? await caller(true) : anonymous;
      await limitStorage(c, context, who, 'render');
      return renderStoredImage(c, context, mode, who, bucket, name);
    }
    throw notFound();
  }

  if (area !== 'object') throw notFound();
  const [first, ...tail] = more;

  if (first === 'list' || first === 'list-v2') {
    if (method !== 'POST' || tail.length !== 1) throw notFound();
    const { bucket } = target(tail);
    const who = await caller(true);
    return first === 'list' ? listV1(c, context, who, bucket) : listV2(c, context, who, bucket);
  }
  if ((first === 'move' || first === 'copy') && tail.length === 0) {
    if (method !== 'POST') throw notFound();
    const who = await caller(true);
    await limitStorage(c, context, who, 'write');
    return first === 'move' ? moveObject(c, context, who) : copyObject(c, context, who);
  }
  if (first === 'sign') {
    const { bucket, name } = target(tail);
    if (method === 'POST' && tail.length === 1)
      return createSignedUrls(c, context, await caller(true), bucket);
    if (method === 'POST' && name !== '')
      return createSignedUrl(c, context, await caller(true), bucket, name);
    if ((method === 'GET' || method === 'HEAD') && name !== '') {
      const token = await verifySignedToken(
        context,
        c.req.query('token'),
        'download',
        bucket,
        name,
      );
      const object = await readableObject(c, context, 'signed', serviceRole, bucket, name);
      return serveObject(c, context, object, {
        expires: new Date(token.exp * 1000),
        head: method === 'HEAD',
      });
    }
    throw notFound();
  }
  if (first === 'upload' && tail[0] === 'sign') {
    const { bucket, name } = target(tail.slice(1));
    if (name === '') throw notFound();
    if (method === 'POST') {
      const who = await caller(true);
      await limitStorage(c, context, who, 'write');
      return createSignedUploadUrl(c, context, who, bucket, name);
    }
    if (method === 'PUT') {
      const token = await verifySignedToken(context, c.req.query('token'), 'upload', bucket, name);
      await limitStorage(c, context, anonymous, 'write');
      const owner = typeof token.owner === 'string' ? token.owner : undefined;
      // Counted against the URL's owner and the uploading network, unless the server itself uploads.
      const who = await caller(false);
      const stored = await storeUpload(c, context, {
        bucket,
        name,
        upsert: token.upsert === true,
        owner,
        probeAs: undefined,
        operation: 'storage.object.upload_signed',
        sender:
          who.role === 'service_role'
            ? undefined
            : { ...uploadSenderOf(c, context, who), account: owner },
      });
      return c.json(stored);
    }
    throw notFound();
  }
  if (first === 'info') {
    const mode = tail[0] === 'public' || tail[0] === 'authenticated' ? tail[0] : undefined;
    const { bucket, name } = target(mode ? tail.slice(1) : tail);
    if (method !== 'GET' || name === '') throw notFound();
    const who = mode === 'public' ? anonymous : await caller(mode === 'authenticated');
    const access: ReadAccess = mode ?? 'caller';
    return objectInfo(c, await readableObject(c, context, access, who, bucket, name));
  }
  if (first === 'public' || first === 'authenticated') {
    const { bucket, name } = target(tail);
    if ((method !== 'GET' && method !== 'HEAD') || name === '') throw notFound();
    const who = first === 'public' ? anonymous : await caller(true);
    const object = await readableObject(c, context, first, who, bucket, name);
    return serveObject(c, context, object, { head: method === 'HEAD' });
  }

  // /object/{bucket} and /object/{bucket}/{path}
  const { bucket, name } = target(more);
  if (more.length === 1 || name === '') {
    if (method === 'DELETE') {
      const who = await caller(true);
      await limitStorage(c, context, who, 'write');
      return removeObjects(c, context, who, bucket);
    }
    throw notFound();
  }
  switch (method) {
    case 'GET':
    case 'HEAD': {
      const who = await caller(false);
      const object = await readableObject(c, context, 'caller', who, bucket, name);
      return serveObject(c, context, object, { head: method === 'HEAD' });
    }
    case 'POST':
    case 'PUT': {
      const who = await caller(true);
      await limitStorage(c, context, who, 'write');
      const upsert = method === 'PUT' || c.req.header('x-upsert') === 'true';
      const stored = await storeUpload(c, context, {
        bucket,
        name,
        upsert,
        owner: who.sub,
        probeAs: who,
        operation: method === 'PUT' ? 'storage.object.update' : 'storage.object.upload',
        sender: who.role === 'service_role' ? undefined : uploadSenderOf(c, context, who),
      });
      return c.json(stored);
    }
    case 'DELETE': {
      const who = await caller(true);
      await limitStorage(c, context, who, 'write');
      return removeObject(c, context, who, bucket, name);
    }
    default:
      throw notFound();
  }
}
