import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../test/test-server.ts';
import { reloadSchemaCache } from './schema/schema-cache-store.ts';
import { startRestTestServer, userA, userToken } from './test/rest-test-server.ts';

/**
 * Every filter and ordering of postgrest-js, through the real client, as
 * anon, a signed-in user and service_role. Each case names the rows it
 * matches among all rows; each role must get exactly those it may see
 * (row-level security), in the same order.
 */

type Role = 'anon' | 'user' | 'service';
let server: TestServer;
let clients: Record<Role, SupabaseClient>;

beforeAll(async () => {
  server = await startRestTestServer();
  // A range column for the range operators: each event lasts two days.
  await server.db.exec(`
    alter table public.fx_events add column during daterange;
    update public.fx_events set during = daterange(event_date, event_date + 2);
  `);
  await reloadSchemaCache(server.db);
  clients = {
    anon: server.client(),
    user: server.client({ accessToken: await userToken(server, userA) }),
    service: server.serviceClient(),
  };
});
afterAll(() => server.close());

/** fx_events rows each role sees: published ones, the user's own draft (4), everything. */
const visibleEvents: Record<Role, number[]> = {
  anon: [1, 2, 3],
  user: [1, 2, 3, 4],
  service: [1, 2, 3, 4, 5],
};
/** fx_organizations: published (1, 2) for anon and users, the draft (3) too for service_role. */
const visibleOrganizations: Record<Role, number[]> = {
  anon: [1, 2],
  user: [1, 2],
  service: [1, 2, 3],
};

type Query = (client: SupabaseClient) => PromiseLike<{ data: unknown; error: unknown }>;

const events = (client: SupabaseClient, select = 'id') => client.from('fx_events').select(select);

const eventCases: [string, Query, number[]][] = [
  ['eq', (c) => events(c).eq('city_tag', 'toronto').order('id'), [1, 3, 4, 5]],
  ['neq', (c) => events(c).neq('city_tag', 'toronto').order('id'), [2]],
  ['gt', (c) => events(c).gt('event_date', '2026-03-01').order('id'), [4, 5]],
  ['gte', (c) => events(c).gte('event_date', '2026-03-01').order('id'), [1, 4, 5]],
  ['lt', (c) => events(c).lt('event_date', '2026-02-10').order('id'), [2]],
  ['lte', (c) => events(c).lte('event_date', '2026-02-10').order('id'), [2, 3]],
  ['like', (c) => events(c).like('title', '%draft').order('id'), [4, 5]],
  ['ilike', (c) => events(c).ilike('title', '%DRAFT').order('id'), [4, 5]],
  ['likeAnyOf', (c) => events(c).likeAnyOf('title', ['Folk%', 'Film%']).order('id'), [1, 3]],
  ['ilikeAllOf', (c) => events(c).ilikeAllOf('title', ['%E%', '%N%']).order('id'), [3]],
  ['match (regex)', (c) => events(c).filter('title', 'match', '^S').order('id'), [2, 4]],
  ['imatch', (c) => events(c).filter('title', 'imatch', '^s').order('id'), [2, 4]],
  ['is null', (c) => events(c).is('organization_id', null).order('id'), [3]],
  ['not is null', (c) => events(c).not('organization_id', 'is', null).order('id'), [1, 2, 4, 5]],
  ['in', (c) => events(c).in('id', [1, 4, 5]).order('id'), [1, 4, 5]],
  ['not in', (c) => events(c).not('id', 'in', '(1,4)').order('id'), [2, 3, 5]],
  ['cs (range)', (c) => events(c).contains('during', '[2026-03-01,2026-03-02)').order('id'), [1]],
  [
    'cd (range)',
    (c) => events(c).containedBy('during', '[2026-01-01,2026-03-01)').order('id'),
    [2, 3],
  ],
  [
    'ov (range)',
    (c) => events(c).overlaps('during', '[2026-03-02,2026-04-02)').order('id'),
    [1, 4],
  ],
  ['sl', (c) => events(c).rangeLt('during', '[2026-02-01,2026-02-02)').order('id'), [2]],
  ['sr', (c) => events(c).rangeGt('during', '[2026-03-10,2026-03-11)').order('id'), [4, 5]],
  ['nxl', (c) => events(c).rangeGte('during', '[2026-04-01,2026-04-02)').order('id'), [4, 5]],
  ['nxr', (c) => events(c).rangeLte('during', '[2026-01-01,2026-02-01)').order('id'), [2]],
  ['adj', (c) => events(c).rangeAdjacent('during', '[2026-03-03,2026-03-05)').order('id'), [1]],
  ['fts', (c) => events(c).textSearch('search', 'folk').order('id'), [1]],
  [
    'plfts with config',
    (c) => events(c).textSearch('search', 'saint sava', { type: 'plain', config: 'simple' }),
    [2],
  ],
  [
    'phfts with config',
    (c) => events(c).textSearch('search', 'serbian cinema', { type: 'phrase', config: 'english' }),
    [3],
  ],
  [
    'wfts with config',
    (c) => events(c).textSearch('search', 'draft -secret', { type: 'websearch', config: 'simple' }),
    [5],
  ],
  [
    'or with nested and',
    (c) =>
      events(c)
        .or('city_tag.eq.chicago,and(status.eq.pending_review,title.ilike.*other*)')
        .order('id'),
    [2, 5],
  ],
  ['match (object)', (c) => events(c).match({ city_tag: 'toronto', status: 'published' }), [1, 3]],
  ['filter', (c) => events(c).filter('id', 'gt', '3').order('id'), [4, 5]],
  [
    'filter on an !inner embed',
    (c) =>
      events(c, 'id, fx_organizations!inner(name_en)')
        .eq('fx_organizations.name_en', 'Serbian Centre')
        .order('id'),
    [1, 4, 5],
  ],
  [
    'embed=not.is.null',
    (c) => events(c, 'id, fx_organizations(id)').not('fx_organizations', 'is', null).order('id'),
    [1, 2, 4, 5],
  ],
  [
    'embed=is.null',
    (c) => events(c, 'id, fx_organizations(id)').is('fx_organizations', null).order('id'),
    [3],
  ],
  [
    'or across an embed (not.is.null inside or)',
    (c) =>
      events(c, 'id, org:fx_organizations(), fx_organizations(id)')
        .eq('org.name_en', 'Church of St. Sava')
        .or('id.eq.3,org.not.is.null')
        .order('id'),
    [2, 3],
  ],
  [
    'order with nulls first',
    (c) => events(c).order('organization_id', { ascending: true, nullsFirst: true }).order('id'),
    [3, 1, 4, 5, 2],
  ],
  [
    'order by a to-one embed column, desc nulls last',
    (c) =>
      events(c, 'id, fx_organizations(name_en)')
        .order('fx_organizations(name_en)', { ascending: false, nullsFirst: false })
        .order('id'),
    [1, 4, 5, 2, 3],
  ],
];

