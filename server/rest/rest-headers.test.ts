import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../test/test-server.ts';
import { errorOf, startRestTestServer, userA, userToken } from './test/rest-test-server.ts';

/**
 * Location / Content-Location, return=headers-only, CSV, PUT, upsert 200,
 * handling=strict and max-affected, as PostgREST answers them.
 */

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startRestTestServer();
  token = await userToken(server, userA);
});
afterAll(() => server.close());

const call = (
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
) =>
  fetch(`${server.url}/rest/v1/${path}`, {
    method: init.method ?? 'GET',
    headers: {
      apikey: server.keys.anonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });

describe('Location and Content-Location', () => {
  it('answers return=headers-only with 201, no body and the Location of the new row', async () => {
    const response = await call('fx_tags', {
      method: 'POST',
      headers: { Prefer: 'return=headers-only' },
      body: { name: 'poetry' },
    });
    expect(response.status).toBe(201);
    expect(await response.text()).toBe('');
    const location = response.headers.get('location')!;
    expect(location).toMatch(/^\/fx_tags\?id=eq\.\d+$/);
    const row = (await (await call(location.slice(1))).json()) as { name: string }[];
    expect(row).toEqual([expect.objectContaining({ name: 'poetry' })]);
  });

  it('adds Location to return=representation of one row, not of several, nor to minimal', async () => {
    const one = await call('fx_tags', {
      method: 'POST',
      headers: { Prefer: 'return=representation' },
      body: { name: 'theatre' },
    });
    expect(one.status).toBe(201);
    const [created] = (await one.json()) as { id: number }[];
    expect(one.headers.get('location')).toBe(`/fx_tags?id=eq.${created!.id}`);
    const many = await call('fx_tags', {
      method: 'POST',
      headers: { Prefer: 'return=representation' },
      body: [{ name: 'sport' }, { name: 'chess' }],
    });
    expect(many.status).toBe(201);
    expect(many.headers.get('location')).toBeNull();
    const minimal = await call('fx_tags', { method: 'POST', body: { name: 'choir' } });
    expect(minimal.headers.get('location')).toBeNull();
  });

  it('names the read resource in Content-Location, query keys sorted', async () => {
    const response = await call('fx_cities?select=id,name&order=id.asc&id=gt.1');
    expect(response.status).toBe(200);
    const location = response.headers.get('content-location')!;
    expect(location.startsWith('/fx_cities?')).toBe(true);
    expect([...new URLSearchParams(location.split('?')[1])]).toEqual([
      ['id', 'gt.1'],
      ['order', 'id.asc'],
      ['select', 'id,name'],
    ]);
  });
});

describe('Accept: text/csv', () => {
  it('answers CSV through supabase-js .csv(): header line, record text, quoted values', async () => {
    const { data, error, status } = await server
      .client()
      .from('fx_organizations')
      .select('id,name_en,category,tags')
      .order('id')
      .csv();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toBe(
      [
        'id,name_en,category,tags',
        '1,"Serbian Centre",culture,"{folk,dance}"',
        '2,"Church of St. Sava",church,{church}',
      ].join('\n'),
    );
  });

  it('sends text/csv, empty nulls, and an empty body for no rows', async () => {
    const response = await call('fx_cities?select=id,name,province&id=eq.1', {
      headers: { Accept: 'text/csv' },
    });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await response.text()).toBe('id,name,province\n1,Toronto,ON');
    const nulls = await call('fx_events?select=id,organization_id&id=eq.3', {
      headers: { Accept: 'text/csv' },
    });
    expect(await nulls.text()).toBe('id,organization_id\n3,');
    const none = await call('fx_cities?id=eq.999', { headers: { Accept: 'text/csv' } });
    expect(none.status).toBe(200);
    expect(await none.text()).toBe('');
  });

  it('answers a write with return=representation as CSV too', async () => {
    const response = await call('fx_tags?select=name', {
      method: 'POST',
      headers: { Accept: 'text/csv', Prefer: 'return=representation' },
      body: { name: 'opera' },
    });
    expect(response.status).toBe(201);
    expect(await response.text()).toBe('name\nopera');
  });
});

