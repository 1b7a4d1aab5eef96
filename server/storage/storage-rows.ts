import type { Queryable } from '../db/database.ts';

/**
 * Reading bucket and object rows in the JSON storage-js expects: timestamps
 * as JavaScript ISO strings with milliseconds and `Z`, bigints as numbers,
 * null columns present (PROTOCOL.md §5.5).
 */

/** SQL: a timestamptz as `2021-02-17T04:43:32.770Z`. */
export const iso = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export type BucketRow = {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  created_at: string | null;
  updated_at: string | null;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  type: string;
};

export const bucketColumns = `id, name, owner::text as owner, coalesce(public, false) as public,
  ${iso('created_at')} as created_at, ${iso('updated_at')} as updated_at,
  file_size_limit::float8 as file_size_limit, allowed_mime_types, type::text as type`;

/** The bucket as storage-api serializes it (a null owner is ""). */
export function bucketJson(row: BucketRow, withType: boolean) {
  return {
    id: row.id,
    name: row.name,
    owner: row.owner ?? '',
    public: row.public,
    created_at: row.created_at,
    updated_at: row.updated_at,
    file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit),
    allowed_mime_types: row.allowed_mime_types,
    ...(withType ? { type: row.type } : {}),
  };
}

/** A bucket read without RLS (limits, public flag), or null. */
export async function findBucket(q: Queryable, id: string): Promise<BucketRow | null> {
  const { rows } = await q.query<BucketRow>(
    `select ${bucketColumns} from storage.buckets where id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** The system metadata of a stored object (storage-js `FileMetadata`). */
export interface SystemMetadata {
  eTag?: string;
  size?: number;
  mimetype?: string;
  cacheControl?: string;
  lastModified?: string;
  contentLength?: number;
  httpStatusCode?: number;
}

export type ObjectRow = {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  created_at: string | null;
  updated_at: string | null;
  last_accessed_at: string | null;
  metadata: SystemMetadata | null;
  user_metadata: Record<string, unknown> | null;
};

export const objectColumns = `id::text as id, bucket_id, name, owner::text as owner, owner_id,
  version, ${iso('created_at')} as created_at, ${iso('updated_at')} as updated_at,
  ${iso('last_accessed_at')} as last_accessed_at, metadata, user_metadata`;

/** The object `bucket/name` as the caller of `q` may see it (RLS), or null. */
export async function findObject(
  q: Queryable,
  bucket: string,
  name: string,
  lock = false,
): Promise<ObjectRow | null> {
  const { rows } = await q.query<ObjectRow>(
    `select ${objectColumns} from storage.objects where bucket_id = $1 and name = $2${lock ? ' for update' : ''}`,
    [bucket, name],
  );
  return rows[0] ?? null;
}

/** A row as remove() and copy answer it. */
export function objectJson(row: ObjectRow) {
  return {
    name: row.name,
    bucket_id: row.bucket_id,
    owner: row.owner ?? '',
    owner_id: row.owner_id,
    version: row.version,
    id: row.id,
    created_at: row.created_at,
    updated_at: row.updated_at,
    last_accessed_at: row.last_accessed_at,
    metadata: row.metadata,
    user_metadata: row.user_metadata,
  };
}

export const isUuid = (value: string | undefined): value is string =>
  value !== undefined &&
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
