-- Issue 37: English lists in English order. Organizations, businesses and
-- cities were ordered by the English name as stored, byte by byte, so
-- "Šumadija Butcher Shop" came after "Zdravlje" and a small letter after
-- every capital. As creators' sort_en (0340), the English key is the name
-- folded by public.search_fold (case and diacritics blind, Đ as dj), in a
-- collate "C" column PostgREST orders by (domain/serbian-sort-key.ts
-- nameSortColumn). Serbian pages keep sort_azbuka / sort_abeceda.

alter table public.organizations
  add column sort_en text collate "C" generated always as (public.search_fold(
    coalesce(nullif(btrim(name_en), ''), name_sr_cyrl, ''))) stored;

alter table public.businesses
  add column sort_en text collate "C" generated always as (public.search_fold(
    coalesce(nullif(btrim(name_en), ''), name_sr_cyrl, ''))) stored;

alter table public.cities
  add column sort_en text collate "C" generated always as (public.search_fold(
    coalesce(nullif(btrim(name), ''), name_sr_cyrl, ''))) stored;