const organizations = (client: SupabaseClient, select = 'id') =>
  client.from('fx_organizations').select(select);

const organizationCases: [string, Query, number[]][] = [
  ['JSON path ->>', (c) => organizations(c).eq('meta->>founded', '1970'), [1]],
  ['JSON path -> in order', (c) => organizations(c).order('meta->founded'), [2, 1, 3]],
  ['cs (array)', (c) => organizations(c).contains('tags', ['folk']), [1]],
  ['cs (json)', (c) => organizations(c).contains('meta', { founded: 1905 }), [2]],
  ['ov (array)', (c) => organizations(c).overlaps('tags', ['church', 'x']), [2]],
  [
    'cd (array)',
    (c) => organizations(c).containedBy('tags', ['folk', 'dance', 'church']).order('id'),
    [1, 2, 3],
  ],
  [
    'filter two levels down (organization, city)',
    (c) =>
      organizations(c, 'id, fx_cities!inner(name)').eq('fx_cities.name', 'Toronto').order('id'),
    [1, 3],
  ],
];

const ids = (data: unknown) => (data as { id: number }[]).map((row) => row.id);

describe.each(['anon', 'user', 'service'] as Role[])('filters as %s', (role) => {
  it.each(eventCases)('%s on fx_events', async (_name, query, matching) => {
    const { data, error } = await query(clients[role]);
    expect(error).toBeNull();
    expect(ids(data)).toEqual(matching.filter((id) => visibleEvents[role].includes(id)));
  });

  it.each(organizationCases)('%s on fx_organizations', async (_name, query, matching) => {
    const { data, error } = await query(clients[role]);
    expect(error).toBeNull();
    expect(ids(data)).toEqual(matching.filter((id) => visibleOrganizations[role].includes(id)));
  });
});

describe.each(['anon', 'user', 'service'] as Role[])('select shapes as %s', (role) => {
  it('nests three levels with aliases and an FK hint: to-one objects (or null), to-many arrays', async () => {
    const { data, error } = await clients[role]
      .from('fx_events')
      .select(
        'title, org:fx_organizations!fx_events_organization_id_fkey(name_en, city:fx_cities(name, fx_organizations(id)))',
      )
      .in('id', [1, 3])
      .order('id')
      .order('id', { referencedTable: 'org.city.fx_organizations' });
    expect(error).toBeNull();
    // The draft organization (3) in Toronto shows only to service_role.
    const torontoOrganizations = role === 'service' ? [{ id: 1 }, { id: 3 }] : [{ id: 1 }];
    expect(data).toEqual([
      {
        title: 'Folk night',
        org: {
          name_en: 'Serbian Centre',
          city: { name: 'Toronto', fx_organizations: torontoOrganizations },
        },
      },
      { title: 'Film evening', org: null },
    ]);
  });

  it('spreads a to-one embed into the row, casts and reads JSON paths', async () => {
    const spread = await clients[role]
      .from('fx_events')
      .select('title, ...fx_organizations(org:name_en, category)')
      .eq('id', 1)
      .single();
    expect(spread.data).toEqual({
      title: 'Folk night',
      org: 'Serbian Centre',
      category: 'culture',
    });
    const paths = await clients[role]
      .from('fx_organizations')
      .select('id::text, founded:meta->founded, email:meta->contact->>email')
      .eq('id', 1)
      .single();
    expect(paths.data).toEqual({
      id: '1',
      founded: 1970,
      email: 'c@example.org',
    });
  });
});
