import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../test/test-server.ts';
import { startRestTestServer, userA, userToken } from './test/rest-test-server.ts';

/**
 * Every postgrest-js method issue 4 lists (select with count and range, head,
 * single, maybeSingle, csv, insert single and bulk, upsert, update, delete,
 * rpc by POST, GET and HEAD), through the real client as anon, a signed-in
 * user and service_role, with what row-level security and grants allow each.
 */

type Role = 'anon' | 'user' | 'service';
let server: TestServer;
let clients: Record<Role, SupabaseClient>;

beforeAll(async () => {
  server = await startRestTestServer();
  clients = {
    anon: server.client(),
    user: server.client({ accessToken: await userToken(server, userA) }),
    service: server.serviceClient(),
  };
});
afterAll(() => server.close());

const visibleEventCount: Record<Role, number> = { anon: 3, user: 4, service: 5 };
const postgresRole: Record<Role, string> = {
  anon: 'anon',
  user: 'authenticated',
  service: 'service_role',
};

describe.each(['anon', 'user', 'service'] as Role[])('as %s', (role) => {
  const client = () => clients[role];
  /** anon may not: 401 with the PostgreSQL privilege error. */
  const refusedToAnon = (result: { status: number; error: { code: string } | null }) => {
    expect(result.status).toBe(401);
    expect(result.error?.code).toBe('42501');
  };

  it('select with count and range: 206 and the visible total', async () => {
    const page = await client()
      .from('fx_events')
      .select('id', { count: 'exact' })
      .order('id')
      .range(0, 1);
    expect(page).toMatchObject({ status: 206, count: visibleEventCount[role], error: null });
    expect(page.data).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('head with count: no body, the visible total', async () => {
    const head = await client().from('fx_events').select('*', { count: 'exact', head: true });
    expect(head).toMatchObject({ status: 200, data: null, count: visibleEventCount[role] });
  });

  it('single and maybeSingle on rows that only some roles see', async () => {
    const draft = await client().from('fx_events').select('title').eq('id', 4).single();
    if (role === 'anon')
      expect(draft).toMatchObject({ status: 406, error: { code: 'PGRST116' }, data: null });
    else expect(draft).toMatchObject({ status: 200, data: { title: 'Secret draft' } });
    const other = await client().from('fx_events').select('title').eq('id', 5).maybeSingle();
    expect(other.error).toBeNull();
    expect(other.data).toEqual(role === 'service' ? { title: 'Other draft' } : null);
  });

  it('csv', async () => {
    const csv = await client().from('fx_cities').select('name, province').order('id').csv();
    expect(csv.data).toBe('name,province\nToronto,ON\nChicago,IL\nVancouver,BC');
  });

  it('insert one row (minimal, then with select)', async () => {
    const minimal = await client()
      .from('fx_notes')
      .insert({ body: `${role} minimal` });
    expect(minimal).toMatchObject({ status: 201, data: null, error: null });
    const returned = await client()
      .from('fx_notes')
      .insert({ body: `${role} returned` })
      .select('body, owner_id')
      .single();
    // anon may insert notes but not read them back.
    if (role === 'anon') return refusedToAnon(returned);
    expect(returned.status).toBe(201);
    expect(returned.data).toEqual({
      body: `${role} returned`,
      owner_id: role === 'user' ? userA : null,
    });
  });

  it('insert several rows with columns= (bulk)', async () => {
    const rows = [{ body: `${role} bulk 1`, slug: `${role}-bulk-1` }, { body: `${role} bulk 2` }];
    if (role === 'anon') {
      // A visitor writes one row per request to a portal table (rest-limits.ts,
      // security/abuse/rest-volume.test.ts); this fixture table is not one, and
      // anon may insert notes but not read them back.
      const bulk = await client().from('fx_notes').insert(rows);
      expect(bulk).toMatchObject({ status: 201, error: null });
      return;
    }
    const bulk = await client().from('fx_notes').insert(rows).select('body, slug');
    expect(bulk.status).toBe(201);
    expect(bulk.data).toEqual([
      { body: `${role} bulk 1`, slug: `${role}-bulk-1` },
      { body: `${role} bulk 2`, slug: null },
    ]);
  });

  it('upsert on on_conflict: 201 when it inserts, 200 when it only merges', async () => {
    const upsert = () =>
      client()
        .from('fx_tags')
        .upsert({ name: `${role}-tag` }, { onConflict: 'name' })
        .select('name');
    const first = await upsert();
    if (role === 'anon') return refusedToAnon(first);
    expect(first).toMatchObject({ status: 201, data: [{ name: `${role}-tag` }] });
    const again = await upsert();
    expect(again).toMatchObject({ status: 200, data: [{ name: `${role}-tag` }] });
  });

  it('update with a filter and return=representation', async () => {
    const update = await client()
      .from('fx_events')
      .update({ description: `edited by ${role}` })
      .eq('id', 4)
      .select('id, description');
    if (role === 'anon') return refusedToAnon(update);
    expect(update).toMatchObject({
      status: 200,
      data: [{ id: 4, description: `edited by ${role}` }],
    });
    // Event 5 belongs to someone else: only service_role reaches it.
    const other = await client()
      .from('fx_events')
      .update({ description: `edited by ${role}` })
      .eq('id', 5)
      .select('id');
    expect(other.data).toEqual(role === 'service' ? [{ id: 5 }] : []);
  });

  it('delete with a filter and a count', async () => {
    const removal = await client()
      .from('fx_notes')
      .delete({ count: 'exact' })
      .like('body', '% bulk %');
    if (role === 'anon') return refusedToAnon(removal);
    // A user deletes only their own bulk notes; service_role every bulk note left
    // (its own two and the visitor's two).
    expect(removal).toMatchObject({ status: 204, count: role === 'user' ? 2 : 4 });
  });

  it('rpc by POST sees the role and claims', async () => {
    const { data } = await client().rpc('fx_request_context');
    expect(data).toMatchObject({ role: postgresRole[role], method: 'POST' });
  });

  it('rpc by GET and HEAD, filtered and counted under RLS', async () => {
    const found = await client()
      .rpc('fx_search_all', { keyword: 'draft' }, { get: true })
      .eq('type', 'event')
      .order('id');
    expect(found.error).toBeNull();
    const expected = { anon: [], user: [4], service: [4, 5] }[role];
    expect((found.data as { id: number }[]).map((row) => row.id)).toEqual(expected);
    const head = await client().rpc(
      'fx_search_all',
      { keyword: 'a' },
      { head: true, count: 'exact' },
    );
    expect(head).toMatchObject({ data: null, count: { anon: 3, user: 4, service: 5 }[role] });
  });

  it('rpc of a writing function: 204, or 401 for anon', async () => {
    const result = await client().rpc('fx_add_tag', { tag_name: `${role}-rpc-tag` });
    if (role === 'anon') return refusedToAnon(result);
    expect(result).toMatchObject({ status: 204, data: null, error: null });
  });
});