describe('PUT: single-row upsert by primary key', () => {
  it('inserts (201) then replaces (200) with return=representation; 204 without', async () => {
    const put = (name: string, prefer?: string) =>
      call('fx_tags?id=eq.500', {
        method: 'PUT',
        headers: prefer ? { Prefer: prefer } : {},
        body: { id: 500, name },
      });
    const created = await put('painting', 'return=representation');
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual([{ id: 500, name: 'painting' }]);
    const replaced = await put('sculpture', 'return=representation');
    expect(replaced.status).toBe(200);
    expect(await replaced.json()).toEqual([{ id: 500, name: 'sculpture' }]);
    const minimal = await put('pottery');
    expect(minimal.status).toBe(204);
    const { data } = await server.client().from('fx_tags').select('name').eq('id', 500);
    expect(data).toEqual([{ name: 'pottery' }]);
  });

  it('refuses filters other than eq on every key column, limits, and a mismatching body', async () => {
    for (const query of [
      'fx_tags',
      'fx_tags?id=gt.5',
      'fx_tags?id=eq.5&name=eq.x',
      'fx_tags?name=eq.x',
    ]) {
      const response = await call(query, { method: 'PUT', body: { id: 5, name: 'x' } });
      expect(response.status, query).toBe(405);
      expect((await errorOf(response)).code).toBe('PGRST105');
    }
    const limited = await call('fx_tags?id=eq.5&limit=1', {
      method: 'PUT',
      body: { id: 5, name: 'x' },
    });
    expect(limited.status).toBe(400);
    expect((await errorOf(limited)).code).toBe('PGRST114');
    const mismatch = await call('fx_tags?id=eq.5', { method: 'PUT', body: { id: 6, name: 'x' } });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.json()).toMatchObject({
      code: 'PGRST115',
      message: 'Payload values do not match URL in primary key column(s)',
    });
  });
});

describe('upsert status', () => {
  it('answers 200 when merge-duplicates only updated rows, 201 when it inserted one', async () => {
    const client = server.client({ accessToken: token });
    const updated = await client.from('fx_tags').upsert({ id: 1, name: 'music' }).select();
    expect(updated.error).toBeNull();
    expect(updated.status).toBe(200);
    const inserted = await client
      .from('fx_tags')
      .upsert([
        { id: 1, name: 'music' },
        { id: 900, name: 'comedy' },
      ])
      .select();
    expect(inserted.status).toBe(201);
    expect(inserted.data).toHaveLength(2);
  });
});

describe('Prefer: handling=strict and max-affected', () => {
  it('refuses unknown preferences with handling=strict (400 PGRST122), ignores them otherwise', async () => {
    const strict = await call('fx_cities', {
      headers: { Prefer: 'handling=strict, count=exact, foo=bar' },
    });
    expect(strict.status).toBe(400);
    expect(await strict.json()).toMatchObject({
      code: 'PGRST122',
      details: 'Invalid preferences: foo=bar',
    });
    const lenient = await call('fx_cities', { headers: { Prefer: 'handling=lenient, foo=bar' } });
    expect(lenient.status).toBe(200);
    const timezone = await call('fx_cities', {
      headers: { Prefer: 'handling=strict, tx=rollback' },
    });
    expect(timezone.status).toBe(200);
  });

  it('rolls back a write affecting more rows than max-affected (400 PGRST124)', async () => {
    for (const name of ['a1', 'a2', 'a3'])
      await call('fx_tags', { method: 'POST', body: { name } });
    const tooMany = await call('fx_tags?name=like.a*', {
      method: 'DELETE',
      headers: { Prefer: 'handling=strict, max-affected=2' },
    });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: 'The query affects 3 rows',
    });
    const { count } = await server
      .client()
      .from('fx_tags')
      .select('*', { count: 'exact', head: true })
      .like('name', 'a*');
    expect(count).toBe(3);

    const update = await call('fx_tags?name=eq.a1', {
      method: 'PATCH',
      headers: { Prefer: 'handling=strict, max-affected=1' },
      body: { name: 'a1b' },
    });
    expect(update.status).toBe(204);
    expect(update.headers.get('preference-applied')).toBe('handling=strict, max-affected=1');
    // Without handling=strict the limit is not applied (as PostgREST).
    const lenient = await call('fx_tags?name=like.a*', {
      method: 'DELETE',
      headers: { Prefer: 'max-affected=1' },
    });
    expect(lenient.status).toBe(204);
  });
});
