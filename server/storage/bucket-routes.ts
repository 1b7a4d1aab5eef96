import type { Context } from 'hono';
import { objectKey } from './object-store.ts';
import { asCaller, type Caller, requestInfo, serviceRole } from './storage-caller.ts';
import type { StorageContext } from './storage-context.ts';
import { StorageError, storageErrors } from './storage-error.ts';
import { jsonBody, optionalString } from './storage-json-body.ts';
import { checkBucketName, parseAllowedMimeTypes, parseFileSizeLimit } from './storage-names.ts';
import { bucketColumns, bucketJson, type BucketRow, isUuid } from './storage-rows.ts';

/**
 * Buckets (PROTOCOL.md §5.6): list, get, create, update and delete run as
 * the caller under the policies on storage.buckets; emptying a bucket is for
 * the service role only.
 */

const sortColumns = new Set(['id', 'name', 'created_at', 'updated_at']);

export async function listBuckets(c: Context, context: StorageContext, caller: Caller) {
  const limit = c.req.query('limit');
  const offset = c.req.query('offset');
  const search = c.req.query('search');
  const sortColumn = c.req.query('sortColumn');
  const sortOrder = c.req.query('sortOrder') ?? 'asc';
  if (limit !== undefined && !/^[1-9]\d{0,5}$/.test(limit))
    throw storageErrors.invalidRequest('querystring/limit must be >= 1');
  if (offset !== undefined && !/^\d{1,9}$/.test(offset))
    throw storageErrors.invalidRequest('querystring/offset must be >= 0');
  if (sortColumn !== undefined && !sortColumns.has(sortColumn))
    throw storageErrors.invalidRequest(
      'querystring/sortColumn must be equal to one of the allowed values',
    );
  if (sortOrder !== 'asc' && sortOrder !== 'desc')
    throw storageErrors.invalidRequest(
      'querystring/sortOrder must be equal to one of the allowed values',
    );
  const params: unknown[] = [];
  let sql = `select ${bucketColumns} from storage.buckets`;
  if (search) {
    params.push(search.replace(/[\\%_]/g, (char) => `\\${char}`));
    sql += ` where name ilike '%' || $1 || '%'`;
  }
  if (sortColumn) sql += ` order by ${sortColumn} ${sortOrder}`;
  if (limit) sql += ` limit ${Number(limit)}`;
  if (offset) sql += ` offset ${Number(offset)}`;
  const rows = await asCaller(context, caller, requestInfo(c, 'storage.bucket.list'), (tx) =>
    tx.query<BucketRow>(sql, params),
  );
  return c.json(rows.rows.map((row) => bucketJson(row, true)));
}

export async function getBucket(c: Context, context: StorageContext, caller: Caller, id: string) {
  const { rows } = await asCaller(context, caller, requestInfo(c, 'storage.bucket.get'), (tx) =>
    tx.query<BucketRow>(`select ${bucketColumns} from storage.buckets where id = $1`, [id]),
  );
  if (!rows[0]) throw storageErrors.bucketNotFound();
  return c.json(bucketJson(rows[0], false));
}

/** The limits of a create or update body; a key absent stays `undefined` (unchanged). */
function bucketSettings(body: Record<string, unknown>, globalLimit: number) {
  const isPublic = body.public;
  if (isPublic !== undefined && typeof isPublic !== 'boolean')
    throw storageErrors.invalidRequest('body/public must be boolean');
  const fileSizeLimit =
    body.file_size_limit === undefined ? undefined : parseFileSizeLimit(body.file_size_limit);
  if (fileSizeLimit !== undefined && fileSizeLimit !== null && fileSizeLimit > globalLimit)
    throw storageErrors.tooLarge();
  const allowedMimeTypes =
    body.allowed_mime_types === undefined
      ? undefined
      : parseAllowedMimeTypes(body.allowed_mime_types);
  return { isPublic, fileSizeLimit, allowedMimeTypes };
}

