-- Cities are data the admins manage (issue 38, docs/decisions/030).
--
-- Content keeps naming its city by slug (`city_tag`; memorials by `city_id`).
-- Admins add cities and provinces or states, rename them (names in English,
-- Serbian Latin and Cyrillic; a new slug keeps the old one as a redirect),
-- merge one city into another (its content moves, its slug redirects) and
-- retire a city (hidden from everyone but staff). The sixteen cities of the
-- first release are seeded here, so a database without the demo has them too.

-- 1. Bounds on what an admin may write: the longest value of each column
--    (domain/field-limits.ts, as 0248), text cleaned as every client-written
--    text is (0244), a name never blank, a province code of two letters.
alter table public.provinces_states
  add constraint provinces_states_code_format check (code ~ '^[A-Z]{2}$') not valid,
  add constraint provinces_states_code_max_length check (char_length(code) <= 64) not valid,
  add constraint provinces_states_name_max_length check (char_length(name) <= 200) not valid,
  add constraint provinces_states_name_sr_cyrl_max_length
    check (char_length(name_sr_cyrl) <= 200) not valid,
  add constraint provinces_states_country_max_length check (char_length(country) <= 64) not valid,
  add constraint provinces_states_timezone_max_length
    check (char_length(timezone) <= 64) not valid,
  add constraint provinces_states_names_present
    check (btrim(name) <> '' and btrim(name_sr_cyrl) <> '') not valid;

alter table public.cities
  add column name_sr_latn text,
  add column retired_at timestamptz,
  add constraint cities_slug_max_length check (char_length(slug) <= 100) not valid,
  add constraint cities_name_max_length check (char_length(name) <= 200) not valid,
  add constraint cities_name_sr_cyrl_max_length check (char_length(name_sr_cyrl) <= 200) not valid,
  add constraint cities_name_sr_latn_max_length check (char_length(name_sr_latn) <= 200) not valid,
  add constraint cities_intro_text_en_max_length
    check (char_length(intro_text_en) <= 4000) not valid,
  add constraint cities_intro_text_sr_cyrl_max_length
    check (char_length(intro_text_sr_cyrl) <= 4000) not valid,
  add constraint cities_hero_image_url_max_length
    check (char_length(hero_image_url) <= 2000) not valid,
  add constraint cities_name_present check (btrim(name) <> '') not valid;

-- The hero image may be a path of the site (/images/cities/…): a line, not a web address.
create trigger cities_0_clean_text before insert or update on public.cities
  for each row execute function public.clean_text_columns(
    'line:slug', 'line:name', 'line:name_sr_cyrl', 'line:name_sr_latn', 'text:intro_text_en',
    'text:intro_text_sr_cyrl', 'line:hero_image_url');

create trigger provinces_states_0_clean_text before insert or update on public.provinces_states
  for each row execute function public.clean_text_columns(
    'line:code', 'line:name', 'line:name_sr_cyrl', 'line:timezone');

comment on column public.cities.name_sr_latn is
  'The Serbian Latin name; null: the Cyrillic name transliterated.';
comment on column public.cities.retired_at is
  'When an admin retired the city: hidden from everyone but staff, its page says so.';

-- 2. The first release's provinces, states and cities (domain/cities.ts), on
--    every database; rows a database already has are kept as they are.
insert into public.provinces_states (code, name, name_sr_cyrl, country, timezone)
values
  ('ON', 'Ontario', 'Онтарио', 'Canada', 'America/Toronto'),
  ('QC', 'Quebec', 'Квебек', 'Canada', 'America/Toronto'),
  ('AB', 'Alberta', 'Алберта', 'Canada', 'America/Edmonton'),
  ('BC', 'British Columbia', 'Британска Колумбија', 'Canada', 'America/Vancouver'),
  ('MB', 'Manitoba', 'Манитоба', 'Canada', 'America/Winnipeg'),
  ('SK', 'Saskatchewan', 'Саскачеван', 'Canada', 'America/Regina'),
  ('NY', 'New York', 'Њујорк', 'USA', 'America/New_York'),
  ('IL', 'Illinois', 'Илиноис', 'USA', 'America/Chicago'),
  ('OH', 'Ohio', 'Охајо', 'USA', 'America/New_York'),
  ('PA', 'Pennsylvania', 'Пенсилванија', 'USA', 'America/New_York'),
  ('CA', 'California', 'Калифорнија', 'USA', 'America/Los_Angeles'),
  ('AZ', 'Arizona', 'Аризона', 'USA', 'America/Phoenix'),
  ('WI', 'Wisconsin', 'Висконсин', 'USA', 'America/Chicago')
