import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../test/test-server.ts';
import { startRestTestServer } from './test/rest-test-server.ts';

/** Aggregates in select (PostgREST db-aggregates-enabled), on and off. */

describe('with REST_AGGREGATES_ENABLED=true', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startRestTestServer({ REST_AGGREGATES_ENABLED: 'true' });
  });
  afterAll(() => server.close());

  it('counts per group of the other selected columns, under RLS', async () => {
    const { data, error } = await server
      .client()
      .from('fx_events')
      .select('city_tag, count()')
      .order('city_tag');
    expect(error).toBeNull();
    expect(data).toEqual([
      { city_tag: 'chicago', count: 1 },
      { city_tag: 'toronto', count: 2 },
    ]);
  });

  it('sums, averages and finds extremes over all rows, with aliases and casts', async () => {
    const { data, error } = await server
      .client()
      .from('fx_events')
      .select('total:id.sum(), id.max(), id.min(), id.avg()::int, id::text.max()');
    expect(error).toBeNull();
    // max of the ids as text comes last, under its own key.
    expect(data).toEqual([{ total: 6, max: '3', min: 1, avg: 2 }]);
  });

  it('aggregates inside an embedded resource, per parent row', async () => {
    const { data, error } = await server
      .client()
      .from('fx_organizations')
      .select('name_en, fx_events(count())')
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name_en: 'Serbian Centre', fx_events: [{ count: 1 }] },
      { name_en: 'Church of St. Sava', fx_events: [{ count: 1 }] },
    ]);
  });

  it('counts with count=exact the rows before grouping, as PostgREST (206 when groups < rows)', async () => {
    const grouped = await server
      .client()
      .from('fx_events')
      .select('city_tag, count()', { count: 'exact' })
      .order('city_tag');
    expect(grouped.error).toBeNull();
    expect(grouped.data).toEqual([
      { city_tag: 'chicago', count: 1 },
      { city_tag: 'toronto', count: 2 },
    ]);
    // PostgREST's count query is the filtered rows without the GROUP BY.
    expect(grouped).toMatchObject({ count: 3, status: 206 });
    const head = await server
      .client()
      .from('fx_events')
      .select('count()', { count: 'exact', head: true })
      .eq('city_tag', 'toronto');
    expect(head).toMatchObject({ count: 2, data: null });
  });

  it('answers one aggregate row as an object with single(), and aggregates on RPC rows', async () => {
    const single = await server
      .client()
      .from('fx_events')
      .select('total:count(), last:event_date.max()')
      .single();
    expect(single.data).toEqual({ total: 3, last: '2026-03-01' });
    const rpc = await server
      .client()
      .rpc('fx_search_all', { keyword: 'a' })
      .select('type, count()')
      .order('type');
    expect(rpc.data).toEqual([
      { type: 'event', count: 1 },
      { type: 'organization', count: 2 },
    ]);
  });

  it('answers 400, never 500, for an order on a column that is neither grouped nor aggregated', async () => {
    const { status, error } = await server
      .client()
      .from('fx_events')
      .select('city_tag, count()')
      .order('id');
    expect(status).toBe(400);
    expect(error?.code).toBe('42803');
  });

  it('filters before aggregating', async () => {
    const { data } = await server
      .client()
      .from('fx_events')
      .select('count()')
      .eq('city_tag', 'toronto');
    expect(data).toEqual([{ count: 2 }]);
  });
});

describe('with aggregates disabled (the default)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startRestTestServer();
  });
  afterAll(() => server.close());

  it('answers 400 PGRST123, also inside embeds and for RPC', async () => {
    for (const select of ['count()', 'id.sum()', 'title,fx_organizations(id.max())']) {
      const { error, status } = await server.client().from('fx_events').select(select);
      expect(status, select).toBe(400);
      expect(error).toMatchObject({
        code: 'PGRST123',
        message: 'Use of aggregate functions is not allowed',
      });
    }
    const rpc = await server.client().rpc('fx_search_all', { keyword: 'a' }).select('count()');
    expect(rpc.error?.code).toBe('PGRST123');
  });

  it('counts an embed with rel(count), the count PostgREST keeps outside the aggregates (issue 24)', async () => {
    const { data, error } = await server
      .client()
      .from('fx_organizations')
      .select('name_en, fx_events(count), n:fx_events(total:count)')
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name_en: 'Serbian Centre', fx_events: [{ count: 1 }], n: [{ total: 1 }] },
      { name_en: 'Church of St. Sava', fx_events: [{ count: 1 }], n: [{ total: 1 }] },
    ]);
    // `count` next to other columns stays a column name: 42703 as before.
    const mixed = await server.client().from('fx_organizations').select('fx_events(id, count)');
    expect(mixed.error?.code).toBe('42703');
  });
});
