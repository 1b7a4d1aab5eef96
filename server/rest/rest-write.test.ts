import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../test/test-server.ts';
import { startRestTestServer, userA, userB, userToken } from './test/rest-test-server.ts';

let server: TestServer;
let tokenA: string;
let tokenB: string;
beforeAll(async () => {
  server = await startRestTestServer();
  tokenA = await userToken(server, userA);
  tokenB = await userToken(server, userB);
});
afterAll(() => server.close());

const newEvent = (title: string) => ({
  title,
  event_date: '2026-06-01',
  status: 'pending_review',
  city_tag: 'toronto',
});

describe('inserts', () => {
  it('answers 201 with no body for return=minimal and Content-Range */*', async () => {
    const result = await server
      .client({ accessToken: tokenA })
      .from('fx_events')
      .insert(newEvent('Picnic'));
    expect(result).toMatchObject({ error: null, data: null, status: 201 });
    const raw = await fetch(`${server.url}/rest/v1/fx_notes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: server.keys.anonKey },
      body: JSON.stringify({ body: 'anonymous note' }),
    });
    expect(raw.status).toBe(201);
    expect(raw.headers.get('content-range')).toBe('*/*');
    expect(await raw.text()).toBe('');
  });

  it('returns the inserted rows, with embeds, for insert().select()', async () => {
    const { data, status } = await server
      .client({ accessToken: tokenA })
      .from('fx_events')
      .insert({ ...newEvent('Concert'), organization_id: 1 })
      .select('title, author_id, org:fx_organizations(name_en)')
      .single();
    expect(status).toBe(201);
    expect(data).toEqual({
      title: 'Concert',
      author_id: userA,
      org: { name_en: 'Serbian Centre' },
    });
  });

  it('inserts arrays with columns=, missing keys becoming null', async () => {
    const { data, error } = await server
      .client({ accessToken: tokenA })
      .from('fx_notes')
      .insert([{ body: 'one', slug: 'one' }, { body: 'two' }])
      .select('body, slug');
    expect(error).toBeNull();
    expect(data).toEqual([
      { body: 'one', slug: 'one' },
      { body: 'two', slug: null },
    ]);
  });

  it('gives keys missing from some objects NULL, or their DEFAULT with missing=default', async () => {
    const client = server.client({ accessToken: tokenA });
    const rows = [
      { title: 'No status', event_date: '2026-07-01' },
      { title: 'With status', event_date: '2026-07-02', status: 'pending_review' },
    ];
    // Without missing=default the first row's status is NULL, which the insert policy refuses.
    const nulls = await client.from('fx_events').insert(rows);
    expect(nulls).toMatchObject({ status: 403, error: { code: '42501' } });
    const defaults = await client
      .from('fx_events')
      .insert(rows, { defaultToNull: false })
      .select('title, status, author_id');
    expect(defaults.error).toBeNull();
    expect(defaults.data).toEqual([
      { title: 'No status', status: 'pending_review', author_id: userA },
      { title: 'With status', status: 'pending_review', author_id: userA },
    ]);
  });

  it('refuses rows that fail the insert policy: 401 for anon, 403 for a user', async () => {
    const anon = await server.client().from('fx_events').insert(newEvent('Sneaky'));
    expect(anon.status).toBe(401);
    expect(anon.error?.code).toBe('42501');
    const published = await server
      .client({ accessToken: tokenA })
      .from('fx_events')
      .insert({ ...newEvent('Self-published'), status: 'published' });
    expect(published.status).toBe(403);
    expect(published.error?.message).toContain('row-level security');
  });

  it('maps constraint violations: unique 409, not-null and check 400, bad input 400', async () => {
    const client = server.client({ accessToken: tokenA });
    await client.from('fx_notes').insert({ body: 'first', slug: 'dup' });
    const duplicate = await client.from('fx_notes').insert({ body: 'second', slug: 'dup' });
    expect(duplicate).toMatchObject({ status: 409, error: { code: '23505' } });
    const missing = await client.from('fx_events').insert({ title: 'No date' });
    expect(missing).toMatchObject({ status: 400, error: { code: '23502' } });
    const long = await client.from('fx_notes').insert({ body: 'x'.repeat(300) });
    expect(long).toMatchObject({ status: 400, error: { code: '23514' } });
    const badDate = await client
      .from('fx_events')
      .insert({ ...newEvent('Bad'), event_date: 'soon' });
    expect(badDate).toMatchObject({ status: 400, error: { code: '22007' } });
  });

  it('answers PGRST204 for an unknown column and PGRST102 for bad JSON or mismatched keys', async () => {
    const unknown = await server
      .serviceClient()
      .from('fx_tags')
      .insert({ name: 'x', colour: 'red' });
    expect(unknown).toMatchObject({ status: 400, error: { code: 'PGRST204' } });
    expect(unknown.error?.message).toBe(
      "Could not find the 'colour' column of 'fx_tags' in the schema cache",
    );
    const post = (body: string) =>
      fetch(`${server.url}/rest/v1/fx_tags`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${server.keys.serviceRoleKey}`,
        },
        body,
      });
    const invalid = await post('{"name": ');
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({
      code: 'PGRST102',
      message: 'Empty or invalid json',
    });
    const mismatched = await post('[{"name":"a"},{"id":99}]');
    expect(await mismatched.json()).toMatchObject({
      code: 'PGRST102',
      message: 'All object keys must match',
    });
  });
});

