import type { Context } from 'hono';
import { Readable } from 'node:stream';
import { type ByteRange, objectKey } from './object-store.ts';
import { asCaller, type Caller, requestInfo } from './storage-caller.ts';
import type { StorageContext } from './storage-context.ts';
import { storageErrors } from './storage-error.ts';
import { findBucket, findObject, isUuid, type ObjectRow } from './storage-rows.ts';

/**
 * Download, info and exists (PROTOCOL.md §5.8), and the bytes behind public
 * and signed URLs. Who may read: a public bucket's objects are read by
 * anyone; a private bucket's object is read as the caller, so the SELECT
 * policies on storage.objects decide; a signed URL's token has decided
 * already.
 */

/** How the object is reached: as the caller, through a public URL, or a verified signed URL. */
export type ReadAccess = 'caller' | 'authenticated' | 'public' | 'signed';

export async function readableObject(
  c: Context,
  context: StorageContext,
  access: ReadAccess,
  caller: Caller,
  bucketId: string,
  name: string,
): Promise<ObjectRow> {
  const bucket = await findBucket(context.db, bucketId);
  if (!bucket) throw storageErrors.bucketNotFound();
  if (access === 'public' && !bucket.public) throw storageErrors.bucketNotFound();
  const withoutPolicies =
    access === 'public' || access === 'signed' || (access === 'caller' && bucket.public);
  const object = withoutPolicies
    ? await findObject(context.db, bucketId, name)
    : await asCaller(context, caller, requestInfo(c, 'storage.object.get'), (tx) =>
        findObject(tx, bucketId, name),
      );
  if (!object) throw storageErrors.objectNotFound();
  return object;
}

function httpDate(isoTime: string | null): string {
  return new Date(isoTime ?? Date.now()).toUTCString();
}

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` against `size`; undefined for no header; 416 when unusable. */
export function parseRange(header: string | undefined, size: number): ByteRange | undefined {
  if (header === undefined) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) throw storageErrors.invalidRange();
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) throw storageErrors.invalidRange();
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || end < start) throw storageErrors.invalidRange();
  return { start, end };
}

/** `Content-Disposition` for `?download` (empty: attachment; a name: that file name). */
function disposition(download: string | undefined): string | undefined {
  if (download === undefined) return undefined;
  if (download === '') return 'attachment;';
  const encoded = encodeURIComponent(download);
  return `attachment; filename=${encoded}; filename*=UTF-8''${encoded}`;
}

/**
 * Stored files are served as they were uploaded, so a file that is HTML or
 * SVG must never run as a page of our origin: it gets a sandbox CSP (a
 * unique origin, no scripts) and nosniff. Images shown with <img> are not
 * affected.
 */
const sandboxHeaders = {
  'Content-Security-Policy':
    "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
  'X-Content-Type-Options': 'nosniff',
};

export interface ServeOptions {
  /** The signed URL's expiry: `Expires` instead of the stored Cache-Control. */
  expires?: Date;
  head?: boolean;
}

export async function serveObject(
  c: Context,
  context: StorageContext,
  object: ObjectRow,
  options: ServeOptions = {},
): Promise<Response> {
  const meta = object.metadata ?? {};
  const etag = meta.eTag ?? `"${object.version ?? object.id}"`;
  const lastModified = httpDate(object.updated_at);
  const headers: Record<string, string> = {
    ...sandboxHeaders,
    'Content-Type': meta.mimetype ?? 'application/octet-stream',
    ETag: etag,
    'Last-Modified': lastModified,
    'Accept-Ranges': 'bytes',
    'X-Robots-Tag': 'none',
  };
  if (options.expires) headers.Expires = options.expires.toUTCString();
  else headers['Cache-Control'] = meta.cacheControl ?? 'no-cache';
  const attachment = disposition(c.req.query('download'));
  if (attachment) headers['Content-Disposition'] = attachment;

  const ifNoneMatch = c.req.header('If-None-Match');
  const ifModifiedSince = c.req.header('If-Modified-Since');
  if (
    (ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) ||
    (ifNoneMatch === undefined &&
      ifModifiedSince !== undefined &&
      Date.parse(ifModifiedSince) >= Date.parse(lastModified))
  ) {
    return new Response(null, { status: 304, headers });
  }

  if (!isUuid(object.version ?? undefined)) throw storageErrors.bytesMissing();
  const key = objectKey(object.version!);
  if (options.head) {
    const size = await context.store.size(key);
    if (size === null) throw storageErrors.bytesMissing();
    return new Response(null, {
      status: 200,
      headers: { ...headers, 'Content-Length': String(size) },
    });
  }
  const size = await context.store.size(key);
  if (size === null) throw storageErrors.bytesMissing();
  const range = parseRange(c.req.header('Range'), size);
  const stored = await context.store.get(key, range);
  if (!stored) throw storageErrors.bytesMissing();
  const body = Readable.toWeb(stored.body) as ReadableStream;
  if (range) {
    return new Response(body, {
      status: 206,
      headers: {
        ...headers,
        'Content-Length': String(range.end - range.start + 1),
        'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
      },
    });
  }
  return new Response(body, {
    status: 200,
    headers: { ...headers, 'Content-Length': String(size) },
  });
}

/** `info()`: the object's facts as storage-js reads them (snake_case, user metadata). */
export function objectInfo(c: Context, object: ObjectRow) {
  const meta = object.metadata ?? {};
  const etag = meta.eTag ?? '';
  c.header('ETag', etag);
  c.header('Last-Modified', httpDate(object.updated_at));
  c.header('Cache-Control', meta.cacheControl ?? 'no-cache');
  return c.json({
    id: object.id,
    name: object.name,
    version: object.version ?? '',
    bucket_id: object.bucket_id,
    size: Number(meta.size ?? meta.contentLength ?? 0),
    content_type: meta.mimetype ?? 'application/octet-stream',
    cache_control: meta.cacheControl ?? 'no-cache',
    etag,
    metadata: object.user_metadata ?? {},
    last_modified: object.updated_at,
    created_at: object.created_at,
  });
}
