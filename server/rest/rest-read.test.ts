import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../test/test-server.ts';
import { errorOf, startRestTestServer, userA, userToken } from './test/rest-test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startRestTestServer();
});
afterAll(() => server.close());

describe('reads through supabase-js, as anon', () => {
  it('lists published events by date with their organization names', async () => {
    const { data, error, status } = await server
      .client()
      .from('fx_events')
      .select('title, event_date, organization:fx_organizations(name_en, name_sr_cyrl)')
      .eq('status', 'published')
      .order('event_date', { ascending: true });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([
      {
        title: 'Slava lunch',
        event_date: '2026-01-27',
        organization: { name_en: 'Church of St. Sava', name_sr_cyrl: 'Црква Светог Саве' },
      },
      { title: 'Film evening', event_date: '2026-02-10', organization: null },
      {
        title: 'Folk night',
        event_date: '2026-03-01',
        organization: { name_en: 'Serbian Centre', name_sr_cyrl: 'Српски центар' },
      },
    ]);
  });

  it('hides rows that row-level security hides, in the table and in embeds', async () => {
    const events = await server.client().from('fx_events').select('title');
    expect(events.data!.map((row) => row.title).sort()).toEqual([
      'Film evening',
      'Folk night',
      'Slava lunch',
    ]);
    const cities = await server
      .client()
      .from('fx_cities')
      .select('name, fx_organizations(name_en)')
      .eq('name', 'Toronto')
      .single();
    expect(cities.data).toEqual({
      name: 'Toronto',
      fx_organizations: [{ name_en: 'Serbian Centre' }],
    });
  });

  it('counts exactly and pages with range, answering 206 for a partial page', async () => {
    const page = await server
      .client()
      .from('fx_events')
      .select('id', { count: 'exact' })
      .order('id')
      .range(1, 1);
    expect(page.status).toBe(206);
    expect(page.count).toBe(3);
    expect(page.data).toEqual([{ id: 2 }]);
    const all = await server.client().from('fx_events').select('id', { count: 'exact' });
    expect(all.status).toBe(200);
    expect(all.count).toBe(3);
    const head = await server
      .client()
      .from('fx_events')
      .select('*', { count: 'exact', head: true });
    expect(head.count).toBe(3);
    expect(head.data).toBeNull();
  });

  it('filters with or + ilike, contains, in and textSearch', async () => {
    const client = server.client();
    const search = await client
      .from('fx_events')
      .select('title')
      .or('title.ilike.%film%,description.ilike.%sava%')
      .order('title');
    expect(search.data).toEqual([{ title: 'Film evening' }, { title: 'Slava lunch' }]);
    const tagged = await client
      .from('fx_organizations')
      .select('name_en')
      .contains('tags', ['folk']);
    expect(tagged.data).toEqual([{ name_en: 'Serbian Centre' }]);
    const json = await client
      .from('fx_organizations')
      .select('name_en')
      .contains('meta', { founded: 1905 });
    expect(json.data).toEqual([{ name_en: 'Church of St. Sava' }]);
    const listed = await client.from('fx_events').select('id').in('id', [1, 3, 4]).order('id');
    expect(listed.data).toEqual([{ id: 1 }, { id: 3 }]);
    const fts = await client
      .from('fx_events')
      .select('title')
      .textSearch('search', 'folk & night', { config: 'simple' });
    expect(fts.data).toEqual([{ title: 'Folk night' }]);
    const web = await client
      .from('fx_events')
      .select('title')
      .textSearch('search', 'saint sava', { type: 'websearch', config: 'simple' });
    expect(web.data).toEqual([{ title: 'Slava lunch' }]);
    // On a text column to_tsvector() would run over every row: refused, with the way out.
    const onText = await client
      .from('fx_events')
      .select('title')
      .textSearch('description', 'saint sava', { type: 'websearch' });
    expect(onText).toMatchObject({
      status: 400,
      error: {
        code: 'PGRST191',
        message: "Full-text search is not available on 'description' of 'fx_events'",
      },
    });
  });

  it('keeps only parents with a match for !inner embeds and filters the embed', async () => {
    const { data } = await server
      .client()
      .from('fx_events')
      .select('title, org:fx_organizations!inner(name_en)')
      .eq('org.name_en', 'Serbian Centre');
    expect(data).toEqual([{ title: 'Folk night', org: { name_en: 'Serbian Centre' } }]);
  });

  it('embeds many-to-many and one-to-one relations and orders embedded rows', async () => {
    const { data } = await server
      .client()
      .from('fx_events')
      .select('title, fx_tags(name), fx_organizations(name_en, fx_profiles(bio))')
      .eq('id', 1)
      .order('name', { referencedTable: 'fx_tags', ascending: false })
      .single();
    expect(data).toEqual({
      title: 'Folk night',
      fx_tags: [{ name: 'music' }, { name: 'food' }],
      fx_organizations: {
        name_en: 'Serbian Centre',
        fx_profiles: { bio: 'A centre for everyone' },
      },
    });
  });

  it('answers single() with 406 PGRST116 unless exactly one row, and maybeSingle() with null', async () => {
    const none = await server.client().from('fx_events').select('id').eq('id', 999).single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
    const many = await server.client().from('fx_events').select('id').single();
    expect(many.error?.details).toBe('The result contains 3 rows');
    const maybe = await server.client().from('fx_events').select('id').eq('id', 999).maybeSingle();
    expect(maybe).toMatchObject({ data: null, error: null, status: 200 });
    const one = await server
      .client()
      .from('fx_cities')
      .select('name')
      .ilike('name', 'toronto')
      .maybeSingle();
    expect(one.data).toEqual({ name: 'Toronto' });
  });

  it('orders by a column of a to-one embed', async () => {
    const { data } = await server
      .client()
      .from('fx_organizations')
      .select('name_en, fx_cities(name)')
      .order('fx_cities(name)', { ascending: false });
    expect(data!.map((row) => row.name_en)).toEqual(['Serbian Centre', 'Church of St. Sava']);
  });
});

