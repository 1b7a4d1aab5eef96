import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../keys.ts';
import type { TestServer } from '../test/test-server.ts';
import { reloadSchemaCache } from './schema/schema-cache-store.ts';
import { errorOf, startRestTestServer, userA, userToken } from './test/rest-test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startRestTestServer();
});
afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = {}, init: RequestInit = {}) =>
  fetch(`${server.url}/rest/v1/${path}`, { ...init, headers });

describe('JWT handling', () => {
  it('answers 401 PGRST301 with WWW-Authenticate for a token it cannot verify', async () => {
    const forged = await signJwt({ role: 'service_role' }, 'x'.repeat(40));
    for (const authorization of [`Bearer ${forged}`, 'Bearer not.a.jwt', 'Bearer ', 'Basic abc']) {
      const response = await get('fx_cities', { Authorization: authorization });
      expect(response.status, authorization).toBe(401);
      expect((await errorOf(response)).code).toBe('PGRST301');
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
  });

  it('answers 401 PGRST303 "JWT expired" for an expired token', async () => {
    const expired = await userToken(server, userA, -120);
    const response = await get('fx_cities', { Authorization: `Bearer ${expired}` });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
    expect(response.headers.get('www-authenticate')).toContain('JWT expired');
  });

  it('refuses a role claim outside anon, authenticated and service_role', async () => {
    const token = await signJwt({ role: 'postgres' }, server.jwtSecret);
    const response = await get('fx_cities', { Authorization: `Bearer ${token}` });
    expect(response.status).toBe(401);
  });

  it('treats a token without a role claim as anon', async () => {
    const token = await signJwt({ sub: userA }, server.jwtSecret);
    const response = await get('fx_canary', { Authorization: `Bearer ${token}` });
    expect(response.status).toBe(401);
  });
});

describe('permissions', () => {
  it('refuses the canary table: 401 for anon, 403 for users and service_role', async () => {
    expect((await get('fx_canary')).status).toBe(401);
    const user = await get('fx_canary', {
      Authorization: `Bearer ${await userToken(server, userA)}`,
    });
    expect(user.status).toBe(403);
    expect((await errorOf(user)).code).toBe('42501');
    const service = await server.serviceClient().from('fx_canary').select();
    expect(service.status).toBe(403);
  });
});

describe('negotiation and errors', () => {
  it('answers 404 PGRST205 for an unknown table and 400 42703 for an unknown column', async () => {
    const table = await server.client().from('fx_nothing').select();
    expect(table).toMatchObject({ status: 404, error: { code: 'PGRST205' } });
    const column = await server.client().from('fx_cities').select('nope');
    expect(column).toMatchObject({ status: 400, error: { code: '42703' } });
  });

  it('answers 400 PGRST200 without a relationship (300 PGRST201: rest-relationships.test.ts)', async () => {
    const none = await server.client().from('fx_cities').select('*, fx_tags(*)');
    expect(none).toMatchObject({ status: 400, error: { code: 'PGRST200' } });
  });

  it('answers 406 PGRST106 for another schema and PGRST107 for an unknown media type', async () => {
    const schema = await get('fx_cities', { 'Accept-Profile': 'private' });
    expect(schema.status).toBe(406);
    expect((await errorOf(schema)).code).toBe('PGRST106');
    const media = await get('fx_cities', { Accept: 'application/xml' });
    expect(media.status).toBe(406);
    expect((await errorOf(media)).code).toBe('PGRST107');
  });

  it('reads Prefer leniently: joined, repeated, empty, unknown; the first occurrence wins', async () => {
    const headers = new Headers();
    headers.append('Prefer', '');
    headers.append('Prefer', 'foo=bar, count=exact,count=planned');
    headers.append('Prefer', 'return=representation');
    const response = await fetch(`${server.url}/rest/v1/fx_cities?select=id`, { headers });
    expect(response.headers.get('content-range')).toBe('0-2/3');
    expect(response.headers.get('preference-applied')).toBe('return=representation, count=exact');
  });

  it('answers 405 for methods a resource does not take, and never a stack trace', async () => {
    const put = await get('fx_cities', {}, { method: 'PUT' });
    expect(put.status).toBe(405);
    expect((await errorOf(put)).code).toBe('PGRST105');
    const rpcPatch = await get('rpc/fx_is_admin', {}, { method: 'PATCH' });
    expect(rpcPatch.status).toBe(405);
    expect((await errorOf(rpcPatch)).code).toBe('PGRST101');
  });

  it('answers 400 for values of the wrong type, never 500', async () => {
    for (const query of [
      'id=eq.abc',
      'id=in.(1,x)',
      'event_date=gt.someday',
      'select=id::nosuchtype',
    ]) {
      const response = await get(`fx_events?${query}`);
      expect(response.status, query).toBe(400);
      const body = await errorOf(response);
      expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
    }
  });
});

describe('database errors through the API (PROTOCOL.md 3.8)', () => {
  it('maps a foreign-key violation to 409, bad input to 400, an unknown operator to 404', async () => {
    const orphan = await server
      .serviceClient()
      .from('fx_event_tags')
      .insert({ event_id: 999, tag_id: 1 });
    expect(orphan).toMatchObject({ status: 409, error: { code: '23503' } });
    const badInteger = await server.client().from('fx_events').select('id').eq('id', 'abc');
    expect(badInteger).toMatchObject({ status: 400, error: { code: '22P02' } });
    // `->` on a text[] column: PostgreSQL has no such operator (42883), 404 as PostgREST.
    const operator = await server.client().from('fx_organizations').select('tags->0');
    expect(operator).toMatchObject({ status: 404, error: { code: '42883' } });
  });
});

describe('the statement timeout', () => {
  it('cuts off a runaway statement with 57014 on both engines, and the next request is served', async () => {
    // On PGlite as `npm start` opens it: on disk, where the budget stops and reopens the database.
    // Long enough for every other statement (the schema introspection too) on a busy machine.
    const limited = await startRestTestServer(
      { REST_STATEMENT_TIMEOUT_MS: '3000' },
      { embeddedOnDisk: true },
    );
    try {
      await limited.db.exec(
        'create function public.fx_slow() returns int language sql as $$ select count(*)::int from generate_series(1, 2000000000) $$;',
      );
      await reloadSchemaCache(limited.db);
      // 57014 is PostgreSQL's own proof that the timeout cancelled the statement (no wall-clock check).
      const { status, error } = await limited.client().rpc('fx_slow');
      expect(status).toBe(500);
      expect(error).toMatchObject({
        code: '57014',
        message: 'canceling statement due to statement timeout',
      });
      const after = await limited.client().from('fx_events').select('id').eq('id', 1);
      expect(after).toMatchObject({ status: 200, data: [{ id: 1 }] });
    } finally {
      await limited.close();
    }
  }, 120_000);
});
