import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageQueue } from '../images/image-queue.ts';
import { samplePhoto, startStorageServer, type StorageTestServer } from './test/storage-fixture.ts';

/**
 * /render/image decodes through the server's one image queue (shared with
 * uploads to /media): while the queue is full a render is refused at once
 * with storage-api's shape and Retry-After, and it renders again once the
 * queue has room.
 */
let t: StorageTestServer;
const path = () => `${t.owner.userId}/queued.jpg`;

beforeAll(async () => {
  t = await startStorageServer();
  await t.owner.client.storage
    .from('private-files')
    .upload(path(), await samplePhoto(320, 240), { contentType: 'image/jpeg' });
});
afterAll(async () => {
  await t?.server.close();
});

function render() {
  return fetch(
    `${t.server.url}/storage/v1/render/image/authenticated/private-files/${path()}?width=100`,
    { headers: { Authorization: `Bearer ${t.owner.accessToken}`, apikey: t.server.keys.anonKey } },
  );
}

describe('/render/image under load', () => {
  it('answers 503 SlowDown while the image queue is full, and renders once it has room', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const occupying = Array.from({ length: imageQueue.concurrency + imageQueue.maxWaiting }, () =>
      imageQueue.run(() => held),
    );
    expect(imageQueue.size).toEqual({
      running: imageQueue.concurrency,
      waiting: imageQueue.maxWaiting,
    });
    const busy = await render();
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('10');
    expect(await busy.json()).toMatchObject({ statusCode: '503', error: 'Service Unavailable' });

    release();
    await Promise.all(occupying);
    const rendered = await render();
    expect(rendered.status).toBe(200);
    expect(rendered.headers.get('content-type')).toBe('image/jpeg');
  });
});
