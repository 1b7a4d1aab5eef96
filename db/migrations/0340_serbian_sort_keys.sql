-- Serbian alphabetical order (issue 21): Azbuka on Cyrillic pages, abeceda on
-- Latin pages, with Љ/Lj, Њ/Nj and Џ/Dž as single letters. PGlite has no ICU
-- collations and PostgreSQL's depend on the machine, so the order is a key:
-- public.sort_key_azbuka(text) and public.sort_key_abeceda(text), the SQL
-- twins of domain/serbian-sort-key.ts (read there how a key is made;
-- server/db/serbian-sort-key-sql.test.ts checks that both agree), stored in
-- generated columns with collate "C" so that PostgREST's order=sort_azbuka
-- compares them byte by byte and pages through them with an index.
--
-- IMMUTABLE for the same reasons as search_fold (0002): only translate(),
-- replace() and btrim(), no lower() and nothing that depends on the locale.

create or replace function public.sort_key_latin_as_cyrillic(input text)
returns text
language sql
immutable
strict
parallel safe
as $$
  select translate(
    replace(replace(replace(
      translate(
        input,
        'ABCDEFGHIJKLMNOPQRSTUVWXYZČĆŠŽĐАБВГДЂЕЖЗИЈКЛЉМНЊОПРСТЋУФХЦЧЏШЀЍѐѝǄǅǆǇǈǉǊǋǌ',
        'abcdefghijklmnopqrstuvwxyzčćšžđабвгдђежзијклљмнњопрстћуфхцчџшеиеиџџџљљљњњњ'),
      'dž', 'џ'), 'lj', 'љ'), 'nj', 'њ'),
    'abcčćdđefghijklmnoprsštuvzž',
    'абцчћдђефгхијклмнопрсштувзж')
$$;

create or replace function public.sort_key_azbuka(input text)
returns text
language sql
immutable
strict
parallel safe
as $$
  select btrim(translate(
    public.sort_key_latin_as_cyrillic(input),
    'абвгдђежзијклљмнњопрстћуфхцчџшqwxy',
    'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefgh'))
$$;

create or replace function public.sort_key_abeceda(input text)
returns text
language sql
immutable
strict
parallel safe
as $$
  select btrim(translate(
    public.sort_key_latin_as_cyrillic(input),
    'абцчћдџђефгхијклљмнњопqрсштувwxyзж',
    'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefgh'))
$$;

grant execute on function public.sort_key_latin_as_cyrillic(text) to anon, authenticated, service_role;
grant execute on function public.sort_key_azbuka(text) to anon, authenticated, service_role;
grant execute on function public.sort_key_abeceda(text) to anon, authenticated, service_role;

-- Each name in the order its reader sees it (domain/creator-display.ts,
-- domain/content-language.ts): Cyrillic pages fall back from the Cyrillic
-- name, Latin pages from the Latin one, English from the English one.

alter table public.creators
  add column sort_en text collate "C" generated always as (public.search_fold(coalesce(
    nullif(btrim(name_eng), ''), nullif(btrim(name_lat), ''), name_cyr, ''))) stored,
  add column sort_azbuka text collate "C" generated always as (public.sort_key_azbuka(coalesce(
    nullif(btrim(name_cyr), ''), nullif(btrim(name_lat), ''), name_eng, ''))) stored,
  add column sort_abeceda text collate "C" generated always as (public.sort_key_abeceda(coalesce(
    nullif(btrim(name_lat), ''), nullif(btrim(name_cyr), ''), name_eng, ''))) stored;

alter table public.organizations
  add column sort_azbuka text collate "C" generated always as (public.sort_key_azbuka(
    coalesce(nullif(btrim(name_sr_cyrl), ''), name_en))) stored,
  add column sort_abeceda text collate "C" generated always as (public.sort_key_abeceda(
    coalesce(nullif(btrim(name_sr_cyrl), ''), name_en))) stored;

alter table public.businesses
  add column sort_azbuka text collate "C" generated always as (public.sort_key_azbuka(
    coalesce(nullif(btrim(name_sr_cyrl), ''), name_en))) stored,
  add column sort_abeceda text collate "C" generated always as (public.sort_key_abeceda(
    coalesce(nullif(btrim(name_sr_cyrl), ''), name_en))) stored;

alter table public.cities
  add column sort_azbuka text collate "C" generated always as (public.sort_key_azbuka(
    coalesce(nullif(btrim(name_sr_cyrl), ''), name))) stored,
  add column sort_abeceda text collate "C" generated always as (public.sort_key_abeceda(
    coalesce(nullif(btrim(name_sr_cyrl), ''), name))) stored;

create index creators_sort_azbuka on public.creators (sort_azbuka, id) where status = 'published';
create index creators_sort_abeceda on public.creators (sort_abeceda, id) where status = 'published';
create index creators_sort_en on public.creators (sort_en, id) where status = 'published';
