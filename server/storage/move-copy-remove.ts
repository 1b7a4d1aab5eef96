import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { removeBytes } from './bucket-routes.ts';
import { objectKey } from './object-store.ts';
import { asCaller, type Caller, requestInfo } from './storage-caller.ts';
import type { StorageContext } from './storage-context.ts';
import { storageErrors } from './storage-error.ts';
import { jsonBody, optionalString, requiredString } from './storage-json-body.ts';
import { checkBucketName, checkObjectName } from './storage-names.ts';
import { findObject, isUuid, objectColumns, objectJson, type ObjectRow } from './storage-rows.ts';
import { reserveUpload, uploadSenderOf } from './upload-quota.ts';

/**
 * Move, copy and remove (PROTOCOL.md §5.10), each as the caller: a move
 * needs SELECT and UPDATE policies, a copy SELECT on the source and INSERT at
 * the destination, a remove SELECT and DELETE.
 */

function moveOrCopyBody(body: Record<string, unknown>) {
  const bucketId = requiredString(body, 'bucketId');
  const sourceKey = requiredString(body, 'sourceKey');
  const destinationKey = requiredString(body, 'destinationKey');
  const destinationBucket = optionalString(body, 'destinationBucket') ?? bucketId;
  checkBucketName(bucketId);
  checkBucketName(destinationBucket);
  checkObjectName(sourceKey);
  checkObjectName(destinationKey);
  return { bucketId, sourceKey, destinationKey, destinationBucket };
}

function mapWriteError(error: unknown): never {
  const code = (error as { code?: string }).code;
  if (code === '23505') throw storageErrors.resourceExists();
  if (code === '23503') throw storageErrors.bucketNotFound();
  throw error;
}

/** The bytes keep their version: a move changes the row (name, bucket, owner), not the file. */
export async function moveObject(c: Context, context: StorageContext, caller: Caller) {
  const move = moveOrCopyBody(await jsonBody(c));
  await asCaller(context, caller, requestInfo(c, 'storage.object.move'), async (tx) => {
    const source = await findObject(tx, move.bucketId, move.sourceKey, true);
    if (!source) throw storageErrors.objectNotFound();
    const { rowCount } = await tx
      .query(
        `update storage.objects
         set bucket_id = $3, name = $4, owner = coalesce($5::uuid, owner),
           owner_id = coalesce($6, owner_id)
         where id = $1::uuid and bucket_id = $2`,
        [
          source.id,
          move.bucketId,
          move.destinationBucket,
          move.destinationKey,
          isUuid(caller.sub) ? caller.sub : null,
          caller.sub ?? null,
        ],
      )
      .catch(mapWriteError);
    if (rowCount === 0) throw storageErrors.objectNotFound();
  });
  return c.json({ message: 'Successfully moved' });
}

/** The bytes are copied to a new version first; the row is inserted (or upserted) as the caller. */
export async function copyObject(c: Context, context: StorageContext, caller: Caller) {
  const copy = moveOrCopyBody(await jsonBody(c));
  const upsert = c.req.header('x-upsert') === 'true';
  const request = requestInfo(c, 'storage.object.copy');
  const source = await asCaller(context, caller, request, (tx) =>
    findObject(tx, copy.bucketId, copy.sourceKey),
  );
  if (!source?.version) throw storageErrors.objectNotFound();
  // A copy stores the bytes again: it counts against the day's upload allowance as an upload would.
  const size = Number(source.metadata?.size ?? 0) || 0;
  const reservation =
    caller.role === 'service_role'
      ? undefined
      : await reserveUpload(context, uploadSenderOf(c, context, caller), size);
  if (reservation && reservation.maxBytes < size) {
    await reservation.release();
    throw storageErrors.uploadQuota('bytes');
  }
  const version = randomUUID();
  try {
    await context.store.copy(objectKey(source.version), objectKey(version));
  } catch (error) {
    await reservation?.release();
    throw error;
  }
  // What an upsert replaces, looked up whatever the caller may see (its bytes go after).
  const previous =
    (await findObject(context.db, copy.destinationBucket, copy.destinationKey))?.version ?? null;
  let replaced: string | null;
  try {
    replaced = await asCaller(context, caller, request, async (tx) => {
      const metadata = { ...source.metadata, lastModified: new Date().toISOString() };
      // No RETURNING: the caller needs INSERT at the destination, not SELECT there.
      await tx
        .query(
          `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
           values ($1, $2, $3, $4, $5, $6, $7)
           ${
             upsert
               ? `on conflict (bucket_id, name) do update set owner = excluded.owner,
                  owner_id = excluded.owner_id, metadata = excluded.metadata,
                  user_metadata = excluded.user_metadata, version = excluded.version`
               : ''
           }`,
          [
            copy.destinationBucket,
            copy.destinationKey,
            isUuid(caller.sub) ? caller.sub : null,
            caller.sub ?? null,
            metadata,
            source.user_metadata ?? {},
            version,
          ],
        )
        .catch((error: unknown) => {
          if ((error as { code?: string }).code === '23505') throw storageErrors.keyExists();
          return mapWriteError(error);
        });
      return previous;
    });
  } catch (error) {
    await removeBytes(context, [version]).catch(() => undefined);
    await reservation?.release();
    throw error;
  }
  await reservation?.settle(size);
  if (replaced) await removeBytes(context, [replaced]).catch(() => undefined);
  const row = await findObject(context.db, copy.destinationBucket, copy.destinationKey);
  return c.json({
    Id: row?.id,
    Key: `${copy.destinationBucket}/${copy.destinationKey}`,
    ...(row ? objectJson(row) : {}),
  });
}

/** remove(paths): exact names; what is missing or hidden by the policies is skipped. */
export async function removeObjects(
  c: Context,
  context: StorageContext,
  caller: Caller,
  bucket: string,
) {
  const body = await jsonBody(c);
  const prefixes = body.prefixes;
  if (
    !Array.isArray(prefixes) ||
    prefixes.length < 1 ||
    prefixes.length > 1000 ||
    !prefixes.every((name) => typeof name === 'string')
  )
    throw storageErrors.invalidRequest('body/prefixes must be an array of 1 to 1000 names');
  const { rows } = await asCaller(context, caller, requestInfo(c, 'storage.object.delete'), (tx) =>
    tx.query<ObjectRow>(
      `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
       returning ${objectColumns}`,
      [bucket, prefixes],
    ),
  );
  await removeBytes(
    context,
    rows.flatMap((row) => (row.version ? [row.version] : [])),
  ).catch(() => undefined);
  return c.json(rows.map(objectJson));
}

/** DELETE /object/{bucket}/{path}: one object, as the caller. */
export async function removeObject(
  c: Context,
  context: StorageContext,
  caller: Caller,
  bucket: string,
  name: string,
) {
  const { rows } = await asCaller(context, caller, requestInfo(c, 'storage.object.delete'), (tx) =>
    tx.query<{ version: string | null }>(
      'delete from storage.objects where bucket_id = $1 and name = $2 returning version',
      [bucket, name],
    ),
  );
  if (rows.length === 0) throw storageErrors.objectNotFound();
  await removeBytes(context, rows[0]!.version ? [rows[0]!.version] : []).catch(() => undefined);
  return c.json({ message: 'Successfully deleted' });
}
