// `npm run files:to-s3`: copies the stored files of DATA_DIR/storage into the S3 bucket of STORAGE_S3_*.
import path from 'node:path';
import { ConfigError, parseConfig } from '../server/config.ts';
import { copyObjects } from '../server/storage/copy-objects.ts';
import { diskStore } from '../server/storage/disk-store.ts';
import { openObjectStore } from '../server/storage/open-object-store.ts';

try {
  const config = parseConfig();
  if (!config.storage.s3) {
    console.error(
      'Set STORAGE_S3_BUCKET (and the other STORAGE_S3_* settings, see README "Files") to the bucket to copy into.',
    );
    process.exit(1);
  }
  const source = path.resolve(config.dataDir, 'storage');
  const { copied, skipped } = await copyObjects(diskStore(source), openObjectStore(config), (n) =>
    console.log(`${n} files copied…`),
  );
  console.log(
    `Copied ${copied} files from ${source} to S3 bucket ${config.storage.s3.bucket} (${skipped} were there already).`,
  );
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
