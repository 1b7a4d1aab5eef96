import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../test/test-server.ts';
import { schemaCacheFor } from './schema/schema-cache-store.ts';
import { startRestTestServer, userA, userToken } from './test/rest-test-server.ts';

/**
 * The app's own migrated schema (db/migrations), whatever it holds today:
 * every exposed table and view answers a read for each role without a server
 * error, and the SPEC's RPCs with no arguments answer.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startRestTestServer();
});
afterAll(() => server.close());

describe('the app schema through /rest/v1', () => {
  it('reads every table and view as anon, a user and service_role without a 5xx', async () => {
    const store = await schemaCacheFor(server.db);
    const names = [...store.current.relations.keys()].filter((name) => !name.startsWith('fx_'));
    const token = await userToken(server, userA);
    const clients = [
      server.client(),
      server.client({ accessToken: token }),
      server.serviceClient(),
    ];
    for (const name of names)
      for (const client of clients) {
        const { status, error } = await client.from(name).select('*', { count: 'exact' }).limit(1);
        expect(status, `${name}: ${JSON.stringify(error)}`).toBeLessThan(500);
      }
  });

  it('answers the boolean RPCs without arguments when the app defines them', async () => {
    const store = await schemaCacheFor(server.db);
    for (const name of ['is_admin', 'is_editor'].filter((fn) => store.current.functions.has(fn))) {
      const { data, error } = await server.client().rpc(name);
      expect(error, name).toBeNull();
      expect(data, name).toBe(false);
    }
  });

  it('runs the SPEC reads that embed and search, when the app defines them', async () => {
    const store = await schemaCacheFor(server.db);
    const client = server.client();
    if (store.current.relations.has('events') && store.current.relations.has('organizations')) {
      const events = await client
        .from('events')
        .select('*, organizations(name_en, name_sr_cyrl)')
        .eq('status', 'published')
        .order('event_date', { ascending: true });
      expect(events.error).toBeNull();
    }
    if (store.current.functions.has('search_all')) {
      const search = await client.rpc('search_all', { keyword: 'beograd' });
      expect(search.error).toBeNull();
      expect(Array.isArray(search.data)).toBe(true);
    }
  });
});
