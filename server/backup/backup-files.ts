import { existsSync } from 'node:fs';
import type { Config } from '../config.ts';
import { copyObjects } from '../storage/copy-objects.ts';
import { diskStore } from '../storage/disk-store.ts';
import { openObjectStore } from '../storage/open-object-store.ts';

/**
 * The stored files (/storage/v1) of a backup live in a folder beside its SQL
 * file, `<file>.files/objects/…`, one file per stored version, under the
 * same keys as in DATA_DIR/storage or the S3 bucket. A restore copies them
 * into whichever store the target is configured with, so restoring with
 * STORAGE_S3_* set also moves the files from the disk to S3.
 */

export const filesFolderOf = (backupFile: string) => `${backupFile}.files`;

export async function backupFiles(config: Pick<Config, 'dataDir' | 'storage'>, backupFile: string) {
  return copyObjects(openObjectStore(config), diskStore(filesFolderOf(backupFile)));
}

/** Copies the backup's files into the configured store; none when the backup has no folder. */
export async function restoreFiles(
  config: Pick<Config, 'dataDir' | 'storage'>,
  backupFile: string,
) {
  const folder = filesFolderOf(backupFile);
  if (!existsSync(folder)) return null;
  return copyObjects(diskStore(folder), openObjectStore(config));
}
