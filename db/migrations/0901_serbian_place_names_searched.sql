-- The Serbian place names of 0820 are searched (issue 37): an event's
-- venue_name_sr_cyrl, and a memorial's service church (service_info.church
-- and church_sr_cyrl; until now a memorial was found by its names and
-- places of birth and passing only). search_words() folds both scripts, so
-- `Парохијски дом` and `parohijski dom` find "Парохијски дом Светог Саве".
-- The generated columns are made again with the names added (PostgreSQL
-- 15 cannot change a generation expression); their indexes (0104, 0106,
-- 0560) go with them and are made again.
--
-- Events: search_en has the English venue, else the Serbian one (as the
-- other English fields fall back); search_sr both, Serbian first; search_text
-- both.

alter table public.events
  drop column search_text,
  drop column search_en,
  drop column search_sr;

alter table public.events
  add column search_text text generated always as (public.search_words(
    title_en || ' ' || coalesce(title_sr_cyrl, '') || ' '
      || coalesce(description_en, '') || ' ' || coalesce(description_sr_cyrl, '') || ' '
      || coalesce(venue_name, '') || ' ' || coalesce(venue_name_sr_cyrl, ''))) stored,
  add column search_en text generated always as (public.search_words(
    title_en || ' ' || coalesce(nullif(btrim(description_en), ''), description_sr_cyrl, '')
      || ' ' || coalesce(nullif(btrim(venue_name), ''), venue_name_sr_cyrl, ''))) stored,
  add column search_sr text generated always as (public.search_words(
    coalesce(nullif(btrim(title_sr_cyrl), ''), title_en) || ' '
      || coalesce(nullif(btrim(description_sr_cyrl), ''), description_en, '')
      || ' ' || coalesce(venue_name_sr_cyrl, '') || ' ' || coalesce(venue_name, ''))) stored;

create index events_search_text_idx on public.events using gin (search_text gin_trgm_ops);
create index events_lexemes_idx on public.events
  using gin (public.search_lexemes(search_text, true));
create index events_lexemes_en_idx on public.events
  using gin (public.search_lexemes(search_en, false));
create index events_lexemes_sr_idx on public.events
  using gin (public.search_lexemes(search_sr, true));

-- Memorials: one search column (search_text, both languages).
alter table public.memorials drop column search_text;

alter table public.memorials
  add column search_text text generated always as (public.search_words(
    full_name || ' ' || coalesce(first_name, '') || ' '
      || coalesce(last_name, '') || ' ' || coalesce(place_of_birth, '') || ' '
      || coalesce(place_of_passing, '') || ' '
      || coalesce(service_info ->> 'church', '') || ' '
      || coalesce(service_info ->> 'church_sr_cyrl', ''))) stored;

create index memorials_search_text_idx on public.memorials using gin (search_text gin_trgm_ops);
create index memorials_lexemes_idx on public.memorials
  using gin (public.search_lexemes(search_text, true));
