import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../db/seed/factories.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { accessToken, createActors, type Actors } from './test-actors.ts';

/** DESIGN.md §4: the server records the submitter's IP; the client cannot set or read it. */

const rows = {
  organizations: () => ({ name_en: 'IP Org', category: 'culture', city_tag: 'toronto' }),
  events: () => ({ title_en: 'IP Event', event_date: '2030-05-01', city_tag: 'toronto' }),
  news: () => ({ title_en: 'IP News', content_en: 'Body' }),
};
type Table = keyof typeof rows;

async function storedIp(server: TestServer, table: Table, id: string) {
  const { rows: found } = await server.db.query<{ ip: string | null }>(
    'select host(ip) as ip from public.submitter_ips where table_name = $1 and row_id = $2',
    [table, id],
  );
  return found[0]?.ip;
}

/** A signed-in supabase-js client that also sends X-Forwarded-For. */
async function forwardingClient(server: TestServer, forwardedFor: string) {
  const user = await buildUser(server.db, { email: `fwd-${randomUUID()}@example.com` });
  const token = await accessToken(server, user.id, user.email);
  return createClient(server.url, server.keys.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Realtime is unused; Node 20 has no WebSocket for its constructor.
    realtime: { transport: (globalThis.WebSocket ?? Object) as never },
    global: { headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': forwardedFor } },
  });
}

describe('submitter IP without a trusted proxy', () => {
  let server: TestServer;
  let actors: Actors;
  beforeAll(async () => {
    server = await startTestServer();
    actors = await createActors(server);
  });
  afterAll(() => server.close());

  it('records the peer address for each table and ignores X-Forwarded-For', async () => {
    const client = await forwardingClient(server, '203.0.113.7');
    for (const table of Object.keys(rows) as Table[]) {
      const id = randomUUID();
      const { error } = await client.from(table).insert({ id, ...rows[table]() });
      expect(error).toBeNull();
      expect(await storedIp(server, table, id)).toBe('127.0.0.1');
    }
  });

  it('does not let the client send its own submitter_ip', async () => {
    const id = randomUUID();
    const { error } = await actors.owner.client
      .from('organizations')
      .insert({ id, ...rows.organizations(), submitter_ip: '198.51.100.1' });
    expect(error?.code).toBe('PGRST204');
    expect(await storedIp(server, 'organizations', id)).toBeUndefined();
  });

  it('is readable by editors only and writable by nobody through the API', async () => {
    const id = randomUUID();
    expect(
      (await actors.owner.client.from('news').insert({ id, ...rows.news() })).error,
    ).toBeNull();
    for (const name of ['anon', 'owner', 'other'] as const) {
      const { data, error } = await actors[name].client.from('submitter_ips').select('*');
      if (name === 'anon') expect(error?.code).toBe('42501');
      else expect(data).toEqual([]);
    }
    const { data } = await actors.editor.client.from('submitter_ips').select('ip').eq('row_id', id);
    expect(data).toEqual([{ ip: '127.0.0.1' }]);
    const forged = await actors.editor.client
      .from('submitter_ips')
      .update({ ip: '192.0.2.1' })
      .eq('row_id', id);
    expect(forged.error?.code).toBe('42501');
    const rowsLeft = await actors.owner.client.from('news').select('id').eq('id', id);
    expect(rowsLeft.data).toHaveLength(1);
  });

  it('forgets the address when the row is deleted', async () => {
    const id = randomUUID();
    await actors.owner.client.from('events').insert({ id, ...rows.events() });
    expect(await storedIp(server, 'events', id)).toBe('127.0.0.1');
    expect((await actors.owner.client.from('events').delete().eq('id', id)).error).toBeNull();
    expect(await storedIp(server, 'events', id)).toBeUndefined();
  });
});

describe('submitter IP behind a trusted proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: 'loopback' });
  });
  afterAll(() => server.close());

  it('takes the client from X-Forwarded-For, read from the right', async () => {
    const client = await forwardingClient(server, '198.51.100.9, 203.0.113.7');
    const id = randomUUID();
    const { error } = await client.from('organizations').insert({ id, ...rows.organizations() });
    expect(error).toBeNull();
    expect(await storedIp(server, 'organizations', id)).toBe('203.0.113.7');
  });
});
