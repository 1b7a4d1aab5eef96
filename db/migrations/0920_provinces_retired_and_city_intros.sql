-- Provinces and states managed like cities, and a city's page edited from
-- /admin/cities (issue 38, docs/decisions/034).
--
-- 1. A province or state has a Serbian Latin name (null: the Cyrillic one
--    transliterated, as cities, 0850) and may be retired. It cannot be
--    retired while it has a live city: the admin first retires, merges or
--    moves its cities, so no city disappears from the menus as a side effect.
--    A city cannot be added to, moved into or restored in a retired province.
-- 2. A city's intro in Serbian Latin (null: the Cyrillic intro transliterated).
-- 3. A city's hero image is a picture the portal keeps (/media/…, decision
--    025) or one of the site's own (/images/…): never another site's address.

alter table public.provinces_states
  add column name_sr_latn text,
  add column retired_at timestamptz,
  add constraint provinces_states_name_sr_latn_max_length
    check (char_length(name_sr_latn) <= 200);

comment on column public.provinces_states.name_sr_latn is
  'The Serbian Latin name; null: the Cyrillic name transliterated.';
comment on column public.provinces_states.retired_at is
  'When an admin retired it: left out of the pickers; only a province without live cities.';

drop trigger provinces_states_0_clean_text on public.provinces_states;
create trigger provinces_states_0_clean_text before insert or update on public.provinces_states
  for each row execute function public.clean_text_columns(
    'line:code', 'line:name', 'line:name_sr_cyrl', 'line:name_sr_latn', 'line:timezone');

grant insert (name_sr_latn) on public.provinces_states to authenticated;
grant update (name_sr_latn, retired_at) on public.provinces_states to authenticated;

alter table public.cities
  add column intro_text_sr_latn text,
  add constraint cities_intro_text_sr_latn_max_length
    check (char_length(intro_text_sr_latn) <= 4000),
  add constraint cities_hero_image_kept
    check (hero_image_url ~ '^/(media|images)/[A-Za-z0-9._/-]+$') not valid;

comment on column public.cities.intro_text_sr_latn is
  'The intro in Serbian Latin; null: the Cyrillic intro transliterated.';

drop trigger cities_0_clean_text on public.cities;
create trigger cities_0_clean_text before insert or update on public.cities
  for each row execute function public.clean_text_columns(
    'line:slug', 'line:name', 'line:name_sr_cyrl', 'line:name_sr_latn', 'text:intro_text_en',
    'text:intro_text_sr_cyrl', 'text:intro_text_sr_latn', 'line:hero_image_url');

grant insert (intro_text_sr_latn) on public.cities to authenticated;
grant update (intro_text_sr_latn) on public.cities to authenticated;

-- A province with live cities stays; the refusal names how many, for the page.
create function public.refuse_retiring_a_province_in_use() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  live integer;
begin
  if new.retired_at is not null and old.retired_at is null then
    select count(*) into live from public.cities
      where province_state_id = new.id and retired_at is null;
    if live > 0 then
      raise exception 'A province or state with live cities cannot be retired.'
        using errcode = '23514', detail = 'province_has_live_cities',
          hint = live::text;
    end if;
  end if;
  return new;
end
$$;

create trigger provinces_states_retire_only_empty
  before update of retired_at on public.provinces_states
  for each row execute function public.refuse_retiring_a_province_in_use();

create function public.refuse_a_city_in_a_retired_province() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.retired_at is null
    and (tg_op = 'INSERT' or old.retired_at is not null
      or new.province_state_id is distinct from old.province_state_id)
    and exists (select 1 from public.provinces_states p
      where p.id = new.province_state_id and p.retired_at is not null) then
    raise exception 'A live city cannot be in a retired province or state.'
      using errcode = '23514', detail = 'province_retired';
  end if;
  return new;
end
$$;

create trigger cities_not_in_retired_province
  before insert or update of retired_at, province_state_id on public.cities
  for each row execute function public.refuse_a_city_in_a_retired_province();

-- 4. Reports can be dismissed (nothing wrong found) as well as resolved
--    (acted upon); both need the editor's note (0109, 0360).
alter table public.creator_reports drop constraint creator_reports_status_check,
  add constraint creator_reports_status_check
    check (status in ('open', 'resolved', 'dismissed'));
alter table public.content_reports drop constraint content_reports_status_check,
  add constraint content_reports_status_check
    check (status in ('open', 'resolved', 'dismissed'));
