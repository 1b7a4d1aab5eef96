import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet } from '../test/raw-get.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * The headers every API answer carries (request id, CORS, security headers,
 * Vary) and its gzip, on the real server: the middlewares set them on the
 * Node response before the handler runs (server/http/with-response-headers.ts).
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  // Enough rows for a JSON answer over compress()'s 1 kB threshold.
  await server.db.exec(`
    insert into public.provinces_states (code, name, name_sr_cyrl, country, timezone)
    select chr(88 + n / 26) || chr(65 + n % 26), 'Test province ' || n, 'Тест покрајина ' || n,
      'Canada', 'America/Toronto'
    from generate_series(0, 39) as n`);
});
afterAll(() => server.close());

const restPath =
  '/rest/v1/provinces_states?select=code,name,name_sr_cyrl&name=like.Test*&order=code';

describe('API answers', () => {
  it('carry the request id, CORS, security headers and Vary, uncompressed when gzip is not asked for', async () => {
    const auth = { apikey: server.keys.anonKey, Authorization: `Bearer ${server.keys.anonKey}` };
    const response = await rawGet(server, restPath, auth);
    expect(response.status).toBe(200);
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-expose-headers']).toContain('Content-Range');
    expect(response.headers['access-control-expose-headers']).toContain('X-Request-Id');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-range']).toBe('0-39/*');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    const rows = JSON.parse(response.body.toString()) as { code: string }[];
    expect(rows).toHaveLength(40);
    expect(rows[0]).toEqual({
      code: 'XA',
      name: 'Test province 0',
      name_sr_cyrl: 'Тест покрајина 0',
    });
  });

  it('are gzipped for clients that accept it', async () => {
    const auth = { apikey: server.keys.anonKey, Authorization: `Bearer ${server.keys.anonKey}` };
    const plain = await rawGet(server, restPath, auth);
    const zipped = await rawGet(server, restPath, { ...auth, 'Accept-Encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.headers['access-control-allow-origin']).toBe('*');
    expect(zipped.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(gunzipSync(zipped.body).toString()).toBe(plain.body.toString());
  });

  it('are sent as they are below 1 kB, even to clients that accept gzip', async () => {
    const auth = { apikey: server.keys.anonKey, Authorization: `Bearer ${server.keys.anonKey}` };
    const small = await rawGet(server, '/rest/v1/provinces_states?select=code&code=eq.XA', {
      ...auth,
      'Accept-Encoding': 'gzip, deflate, br',
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(small.body.toString())).toEqual([{ code: 'XA' }]);
  });

  it('carry CORS and the request id on errors too', async () => {
    const response = await rawGet(server, '/rest/v1/no_such_table', {
      apikey: server.keys.anonKey,
    });
    expect(response.status).toBe(404);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(response.body.toString())).toMatchObject({ code: 'PGRST205' });
  });

  it('name Accept-Encoding in Vary on JSON of unknown length, as compress() does', async () => {
    const response = await rawGet(server, '/health', {});
    expect(response.status).toBe(200);
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
