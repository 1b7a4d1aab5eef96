import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseConfig } from '../config.ts';
import { diskStore } from '../storage/disk-store.ts';
import { objectKey } from '../storage/object-store.ts';
import { startS3Server } from '../storage/test/s3-server.ts';
import { backupFiles, filesFolderOf, restoreFiles } from './backup-files.ts';

/**
 * The stored files of a backup: copied from DATA_DIR/storage into the
 * folder beside the SQL file, and from there into the store the restore is
 * configured with (here a real S3 server, s3rver): embedded to S3.
 */

let s3: Awaited<ReturnType<typeof startS3Server>>;
let work: string;

beforeAll(async () => {
  s3 = await startS3Server('restored-files');
  work = await mkdtemp(path.join(os.tmpdir(), 'zajednica-backup-files-'));
});
afterAll(async () => {
  await s3?.close();
  await rm(work, { recursive: true, force: true });
});

it('puts the files beside the backup and restores them into S3, twice without copying twice', async () => {
  const dataDir = path.join(work, 'data');
  const source = diskStore(path.join(dataDir, 'storage'));
  const keys = [
    objectKey('0a000000-0000-4000-8000-000000000001'),
    objectKey('0b000000-0000-4000-8000-000000000002'),
  ];
  for (const key of keys) await source.put(key, Readable.from([Buffer.from(key)]), 1000);

  const backupFile = path.join(work, 'site.sql');
  expect(await backupFiles(parseConfig({ DATA_DIR: dataDir }), backupFile)).toEqual({
    copied: 2,
    skipped: 0,
  });
  const folder = filesFolderOf(backupFile);
  expect((await readdir(path.join(folder, 'objects'), { recursive: true })).length).toBe(4);

  const target = parseConfig({ DATA_DIR: path.join(work, 'new-data'), ...s3.env });
  expect(await restoreFiles(target, backupFile)).toEqual({ copied: 2, skipped: 0 });
  expect(await restoreFiles(target, backupFile)).toEqual({ copied: 0, skipped: 2 });
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const listed = await client.send(new ListObjectsV2Command({ Bucket: 'restored-files' }));
  client.destroy();
  expect((listed.Contents ?? []).map((item) => item.Key).sort()).toEqual(keys.sort());
});

it('restores no files when the backup has no folder of them', async () => {
  const config = parseConfig({ DATA_DIR: path.join(work, 'other') });
  expect(await restoreFiles(config, path.join(work, 'none.sql'))).toBeNull();
});