describe('upserts', () => {
  it('merges duplicates on the primary key or on on_conflict columns, or ignores them', async () => {
    const client = server.serviceClient();
    const merged = await client.from('fx_tags').upsert({ id: 1, name: 'songs' }).select('id, name');
    expect(merged.data).toEqual([{ id: 1, name: 'songs' }]);
    const byName = await client
      .from('fx_tags')
      .upsert({ name: 'songs' }, { onConflict: 'name', ignoreDuplicates: true })
      .select('id');
    expect(byName.error).toBeNull();
    expect(byName.data).toEqual([]);
    const { count } = await client
      .from('fx_tags')
      .select('*', { count: 'exact', head: true })
      .eq('name', 'songs');
    expect(count).toBe(1);
    const unknown = await client.from('fx_tags').upsert({ name: 'x' }, { onConflict: 'colour' });
    expect(unknown).toMatchObject({ status: 400, error: { code: '42703' } });
  });
});

describe('updates and deletes', () => {
  it('updates own rows: 204 minimal, 200 with the rows for representation', async () => {
    const client = server.client({ accessToken: tokenA });
    const minimal = await client.from('fx_events').update({ description: 'Updated' }).eq('id', 4);
    expect(minimal.status).toBe(204);
    const { data, status } = await client
      .from('fx_events')
      .update({ description: 'Again' })
      .eq('id', 4)
      .select('id, description');
    expect(status).toBe(200);
    expect(data).toEqual([{ id: 4, description: 'Again' }]);
  });

  it('silently matches nothing for rows that RLS hides', async () => {
    const client = server.client({ accessToken: tokenB });
    const update = await client
      .from('fx_events')
      .update({ description: 'Hacked' })
      .eq('id', 4)
      .select();
    expect(update).toMatchObject({ status: 200, data: [], error: null });
    const removal = await client.from('fx_events').delete().eq('id', 4);
    expect(removal.status).toBe(204);
    const still = await server
      .serviceClient()
      .from('fx_events')
      .select('description')
      .eq('id', 4)
      .single();
    expect(still.data).toEqual({ description: 'Again' });
  });

  it('deletes own rows and returns them on request, with a count', async () => {
    const client = server.client({ accessToken: tokenA });
    await client.from('fx_notes').insert({ body: 'to delete', slug: 'gone' });
    const { data, count, status } = await client
      .from('fx_notes')
      .delete({ count: 'exact' })
      .eq('slug', 'gone')
      .select('body');
    expect(status).toBe(200);
    expect(count).toBe(1);
    expect(data).toEqual([{ body: 'to delete' }]);
  });

  it('rolls a write back when single() finds more than one row', async () => {
    const client = server.serviceClient();
    const result = await client
      .from('fx_people')
      .update({ name: 'Same' })
      .in('id', [1, 2])
      .select()
      .single();
    expect(result.status).toBe(406);
    const { data } = await client.from('fx_people').select('name').order('id');
    expect(data).toEqual([{ name: 'Boss' }, { name: 'Worker' }]);
  });
});

// Last: the server answers before reading the whole body, which ends that connection.
describe('a write that fails while PostgreSQL prepares it (issue 24)', () => {
  it('answers the real error every time, never 26000 "prepared statement does not exist"', async () => {
    // `like` on an integer column: no such operator, found when the statement is parsed.
    const patch = () =>
      fetch(`${server.url}/rest/v1/fx_notes?id=like.1`, {
        method: 'PATCH',
        headers: {
          'Content-Type': 'application/json',
          apikey: server.keys.anonKey,
          Authorization: `Bearer ${tokenA}`,
        },
        body: JSON.stringify({ body: 'changed' }),
      });
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await patch();
      expect(((await response.json()) as { code: string }).code).toBe('42883');
    }
    const insert = await server
      .client({ accessToken: tokenA })
      .from('fx_notes')
      .insert({ body: 'after the failures' })
      .select('body')
      .single();
    expect(insert).toMatchObject({ error: null, data: { body: 'after the failures' } });
  });
});

describe('body limit', () => {
  it('answers 413 for a body over the limit', async () => {
    const response = await fetch(`${server.url}/rest/v1/fx_tags`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(1_100_000) }),
    });
    expect(response.status).toBe(413);
  });
});
