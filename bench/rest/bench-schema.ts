/**
 * The benchmark's own small schema: 100 organizations and 1,000 events
 * (two thirds published), with grants and RLS as the app has them.
 */
export const benchSchemaSql = `
create table public.bench_organizations (
  id serial primary key, name_en text not null, name_sr_cyrl text not null
);
create table public.bench_events (
  id serial primary key, title text not null, event_date date not null,
  status text not null, organization_id int references public.bench_organizations (id)
);
create index on public.bench_events (status, event_date);
create index on public.bench_events (organization_id);
alter table public.bench_organizations enable row level security;
alter table public.bench_events enable row level security;
create policy bench_organizations_select_all on public.bench_organizations for select
  to anon, authenticated using (true);
create policy bench_events_select_published on public.bench_events for select
  to anon, authenticated using (status = 'published');
grant select on public.bench_organizations, public.bench_events to anon, authenticated;

insert into public.bench_organizations (name_en, name_sr_cyrl)
  select 'Organization ' || n, 'Организација ' || n from generate_series(1, 100) as n;
insert into public.bench_events (title, event_date, status, organization_id)
  select 'Event ' || n, date '2026-01-01' + (n % 365),
    case when n % 3 = 0 then 'pending_review' else 'published' end, 1 + n % 100
  from generate_series(1, 1000) as n;
analyze public.bench_organizations;
analyze public.bench_events;
`;

/** Published events by date with their organization names, 20 rows. */
export const benchQuery =
  'select=id,title,event_date,bench_organizations(name_en,name_sr_cyrl)' +
  '&status=eq.published&order=event_date.asc&limit=20';
