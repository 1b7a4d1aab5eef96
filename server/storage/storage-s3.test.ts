import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { samplePhoto, startStorageServer, type StorageTestServer } from './test/storage-fixture.ts';
import { startS3Server } from './test/s3-server.ts';

/**
 * The server with its files in an S3-compatible bucket (STORAGE_S3_*),
 * against a real S3 server (s3rver): what supabase-js stores lands in the
 * bucket, reads back, renders, and is removed from it.
 */

let s3: Awaited<ReturnType<typeof startS3Server>>;
let t: StorageTestServer;

beforeAll(async () => {
  s3 = await startS3Server();
  t = await startStorageServer(s3.env);
});
afterAll(async () => {
  await t?.server.close();
  await s3?.close();
});

async function keysInBucket() {
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const page = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  client.destroy();
  return (page.Contents ?? []).map((item) => item.Key!);
}

it('keeps uploads in the S3 bucket and serves them back', async () => {
  const files = t.owner.client.storage.from('private-files');
  const path = `${t.owner.userId}/photo.jpg`;
  const photo = await samplePhoto(320, 240);
  const uploaded = await files.upload(path, photo, { contentType: 'image/jpeg' });
  expect(uploaded.error).toBeNull();
  const { rows } = await t.server.db.query<{ version: string }>(
    "select version from storage.objects where bucket_id = 'private-files' and name = $1",
    [path],
  );
  const key = `objects/${rows[0]!.version.slice(0, 2)}/${rows[0]!.version}`;
  expect(await keysInBucket()).toContain(key);

  const downloaded = await files.download(path);
  expect(Buffer.from(await downloaded.data!.arrayBuffer()).equals(photo)).toBe(true);
  const rendered = await files.download(path, { transform: { width: 100 } });
  expect(rendered.data!.type).toBe('image/jpeg');

  const ranged = await fetch(
    `${t.server.url}/storage/v1/object/authenticated/private-files/${path}`,
    { headers: { Authorization: `Bearer ${t.owner.accessToken}`, Range: 'bytes=0-9' } },
  );
  expect(ranged.status).toBe(206);
  expect(Buffer.from(await ranged.arrayBuffer()).equals(photo.subarray(0, 10))).toBe(true);

  await files.remove([path]);
  expect(await keysInBucket()).not.toContain(key);
});

it('replaces the bytes of an updated file and removes the old ones', async () => {
  const files = t.owner.client.storage.from('private-files');
  const path = `${t.owner.userId}/notes.txt`;
  await files.upload(path, Buffer.from('first'));
  const before = await keysInBucket();
  await files.update(path, Buffer.from('second'));
  const after = await keysInBucket();
  expect(after.length).toBe(before.length);
  expect(after).not.toEqual(before);
  expect(await (await files.download(path)).data!.text()).toBe('second');
});
