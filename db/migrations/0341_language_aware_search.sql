-- Language-aware, ranked site search (issue 21). Before this, search_all
-- matched the keyword anywhere inside the English and Serbian text at once,
-- so `Ниш` found Laval through "orgaNISe" and `хор` found "CHOReographies".
--
-- Now:
-- * every searchable row has the words a reader of each language sees:
--   search_en (the English fields, each falling back to the Serbian one when
--   empty, as the pages do) and search_sr (the Serbian fields, falling back
--   to English). Memorials are names and places in any language, so both
--   languages search their search_text;
-- * a Cyrillic keyword, or a Serbian reader's keyword, searches search_sr; an
--   English reader's searches search_en; only when that finds nothing at all
--   does search_all look in the other language. Without a language (older
--   callers) both are searched, as before;
-- * each word of the keyword matches at the start of a word, never inside
--   one, in any order ("choir toronto" finds "Toronto ... Choir"); in the
--   Serbian words a keyword word of four or more letters ending in a vowel
--   also matches a whole word that ends in up to two other letters instead,
--   so that `Sava` finds "Светог Саве" and `Toronto` "у Торонту" but not
--   "савремени" (Serbian declines names; this is the whole of our stemming);
-- * events and organizations are also found by their city's name, in English
--   or Serbian, in either script;
-- * one ranking across all types: public.search_rank (title starting with
--   the keyword, title prefix, title word, other fields, city), then trigram
--   similarity of the title to the keyword, returned as `rank` so that the
--   "All" tab lists the best results first.

alter table public.cities
  add column search_en text generated always as (public.search_words(
    name || ' ' || coalesce(nullif(btrim(intro_text_en), ''), intro_text_sr_cyrl, ''))) stored,
  add column search_sr text generated always as (public.search_words(
    coalesce(nullif(btrim(name_sr_cyrl), ''), name) || ' ' || name || ' '
      || coalesce(nullif(btrim(intro_text_sr_cyrl), ''), intro_text_en, ''))) stored;

alter table public.organizations
  add column search_en text generated always as (public.search_words(
    name_en || ' ' || coalesce(nullif(btrim(description_en), ''), description_sr_cyrl, ''))) stored,
  add column search_sr text generated always as (public.search_words(
    coalesce(nullif(btrim(name_sr_cyrl), ''), name_en) || ' '
      || coalesce(nullif(btrim(description_sr_cyrl), ''), description_en, ''))) stored;

alter table public.events
  add column search_en text generated always as (public.search_words(
    title_en || ' ' || coalesce(nullif(btrim(description_en), ''), description_sr_cyrl, '')
      || ' ' || coalesce(venue_name, ''))) stored,
  add column search_sr text generated always as (public.search_words(
    coalesce(nullif(btrim(title_sr_cyrl), ''), title_en) || ' '
      || coalesce(nullif(btrim(description_sr_cyrl), ''), description_en, '')
      || ' ' || coalesce(venue_name, ''))) stored;

alter table public.news
  add column search_en text generated always as (public.search_words(
    title_en || ' ' || coalesce(nullif(btrim(excerpt_en), ''), excerpt_sr_cyrl, ''))) stored,
  add column search_sr text generated always as (public.search_words(
    coalesce(nullif(btrim(title_sr_cyrl), ''), title_en) || ' '
      || coalesce(nullif(btrim(excerpt_sr_cyrl), ''), excerpt_en, ''))) stored;

create index cities_search_en_idx on public.cities using gin (search_en gin_trgm_ops);
create index cities_search_sr_idx on public.cities using gin (search_sr gin_trgm_ops);
create index organizations_search_en_idx on public.organizations using gin (search_en gin_trgm_ops);
create index organizations_search_sr_idx on public.organizations using gin (search_sr gin_trgm_ops);
create index events_search_en_idx on public.events using gin (search_en gin_trgm_ops);
create index events_search_sr_idx on public.events using gin (search_sr gin_trgm_ops);
create index news_search_en_idx on public.news using gin (search_en gin_trgm_ops);
create index news_search_sr_idx on public.news using gin (search_sr gin_trgm_ops);

-- The rows of one language's words (search_en, search_sr, or search_text for
-- both) in which every word of `words` starts a word. Called only by
-- search_all, which has checked and folded the keyword; not callable through
-- the API.
create function public.search_matches(words text, words_column text, serbian boolean)
returns table (
  type text,
  id uuid,
  slug text,
  title text,
  title_sr_cyrl text,
  description text,
  description_sr_cyrl text,
  name_en text,
  rank integer
)
language plpgsql stable
set search_path = public, pg_temp
as $$
declare
  -- "%1$s.%2$I like '% word%' and ..." for each word: table alias, column;
  -- for Serbian, "(... like '% sava%' or %1$s.%2$I ~ ' sav[a-z]{0,2} ')".
  every_word text;
  statement text;
