-- Cities with a community page (/city/{slug}). Content tables refer to a
-- city by `city_tag` = its slug, stored lower-case.

create table public.cities (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text not null,
  name_sr_cyrl text,
  province_state_id uuid not null references public.provinces_states (id),
  intro_text_en text,
  intro_text_sr_cyrl text,
  hero_image_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  search_title text generated always as (
    public.search_words(name || ' ' || coalesce(name_sr_cyrl, ''))
  ) stored,
  search_text text generated always as (
    public.search_words(name || ' ' || coalesce(name_sr_cyrl, '') || ' '
      || coalesce(intro_text_en, '') || ' ' || coalesce(intro_text_sr_cyrl, ''))
  ) stored
);

create index cities_province_state_id_idx on public.cities (province_state_id);
create index cities_name_idx on public.cities (name);
create index cities_lower_name_idx on public.cities (lower(name));
create index cities_search_text_idx on public.cities using gin (search_text gin_trgm_ops);

create trigger cities_updated_at before update on public.cities
  for each row execute function public.set_updated_at();

grant select on public.cities to anon, authenticated;
grant all on public.cities to service_role;

alter table public.cities enable row level security;

create policy cities_select_all on public.cities
  for select to anon, authenticated using (true);

-- The time zone of a city tag (its province's), or Toronto's for an unknown tag.
create function public.city_timezone(tag text) returns text
language sql stable
set search_path = public, pg_temp
as $$
  select coalesce(
    (select p.timezone from public.cities c
      join public.provinces_states p on p.id = c.province_state_id
      where c.slug = lower(trim(tag))),
    'America/Toronto')
$$;

-- Before insert or update of a content row: the city tag is kept trimmed and
-- lower-case (a city slug), so that it matches case-insensitively.
create function public.normalize_city_tag() returns trigger
language plpgsql
as $$
begin
  new.city_tag := nullif(lower(trim(new.city_tag)), '');
  return new;
end
$$;
