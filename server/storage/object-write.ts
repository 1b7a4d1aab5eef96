import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { Readable } from 'node:stream';
import type { Database, Queryable } from '../db/database.ts';
import { objectKey, type ObjectStore, TooLarge } from './object-store.ts';
import { type Caller, probeAsCaller, requestInfo } from './storage-caller.ts';
import type { StorageContext } from './storage-context.ts';
import { StorageError, storageErrors } from './storage-error.ts';
import { checkBucketName, checkObjectName } from './storage-names.ts';
import { reserveUpload, type UploadSender } from './upload-quota.ts';
import { findBucket, isUuid, type SystemMetadata } from './storage-rows.ts';
import {
  describeRawUpload,
  isMultipart,
  readMultipartUpload,
  requestStream,
  type UploadDescription,
  type UploadRules,
} from './upload-body.ts';

/**
 * Upload, update and upsert (PROTOCOL.md §5.7), and the PUT to a signed
 * upload URL. In order: the bucket and its limits; a permission probe as the
 * caller (the row INSERT, or upsert, that the policies on storage.objects
 * must allow, rolled back) so nothing is stored for a caller who may not
 * write; the bytes into the object store under a new version; then the row,
 * written as the service role, pointing at that version; the previous
 * version's bytes are removed last.
 */

export interface UploadTarget {
  bucket: string;
  name: string;
  upsert: boolean;
  /** The owner of the new row: the caller's `sub`, or the signed URL's `owner`. */
  owner: string | undefined;
  /** Whose policies must allow the write; undefined for a signed upload URL (the token decided). */
  probeAs: Caller | undefined;
  operation: string;
  /** Whose upload allowance it counts against; undefined for the service role (not counted). */
  sender: UploadSender | undefined;
}

function uploadMetadata(description: UploadDescription, size: number, md5: string): SystemMetadata {
  return {
    eTag: `"${md5}"`,
    size,
    mimetype: description.mimetype,
    cacheControl: description.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: size,
    httpStatusCode: 200,
  };
}

const insertSql = `
  insert into storage.objects as o (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
  values ($1, $2, $3, $4, $5, $6, $7)`;
const upsertSql = `${insertSql}
  on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
    metadata = excluded.metadata, user_metadata = excluded.user_metadata,
    version = excluded.version, last_accessed_at = now()`;

/** The permission probe's row: what policies may look at (mimetype, size from the headers). */
async function probe(c: Context, context: StorageContext, target: UploadTarget, mimetype: string) {
  if (!target.probeAs) return;
  const length = Number(c.req.header('Content-Length') ?? 0);
  await probeAsCaller(context, target.probeAs, requestInfo(c, target.operation), async (tx) => {
    await tx
      // No RETURNING: that would also need a SELECT policy, which an insert does not.
      .query(target.upsert ? upsertSql : insertSql, [
        target.bucket,
        target.name,
        isUuid(target.owner) ? target.owner : null,
        target.owner ?? null,
        { mimetype, contentLength: length, size: length },
        {},
        randomUUID(),
      ])
      .catch((error: unknown) => {
        if ((error as { code?: string }).code === '23505') throw storageErrors.keyExists();
        throw error;
      });
  });
}

export async function storeUpload(
  c: Context,
  context: StorageContext,
  target: UploadTarget,
): Promise<{ Id: string; Key: string }> {
  checkBucketName(target.bucket);
  const bucket = await findBucket(context.db, target.bucket);
  if (!bucket) throw storageErrors.bucketNotFound();
  checkObjectName(target.name);
  const placeholder = target.name.endsWith('.emptyFolderPlaceholder');
  const globalLimit = context.config.storage.fileSizeLimit;
  const sizeLimit = placeholder ? 0 : Math.min(bucket.file_size_limit ?? globalLimit, globalLimit);
  const reservation = target.sender
    ? await reserveUpload(context, target.sender, announcedLength(c))
    : undefined;
  // When the day's allowance is what stops the upload, it says so (not "too large").
  const allowanceBinds = reservation !== undefined && reservation.maxBytes < sizeLimit;
  const rules: UploadRules = {
    maxBytes: allowanceBinds ? reservation.maxBytes : sizeLimit,
    allowedMimeTypes: bucket.allowed_mime_types,
    anyMime: placeholder,
  };

  const version = randomUUID();
  const key = objectKey(version);
  const put = (body: Readable) =>
    context.store.put(key, body, rules.maxBytes).catch((error: unknown) => {
      throw error instanceof TooLarge ? storageErrors.tooLarge() : error;
    });

  let description: UploadDescription;
  let written: { size: number; md5: string };
  try {
    if (isMultipart(c)) {
      // The probe runs once the file part's type is known, before any byte is stored.
      ({ description, written } = await readMultipartUpload(c, rules, async (file, mimetype) => {
        await probe(c, context, target, mimetype);
        return put(file);
      }));
    } else {
      description = describeRawUpload(c, rules);
      const body = requestStream(c);
      await probe(c, context, target, description.mimetype);
      written = await put(body);
    }
  } catch (error) {
    await context.store.remove([key]).catch(() => undefined);
    await reservation?.release();
    if (allowanceBinds && error instanceof StorageError && error.code === 'EntityTooLarge')
      throw storageErrors.uploadQuota('bytes');
    throw error;
  }

  const metadata = uploadMetadata(description, written.size, written.md5);
  let id: string;
  try {
    id = await commitObject(context.db, context.store, {
      bucket: target.bucket,
      name: target.name,
      upsert: target.upsert,
      owner: target.owner,
      metadata,
      userMetadata: description.userMetadata ?? {},
      version,
    });
  } catch (error) {
    await reservation?.release();
    throw error;
  }
  await reservation?.settle(written.size);
  return { Id: id, Key: `${target.bucket}/${target.name}` };
}

