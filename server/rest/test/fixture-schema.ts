/**
 * The REST tests' own schema: tables with row-level security, foreign keys of
 * every cardinality, functions of every result kind, and a canary table that
 * no API role may read or change. Created by the database owner; every
 * assertion then runs through the API as anon, authenticated or service_role.
 */
export const fixtureSql = `
create function public.fx_request_uid() returns uuid language sql stable as
  $$ select nullif(current_setting('request.jwt.claims', true)::json->>'sub', '')::uuid $$;

create table public.fx_cities (
  id serial primary key, name text not null, name_sr_cyrl text, province text
);
create table public.fx_organizations (
  id serial primary key, name_en text not null, name_sr_cyrl text,
  status text not null default 'published', category text,
  city_id int references public.fx_cities (id), tags text[] not null default '{}',
  meta jsonb not null default '{}'
);
create table public.fx_events (
  id serial primary key, title text not null, description text, event_date date not null,
  status text not null default 'pending_review', city_tag text,
  organization_id int references public.fx_organizations (id),
  author_id uuid default public.fx_request_uid(), created_at timestamptz not null default now(),
  search tsvector generated always as (to_tsvector('simple', title || ' ' || coalesce(description, ''))) stored
);
create table public.fx_tags (id serial primary key, name text not null unique);
create table public.fx_event_tags (
  event_id int references public.fx_events (id) on delete cascade,
  tag_id int references public.fx_tags (id),
  primary key (event_id, tag_id)
);
create table public.fx_people (id serial primary key, name text, manager_id int references public.fx_people (id));
create table public.fx_profiles (
  organization_id int primary key references public.fx_organizations (id), bio text
);
create table public.fx_notes (
  id serial primary key, owner_id uuid default public.fx_request_uid(),
  body text not null check (length(body) < 200), slug text unique
);
create table public.fx_canary (id int primary key, secret text not null);
insert into public.fx_canary values (1, 'never read me');

alter table public.fx_events enable row level security;
alter table public.fx_organizations enable row level security;
alter table public.fx_notes enable row level security;
alter table public.fx_canary enable row level security;

create policy events_select_public on public.fx_events for select to anon, authenticated
  using (status = 'published' or author_id = (select public.fx_request_uid()));
create policy events_insert_own on public.fx_events for insert to authenticated
  with check (author_id = (select public.fx_request_uid()) and status = 'pending_review');
create policy events_update_own on public.fx_events for update to authenticated
  using (author_id = (select public.fx_request_uid()));
create policy events_delete_own on public.fx_events for delete to authenticated
  using (author_id = (select public.fx_request_uid()));
create policy organizations_select_published on public.fx_organizations for select
  to anon, authenticated using (status = 'published');
create policy notes_all_own on public.fx_notes for all to authenticated
  using (owner_id = (select public.fx_request_uid()))
  with check (owner_id = (select public.fx_request_uid()));
create policy notes_insert_anon on public.fx_notes for insert to anon with check (true);

grant select on public.fx_cities, public.fx_organizations, public.fx_events, public.fx_tags,
  public.fx_event_tags, public.fx_people, public.fx_profiles to anon, authenticated;
grant insert, update, delete on public.fx_events, public.fx_notes, public.fx_tags to authenticated;
grant select on public.fx_notes to authenticated;
grant insert on public.fx_notes to anon;
grant all on all tables in schema public to service_role;
revoke all on public.fx_canary from anon, authenticated, service_role;
grant usage on all sequences in schema public to anon, authenticated, service_role;

create function public.fx_is_admin() returns boolean language sql stable as
  $$ select coalesce(current_setting('request.jwt.claims', true)::json->>'role' = 'service_role', false) $$;
create function public.fx_search_all(keyword text) returns table (type text, id int, title text)
  language sql stable as $$
    select 'event', e.id, e.title from public.fx_events e where e.title ilike '%' || keyword || '%'
    union all
    select 'organization', o.id, o.name_en from public.fx_organizations o where o.name_en ilike '%' || keyword || '%'
  $$;
create function public.fx_events_in(city text) returns setof public.fx_events language sql stable as
  $$ select * from public.fx_events where city_tag = city $$;
create function public.fx_add_numbers(a int, b int default 2) returns int language sql immutable as
  $$ select a + b $$;
create function public.fx_first_city() returns public.fx_cities language sql stable as
  $$ select * from public.fx_cities order by id limit 1 $$;
create function public.fx_request_context() returns json language sql stable as $$
  select json_build_object(
    'role', current_user, 'claims', current_setting('request.jwt.claims', true)::json,
    'method', current_setting('request.method', true), 'path', current_setting('request.path', true),
    'header', current_setting('request.headers', true)::json->>'x-test-header')
$$;
create function public.fx_add_tag(tag_name text) returns void language sql volatile as
  $$ insert into public.fx_tags (name) values (tag_name) $$;
create function public.fx_fail_with(message text) returns int language plpgsql as
  $$ begin raise exception '%', message using hint = 'a hint'; end $$;
create function public.fx_echo(json) returns json language sql immutable as $$ select $1 $$;
create function public.fx_overloaded() returns int language sql immutable as 'select 1';
create function public.fx_overloaded(text default 'x') returns text language sql immutable as
  $$ select 'text' $$;
create function public.fx_unnamed_default(text default 'hello') returns text language sql
  immutable as $$ select $1 $$;
create function public.fx_event_ids() returns setof int language sql stable as
  $$ select id from public.fx_events order by id $$;
create function public.fx_raise_custom() returns int language plpgsql as $$ begin
  raise sqlstate 'PGRST' using
    message = '{"code":"123","message":"Payment required","details":"Quota exceeded","hint":"Upgrade"}',
    detail = '{"status":402,"headers":{"X-Quota":"0"}}';
end $$;
create function public.fx_raise_unparsable() returns int language plpgsql as $$ begin
  raise sqlstate 'PGRST' using message = 'not json', detail = '{"status":402,"headers":{}}';
end $$;
create function public.fx_timezone() returns text language sql stable as
  $$ select current_setting('TimeZone') $$;
create function public.fx_delete_tags_like(pattern text) returns setof public.fx_tags
  language sql volatile as $$ delete from public.fx_tags where name like pattern returning * $$;
`;

