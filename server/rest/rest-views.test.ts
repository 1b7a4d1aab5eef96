import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../test/test-server.ts';
import { reloadSchemaCache } from './schema/schema-cache-store.ts';
import { startRestTestServer } from './test/rest-test-server.ts';

/** Embedding through views: relationships found through the views' source columns. */

const viewsSql = `
create view public.fx_published_events with (security_invoker = true) as
  select e.id, e.title, e.event_date, e.organization_id as org
  from public.fx_events e where e.status = 'published';
create view public.fx_org_names with (security_invoker = true) as
  select o.id as org_id, o.name_en from public.fx_organizations o;
create view public.fx_org_names_upper with (security_invoker = true) as
  select n.org_id, upper(n.name_en) as loud from public.fx_org_names n;
grant select on public.fx_published_events, public.fx_org_names, public.fx_org_names_upper
  to anon, authenticated;
`;

let server: TestServer;
beforeAll(async () => {
  server = await startRestTestServer();
  await server.db.exec(viewsSql);
  await reloadSchemaCache(server.db);
});
afterAll(() => server.close());

describe('embedding through views', () => {
  it('embeds a table from a view (many-to-one, through a renamed column)', async () => {
    const { data, error } = await server
      .client()
      .from('fx_published_events')
      .select('title, fx_organizations(name_en)')
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: 'Folk night', fx_organizations: { name_en: 'Serbian Centre' } },
      { title: 'Slava lunch', fx_organizations: { name_en: 'Church of St. Sava' } },
      { title: 'Film evening', fx_organizations: null },
    ]);
  });

  it('embeds a view from a table (one-to-many), with RLS of the base table', async () => {
    const { data, error } = await server
      .client()
      .from('fx_organizations')
      .select('name_en, fx_published_events(title)')
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name_en: 'Serbian Centre', fx_published_events: [{ title: 'Folk night' }] },
      { name_en: 'Church of St. Sava', fx_published_events: [{ title: 'Slava lunch' }] },
    ]);
  });

  it('embeds a view from a view, and a view over a view', async () => {
    const { data, error } = await server
      .client()
      .from('fx_published_events')
      .select('title, fx_org_names(name_en), fx_org_names_upper(loud)')
      .eq('id', 1);
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        title: 'Folk night',
        fx_org_names: { name_en: 'Serbian Centre' },
        fx_org_names_upper: { loud: 'SERBIAN CENTRE' },
      },
    ]);
  });

  it('embeds a table from a view in the other direction, with !inner and the key name as hint', async () => {
    const { data, error } = await server
      .client()
      .from('fx_org_names')
      .select('name_en, fx_events!fx_events_organization_id_fkey!inner(title)')
      .eq('fx_events.title', 'Slava lunch');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name_en: 'Church of St. Sava', fx_events: [{ title: 'Slava lunch' }] },
    ]);
  });

  it('still answers PGRST200 for a view column that is not a key', async () => {
    const { error, status } = await server
      .client()
      .from('fx_org_names_upper')
      .select('loud, fx_cities(name)');
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST200');
  });
});