describe('reads as a signed-in user and as service_role', () => {
  it('shows the user their own drafts and nobody else’s', async () => {
    const token = await userToken(server, userA);
    const { data } = await server
      .client({ accessToken: token })
      .from('fx_events')
      .select('title')
      .eq('status', 'pending_review');
    expect(data).toEqual([{ title: 'Secret draft' }]);
  });

  it('shows service_role every row', async () => {
    const { count } = await server
      .serviceClient()
      .from('fx_organizations')
      .select('*', { count: 'exact', head: true });
    expect(count).toBe(3);
  });
});

describe('the wire format', () => {
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/rest/v1/${path}`, { headers });

  it('sends Content-Range on every read', async () => {
    const empty = await get('fx_events?id=eq.999');
    expect(empty.headers.get('content-range')).toBe('*/*');
    expect(await empty.json()).toEqual([]);
    const counted = await get('fx_events?id=eq.999', { Prefer: 'count=exact' });
    expect(counted.headers.get('content-range')).toBe('*/0');
    const page = await get('fx_events?select=id&order=id&limit=2', { Prefer: 'count=exact' });
    expect(page.status).toBe(206);
    expect(page.headers.get('content-range')).toBe('0-1/3');
    expect(page.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('honours the Range header and answers 416 past the end', async () => {
    const ranged = await get('fx_events?select=id&order=id', {
      Range: '1-2',
      'Range-Unit': 'items',
    });
    expect(await ranged.json()).toEqual([{ id: 2 }, { id: 3 }]);
    expect(ranged.headers.get('content-range')).toBe('1-2/*');
    const reversed = await get('fx_events', { Range: '2-1' });
    expect(reversed.status).toBe(416);
    expect(await reversed.json()).toMatchObject({
      code: 'PGRST103',
      details:
        'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
    });
    const beyond = await get('fx_events?offset=10', { Prefer: 'count=exact' });
    expect(beyond.status).toBe(416);
    expect((await errorOf(beyond)).code).toBe('PGRST103');
  });

  it('caps responses at REST_MAX_ROWS', async () => {
    const capped = await startRestTestServer({ REST_MAX_ROWS: '2' });
    try {
      const response = await fetch(`${capped.url}/rest/v1/fx_events?select=id`);
      expect(await response.json()).toHaveLength(2);
    } finally {
      await capped.close();
    }
  });

  it('answers the single-object media type and strips nulls on request', async () => {
    const single = await get('fx_cities?select=name&id=eq.1', {
      Accept: 'application/vnd.pgrst.object+json',
    });
    expect(single.headers.get('content-type')).toBe(
      'application/vnd.pgrst.object+json; charset=utf-8',
    );
    expect(await single.json()).toEqual({ name: 'Toronto' });
    const stripped = await get('fx_events?select=id,organization_id&id=eq.3', {
      Accept: 'application/vnd.pgrst.array+json;nulls=stripped',
    });
    expect(await stripped.json()).toEqual([{ id: 3 }]);
    // .single().stripNulls(): one object without its null keys (issue 24).
    const singleStripped = await get('fx_events?select=id,organization_id&id=eq.3', {
      Accept: 'application/vnd.pgrst.object+json;nulls=stripped',
    });
    expect(singleStripped.status).toBe(200);
    expect(await singleStripped.json()).toEqual({ id: 3 });
    const tooMany = await get('fx_events?select=id', {
      Accept: 'application/vnd.pgrst.object+json;nulls=stripped',
    });
    expect(tooMany.status).toBe(406);
  });

  it('casts selected values and reads JSON paths', async () => {
    const response = await get(
      'fx_organizations?select=id::text,founded:meta->founded,email:meta->contact->>email&id=eq.1',
    );
    expect(await response.json()).toEqual([{ id: '1', founded: 1970, email: 'c@example.org' }]);
  });
});