on conflict (code) do nothing;

with first_cities (slug, name, name_sr_latn, name_sr_cyrl, province) as (
  values
    ('toronto', 'Toronto', 'Toronto', 'Торонто', 'ON'),
    ('ottawa', 'Ottawa', 'Otava', 'Отава', 'ON'),
    ('hamilton', 'Hamilton', 'Hamilton', 'Хамилтон', 'ON'),
    ('london', 'London', 'London', 'Лондон', 'ON'),
    ('niagara', 'Niagara', 'Nijagara', 'Нијагара', 'ON'),
    ('windsor', 'Windsor', 'Vindzor', 'Виндзор', 'ON'),
    ('kitchener-waterloo', 'Kitchener-Waterloo', 'Kičener-Vaterlo', 'Киченер-Ватерло', 'ON'),
    ('montreal', 'Montreal', 'Montreal', 'Монтреал', 'QC'),
    ('laval', 'Laval', 'Laval', 'Лавал', 'QC'),
    ('calgary', 'Calgary', 'Kalgari', 'Калгари', 'AB'),
    ('edmonton', 'Edmonton', 'Edmonton', 'Едмонтон', 'AB'),
    ('vancouver', 'Vancouver', 'Vankuver', 'Ванкувер', 'BC'),
    ('victoria', 'Victoria', 'Viktorija', 'Викторија', 'BC'),
    ('winnipeg', 'Winnipeg', 'Vinipeg', 'Винипег', 'MB'),
    ('regina', 'Regina', 'Redžajna', 'Реџајна', 'SK'),
    ('saskatoon', 'Saskatoon', 'Saskatun', 'Саскатун', 'SK')
),
added as (
  insert into public.cities (slug, name, name_sr_latn, name_sr_cyrl, province_state_id)
  select f.slug, f.name, f.name_sr_latn, f.name_sr_cyrl, p.id
  from first_cities f join public.provinces_states p on p.code = f.province
  on conflict (slug) do nothing
  returning slug
)
update public.cities c set name_sr_latn = f.name_sr_latn
from first_cities f
where c.slug = f.slug and c.name_sr_latn is null and c.name_sr_cyrl = f.name_sr_cyrl
  and c.slug not in (select slug from added);

-- 3. Old slugs: each answers a permanent redirect to its city's page.
create table public.city_old_slugs (
  slug text primary key
    check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 100),
  city_id uuid not null references public.cities (id) on delete cascade,
  created_at timestamptz not null default now()
);

create index city_old_slugs_city_id_idx on public.city_old_slugs (city_id);

grant select on public.city_old_slugs to anon, authenticated;
grant all on public.city_old_slugs to service_role;

alter table public.city_old_slugs enable row level security;

create policy city_old_slugs_select_all on public.city_old_slugs
  for select to anon, authenticated using (true);

-- 4. Who reads and writes cities and provinces: everyone reads active
--    cities, staff read retired ones too, only admins write. No one deletes
--    a city through the API: it is merged or retired.
drop policy cities_select_all on public.cities;

create policy cities_select_active on public.cities
  for select to anon, authenticated
  using (retired_at is null or (select public.is_editor()));

grant insert (slug, name, name_sr_latn, name_sr_cyrl, province_state_id, intro_text_en,
  intro_text_sr_cyrl, hero_image_url, retired_at) on public.cities to authenticated;
grant update (slug, name, name_sr_latn, name_sr_cyrl, province_state_id, intro_text_en,
  intro_text_sr_cyrl, hero_image_url, retired_at) on public.cities to authenticated;

create policy cities_insert_admin on public.cities
  for insert to authenticated with check ((select public.is_admin()));

create policy cities_update_admin on public.cities
  for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

grant insert (code, name, name_sr_cyrl, country, timezone) on public.provinces_states
  to authenticated;
grant update (code, name, name_sr_cyrl, country, timezone) on public.provinces_states
  to authenticated;

create policy provinces_states_insert_admin on public.provinces_states
  for insert to authenticated with check ((select public.is_admin()));

create policy provinces_states_update_admin on public.provinces_states
  for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

-- 5. A content row naming a city by an old slug is given the current one
--    (a form opened before a rename, a revision proposed before a merge).
--    Newest definition before this: 0631_hidden_rows_stay_hidden.sql.
create or replace function public.normalize_city_tag() returns trigger
language plpgsql
as $$
begin
  new.city_tag := nullif(lower(btrim(regexp_replace(new.city_tag,
    '[\s\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]+', ' ', 'g'))), '');
  if new.city_tag is not null then
    new.city_tag := coalesce(
      (select c.slug from public.city_old_slugs o join public.cities c on c.id = o.city_id
        where o.slug = new.city_tag),
      new.city_tag);
  end if;
  return new;
