import type { Readable } from 'node:stream';

/**
 * Where the bytes of stored files live. The metadata (buckets, object rows,
 * who may read what) is in PostgreSQL (`storage.buckets` / `storage.objects`);
 * a store only keeps bytes under keys the server makes itself, never a name
 * a client sent. Two implementations: the disk under DATA_DIR (embedded
 * default, disk-store.ts) and an S3-compatible bucket (s3-store.ts).
 */

export interface StoredObject {
  /** The bytes, or the requested range of them. */
  body: Readable;
  /** Size of the whole object in bytes. */
  size: number;
}

/** An inclusive byte range, as in `Range: bytes=start-end`. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface ObjectStore {
  readonly kind: 'disk' | 's3';
  /**
   * Writes `body` under `key` whole or not at all: a reader never sees a
   * partial file. Stops reading and throws `TooLarge` past `maxBytes`.
   * Returns the size and the hex MD5 of what was written.
   */
  put(key: string, body: Readable, maxBytes: number): Promise<{ size: number; md5: string }>;
  /** The object (or a range of it), or null when there is none under `key`. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Size in bytes, or null when there is no object under `key`. */
  size(key: string): Promise<number | null>;
  /** Copies one object to another key of the same store. */
  copy(from: string, to: string): Promise<void>;
  /** Removes the objects; keys that do not exist are ignored. */
  remove(keys: string[]): Promise<void>;
  /** Every key under `prefix` (for backups and moving stores), in batches. */
  list(prefix: string): AsyncIterable<string[]>;
}

/** A body went past the size it was allowed. */
export class TooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`the object is larger than ${maxBytes} bytes`);
  }
}

/**
 * Keys are made by the server (`objectKey`), but every store checks them
 * again, so a key can never name a place outside the store's root: lower-case
 * letters, digits, `-`, `_`, `.` in `/`-separated segments, none empty, none
 * `.` or `..`, no leading `/`.
 */
const keyPattern = /^[a-z0-9_-][a-z0-9_.-]*(\/[a-z0-9_-][a-z0-9_.-]*)*$/;

export function assertSafeKey(key: string): string {
  if (key.length > 512 || !keyPattern.test(key) || key.split('/').some((s) => s === '..'))
    throw new Error(`unsafe object store key: ${JSON.stringify(key.slice(0, 80))}`);
  return key;
}

/**
 * The store key of one version of a stored file, made from the version's
 * uuid alone, so no client-chosen text (an object name) ever becomes part of
 * a path on disk or a key in S3.
 */
export function objectKey(version: string): string {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(version))
    throw new Error('an object version must be a uuid');
  return `objects/${version.slice(0, 2)}/${version}`;
}
