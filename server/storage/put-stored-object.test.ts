import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { diskStore } from './disk-store.ts';
import { objectKey } from './object-store.ts';
import { putStoredObject } from './object-write.ts';
import { samplePhoto, startStorageServer, type StorageTestServer } from './test/storage-fixture.ts';

/**
 * Files stored by the server's own code (putStoredObject): the row and the
 * bytes together, read back through /storage/v1 under the bucket's rules;
 * a replaced version's bytes are removed; a refused write keeps nothing.
 */

let t: StorageTestServer;

beforeAll(async () => {
  t = await startStorageServer();
});
afterAll(async () => {
  await t?.server.close();
});

const store = () => diskStore(path.resolve(t.server.config.dataDir, 'storage'));

it('stores a file with its row, replaces it on upsert and removes the old bytes', async () => {
  const name = `${t.owner.userId}/avatar.jpg`;
  const photo = await samplePhoto(64, 64);
  const first = await putStoredObject(t.server.db, store(), {
    bucket: 'public-files',
    name,
    body: photo,
    mimetype: 'image/jpeg',
    cacheControl: 'max-age=31536000, immutable',
    owner: t.owner.userId!,
    maxBytes: 1_000_000,
  });
  const response = await fetch(
    t.anon.client.storage.from('public-files').getPublicUrl(name).data.publicUrl,
  );
  expect(response.headers.get('content-type')).toBe('image/jpeg');
  expect(response.headers.get('cache-control')).toBe('max-age=31536000, immutable');
  expect(Buffer.from(await response.arrayBuffer()).equals(photo)).toBe(true);
  const owned = await t.owner.client.storage.from('public-files').info(name);
  expect(owned.data?.id).toBe(first.id);

  await expect(
    putStoredObject(t.server.db, store(), {
      bucket: 'public-files',
      name,
      body: Buffer.from('again'),
      mimetype: 'text/plain',
      maxBytes: 100,
    }),
  ).rejects.toMatchObject({ statusCode: '409' });
  const second = await putStoredObject(t.server.db, store(), {
    bucket: 'public-files',
    name,
    body: Buffer.from('replaced'),
    mimetype: 'text/plain',
    upsert: true,
    maxBytes: 100,
  });
  expect(second.id).toBe(first.id);
  expect(await store().size(objectKey(first.version))).toBeNull();
  expect(await store().size(objectKey(second.version))).toBe(8);
});

it('refuses a missing bucket, a bad name and a body over its limit, keeping nothing', async () => {
  const before = (await t.server.db.query('select count(*)::int as n from storage.objects')).rows;
  const attempt = (bucket: string, name: string, body: Buffer) =>
    putStoredObject(t.server.db, store(), {
      bucket,
      name,
      body,
      mimetype: 'text/plain',
      maxBytes: 10,
    });
  await expect(attempt('no-such-bucket', 'a.txt', Buffer.from('x'))).rejects.toMatchObject({
    message: 'Bucket not found',
  });
  await expect(attempt('public-files', '../a.txt', Buffer.from('x'))).rejects.toMatchObject({
    code: 'InvalidKey',
  });
  await expect(attempt('public-files', 'big.txt', Buffer.alloc(11))).rejects.toMatchObject({
    statusCode: '413',
  });
  const after = (await t.server.db.query('select count(*)::int as n from storage.objects')).rows;
  expect(after).toEqual(before);
});
