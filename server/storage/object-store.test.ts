import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStore } from './disk-store.ts';
import { assertSafeKey, objectKey, type ObjectStore, TooLarge } from './object-store.ts';
import { s3Store } from './s3-store.ts';
import { startS3Server } from './test/s3-server.ts';

/**
 * The ObjectStore contract, on both stores: the disk under a temporary
 * DATA_DIR and a real S3-compatible server (s3rver).
 */

const body = (text: string) => Readable.from([Buffer.from(text)]);
const read = async (store: ObjectStore, key: string, range?: { start: number; end: number }) => {
  const stored = await store.get(key, range);
  return stored ? (await buffer(stored.body)).toString() : null;
};

let s3: Awaited<ReturnType<typeof startS3Server>>;
let diskRoot: string;

beforeAll(async () => {
  s3 = await startS3Server();
  diskRoot = await mkdtemp(path.join(os.tmpdir(), 'zajednica-disk-store-'));
});
afterAll(async () => {
  await s3?.close();
  await rm(diskRoot, { recursive: true, force: true });
});

const stores: [string, () => ObjectStore][] = [
  ['disk', () => diskStore(diskRoot)],
  ['s3', () => s3Store(s3.settings, path.join(diskRoot, 'spool'))],
];

describe.each(stores)('the %s store', (_name, open) => {
  it('keeps bytes under a key, with size, MD5, ranges, copies and removal', async () => {
    const store = open();
    const key = objectKey('0f0e0d0c-0b0a-4908-8706-050403020100');
    expect(await store.put(key, body('hello, world'), 100)).toEqual({
      size: 12,
      md5: 'e4d7f1b4ed2e42d15898f4b27b019da4',
    });
    expect(await read(store, key)).toBe('hello, world');
    expect(await store.size(key)).toBe(12);
    const partial = await store.get(key, { start: 7, end: 11 });
    expect(partial!.size).toBe(12);
    expect((await buffer(partial!.body)).toString()).toBe('world');
    const copy = objectKey('1f0e0d0c-0b0a-4908-8706-050403020100');
    await store.copy(key, copy);
    expect(await read(store, copy)).toBe('hello, world');
    const listed: string[] = [];
    for await (const keys of store.list('objects/')) listed.push(...keys);
    expect(listed.sort()).toEqual([key, copy].sort());
    await store.remove([key, copy, objectKey('2f0e0d0c-0b0a-4908-8706-050403020100')]);
    expect(await store.get(key)).toBeNull();
    expect(await store.size(copy)).toBeNull();
  });

  it('stops a body past its limit and keeps nothing of it', async () => {
    const store = open();
    const key = objectKey('3f0e0d0c-0b0a-4908-8706-050403020100');
    await expect(store.put(key, body('x'.repeat(101)), 100)).rejects.toBeInstanceOf(TooLarge);
    expect(await store.get(key)).toBeNull();
  });

  it('refuses keys that could leave its root', async () => {
    const store = open();
    for (const key of [
      '../escape',
      'objects/../../etc/passwd',
      '/abs',
      'a//b',
      'A/B',
      'objects/x\u0000',
    ])
      await expect(store.put(key, body('x'), 10)).rejects.toThrow(/unsafe object store key/);
  });
});

it('leaves no temporary file behind on disk after a refused write', async () => {
  const store = diskStore(diskRoot);
  const key = objectKey('4f0e0d0c-0b0a-4908-8706-050403020100');
  await expect(store.put(key, body('y'.repeat(50)), 10)).rejects.toBeInstanceOf(TooLarge);
  expect(await readdir(path.join(diskRoot, 'objects', '4f'))).toEqual([]);
});

it('makes keys only from version uuids', () => {
  expect(objectKey('0f0e0d0c-0b0a-4908-8706-050403020100')).toBe(
    'objects/0f/0f0e0d0c-0b0a-4908-8706-050403020100',
  );
  expect(() => objectKey('../../x')).toThrow();
  expect(() => assertSafeKey('objects/..')).toThrow();
});
