import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../test/test-server.ts';
import { errorOf, startRestTestServer } from './test/rest-test-server.ts';

/**
 * Issue 34: a database dropped and recreated empty under the running server
 * (its migrations ledger, tables and functions gone) answered 404 and 500;
 * it is unavailable, so it answers 503 with Retry-After until it is migrated.
 */
describe('a database that lost its schema under the running server', () => {
  let server: TestServer;
  const get = (path: string) =>
    fetch(`${server.url}/rest/v1/${path}`, {
      headers: { apikey: server.keys.anonKey, Authorization: `Bearer ${server.keys.anonKey}` },
    });

  beforeAll(async () => {
    server = await startRestTestServer();
  });
  afterAll(() => server.close());

  it('answers a genuinely unknown table 404 while the schema is there', async () => {
    expect((await get('fx_events?select=id&id=eq.1')).status).toBe(200);
    const unknown = await get('no_such_table');
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).code).toBe('PGRST205');
  });

  it('answers 503 PGRST002 with Retry-After once the tables and the ledger are gone', async () => {
    await server.db.exec(
      'drop schema zajednica_migrations cascade; drop table public.fx_event_tags, public.fx_events cascade; drop function public.fx_search_all(text);',
    );
    // Wait out the check's memory of the healthy schema (it asks at most every 2 s).
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    for (const path of ['fx_events?select=id', 'rpc/fx_search_all?keyword=x', 'no_such_table']) {
      const response = await get(path);
      expect(response.status, path).toBe(503);
      expect(response.headers.get('retry-after'), path).not.toBeNull();
      expect((await errorOf(response)).code, path).toBe('PGRST002');
    }
  });

  it('answers a function 503 too when its table is gone', async () => {
    await server.db.exec('drop table public.memorial_candles cascade');
    const lit = await fetch(`${server.url}/functions/v1/light-candle`, {
      method: 'POST',
      headers: {
        apikey: server.keys.anonKey,
        Authorization: `Bearer ${server.keys.anonKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ memorialSlug: 'someone' }),
    });
    expect(lit.status).toBe(503);
    expect(lit.headers.get('retry-after')).not.toBeNull();
  });

  it('answers sign-in and sign-up 503 with Retry-After when the accounts are gone', async () => {
    await server.db.exec('drop schema auth cascade');
    for (const path of ['token?grant_type=password', 'signup', 'otp']) {
      const response = await fetch(`${server.url}/auth/v1/${path}`, {
        method: 'POST',
        headers: { apikey: server.keys.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'someone@example.com', password: 'a long password 1' }),
      });
      expect(response.status, path).toBe(503);
      expect(response.headers.get('retry-after'), path).not.toBeNull();
    }
  });
});
