-- search_all refuses a keyword longer than 200 characters (400), before it
-- folds it or builds a LIKE pattern from it: a 900 kB keyword held PGlite
-- for seconds. The server refuses it too, before any SQL runs; this is the
-- same rule for every other caller. Otherwise as 0111, with the attributes
-- of 0113 (custom plans) and 0114 (security definer), which CREATE OR
-- REPLACE would otherwise reset.

create or replace function public.search_all(keyword text)
returns table (
  type text,
  id uuid,
  slug text,
  title text,
  title_sr_cyrl text,
  description text,
  description_sr_cyrl text,
  name_en text
)
language plpgsql stable security definer
set search_path = public, pg_temp
set plan_cache_mode = force_custom_plan
as $$
declare
  words text;
  pattern text;
begin
  if char_length(keyword) > 200 then
    raise exception 'The search keyword is too long: at most 200 characters.'
      using errcode = '22023';
  end if;
  words := trim(public.search_words(keyword));
  if char_length(words) < 2 then
    return;
  end if;
  pattern := '%' || words || '%';
  return query
  (select 'city'::text, c.id, c.slug, c.name, c.name_sr_cyrl, c.intro_text_en,
      c.intro_text_sr_cyrl, c.name
    from public.cities c
    where c.search_text like pattern
    order by public.search_rank(c.search_title, c.search_text, words), length(c.name), c.name
    limit 20)
  union all
  (select 'organization'::text, o.id, o.slug, o.name_en, o.name_sr_cyrl, o.description_en,
      o.description_sr_cyrl, o.name_en
    from public.organizations o
    where o.status = 'published' and o.search_text like pattern
    order by public.search_rank(o.search_title, o.search_text, words), length(o.name_en), o.name_en
    limit 20)
  union all
  (select 'event'::text, e.id, e.slug, e.title_en, e.title_sr_cyrl, e.description_en,
      e.description_sr_cyrl, e.title_en
    from public.events e
    where e.status = 'published' and e.search_text like pattern
    order by public.search_rank(e.search_title, e.search_text, words), e.event_date desc
    limit 20)
  union all
  (select 'news'::text, n.id, n.slug, n.title_en, n.title_sr_cyrl, n.excerpt_en,
      n.excerpt_sr_cyrl, n.title_en
    from public.news n
    where n.status = 'published' and n.search_text like pattern
    order by public.search_rank(n.search_title, n.search_text, words), n.created_at desc
    limit 20)
  union all
  (select 'memorial'::text, m.id, m.slug, m.full_name, null::text,
      left(public.rich_text_plain(m.obituary_en), 300),
      left(public.rich_text_plain(m.obituary_sr_cyrl), 300), m.full_name
    from public.memorials m
    where m.status = 'published' and m.visibility = 'public' and m.search_text like pattern
    order by public.search_rank(m.search_title, m.search_text, words), m.death_date desc nulls last
    limit 20);
end
$$;
