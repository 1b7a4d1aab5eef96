import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../test/test-server.ts';
import { startRestTestServer, userA, userToken } from './test/rest-test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startRestTestServer();
});
afterAll(() => server.close());

describe('rpc through supabase-js', () => {
  it('calls a function without arguments that returns a boolean', async () => {
    expect(await server.client().rpc('fx_is_admin')).toMatchObject({ data: false, status: 200 });
    expect((await server.serviceClient().rpc('fx_is_admin')).data).toBe(true);
  });

  it('calls a set-returning function with filters, order and range', async () => {
    const { data } = await server
      .client()
      .rpc('fx_search_all', { keyword: 'a' })
      .eq('type', 'organization')
      .order('title');
    expect(data).toEqual([
      { type: 'organization', id: 2, title: 'Church of St. Sava' },
      { type: 'organization', id: 1, title: 'Serbian Centre' },
    ]);
    const counted = await server
      .client()
      .rpc('fx_search_all', { keyword: 'a' }, { count: 'exact' })
      .range(0, 0);
    expect(counted).toMatchObject({ count: 3, status: 206 });
  });

  it('embeds relations on functions that return table rows', async () => {
    const { data } = await server
      .client()
      .rpc('fx_events_in', { city: 'chicago' })
      .select('title, fx_organizations(name_en)');
    expect(data).toEqual([
      { title: 'Slava lunch', fx_organizations: { name_en: 'Church of St. Sava' } },
    ]);
  });

  it('fills defaults, returns scalars, composites and sets of scalars', async () => {
    expect((await server.client().rpc('fx_add_numbers', { a: 40 })).data).toBe(42);
    expect((await server.client().rpc('fx_add_numbers', { a: 1, b: 1 }, { get: true })).data).toBe(
      2,
    );
    expect((await server.client().rpc('fx_first_city')).data).toEqual({
      id: 1,
      name: 'Toronto',
      name_sr_cyrl: 'Торонто',
      province: 'ON',
    });
    expect((await server.client().rpc('fx_event_ids')).data).toEqual([1, 2, 3]);
    expect((await server.client().rpc('fx_echo', { any: ['thing'] })).data).toEqual({
      any: ['thing'],
    });
  });

  it('counts a single-value function as one row with count=exact (issue 24)', async () => {
    for (const options of [{ count: 'exact' as const }, { count: 'exact' as const, head: true }]) {
      const result = await server.client().rpc('fx_add_numbers', { a: 40 }, options);
      expect(result).toMatchObject({ error: null, count: 1, status: 200 });
    }
    const first = await server.client().rpc('fx_first_city', undefined, { count: 'exact' });
    expect(first).toMatchObject({ count: 1, data: { id: 1 } });
    // Without a count, the total stays unknown, as PostgREST answers.
    const raw = await fetch(`${server.url}/rest/v1/rpc/fx_add_numbers?a=1`, {
      headers: { apikey: server.keys.anonKey },
    });
    expect(raw.headers.get('content-range')).toBe('0-0/*');
  });

  it('answers 300 PGRST203 when f() and f(text default …) both fit a call without arguments', async () => {
    const ambiguous = await server.client().rpc('fx_overloaded');
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error).toMatchObject({
      code: 'PGRST203',
      message:
        'Could not choose the best candidate function between: public.fx_overloaded(), public.fx_overloaded( => text)',
    });
    // Alone, the unnamed text parameter with a default is called with its default.
    expect(await server.client().rpc('fx_unnamed_default')).toMatchObject({
      error: null,
      data: 'hello',
    });
  });

  it('answers 204 for void functions and runs them in a writable transaction', async () => {
    const result = await server
      .client({ accessToken: await userToken(server, userA) })
      .rpc('fx_add_tag', {
        tag_name: 'dance',
      });
    expect(result).toMatchObject({ status: 204, data: null, error: null });
    const { count } = await server
      .client()
      .from('fx_tags')
      .select('*', { count: 'exact', head: true })
      .eq('name', 'dance');
    expect(count).toBe(1);
  });

  it('runs GET calls read-only: a writing function answers 405', async () => {
    const result = await server.serviceClient().rpc('fx_add_tag', { tag_name: 'x' }, { get: true });
    expect(result).toMatchObject({ status: 405, error: { code: '25006' } });
  });

  it('answers 404 PGRST202 for an unknown function or argument name', async () => {
    const missing = await server.client().rpc('fx_nope');
    expect(missing).toMatchObject({ status: 404, error: { code: 'PGRST202' } });
    const wrongArg = await server.client().rpc('fx_add_numbers', { a: 1, c: 2 });
    expect(wrongArg.status).toBe(404);
    expect(wrongArg.error?.message).toBe(
      'Could not find the function public.fx_add_numbers(a, c) in the schema cache',
    );
  });

  it('maps RAISE EXCEPTION to 400 with the message and hint', async () => {
    const result = await server.client().rpc('fx_fail_with', { message: 'Nope, not today' });
    expect(result).toMatchObject({
      status: 400,
      error: { code: 'P0001', message: 'Nope, not today', hint: 'a hint' },
    });
  });

  it('lets a function choose status, headers and body with RAISE SQLSTATE PGRST', async () => {
    const response = await fetch(`${server.url}/rest/v1/rpc/fx_raise_custom`, { method: 'POST' });
    expect(response.status).toBe(402);
    expect(response.headers.get('x-quota')).toBe('0');
    expect(await response.json()).toEqual({
      code: '123',
      message: 'Payment required',
      details: 'Quota exceeded',
      hint: 'Upgrade',
    });
    const broken = await server.client().rpc('fx_raise_unparsable');
    expect(broken.status).toBe(500);
    expect(broken.error).toEqual({
      code: 'PGRST121',
      message: `Could not parse JSON in the "RAISE SQLSTATE 'PGRST'" error`,
      details: "Invalid JSON value for MESSAGE: 'not json'",
      hint: "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'.",
    });
  });

  it('sets role, claims, method, path and headers for SQL', async () => {
    const anon = await fetch(`${server.url}/rest/v1/rpc/fx_request_context`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Test-Header': 'hello' },
      body: '{}',
    });
    expect(await anon.json()).toEqual({
      role: 'anon',
      claims: { role: 'anon' },
      method: 'POST',
      path: '/rpc/fx_request_context',
      header: 'hello',
    });
    const token = await userToken(server, userA);
    const { data } = await server
      .client({ accessToken: token })
      .rpc('fx_request_context', {}, { get: true });
    expect(data).toMatchObject({
      role: 'authenticated',
      claims: { sub: userA, role: 'authenticated', aud: 'authenticated' },
      method: 'GET',
    });
  });
});
