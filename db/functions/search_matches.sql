-- What search_all finds for the search words in one words column: cities,
-- organizations, events, news and memorials, the best 20 of each (0341, 0481,
-- 0560). Moved here from 0560 (issue 38): a retired city is no longer found
-- (decision 030: it leaves menus, pickers and the sitemap; search_all reads
-- cities as its definer, past the policy that hides it). Content of a retired
-- city stays in the lists, so its name still finds that content.
create or replace function public.search_matches(words text, words_column text, serbian boolean)
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
  -- "public.search_lexemes(%1$s.%2$I, %3$L) @@ '...'::tsquery": table alias,
  -- column, stems; the tsquery has each word as the start of a row's word
  -- ('sava':*), for Serbian a word of four or more letters ending in a vowel
  -- also as a declined word's stem (('sava':* | '~sav')), all words required.
  every_word text;
  statement text;
begin
  if words_column not in ('search_en', 'search_sr', 'search_text') then
    raise exception 'unknown search column %', words_column using errcode = '22023';
  end if;
  -- Search words hold [a-z0-9] only, so quoting each in the tsquery is enough.
  select 'public.search_lexemes(%1$s.%2$I, %3$L) @@ ' || quote_literal(string_agg(
      case when serbian and word ~ '^[a-z0-9]{3,}[aeiou]$' then
        format('(%s:* | %s)', quote_literal(word), quote_literal('~' || left(word, -1)))
      else
        quote_literal(word) || ':*'
      end, ' & ')) || '::tsquery'
    into every_word
    from unnest(string_to_array(words, ' ')) as word;
  -- The column is one of three names and the tsquery a literal, so each call
  -- is planned with the real query and the word indexes above serve it.
  statement := $query$
    with city_hits as (
      select c.slug from public.cities c where {city name}
    ),
    -- Organizations and events: the best 20 by their own words, and 20 more
    -- found only by their city, read in index order (status, city_tag, …)
    -- instead of ranking every row of the city; then the best 20 of both.
    organization_words as (
      select o.id, public.search_rank(o.search_title, o.{column}, $1) as rank,
          similarity(o.search_title, $1) as closeness, o.name_en as tie
        from public.organizations o
        where o.status = 'published' and {o}
        order by 2, 3 desc, length(o.name_en), o.name_en
        limit 20
    ),
    organization_city as (
      select o.id, 7 as rank, similarity(o.search_title, $1) as closeness, o.name_en as tie
        from city_hits c
        cross join lateral (
          select o.id, o.search_title, o.name_en
            from public.organizations o
            where o.status = 'published' and o.city_tag = c.slug
              and o.id not in (select id from organization_words)
            order by o.name_en
            limit 20) o
        order by o.name_en
        limit 20
    ),
    organization_hits as (
      select h.id, h.rank, h.closeness,
          row_number() over (order by h.rank, h.closeness desc, length(h.tie), h.tie) as position
        from (select * from organization_words union all select * from organization_city) h
        order by position
        limit 20
    ),
    event_words as (
      select e.id, public.search_rank(e.search_title, e.{column}, $1) as rank,
          similarity(e.search_title, $1) as closeness, e.event_date as tie
        from public.events e
        where e.status = 'published' and {e}
        order by 2, 3 desc, e.event_date desc
        limit 20
    ),
    event_city as (
      select e.id, 7 as rank, similarity(e.search_title, $1) as closeness, e.event_date as tie
        from city_hits c
        cross join lateral (
          select e.id, e.search_title, e.event_date
            from public.events e
            where e.status = 'published' and e.city_tag = c.slug
              and e.id not in (select id from event_words)
            order by e.event_date desc
            limit 20) e
        order by e.event_date desc
        limit 20
    ),
    event_hits as (
      select h.id, h.rank, h.closeness,
          row_number() over (order by h.rank, h.closeness desc, h.tie desc) as position
        from (select * from event_words union all select * from event_city) h
        order by position
        limit 20
    ),
    hits as (
      (select 'city'::text as type, 1 as type_order, c.id, c.slug, c.name as title,
          c.name_sr_cyrl as title_sr_cyrl, c.intro_text_en as description,
          c.intro_text_sr_cyrl as description_sr_cyrl, c.name as name_en,
          public.search_rank(c.search_title, c.{column}, $1) as rank,
          similarity(c.search_title, $1) as closeness,
          length(c.name)::bigint as position
        from public.cities c
        where c.retired_at is null and {c}
        order by rank, closeness desc, length(c.name), c.name
        limit 20)
      union all
      (select 'organization', 2, o.id, o.slug, o.name_en, o.name_sr_cyrl, o.description_en,
          o.description_sr_cyrl, o.name_en, h.rank, h.closeness, h.position
        from organization_hits h join public.organizations o on o.id = h.id)
      union all
      (select 'event', 3, e.id, e.slug, e.title_en, e.title_sr_cyrl, e.description_en,
          e.description_sr_cyrl, e.title_en, h.rank, h.closeness, h.position
        from event_hits h join public.events e on e.id = h.id)
      union all
      (select 'news', 4, n.id, n.slug, n.title_en, n.title_sr_cyrl, n.excerpt_en,
          n.excerpt_sr_cyrl, n.title_en,
          public.search_rank(n.search_title, n.{column}, $1), similarity(n.search_title, $1),
          0::bigint
        from public.news n
        where n.status = 'published' and {n}
        order by 10, 11 desc, n.created_at desc
        limit 20)
      union all
      (select 'memorial', 5, m.id, m.slug, m.full_name, null::text,
          left(public.rich_text_plain(m.obituary_en), 300),
          left(public.rich_text_plain(m.obituary_sr_cyrl), 300), m.full_name,
          public.search_rank(m.search_title, m.search_text, $1), similarity(m.search_title, $1),
          0::bigint
        from public.memorials m
        where m.status = 'published' and m.visibility = 'public' and {m}
        order by 10, 11 desc, m.death_date desc nulls last
        limit 20)
    )
    select h.type, h.id, h.slug, h.title, h.title_sr_cyrl, h.description,
        h.description_sr_cyrl, h.name_en, h.rank
      from hits h
      order by h.rank, h.closeness desc, h.type_order, h.position
  $query$;
  statement := replace(statement, '{city name}', format(every_word, 'c', 'search_title', true));
  statement := replace(statement, '{c}', format(every_word, 'c', words_column, serbian));
  statement := replace(statement, '{o}',
    format(every_word, 'o', words_column, words_column <> 'search_en'));
  statement := replace(statement, '{e}',
    format(every_word, 'e', words_column, words_column <> 'search_en'));
  statement := replace(statement, '{n}',
    format(every_word, 'n', words_column, words_column <> 'search_en'));
  statement := replace(statement, '{m}', format(every_word, 'm', 'search_text', true));
  statement := replace(statement, '{column}', quote_ident(words_column));
  return query execute statement using words;
end
$$;