end
$$;

-- 6. Moving content from one city slug to another (a rename or a merge):
--    the city's events, news, organizations, businesses and newsletter
--    choices. Not a change of place: those going to an event get no mail.
create function public.move_city_content(from_slug text, to_slug text) returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  perform set_config('zajednica.moving_city', 'on', true);
  update public.events set city_tag = to_slug where city_tag = from_slug;
  update public.news set city_tag = to_slug where city_tag = from_slug;
  update public.organizations set city_tag = to_slug where city_tag = from_slug;
  update public.businesses set city_tag = to_slug where city_tag = from_slug;
  update public.newsletter_subscribers
    set city_slugs = array(
      select distinct s from unnest(array_replace(city_slugs, from_slug, to_slug)) s order by s)
    where from_slug = any (city_slugs);
  perform set_config('zajednica.moving_city', 'off', true);
end
$$;
revoke execute on function public.move_city_content(text, text) from public;
grant execute on function public.move_city_content(text, text) to service_role;

drop trigger events_notify_going on public.events;
create trigger events_notify_going
  after update of status, event_date, event_time, end_date, end_time, timezone, venue_name,
    location_text, city_tag, recurrence on public.events
  for each row
  when (coalesce(current_setting('zajednica.moving_city', true), '') <> 'on')
  execute function public.notify_event_going_of_change();

-- A new slug (a city added, or renamed) is live: an old slug equal to it no
-- longer redirects. A renamed city keeps its old slug as a redirect, and
-- its content follows.
create function public.keep_old_city_slug() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  delete from public.city_old_slugs where slug = new.slug;
  if tg_op = 'UPDATE' and new.slug is distinct from old.slug then
    insert into public.city_old_slugs (slug, city_id) values (old.slug, new.id);
    perform public.move_city_content(old.slug, new.slug);
  end if;
  return null;
end
$$;

create trigger cities_keep_old_slug
  after insert or update of slug on public.cities
  for each row execute function public.keep_old_city_slug();

-- 7. Merging: everything of `merged_city` moves to `kept_city`, whose page
--    the merged city's slugs (current and old) then open. Answers the kept
--    city's slug.
create function public.merge_city(merged_city uuid, kept_city uuid) returns text
language plpgsql security definer
set search_path = ''
as $$
declare
  merged public.cities;
  kept public.cities;
begin
  if not public.is_admin() then
    raise exception 'Only admins merge cities.' using errcode = '42501';
  end if;
  if merged_city is null or kept_city is null or merged_city = kept_city then
    raise exception 'Choose two different cities.'
      using errcode = '22023', detail = 'city_merge_same';
  end if;
  perform 1 from public.cities where id in (merged_city, kept_city) order by id for update;
  select * into merged from public.cities where id = merged_city;
  select * into kept from public.cities where id = kept_city;
  if merged.id is null or kept.id is null then
    raise exception 'No such city.' using errcode = 'PT404', detail = 'city_not_found';
  end if;
  if kept.retired_at is not null then
    raise exception 'A city cannot be merged into a retired city.'
      using errcode = '22023', detail = 'city_merge_into_retired';
  end if;

  perform public.move_city_content(merged.slug, kept.slug);
  update public.memorials set city_id = kept.id where city_id = merged.id;
  update public.city_old_slugs set city_id = kept.id where city_id = merged.id;
  delete from public.cities where id = merged.id;
  insert into public.city_old_slugs (slug, city_id) values (merged.slug, kept.id);
  return kept.slug;
end
$$;
revoke execute on function public.merge_city(uuid, uuid) from public;
grant execute on function public.merge_city(uuid, uuid) to authenticated, service_role;

-- 8. What an address under /city/ is: the live city's slug, the city an old
--    slug now belongs to, or a retired city (its page says so). Readable by
--    everyone: it tells no more than the pages and redirects do.
create function public.city_address(address text)
returns table (slug text, retired boolean, moved boolean)
language sql stable security definer
set search_path = ''
as $$
  select c.slug, c.retired_at is not null, false
    from public.cities c where c.slug = lower(btrim(address))
  union all
  select c.slug, c.retired_at is not null, true
    from public.city_old_slugs o join public.cities c on c.id = o.city_id
    where o.slug = lower(btrim(address))
  limit 1
$$;
revoke execute on function public.city_address(text) from public;
grant execute on function public.city_address(text) to anon, authenticated, service_role;