export async function createBucket(c: Context, context: StorageContext, caller: Caller) {
  const body = await jsonBody(c);
  const name = optionalString(body, 'name');
  if (name === undefined)
    throw storageErrors.invalidRequest("body must have required property 'name'");
  checkBucketName(name);
  const id = optionalString(body, 'id') ?? name;
  checkBucketName(id);
  if (body.type !== undefined && body.type !== 'STANDARD')
    throw storageErrors.invalidRequest('Only STANDARD buckets are supported');
  const settings = bucketSettings(body, context.config.storage.fileSizeLimit);
  await asCaller(context, caller, requestInfo(c, 'storage.bucket.create'), async (tx) => {
    const existing = await tx.query('select 1 from storage.buckets where id = $1 or name = $2', [
      id,
      name,
    ]);
    if (existing.rows.length > 0) throw storageErrors.bucketExists();
    await tx.query(
      `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        id,
        name,
        isUuid(caller.sub) ? caller.sub : null,
        caller.sub ?? null,
        settings.isPublic ?? false,
        settings.fileSizeLimit ?? null,
        settings.allowedMimeTypes ?? null,
      ],
    );
  });
  return c.json({ name });
}

export async function updateBucket(
  c: Context,
  context: StorageContext,
  caller: Caller,
  id: string,
) {
  const body = await jsonBody(c);
  const settings = bucketSettings(body, context.config.storage.fileSizeLimit);
  const sets: string[] = [];
  const params: unknown[] = [id];
  const set = (column: string, value: unknown) => {
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  };
  if (settings.isPublic !== undefined) set('public', settings.isPublic);
  if (settings.fileSizeLimit !== undefined) set('file_size_limit', settings.fileSizeLimit);
  if (settings.allowedMimeTypes !== undefined) set('allowed_mime_types', settings.allowedMimeTypes);
  if (sets.length === 0) throw storageErrors.noContent();
  const { rows } = await asCaller(context, caller, requestInfo(c, 'storage.bucket.update'), (tx) =>
    tx.query(
      `update storage.buckets set ${sets.join(', ')}, updated_at = now() where id = $1 returning id`,
      params,
    ),
  );
  if (rows.length === 0) throw storageErrors.bucketNotFound();
  return c.json({ message: 'Successfully updated' });
}

/** storage-api's STORAGE_EMPTY_BUCKET_MAX: a bigger bucket is emptied by removing files in batches. */
const emptyBucketMax = 200_000;

/** Removes every object of a bucket (rows, then bytes): service role only. */
export async function emptyBucket(c: Context, context: StorageContext, caller: Caller, id: string) {
  if (caller.role !== 'service_role') throw storageErrors.invalidRole();
  const versions = await asCaller(
    context,
    serviceRole,
    requestInfo(c, 'storage.bucket.empty'),
    async (tx) => {
      const bucket = await tx.query('select 1 from storage.buckets where id = $1 for update', [id]);
      if (bucket.rows.length === 0) throw storageErrors.bucketNotFound();
      const many = await tx.query(
        'select 1 from storage.objects where bucket_id = $1 offset $2 limit 1',
        [id, emptyBucketMax],
      );
      if (many.rows.length > 0)
        throw new StorageError(
          '409',
          'UnableToEmptyBucket',
          'Unable to empty the bucket',
          'Unable to empty the bucket because it contains too many objects',
        );
      const { rows } = await tx.query<{ version: string | null }>(
        'delete from storage.objects where bucket_id = $1 returning version',
        [id],
      );
      return rows.flatMap((row) => (row.version ? [row.version] : []));
    },
  );
  await removeBytes(context, versions);
  return c.json({ message: 'Empty bucket has been queued. Completion may take up to an hour.' });
}

export async function deleteBucket(
  c: Context,
  context: StorageContext,
  caller: Caller,
  id: string,
) {
  await asCaller(context, caller, requestInfo(c, 'storage.bucket.delete'), async (tx) => {
    const visible = await tx.query('select 1 from storage.buckets where id = $1', [id]);
    if (visible.rows.length === 0) throw storageErrors.bucketNotFound();
    // The objects' foreign key refuses the delete while any object is left,
    // whether or not the caller may see it: a bucket with files stays.
    const deleted = await tx
      .query('delete from storage.buckets where id = $1 returning id', [id])
      .catch((error: unknown) => {
        if ((error as { code?: string }).code === '23503') throw storageErrors.bucketNotEmpty();
        throw error;
      });
    if (deleted.rows.length === 0) throw storageErrors.bucketNotFound();
  });
  return c.json({ message: 'Successfully deleted' });
}

/** Deletes stored bytes after their rows are gone; a failure leaves an orphan, never a dangling row. */
export async function removeBytes(context: StorageContext, versions: string[]) {
  await context.store.remove(versions.filter(isUuid).map(objectKey));
}