/** Rows inserted by the owner; the API sees them through RLS. */
export const fixtureData = `
insert into public.fx_cities (name, name_sr_cyrl, province) values
  ('Toronto', 'Торонто', 'ON'), ('Chicago', 'Чикаго', 'IL'), ('Vancouver', 'Ванкувер', 'BC');
insert into public.fx_organizations (name_en, name_sr_cyrl, status, category, city_id, tags, meta) values
  ('Serbian Centre', 'Српски центар', 'published', 'culture', 1, '{folk,dance}', '{"founded": 1970, "contact": {"email": "c@example.org"}}'),
  ('Church of St. Sava', 'Црква Светог Саве', 'published', 'church', 2, '{church}', '{"founded": 1905}'),
  ('Hidden Club', 'Скривени клуб', 'draft', 'sport', 1, '{}', '{}');
insert into public.fx_profiles values (1, 'A centre for everyone');
insert into public.fx_events (title, description, event_date, status, city_tag, organization_id, author_id) values
  ('Folk night', 'Dance and music', '2026-03-01', 'published', 'toronto', 1, '11111111-1111-1111-1111-111111111111'),
  ('Slava lunch', 'Saint Sava day', '2026-01-27', 'published', 'chicago', 2, null),
  ('Film evening', 'Serbian cinema', '2026-02-10', 'published', 'toronto', null, null),
  ('Secret draft', 'Not yet', '2026-04-01', 'pending_review', 'toronto', 1, '11111111-1111-1111-1111-111111111111'),
  ('Other draft', 'Not mine', '2026-05-01', 'pending_review', 'toronto', 1, '22222222-2222-2222-2222-222222222222');
insert into public.fx_tags (name) values ('music'), ('food'), ('film');
insert into public.fx_event_tags values (1, 1), (2, 2), (3, 3), (1, 2);
insert into public.fx_people (name, manager_id) values ('Boss', null), ('Worker', 1);
`;
