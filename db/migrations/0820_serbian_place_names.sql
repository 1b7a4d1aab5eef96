-- Places people read as Serbian have a Serbian name (issue 37): a venue
-- ("St. Sava Parish Hall" / "Парохијски дом Светог Саве") and the church or
-- place of a memorial service. The existing fields hold the English name;
-- the Serbian one is written in Cyrillic like every *_sr_cyrl field (the
-- Latin page transliterates it). A page shows the reader's one and marks an
-- English fallback with lang="en".

alter table public.events add column venue_name_sr_cyrl text;
alter table public.events
  add constraint events_venue_name_sr_cyrl_max_length
  check (char_length(venue_name_sr_cyrl) <= 200);

-- The cleaning list of 0244, with the new column.
drop trigger events_0_clean_text on public.events;
create trigger events_0_clean_text before insert or update on public.events
  for each row execute function clean_text_columns('line:slug', 'line:title_en',
    'line:title_sr_cyrl', 'text:description_en', 'text:description_sr_cyrl',
    'line:location_text', 'line:venue_name', 'line:venue_name_sr_cyrl', 'line:city_tag',
    'url:tickets_url', 'url:featured_image_url', 'url:image_url', 'text:review_note');

-- A memorial's service_info may name the church in Serbian too.
create or replace function public.is_service_info(info jsonb) returns boolean
language sql immutable parallel safe
as $$
  select jsonb_typeof(info) = 'object'
    and (select coalesce(bool_and(key in ('date', 'time', 'church', 'church_sr_cyrl', 'address')
      and jsonb_typeof(value) in ('string', 'null')), true) from jsonb_each(info))
$$;
