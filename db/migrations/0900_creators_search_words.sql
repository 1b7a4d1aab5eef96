-- The /creators keyword filter matches as the site search and the other
-- lists do (issue 37): each word of the keyword starts a word of the
-- creator's names or short bio, never inside one (`хор` no longer finds
-- "choreographies" through ilike '%hor%'), Serbian word forms, the reader's
-- language first. The words, as search_words() writes them (0341):
-- * search_en: the three names, the English short bio, else a Serbian one;
-- * search_sr: the three names, the Serbian short bios (Cyrillic and
--   Latin), else the English one.
-- A name is searched in every script whatever the language. Read through
-- the word indexes below by published_creators_matching
-- (db/functions/list_search.sql).

alter table public.creators
  add column search_en text generated always as (public.search_words(
    coalesce(name_eng, '') || ' ' || coalesce(name_lat, '') || ' ' || coalesce(name_cyr, '')
      || ' ' || coalesce(nullif(btrim(short_bio_eng), ''),
        nullif(btrim(short_bio_cyr), ''), short_bio_lat, ''))) stored,
  add column search_sr text generated always as (public.search_words(
    coalesce(name_cyr, '') || ' ' || coalesce(name_lat, '') || ' ' || coalesce(name_eng, '')
      || ' ' || coalesce(nullif(btrim(coalesce(short_bio_cyr, '') || ' ' || coalesce(short_bio_lat, '')), ''),
        short_bio_eng, ''))) stored;

create index creators_lexemes_en_idx on public.creators
  using gin (public.search_lexemes(search_en, false));
create index creators_lexemes_sr_idx on public.creators
  using gin (public.search_lexemes(search_sr, true));
