-- Community events (/events, /event/{slug}). An event is upcoming while its
-- event_date is today or later. Its time zone defaults to its city's
-- province; organization_id is the related organization (embed
-- `organizations(name_en, name_sr_cyrl)`).

create table public.events (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  title_en text not null check (trim(title_en) <> ''),
  title_sr_cyrl text,
  description_en text,
  description_sr_cyrl text,
  event_date date not null,
  event_time time,
  end_date date,
  end_time time,
  timezone text not null,
  location_text text,
  venue_name text,
  city_tag text not null,
  tickets_url public.web_url,
  featured_image_url public.web_url,
  image_url public.web_url,
  organization_id uuid references public.organizations (id) on delete set null,
  status public.content_status not null default 'pending_review',
  author_id uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  search_title text generated always as (
    public.search_words(title_en || ' ' || coalesce(title_sr_cyrl, ''))
  ) stored,
  search_text text generated always as (
    public.search_words(title_en || ' ' || coalesce(title_sr_cyrl, '') || ' '
      || coalesce(description_en, '') || ' ' || coalesce(description_sr_cyrl, '') || ' '
      || coalesce(venue_name, ''))
  ) stored,
  check (end_date is null or end_date >= event_date)
);

create index events_status_date_idx on public.events (status, event_date);
create index events_status_city_idx on public.events (status, city_tag, event_date);
create index events_organization_idx on public.events (organization_id);
create index events_author_idx on public.events (author_id, created_at desc);
create index events_search_text_idx on public.events using gin (search_text gin_trgm_ops);

-- Before insert or update: a missing time zone comes from the city's province.
create function public.default_event_timezone() returns trigger
language plpgsql
as $$
begin
  if coalesce(trim(new.timezone), '') = '' then
    new.timezone := public.city_timezone(new.city_tag);
  end if;
  return new;
end
$$;

create trigger events_guard before insert or update on public.events
  for each row execute function public.guard_owned_row('author_id');
create trigger events_slug before insert on public.events
  for each row execute function public.assign_slug('title_en', 'title_sr_cyrl');
create trigger events_city_tag before insert or update on public.events
  for each row execute function public.normalize_city_tag();
create trigger events_timezone before insert or update on public.events
  for each row execute function public.default_event_timezone();
create trigger events_updated_at before update on public.events
  for each row execute function public.set_updated_at();

grant select on public.events to anon;
grant select, insert, update, delete on public.events to authenticated;
grant all on public.events to service_role;

alter table public.events enable row level security;

create policy events_select_public on public.events
  for select to anon, authenticated using (status = 'published');
create policy events_select_own on public.events
  for select to authenticated using (author_id = (select auth.uid()));
create policy events_select_editor on public.events
  for select to authenticated using ((select public.is_editor()));
create policy events_insert_own on public.events
  for insert to authenticated
  with check (author_id = (select auth.uid()) and status = 'pending_review');
create policy events_update_own on public.events
  for update to authenticated
  using (author_id = (select auth.uid()) and status = 'draft')
  with check (author_id = (select auth.uid()) and status in ('draft', 'pending_review'));
create policy events_update_editor on public.events
  for update to authenticated
  using ((select public.is_editor())) with check ((select public.is_editor()));
create policy events_delete_own on public.events
  for delete to authenticated using (author_id = (select auth.uid()));
create policy events_delete_admin on public.events
  for delete to authenticated using ((select public.is_admin()));
