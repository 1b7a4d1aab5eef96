import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePhoto, startStorageServer, type StorageTestServer } from './test/storage-fixture.ts';

/**
 * Every /storage/v1 route through supabase-js's storage client, as a
 * visitor (anon key), the owner of a folder, another member and the service
 * role, with the policies of test/storage-fixture.ts deciding (RLS). Runs on
 * PGlite, and on PostgreSQL too with TEST_DATABASE_URL.
 */

let t: StorageTestServer;
const text = (value: string) => new Blob([value], { type: 'text/plain' });

beforeAll(async () => {
  t = await startStorageServer();
});
afterAll(async () => {
  await t?.server.close();
});

const ownPath = (file: string) => `${t.owner.userId}/${file}`;

describe('buckets', () => {
  it('lists and gets buckets through the select policy, in storage-api JSON', async () => {
    const { data, error } = await t.anon.client.storage.getBucket('private-files');
    expect(error).toBeNull();
    expect(Object.keys(data!)).toEqual([
      'id',
      'name',
      'owner',
      'public',
      'created_at',
      'updated_at',
      'file_size_limit',
      'allowed_mime_types',
    ]);
    expect(data!.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const list = await t.owner.client.storage.listBuckets();
    expect(list.data!.map((bucket) => bucket.id).sort()).toEqual(['private-files', 'public-files']);
  });

  it('lets only the service role create, update, empty and delete buckets', async () => {
    const refused = await t.owner.client.storage.createBucket('mine');
    expect(refused.error?.message).toBe('new row violates row-level security policy');
    const anonRefused = await t.anon.client.storage.createBucket('visitors');
    expect(anonRefused.error).not.toBeNull();

    const created = await t.service.storage.createBucket('temporary', {
      public: false,
      fileSizeLimit: '20mb',
      allowedMimeTypes: ['image/jpeg'],
    });
    expect(created).toMatchObject({ data: { name: 'temporary' }, error: null });
    const duplicate = await t.service.storage.createBucket('temporary');
    expect(duplicate.error).toMatchObject({ message: 'The resource already exists' });
    const updated = await t.service.storage.updateBucket('temporary', { public: true });
    expect(updated.data).toEqual({ message: 'Successfully updated' });
    const read = await t.service.storage.getBucket('temporary');
    expect(read.data).toMatchObject({
      public: true,
      file_size_limit: 20_000_000,
      allowed_mime_types: ['image/jpeg'],
    });
    const otherUpdate = await t.other.client.storage.updateBucket('temporary', { public: false });
    expect(otherUpdate.error?.message).toBe('Bucket not found');

    const photo = await samplePhoto(32, 32);
    await t.service.storage.from('temporary').upload('a.jpg', photo, { contentType: 'image/jpeg' });
    const notEmpty = await t.service.storage.deleteBucket('temporary');
    expect(notEmpty.error).toMatchObject({
      message: 'The bucket you tried to delete is not empty',
    });
    const memberEmpty = await t.owner.client.storage.emptyBucket('temporary');
    expect(memberEmpty.error).toMatchObject({
      status: 403,
      message: 'Access denied: Invalid role',
    });
    expect((await t.service.storage.emptyBucket('temporary')).error).toBeNull();
    expect((await t.service.storage.deleteBucket('temporary')).data).toEqual({
      message: 'Successfully deleted',
    });
  });
});

describe('upload, update and download in a private bucket', () => {
  it('lets the owner upload, update and read their own folder, in every body form', async () => {
    const files = t.owner.client.storage.from('private-files');
    const raw = await files.upload(ownPath('raw.txt'), Buffer.from('raw bytes'), {
      contentType: 'text/plain;charset=UTF-8',
      metadata: { album: 'family' },
    });
    expect(raw.error).toBeNull();
    expect(raw.data).toMatchObject({
      path: ownPath('raw.txt'),
      fullPath: `private-files/${ownPath('raw.txt')}`,
    });
    const blob = await files.upload(ownPath('blob.txt'), text('from a blob'));
    expect(blob.error).toBeNull();
    const form = new FormData();
    form.append('', text('from a form'), 'form.txt');
    expect((await files.upload(ownPath('form.txt'), form)).error).toBeNull();

    const duplicate = await files.upload(ownPath('raw.txt'), Buffer.from('again'));
    expect(duplicate.error).toMatchObject({
      message: 'The resource already exists',
      statusCode: '409',
    });
    expect((await files.update(ownPath('raw.txt'), Buffer.from('updated'))).error).toBeNull();
    expect(
      (await files.upload(ownPath('raw.txt'), Buffer.from('upserted'), { upsert: true })).error,
    ).toBeNull();

    const download = await files.download(ownPath('raw.txt'));
    expect(await download.data!.text()).toBe('upserted');
    expect(await (await files.download(ownPath('form.txt'))).data!.text()).toBe('from a form');
    const info = await files.info(ownPath('blob.txt'));
    expect(info.data).toMatchObject({ size: 11, contentType: 'text/plain', metadata: {} });
    expect(await files.exists(ownPath('blob.txt'))).toMatchObject({ data: true });
    expect(await files.exists(ownPath('nothing.txt'))).toMatchObject({ data: false });
  });

  it('keeps another member and a visitor out of the owner folder', async () => {
    const path = ownPath('secret.txt');
    await t.owner.client.storage.from('private-files').upload(path, Buffer.from('secret'));
    for (const actor of [t.other, t.anon]) {
      const files = actor.client.storage.from('private-files');
      expect((await files.download(path)).error?.message).toBe('Object not found');
      expect((await files.info(path)).error?.message).toBe('Object not found');
      expect((await files.exists(path)).data).toBe(false);
      const overwrite = await files.upload(path, Buffer.from('mine now'), { upsert: true });
      expect(overwrite.error).not.toBeNull();
      expect((await files.createSignedUrl(path, 60)).error?.message).toBe('Object not found');
      expect((await files.move(path, `${t.other.userId}/stolen.txt`)).error).not.toBeNull();
      expect((await files.copy(path, `${t.other.userId}/copied.txt`)).error).not.toBeNull();
      // What the policies hide is skipped: nothing is removed.
      expect((await files.remove([path])).data).toEqual([]);
      expect((await files.list(t.owner.userId!)).data ?? []).toEqual([]);
    }
    const still = await t.owner.client.storage.from('private-files').download(path);
    expect(await still.data!.text()).toBe('secret');
  });

  it('refuses a member writing into another member folder', async () => {
    const result = await t.other.client.storage
      .from('private-files')
      .upload(ownPath('planted.txt'), Buffer.from('x'));
    expect(result.error).toMatchObject({
      message: 'new row violates row-level security policy',
      statusCode: '403',
    });
  });

  it('lets the service role read and write anywhere', async () => {
    const files = t.service.storage.from('private-files');
    expect((await files.upload('system/notice.txt', Buffer.from('hello'))).error).toBeNull();
    expect(await (await files.download('system/notice.txt')).data!.text()).toBe('hello');
  });
});

describe('list, move, copy and remove', () => {
  it('lists the owner folder one level at a time (v1) and flat or by folder (v2)', async () => {
    const files = t.owner.client.storage.from('private-files');
    for (const name of ['list/a.txt', 'list/b.txt', 'list/sub/c.txt'])
      await files.upload(ownPath(name), Buffer.from(name));
    const v1 = await files.list(ownPath('list'));
    expect(v1.data!.map((entry) => [entry.name, entry.id === null])).toEqual([
      ['a.txt', false],
      ['b.txt', false],
      ['sub', true],
    ]);
    const flat = await files.listV2({ prefix: ownPath('list/') });
    expect(flat.data!.objects.map((entry) => entry.name)).toEqual([
      ownPath('list/a.txt'),
      ownPath('list/b.txt'),
      ownPath('list/sub/c.txt'),
    ]);
    const paged = await files.listV2({ prefix: ownPath('list/'), with_delimiter: true, limit: 2 });
    expect(paged.data).toMatchObject({ hasNext: true });
    const next = await files.listV2({
      prefix: ownPath('list/'),
      with_delimiter: true,
      limit: 2,
      cursor: paged.data!.nextCursor,
    });
    expect(next.data).toMatchObject({
      hasNext: false,
      folders: [{ key: 'sub', name: ownPath('list/sub/') }],
    });
    const others = await t.other.client.storage
      .from('private-files')
      .listV2({ prefix: ownPath('') });
    expect(others.data).toMatchObject({ folders: [], objects: [] });
  });

  it('moves and copies within the owner folder, and removes', async () => {
    const files = t.owner.client.storage.from('private-files');
    await files.upload(ownPath('move-me.txt'), Buffer.from('moving'));
    expect((await files.move(ownPath('move-me.txt'), ownPath('moved.txt'))).data).toEqual({
      message: 'Successfully moved',
    });
    expect(await (await files.download(ownPath('moved.txt'))).data!.text()).toBe('moving');
    const copied = await files.copy(ownPath('moved.txt'), ownPath('copy.txt'));
    expect(copied.data).toEqual({ path: `private-files/${ownPath('copy.txt')}` });
    const escape = await files.move(ownPath('copy.txt'), `${t.other.userId}/taken.txt`);
    expect(escape.error).not.toBeNull();
    const removed = await files.remove([ownPath('moved.txt'), ownPath('copy.txt')]);
    expect(removed.data!.map((row) => row.name).sort()).toEqual([
      ownPath('copy.txt'),
      ownPath('moved.txt'),
    ]);
    expect((await files.exists(ownPath('copy.txt'))).data).toBe(false);
  });
});

describe('public bucket, signed URLs and signed uploads', () => {
  it('serves a public file to anyone at its public URL', async () => {
    const path = ownPath('hello.txt');
    await t.owner.client.storage.from('public-files').upload(path, Buffer.from('hello public'), {
      contentType: 'text/plain',
    });
    const { publicUrl } = t.anon.client.storage.from('public-files').getPublicUrl(path).data;
    const response = await fetch(publicUrl);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('hello public');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    const privateUrl = t.anon.client.storage.from('private-files').getPublicUrl(ownPath('raw.txt'));
    const refused = await fetch(privateUrl.data.publicUrl);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });

  it('lets the owner share a private file for a while through a signed URL', async () => {
    const files = t.owner.client.storage.from('private-files');
    await files.upload(ownPath('shared.txt'), Buffer.from('shared'));
    const { data } = await files.createSignedUrl(ownPath('shared.txt'), 60, { download: true });
    const response = await fetch(data!.signedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment;');
    expect(response.headers.get('expires')).not.toBeNull();
    expect(await response.text()).toBe('shared');
    const batch = await files.createSignedUrls([ownPath('shared.txt'), ownPath('none.txt')], 60);
    expect(batch.data!.map((entry) => entry.error)).toEqual([
      null,
      'Either the object does not exist or you do not have access to it',
    ]);
  });

  it('takes a signed upload without a session, once per name unless upsert', async () => {
    const files = t.owner.client.storage.from('private-files');
    const signed = await files.createSignedUploadUrl(ownPath('from-phone.txt'));
    expect(signed.error).toBeNull();
    const anonFiles = t.anon.client.storage.from('private-files');
    const first = await anonFiles.uploadToSignedUrl(
      ownPath('from-phone.txt'),
      signed.data!.token,
      Buffer.from('1'),
    );
    expect(first.error).toBeNull();
    const second = await anonFiles.uploadToSignedUrl(
      ownPath('from-phone.txt'),
      signed.data!.token,
      Buffer.from('2'),
    );
    expect(second.error).toMatchObject({ statusCode: '409' });
    const refused = await t.other.client.storage
      .from('private-files')
      .createSignedUploadUrl(ownPath('x.txt'));
    expect(refused.error?.message).toBe('new row violates row-level security policy');
  });
});

describe('limits and image transformation', () => {
  it('refuses files over the bucket limit and of types it does not allow', async () => {
    await t.service.storage.createBucket('small-images', {
      public: false,
      fileSizeLimit: '1kb',
      allowedMimeTypes: ['image/png'],
    });
    const files = t.service.storage.from('small-images');
    const big = await files.upload('big.png', Buffer.alloc(2000), { contentType: 'image/png' });
    expect(big.error).toMatchObject({
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    const jpeg = await files.upload('photo.jpg', Buffer.alloc(10), { contentType: 'image/jpeg' });
    expect(jpeg.error).toMatchObject({
      statusCode: '415',
      message: 'mime type image/jpeg is not supported',
    });
    expect(
      (await files.upload('ok.png', Buffer.alloc(10), { contentType: 'image/png' })).error,
    ).toBeNull();
  });

  it('renders a resized copy without metadata, for the owner and through a signed URL', async () => {
    const files = t.owner.client.storage.from('private-files');
    await files.upload(ownPath('photo.jpg'), await samplePhoto(640, 480), {
      contentType: 'image/jpeg',
    });
    const small = await files.download(ownPath('photo.jpg'), {
      transform: { width: 200, height: 100, resize: 'contain' },
    });
    expect(small.error).toBeNull();
    expect(small.data!.type).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await small.data!.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([133, 100]);
    expect(meta.exif).toBeUndefined();

    const signed = await files.createSignedUrl(ownPath('photo.jpg'), 60, {
      transform: { width: 100, height: 100, format: 'origin' },
    });
    const response = await fetch(signed.data!.signedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-transformations')).toBe(
      'height:100,width:100,resizing_type:fill,quality:80',
    );
    const other = await t.other.client.storage
      .from('private-files')
      .download(ownPath('photo.jpg'), {
        transform: { width: 50 },
      });
    expect(other.error?.message).toBe('Object not found');
  });

  it('refuses to render what is not a raster image', async () => {
    const files = t.owner.client.storage.from('private-files');
    await files.upload(
      ownPath('vector.svg'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      {
        contentType: 'image/svg+xml',
      },
    );
    const result = await files.download(ownPath('vector.svg'), { transform: { width: 10 } });
    expect(result.error?.message).toBe('The source image is invalid or unsupported for rendering');
  });
});

describe('browsers', () => {
  it('answers the CORS preflight of an upload and exposes what storage-js reads', async () => {
    const preflight = await fetch(`${t.server.url}/storage/v1/object/private-files/a.txt`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://example.org',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'authorization, apikey, x-client-info, content-type, x-upsert, x-metadata, cache-control',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-upsert');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
    const answer = await fetch(`${t.server.url}/storage/v1/bucket`, {
      headers: { Origin: 'https://example.org', Authorization: `Bearer ${t.owner.accessToken}` },
    });
    expect(answer.headers.get('access-control-expose-headers')).toContain('X-Transformations');
  });

  it('refuses names outside the storage character set, as storage-api does', async () => {
    const result = await t.owner.client.storage
      .from('private-files')
      .upload(ownPath('бака.jpg'), Buffer.from('x'));
    expect(result.error).toMatchObject({ statusCode: '400' });
    expect(result.error?.message).toMatch(/^Invalid key: /);
  });
});

describe('policies that read the upload', () => {
  it('let an insert policy check the MIME type of raw and multipart uploads before storing', async () => {
    await t.server.db.exec(`
      insert into storage.buckets (id, name) values ('images-only', 'images-only');
      create policy "members add images" on storage.objects for insert to authenticated
        with check (bucket_id = 'images-only' and metadata->>'mimetype' like 'image/%');`);
    const files = t.owner.client.storage.from('images-only');
    const text = await files.upload('note.txt', Buffer.from('x'), { contentType: 'text/plain' });
    expect(text.error?.message).toBe('new row violates row-level security policy');
    const image = await files.upload('pixel.png', Buffer.from('x'), { contentType: 'image/png' });
    expect(image.error).toBeNull();
    const textForm = new FormData();
    textForm.append('', new Blob(['x'], { type: 'text/plain' }), 'note.txt');
    expect((await files.upload('form-note.txt', textForm)).error?.message).toBe(
      'new row violates row-level security policy',
    );
    const imageForm = new FormData();
    imageForm.append('', new Blob(['x'], { type: 'image/png' }), 'pixel.png');
    expect((await files.upload('form-pixel.png', imageForm)).error).toBeNull();
    const { rows } = await t.server.db.query(
      "select name from storage.objects where bucket_id = 'images-only' order by name",
    );
    expect(rows).toEqual([{ name: 'form-pixel.png' }, { name: 'pixel.png' }]);
  });
});
