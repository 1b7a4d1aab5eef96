-- search_all(keyword): the site search (/search). Script-, diacritic- and
-- case-blind: the keyword and every row are reduced to search words
-- (search_fold, then a-z0-9 words), so Beograd, beograd, Београд find each
-- other and djordjevic finds Đorđević. Only published rows (public
-- memorials), whoever calls: the function runs with the caller's rights
-- (RLS applies too) and filters on status itself, so an author never sees
-- their own pending rows here. At most 20 rows per type, best first
-- (public.search_rank), then shorter titles. A keyword of fewer than two
-- characters after folding finds nothing.

create function public.search_all(keyword text)
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
language plpgsql stable
set search_path = public, pg_temp
as $$
declare
  words text := trim(public.search_words(keyword));
  pattern text;
begin
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

grant execute on function public.search_all(text) to anon, authenticated, service_role;