/** The request's Content-Length, when it gives a valid one. */
function announcedLength(c: Context): number | undefined {
  const value = c.req.header('Content-Length');
  return value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}

export interface ObjectRowInput {
  bucket: string;
  name: string;
  upsert: boolean;
  owner: string | undefined;
  metadata: SystemMetadata;
  userMetadata: Record<string, unknown>;
  /** The version whose bytes are already in the store. */
  version: string;
}

/**
 * Writes the row of bytes already stored under `version` (as the server's
 * own role, after the caller's policies have been checked), then removes
 * the bytes of the version it replaced. When the row cannot be written, the
 * new bytes are removed instead: a row never points at missing bytes and no
 * bytes are left without a row.
 */
export async function commitObject(
  db: Queryable & Pick<Database, 'transaction'>,
  store: ObjectStore,
  input: ObjectRowInput,
): Promise<string> {
  let replaced: string | null = null;
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ version: string | null }>(
        'select version from storage.objects where bucket_id = $1 and name = $2 for update',
        [input.bucket, input.name],
      );
      if (rows[0] && !input.upsert) throw storageErrors.keyExists();
      replaced = rows[0]?.version ?? null;
      const inserted = await tx.query<{ id: string }>(`${upsertSql} returning id::text as id`, [
        input.bucket,
        input.name,
        isUuid(input.owner) ? input.owner : null,
        input.owner ?? null,
        input.metadata,
        input.userMetadata,
        input.version,
      ]);
      return inserted.rows[0]!.id;
    });
  } catch (error) {
    await store.remove([objectKey(input.version)]).catch(() => undefined);
    if ((error as { code?: string }).code === '23505') throw storageErrors.keyExists();
    throw error;
  }
  const old: string | null = replaced;
  if (old && old !== input.version && isUuid(old))
    await store.remove([objectKey(old)]).catch(() => undefined);
  return id;
}

/**
 * Stores a file from the server's own code (an image pipeline, a fetched
 * picture), not from a request: the bytes under a new version, then the row,
 * in a bucket that must exist. No policy is checked: the caller of this
 * function decides. Returns the row's id and the version.
 */
export async function putStoredObject(
  db: Database,
  store: ObjectStore,
  input: {
    bucket: string;
    name: string;
    body: Readable | Buffer;
    mimetype: string;
    cacheControl?: string;
    owner?: string;
    upsert?: boolean;
    userMetadata?: Record<string, unknown>;
    maxBytes: number;
  },
): Promise<{ id: string; version: string }> {
  checkBucketName(input.bucket);
  checkObjectName(input.name);
  if (!(await findBucket(db, input.bucket))) throw storageErrors.bucketNotFound();
  const version = randomUUID();
  const body = Buffer.isBuffer(input.body) ? Readable.from([input.body]) : input.body;
  let written: { size: number; md5: string };
  try {
    written = await store.put(objectKey(version), body, input.maxBytes);
  } catch (error) {
    throw error instanceof TooLarge ? storageErrors.tooLarge() : error;
  }
  const description = {
    mimetype: input.mimetype,
    cacheControl: input.cacheControl ?? 'no-cache',
    userMetadata: input.userMetadata,
  };
  const id = await commitObject(db, store, {
    bucket: input.bucket,
    name: input.name,
    upsert: input.upsert ?? false,
    owner: input.owner,
    metadata: uploadMetadata(description, written.size, written.md5),
    userMetadata: input.userMetadata ?? {},
    version,
  });
  return { id, version };
}

export function isStorageError(error: unknown): error is StorageError {
  return error instanceof StorageError;
}