begin
  if words_column not in ('search_en', 'search_sr', 'search_text') then
    raise exception 'unknown search column %', words_column using errcode = '22023';
  end if;
  select string_agg(
      case when serbian and word ~ '^[a-z0-9]{3,}[aeiou]$' then
        format('(%%1$s.%%2$I like %s or %%1$s.%%2$I ~ %s)',
          replace(quote_literal('% ' || word || '%'), '%', '%%'),
          quote_literal(' ' || left(word, -1) || '[a-z]{0,2} '))
      else
        format('%%1$s.%%2$I like %s', replace(quote_literal('% ' || word || '%'), '%', '%%'))
      end, ' and ')
    into every_word
    from unnest(string_to_array(words, ' ')) as word;
  -- The column is one of three names and the words are literals, so each
  -- call is planned with the real patterns and the trigram indexes serve it.
  statement := $query$
    with city_hits as (
      select c.slug from public.cities c where {city name}
    ),
    hits as (
      (select 'city'::text as type, 1 as type_order, c.id, c.slug, c.name as title,
          c.name_sr_cyrl as title_sr_cyrl, c.intro_text_en as description,
          c.intro_text_sr_cyrl as description_sr_cyrl, c.name as name_en,
          public.search_rank(c.search_title, c.{column}, $1) as rank,
          similarity(c.search_title, $1) as closeness
        from public.cities c
        where {c}
        order by rank, closeness desc, length(c.name), c.name
        limit 20)
      union all
      (select 'organization', 2, o.id, o.slug, o.name_en, o.name_sr_cyrl, o.description_en,
          o.description_sr_cyrl, o.name_en,
          public.search_rank(o.search_title, o.{column}, $1), similarity(o.search_title, $1)
        from public.organizations o
        where o.status = 'published'
          and ({o} or o.city_tag in (select slug from city_hits))
        order by 10, 11 desc, length(o.name_en), o.name_en
        limit 20)
      union all
      (select 'event', 3, e.id, e.slug, e.title_en, e.title_sr_cyrl, e.description_en,
          e.description_sr_cyrl, e.title_en,
          public.search_rank(e.search_title, e.{column}, $1), similarity(e.search_title, $1)
        from public.events e
        where e.status = 'published'
          and ({e} or e.city_tag in (select slug from city_hits))
        order by 10, 11 desc, e.event_date desc
        limit 20)
      union all
      (select 'news', 4, n.id, n.slug, n.title_en, n.title_sr_cyrl, n.excerpt_en,
          n.excerpt_sr_cyrl, n.title_en,
          public.search_rank(n.search_title, n.{column}, $1), similarity(n.search_title, $1)
        from public.news n
        where n.status = 'published' and {n}
        order by 10, 11 desc, n.created_at desc
        limit 20)
      union all
      (select 'memorial', 5, m.id, m.slug, m.full_name, null::text,
          left(public.rich_text_plain(m.obituary_en), 300),
          left(public.rich_text_plain(m.obituary_sr_cyrl), 300), m.full_name,
          public.search_rank(m.search_title, m.search_text, $1), similarity(m.search_title, $1)
        from public.memorials m
        where m.status = 'published' and m.visibility = 'public' and {m}
        order by 10, 11 desc, m.death_date desc nulls last
        limit 20)
    )
    select h.type, h.id, h.slug, h.title, h.title_sr_cyrl, h.description,
        h.description_sr_cyrl, h.name_en, h.rank
      from hits h
      order by h.rank, h.closeness desc, h.type_order
  $query$;
  statement := replace(statement, '{city name}', format(every_word, 'c', 'search_title'));
  statement := replace(statement, '{c}', format(every_word, 'c', words_column));
  statement := replace(statement, '{o}', format(every_word, 'o', words_column));
  statement := replace(statement, '{e}', format(every_word, 'e', words_column));
  statement := replace(statement, '{n}', format(every_word, 'n', words_column));
  statement := replace(statement, '{m}', format(every_word, 'm', 'search_text'));
  statement := replace(statement, '{column}', quote_ident(words_column));
  return query execute statement using words;
end
$$;

revoke execute on function public.search_matches(text, text, boolean)
  from public, anon, authenticated;

drop function public.search_all(text);

-- search_all(keyword, language): the site search (/search). `language` is the
-- reader's (en, sr_latin, sr_cyrillic), or null to search both languages.
-- Refuses a keyword over 200 characters (0201); a keyword of fewer than two
-- characters after folding finds nothing. Security definer (0114): only
-- published rows, public memorials, whoever calls.
create function public.search_all(keyword text, language text default null)
returns table (
  type text,
  id uuid,
  slug text,
  title text,
  title_sr_cyrl text,
  description text,
  description_sr_cyrl text,
  name_en text,
  rank integer
)
language plpgsql stable security definer
set search_path = public, pg_temp
as $$
declare
  words text;
  first_column text;
begin
  if char_length(keyword) > 200 then
    raise exception 'The search keyword is too long: at most 200 characters.'
      using errcode = '22023';
  end if;
  words := trim(public.search_words(keyword));
  if char_length(words) < 2 then
    return;
  end if;
  first_column := case
    when keyword ~ '[Ѐ-ӿ]' or language in ('sr_latin', 'sr_cyrillic') then 'search_sr'
    when language = 'en' then 'search_en'
    else 'search_text'
  end;
  return query select * from public.search_matches(
    words, first_column, first_column = 'search_sr');
  if not found and first_column <> 'search_text' then
    return query select * from public.search_matches(
      words,
      case first_column when 'search_sr' then 'search_en' else 'search_sr' end,
      first_column = 'search_en');
  end if;
end
$$;

grant execute on function public.search_all(text, text) to anon, authenticated, service_role;
