-- In Memoriam (/inmemoriam, /inmemoriam/{slug}).
--
-- One set of columns for the submit form and the list/detail pages
-- (mapping also in docs/data-model.md):
--   form full_name          -> full_name (made from the parts when blank)
--   form given_names        -> first_name (+ middle_name)
--   form family_name        -> last_name
--   form date_of_birth      -> birth_date
--   form date_of_passing    -> death_date
--   form place_of_birth     -> place_of_birth
--   form place_of_passing   -> place_of_passing
--   form primary_city_id    -> city_id (embed `cities(name, name_sr_cyrl)`)
--   form biography_en       -> obituary_en      (rich-text document)
--   form biography_sr_cyrl  -> obituary_sr_cyrl (rich-text document)
--   form cover_image_url    -> profile_image_url
--   form service_info       -> service_info {date, time, church, address}
--   form visibility         -> visibility ('public' default, or 'private')
--   submitter               -> submitter_id (defaults to the signed-in user)
-- moderation_status follows status: pending (draft, pending_review),
-- approved (published) or rejected; the dashboard shows it.

create function public.are_web_urls(urls text[]) returns boolean
language sql immutable parallel safe
as $$
  select coalesce(bool_and(url ~* '^(https?://[^\s]+|/[^/\s][^\s]*)$'), true) from unnest(urls) as url
$$;

create function public.is_service_info(info jsonb) returns boolean
language sql immutable parallel safe
as $$
  select jsonb_typeof(info) = 'object'
    and (select coalesce(bool_and(key in ('date', 'time', 'church', 'address')
      and jsonb_typeof(value) in ('string', 'null')), true) from jsonb_each(info))
$$;

create table public.memorials (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  full_name text not null check (trim(full_name) <> ''),
  first_name text,
  middle_name text,
  last_name text,
  birth_date date,
  death_date date,
  place_of_birth text,
  place_of_passing text,
  city_id uuid not null references public.cities (id),
  obituary_en jsonb check (obituary_en is null or public.is_rich_text(obituary_en)),
  obituary_sr_cyrl jsonb check (obituary_sr_cyrl is null or public.is_rich_text(obituary_sr_cyrl)),
  profile_image_url public.web_url,
  gallery_image_urls text[] not null default '{}'
    check (cardinality(gallery_image_urls) <= 24 and public.are_web_urls(gallery_image_urls)),
  service_info jsonb check (service_info is null or public.is_service_info(service_info)),
  visibility text not null default 'public' check (visibility in ('public', 'private')),
  status public.content_status not null default 'pending_review',
  moderation_status text not null default 'pending'
    check (moderation_status in ('pending', 'approved', 'rejected')),
  submitter_id uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  search_title text generated always as (public.search_words(full_name)) stored,
  search_text text generated always as (
    public.search_words(full_name || ' ' || coalesce(first_name, '') || ' '
      || coalesce(last_name, '') || ' ' || coalesce(place_of_birth, '') || ' '
      || coalesce(place_of_passing, ''))
  ) stored,
  check (death_date is null or birth_date is null or death_date >= birth_date)
);

create index memorials_status_death_idx on public.memorials (status, death_date desc);
create index memorials_city_idx on public.memorials (city_id);
create index memorials_submitter_idx on public.memorials (submitter_id, created_at desc);
create index memorials_search_text_idx on public.memorials using gin (search_text gin_trgm_ops);

-- Before insert or update: the full name from its parts when blank, and
-- moderation_status from status.
create function public.fill_memorial() returns trigger
language plpgsql
as $$
begin
  if coalesce(trim(new.full_name), '') = '' then
    new.full_name := nullif(trim(concat_ws(' ', new.first_name, new.middle_name, new.last_name)), '');
  end if;
  new.moderation_status := case new.status
    when 'published' then 'approved'
    when 'rejected' then 'rejected'
    else 'pending'
  end;
  return new;
end
$$;

create trigger memorials_fill before insert or update on public.memorials
  for each row execute function public.fill_memorial();
create trigger memorials_guard before insert or update on public.memorials
  for each row execute function public.guard_owned_row('submitter_id');
create trigger memorials_slug before insert on public.memorials
  for each row execute function public.assign_slug('full_name');
create trigger memorials_updated_at before update on public.memorials
  for each row execute function public.set_updated_at();

grant select on public.memorials to anon;
grant select, insert, update, delete on public.memorials to authenticated;
grant all on public.memorials to service_role;

alter table public.memorials enable row level security;

create policy memorials_select_public on public.memorials
  for select to anon, authenticated using (status = 'published' and visibility = 'public');
create policy memorials_select_own on public.memorials
  for select to authenticated using (submitter_id = (select auth.uid()));
create policy memorials_select_editor on public.memorials
  for select to authenticated using ((select public.is_editor()));
create policy memorials_insert_own on public.memorials
  for insert to authenticated
  with check (submitter_id = (select auth.uid()) and status = 'pending_review');
create policy memorials_update_own on public.memorials
  for update to authenticated
  using (submitter_id = (select auth.uid()) and status = 'draft')
  with check (submitter_id = (select auth.uid()) and status in ('draft', 'pending_review'));
create policy memorials_update_editor on public.memorials
  for update to authenticated
  using ((select public.is_editor())) with check ((select public.is_editor()));
create policy memorials_delete_own on public.memorials
  for delete to authenticated using (submitter_id = (select auth.uid()));
create policy memorials_delete_admin on public.memorials
  for delete to authenticated using ((select public.is_admin()));
