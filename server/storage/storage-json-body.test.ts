import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { StorageError } from './storage-error.ts';
import { jsonBody } from './storage-json-body.ts';

/** jsonBody alone: what a storage call's JSON body may be, and how much of a big one is read. */
const app = new Hono();
app.post('/', async (c) => {
  try {
    return c.json({ body: await jsonBody(c) });
  } catch (error) {
    if (error instanceof StorageError) return c.json({ statusCode: error.statusCode });
    throw error;
  }
});

/** A chunked body of `megabytes` 1 MB pieces, made only as they are read; `pulled` counts them. */
function streamedBody(megabytes: number) {
  const counter = { pulled: 0 };
  const piece = new Uint8Array(1024 * 1024).fill(0x20);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled === megabytes) return controller.close();
      counter.pulled += 1;
      controller.enqueue(piece);
    },
  });
  return { stream, counter };
}

const post = (body: string | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  app.request('/', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

describe('jsonBody', () => {
  it('answers the object, and {} for no body', async () => {
    expect(await (await post('{"prefix": "a/"}')).json()).toEqual({ body: { prefix: 'a/' } });
    expect(await (await post('')).json()).toEqual({ body: {} });
  });

  it('refuses a body over 1 MB', async () => {
    const body = `{"pad": "${' '.repeat(1_048_576)}"}`;
    expect(await (await post(body)).json()).toEqual({ statusCode: '413' });
  });

  it('stops reading a streamed body past 1 MB instead of reading it whole', async () => {
    const { stream, counter } = streamedBody(64);
    expect(await (await post(stream)).json()).toEqual({ statusCode: '413' });
    expect(counter.pulled).toBeLessThanOrEqual(3);
  });
});
