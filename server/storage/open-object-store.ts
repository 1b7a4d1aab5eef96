import path from 'node:path';
import type { Config } from '../config.ts';
import { diskStore } from './disk-store.ts';
import type { ObjectStore } from './object-store.ts';
import { s3Store } from './s3-store.ts';

/** The store the configuration names: S3 when STORAGE_S3_BUCKET is set, else DATA_DIR/storage. */
export function openObjectStore(config: Pick<Config, 'dataDir' | 'storage'>): ObjectStore {
  const { s3 } = config.storage;
  if (s3) return s3Store(s3, path.resolve(config.dataDir, 'storage-spool'));
  return diskStore(path.resolve(config.dataDir, 'storage'));
}
