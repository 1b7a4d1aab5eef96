import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../server/keys.ts';
import { storageWriteLimits } from '../../server/storage/storage-limits.ts';
import {
  startStorageServer,
  type StorageTestServer,
} from '../../server/storage/test/storage-fixture.ts';
import { RawRequestCut, rawRequest } from '../raw-http.ts';

/**
 * /storage/v1 attacked: object names that try to leave the store, another
 * member's files and buckets, expired and tampered signed URLs, uploads
 * over the limit (announced or streamed), and an upload flood.
 */

const fileSizeLimit = 10_000;
let t: StorageTestServer;

beforeAll(async () => {
  t = await startStorageServer({ STORAGE_FILE_SIZE_LIMIT: String(fileSizeLimit) });
});
afterAll(async () => {
  await t?.server.close();
});

const storageUrl = () => `${t.server.url}/storage/v1`;
const ownPath = (file: string) => `${t.owner.userId}/${file}`;
const bearer = (token: string | null) => ({ Authorization: `Bearer ${token}` });

/** Every file under DATA_DIR/storage, relative to it. */
async function storedFiles(): Promise<string[]> {
  const root = path.resolve(t.server.config.dataDir, 'storage');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe('object names', () => {
  it('refuses names that climb, hide or control, and writes nothing outside the store', async () => {
    const names = [
      '../escape.txt',
      `${t.owner.userId}/../../escape.txt`,
      `${t.owner.userId}//x.txt`,
      '/etc/passwd',
      `${t.owner.userId}/a\\..\\b.txt`,
      `${t.owner.userId}/tab\there.txt`,
      `${t.owner.userId}/new\nline.txt`,
      `${t.owner.userId}/nul\u0000.txt`,
    ];
    for (const name of names) {
      // Dots percent-encoded too, so the name reaches the storage routes as written.
      const encoded = name
        .split('/')
        .map((segment) => encodeURIComponent(segment).replace(/\./g, '%2E'))
        .join('/');
      const answer = await rawRequest(t.server.url, `/storage/v1/object/private-files/${encoded}`, {
        method: 'POST',
        headers: { ...bearer(t.owner.accessToken), 'Content-Type': 'text/plain' },
        body: 'planted',
      });
      // A dot segment is resolved by the URL parser itself (no route: 404); any other name is refused.
      expect([400, 404], name).toContain(answer.status);
      expect(JSON.parse(answer.body).code, name).toMatch(/^(InvalidKey|InvalidRequest)$/);
    }
    // Unencoded dot segments in the raw path never reach another route or folder either.
    const raw = await rawRequest(
      t.server.url,
      '/storage/v1/object/private-files/../../../etc/passwd',
      {
        headers: bearer(t.owner.accessToken),
      },
    );
    expect(raw.status).toBeGreaterThanOrEqual(400);
    expect(raw.status).toBeLessThan(500);
    expect(raw.body).not.toContain('root:');
    expect((await storedFiles()).every((file) => file.startsWith(`objects${path.sep}`))).toBe(true);
    const { rows } = await t.server.db.query('select name from storage.objects');
    expect(rows).toEqual([]);
  });

  it('keys bytes by version, never by the name a client chose', async () => {
    await t.owner.client.storage
      .from('private-files')
      .upload(ownPath('..hidden....txt'), Buffer.from('dots are fine inside a name'));
    const files = await storedFiles();
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(file).toMatch(/^objects\/[0-9a-f]{2}\/[0-9a-f-]{36}$/);
  });
});

describe("another member's files and buckets", () => {
  beforeAll(async () => {
    await t.owner.client.storage
      .from('private-files')
      .upload(ownPath('diary.txt'), Buffer.from('dear diary'));
  });

  it('cannot read, overwrite, move, copy, sign or remove them', async () => {
    const files = t.other.client.storage.from('private-files');
    const target = ownPath('diary.txt');
    expect((await files.download(target)).error?.message).toBe('Object not found');
    expect((await files.update(target, Buffer.from('defaced'))).error?.message).toBe(
      'new row violates row-level security policy',
    );
    expect((await files.upload(target, Buffer.from('x'), { upsert: true })).error).not.toBeNull();
    expect((await files.move(target, `${t.other.userId}/diary.txt`)).error?.message).toBe(
      'Object not found',
    );
    expect((await files.copy(target, `${t.other.userId}/diary.txt`)).error?.message).toBe(
      'Object not found',
    );
    expect((await files.createSignedUrl(target, 60)).error?.message).toBe('Object not found');
    expect((await files.createSignedUploadUrl(target, { upsert: true })).error).not.toBeNull();
    expect((await files.remove([target])).data).toEqual([]);
    const single = await fetch(`${storageUrl()}/object/private-files/${target}`, {
      method: 'DELETE',
      headers: bearer(t.other.accessToken),
    });
    expect(await single.json()).toMatchObject({ statusCode: '404' });
    const still = await t.owner.client.storage.from('private-files').download(target);
    expect(await still.data!.text()).toBe('dear diary');
  });

  it('cannot change, empty or delete buckets, nor pass for the service role', async () => {
    const storage = t.other.client.storage;
    expect((await storage.updateBucket('private-files', { public: true })).error?.message).toBe(
      'Bucket not found',
    );
    expect((await storage.emptyBucket('private-files')).error?.message).toBe(
      'Access denied: Invalid role',
    );
    expect((await storage.deleteBucket('private-files')).error?.message).toBe('Bucket not found');
    const forged = await signJwt(
      { role: 'service_role' },
      'a-different-secret-of-at-least-32-characters',
    );
    const answer = await fetch(`${storageUrl()}/bucket/private-files/empty`, {
      method: 'POST',
      headers: { ...bearer(forged), 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(await answer.json()).toMatchObject({
      statusCode: '403',
      message: 'signature verification failed',
    });
    expect((await t.service.storage.getBucket('private-files')).data?.public).toBe(false);
    expect(
      (await t.owner.client.storage.from('private-files').exists(ownPath('diary.txt'))).data,
    ).toBe(true);
  });
});

describe('signed URLs', () => {
  let signedUrl: string;
  beforeAll(async () => {
    const files = t.owner.client.storage.from('private-files');
    await files.upload(ownPath('signed.txt'), Buffer.from('for one reader'));
    signedUrl = (await files.createSignedUrl(ownPath('signed.txt'), 600)).data!.signedUrl;
  });
  const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

  it('refuses an expired token', async () => {
    const files = t.owner.client.storage.from('private-files');
    const { data } = await files.createSignedUrl(ownPath('signed.txt'), 1);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const answer = await fetch(data!.signedUrl);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      code: 'InvalidJWT',
      message: '"exp" claim timestamp check failed',
    });
  });

  it('refuses a token moved to another file, altered, forged with the API secret or of the other scope', async () => {
    const token = tokenOf(signedUrl);
    const otherFile = `${storageUrl()}/object/sign/private-files/${ownPath('diary.txt')}?token=${token}`;
    expect(await (await fetch(otherFile)).json()).toMatchObject({ message: 'Invalid signature' });

    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const widened = Buffer.from(
      JSON.stringify({ ...claims, url: `private-files/${ownPath('diary.txt')}` }),
    ).toString('base64url');
    const tampered = `${storageUrl()}/object/sign/private-files/${ownPath('diary.txt')}?token=${header}.${widened}.${signature}`;
    expect(await (await fetch(tampered)).json()).toMatchObject({
      code: 'InvalidJWT',
      message: 'signature verification failed',
    });

    const forged = await signJwt(
      {
        url: `private-files/${ownPath('diary.txt')}`,
        scope: 'download',
        exp: Math.floor(Date.now() / 1000) + 60,
      },
      t.server.jwtSecret,
    );
    const withApiSecret = `${storageUrl()}/object/sign/private-files/${ownPath('diary.txt')}?token=${forged}`;
    expect(await (await fetch(withApiSecret)).json()).toMatchObject({
      message: 'signature verification failed',
    });

    const asUpload = await fetch(
      `${storageUrl()}/object/upload/sign/private-files/${ownPath('signed.txt')}?token=${token}`,
      {
        method: 'PUT',
        body: 'overwritten',
      },
    );
    expect(await asUpload.json()).toMatchObject({ message: 'Token is not scoped for upload' });
    const noToken = await fetch(
      `${storageUrl()}/object/sign/private-files/${ownPath('signed.txt')}`,
    );
    expect(await noToken.json()).toMatchObject({ code: 'InvalidJWT' });
    expect(await (await fetch(signedUrl)).text()).toBe('for one reader');
  });

  it('keeps an upload token to the one name it was made for', async () => {
    const files = t.owner.client.storage.from('private-files');
    const { data } = await files.createSignedUploadUrl(ownPath('only-this.txt'));
    const elsewhere = await fetch(
      `${storageUrl()}/object/upload/sign/private-files/${ownPath('diary.txt')}?token=${data!.token}`,
      { method: 'PUT', body: 'overwritten' },
    );
    expect(await elsewhere.json()).toMatchObject({ message: 'Invalid signature' });
    const download = await fetch(
      `${storageUrl()}/object/sign/private-files/${ownPath('only-this.txt')}?token=${data!.token}`,
    );
    expect(await download.json()).toMatchObject({ message: 'Token is not scoped for download' });
  });
});

describe('oversized uploads', () => {
  const tooBig = Buffer.alloc(fileSizeLimit + 1, 1);

  it('refuses an announced size over the limit before reading it', async () => {
    const answer = await rawRequest(
      t.server.url,
      `/storage/v1/object/private-files/${ownPath('big.bin')}`,
      {
        method: 'POST',
        headers: { ...bearer(t.owner.accessToken), 'Content-Type': 'application/octet-stream' },
        body: tooBig,
      },
    );
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: '413' });
  });

  it('stops a streamed (chunked) body at the limit and keeps none of it', async () => {
    const before = await storedFiles();
    const stream = Readable.from(
      (function* () {
        for (let i = 0; i < 20; i++) yield Buffer.alloc(1000, 2);
      })(),
    );
    const answer = await fetch(`${storageUrl()}/object/private-files/${ownPath('stream.bin')}`, {
      method: 'POST',
      headers: { ...bearer(t.owner.accessToken), 'Content-Type': 'application/octet-stream' },
      body: Readable.toWeb(stream) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    expect(await answer.json()).toMatchObject({ statusCode: '413' });
    expect(await storedFiles()).toEqual(before);
    expect(
      (await t.owner.client.storage.from('private-files').exists(ownPath('stream.bin'))).data,
    ).toBe(false);
  });

  it('stops reading a streamed JSON body past 1 MB instead of reading it whole', async () => {
    // Until issue 35's suite a chunked body was read whole first: 300 MB grew the server by 850 MB.
    const body = Buffer.alloc(64 * 1024 * 1024, 0x20);
    body.write('{"prefix": "');
    body.write('"}', body.length - 2);
    for (const route of ['object/list/public-files', 'object/sign/public-files']) {
      // The server answers 413 and closes the connection; the client, still writing, may see
      // the close (EPIPE, ECONNRESET) before the answer. Either way it stopped reading early.
      const answer = await rawRequest(t.server.url, `/storage/v1/${route}`, {
        method: 'POST',
        headers: { ...bearer(t.owner.accessToken), 'Content-Type': 'application/json' },
        body,
        chunked: true,
      }).catch((error: unknown) => {
        if (!(error instanceof RawRequestCut)) throw error;
        expect(['EPIPE', 'ECONNRESET'], route).toContain(error.code);
        return { body: undefined, bodyBytesSent: error.bodyBytesSent };
      });
      if (answer.body !== undefined)
        expect(JSON.parse(answer.body), route).toMatchObject({ statusCode: '413' });
      expect(answer.bodyBytesSent, route).toBeLessThan(16 * 1024 * 1024);
    }
  });

  it('refuses a multipart file over the limit', async () => {
    const form = new FormData();
    form.append('', new Blob([tooBig]), 'big.bin');
    const result = await t.owner.client.storage
      .from('private-files')
      .upload(ownPath('form-big.bin'), form);
    expect(result.error).toMatchObject({ statusCode: '413' });
  });
});

describe('upload flood', () => {
  it('answers 429 past the per-minute write limit and stores nothing more', async () => {
    const flooder = t.other;
    const files = flooder.client.storage.from('private-files');
    const limit = storageWriteLimits[0]!.limit;
    const statuses: number[] = [];
    for (let i = 0; i < limit + 5; i++) {
      const answer = await fetch(
        `${storageUrl()}/object/private-files/${flooder.userId}/flood-${i}.txt`,
        {
          method: 'POST',
          headers: {
            ...bearer(flooder.accessToken),
            'Content-Type': 'text/plain',
            'X-Forwarded-For': `203.0.113.${i}`,
          },
          body: 'flood',
        },
      );
      statuses.push(answer.status);
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(5);
    const listed = await files.list(flooder.userId!, { limit: 1000 });
    expect(listed.data!.length).toBeLessThanOrEqual(limit);
  });
});
