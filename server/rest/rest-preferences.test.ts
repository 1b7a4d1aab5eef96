import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../test/test-server.ts';
import { startRestTestServer } from './test/rest-test-server.ts';

/** Prefer: timezone, tx, the Preference-Applied order, and max-affected / CSV on RPC. */

let server: TestServer;
beforeAll(async () => {
  server = await startRestTestServer();
});
afterAll(() => server.close());

const call = (
  path: string,
  { method = 'GET', prefer, accept, body }: Record<string, string | undefined> = {},
) =>
  fetch(`${server.url}/rest/v1/${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${server.keys.serviceRoleKey}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(prefer === undefined ? {} : { Prefer: prefer }),
      ...(accept === undefined ? {} : { Accept: accept }),
    },
    ...(body === undefined ? {} : { body }),
  });

const tagNames = async (pattern: string) => {
  const { data } = await server
    .serviceClient()
    .from('fx_tags')
    .select('name')
    .like('name', pattern)
    .order('name');
  return data!.map((row) => row.name as string);
};

describe('Prefer: timezone', () => {
  it('sets the TimeZone of the transaction for a name PostgreSQL knows, and says so', async () => {
    const response = await call('fx_events?select=at:event_date::timestamptz&id=eq.1', {
      prefer: 'timezone=America/Los_Angeles',
    });
    expect(await response.json()).toEqual([{ at: '2026-03-01T00:00:00-08:00' }]);
    expect(response.headers.get('preference-applied')).toBe('timezone=America/Los_Angeles');
    const belgrade = await call('rpc/fx_timezone', { prefer: 'timezone=Europe/Belgrade' });
    expect(await belgrade.json()).toBe('Europe/Belgrade');
  });

  it('keeps the setting to its own request', async () => {
    const before = await (await call('rpc/fx_timezone')).json();
    await call('rpc/fx_timezone', { prefer: 'timezone=Asia/Tokyo' });
    expect(await (await call('rpc/fx_timezone')).json()).toBe(before);
  });

  it('applies to the rows a write returns', async () => {
    const response = await call('fx_events?id=eq.2&select=at:event_date::timestamptz', {
      method: 'PATCH',
      prefer: 'return=representation, timezone=Asia/Tokyo',
      body: JSON.stringify({ description: 'Saint Sava day, Tokyo time' }),
    });
    expect(await response.json()).toEqual([{ at: '2026-01-27T00:00:00+09:00' }]);
  });

  it('ignores an unknown zone (or one in the wrong case), and refuses it with handling=strict', async () => {
    for (const zone of ['Jupiter/Red_Spot', 'america/los_angeles', "UTC'; select 1"]) {
      const lenient = await call('rpc/fx_timezone', { prefer: `timezone=${zone}` });
      expect(lenient.status, zone).toBe(200);
      expect(lenient.headers.get('preference-applied'), zone).toBeNull();
    }
    const strict = await call('fx_cities', {
      prefer: 'handling=strict, timezone=Jupiter/Red_Spot',
    });
    expect(strict.status).toBe(400);
    expect(await strict.json()).toEqual({
      code: 'PGRST122',
      message: 'Invalid preferences given with handling=strict',
      details: 'Invalid preferences: timezone=Jupiter/Red_Spot',
      hint: null,
    });
  });
});

describe('Prefer: tx', () => {
  it('answers a write with tx=rollback as usual and keeps none of it (supabase-js .rollback())', async () => {
    const client = server.serviceClient();
    const inserted = await client
      .from('fx_tags')
      .insert([{ name: 'rb-one' }, { name: 'rb-two' }])
      .select('name')
      .rollback();
    expect(inserted).toMatchObject({ status: 201, error: null });
    expect(inserted.data).toEqual([{ name: 'rb-one' }, { name: 'rb-two' }]);
    expect(await tagNames('rb-%')).toEqual([]);

    const updated = await call('fx_tags?name=eq.music', {
      method: 'PATCH',
      prefer: 'return=representation, tx=rollback',
      body: JSON.stringify({ name: 'rb-music' }),
    });
    expect(await updated.json()).toEqual([{ id: 1, name: 'rb-music' }]);
    expect(updated.headers.get('preference-applied')).toBe('return=representation, tx=rollback');
    expect(await tagNames('%music')).toEqual(['music']);

    await client.from('fx_tags').insert({ name: 'kept-after-rollback' });
    const removed = await client
      .from('fx_tags')
      .delete({ count: 'exact' })
      .eq('name', 'kept-after-rollback')
      .rollback();
    expect(removed).toMatchObject({ status: 204, count: 1 });
    expect(await tagNames('kept-after-rollback')).toEqual(['kept-after-rollback']);
  });

  it('rolls back a writing function called with tx=rollback', async () => {
    const response = await call('rpc/fx_add_tag', {
      method: 'POST',
      prefer: 'tx=rollback',
      body: JSON.stringify({ tag_name: 'rb-rpc' }),
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('preference-applied')).toBe('tx=rollback');
    expect(await tagNames('rb-rpc')).toEqual([]);
  });

  it('commits with tx=commit, and refuses a bad tx value only with handling=strict', async () => {
    const committed = await call('fx_tags', {
      method: 'POST',
      prefer: 'tx=commit',
      body: JSON.stringify({ name: 'tx-kept' }),
    });
    expect(committed.status).toBe(201);
    expect(committed.headers.get('preference-applied')).toBe('tx=commit');
    expect(await tagNames('tx-kept')).toEqual(['tx-kept']);
    const bad = await call('fx_cities', { prefer: 'tx=maybe' });
    expect(bad.status).toBe(200);
    const strict = await call('fx_cities', { prefer: 'handling=strict, tx=maybe' });
    expect(await strict.json()).toMatchObject({
      code: 'PGRST122',
      details: 'Invalid preferences: tx=maybe',
    });
  });
});

describe('Preference-Applied', () => {
  it('lists the honoured preferences in PostgREST order, whatever order they came in', async () => {
    const response = await call('fx_tags?name=eq.nobody', {
      method: 'PATCH',
      prefer: 'handling=strict, tx=commit, count=exact, return=representation, missing=default',
      body: JSON.stringify({ name: 'x' }),
    });
    expect(response.headers.get('preference-applied')).toBe(
      'missing=default, return=representation, count=exact, tx=commit, handling=strict',
    );
  });
});

describe('max-affected and CSV on RPC', () => {
  it('counts the rows of a set-returning function and rolls back past the limit (400 PGRST124)', async () => {
    for (const name of ['ma-1', 'ma-2', 'ma-3'])
      await call('fx_tags', { method: 'POST', body: JSON.stringify({ name }) });
    const tooMany = await call('rpc/fx_delete_tags_like', {
      method: 'POST',
      prefer: 'handling=strict, max-affected=2',
      body: JSON.stringify({ pattern: 'ma-%' }),
    });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toEqual({
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: 'The query affects 3 rows',
      hint: null,
    });
    expect(await tagNames('ma-%')).toEqual(['ma-1', 'ma-2', 'ma-3']);
    const within = await call('rpc/fx_delete_tags_like', {
      method: 'POST',
      prefer: 'handling=strict, max-affected=3',
      body: JSON.stringify({ pattern: 'ma-%' }),
    });
    expect(within.status).toBe(200);
    expect(await within.json()).toHaveLength(3);
    expect(await tagNames('ma-%')).toEqual([]);
  });

  it('refuses max-affected on a function returning one value (400 PGRST128), only with handling=strict', async () => {
    const strict = await call('rpc/fx_add_numbers', {
      method: 'POST',
      prefer: 'handling=strict, max-affected=1',
      body: JSON.stringify({ a: 1 }),
    });
    expect(strict.status).toBe(400);
    expect(await strict.json()).toMatchObject({
      code: 'PGRST128',
      message:
        'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    });
    const lenient = await call('rpc/fx_add_numbers', {
      method: 'POST',
      prefer: 'max-affected=1',
      body: JSON.stringify({ a: 1 }),
    });
    expect(await lenient.json()).toBe(3);
  });

  it('answers rows of a function as CSV (supabase-js .csv()), not scalars', async () => {
    const rows = await server
      .client()
      .rpc('fx_search_all', { keyword: 'a' })
      .eq('type', 'organization')
      .order('id')
      .csv();
    expect(rows.error).toBeNull();
    expect(rows.data).toBe(
      'type,id,title\norganization,1,"Serbian Centre"\norganization,2,"Church of St. Sava"',
    );
    const one = await call('rpc/fx_first_city', { accept: 'text/csv' });
    expect(one.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await one.text()).toBe('id,name,name_sr_cyrl,province\n1,Toronto,Торонто,ON');
    const scalar = await call('rpc/fx_add_numbers?a=1', { accept: 'text/csv' });
    expect(scalar.status).toBe(406);
    expect(await scalar.json()).toMatchObject({ code: 'PGRST107' });
  });
});

describe('methods a resource does not take', () => {
  it('answers 405 PGRST101 on RPC and 405 PGRST117 on a table, with PostgREST messages', async () => {
    const rpc = await call('rpc/fx_is_admin', { method: 'DELETE' });
    expect(rpc.status).toBe(405);
    expect(await rpc.json()).toMatchObject({
      code: 'PGRST101',
      message: 'Cannot use the DELETE method on RPC',
    });
    const table = await call('fx_cities', { method: 'PURGE' });
    expect(table.status).toBe(405);
    expect(await table.json()).toMatchObject({
      code: 'PGRST117',
      message: 'Unsupported HTTP method: PURGE',
    });
  });
});
