-- The keyword filter of the public lists (/events, /organizations,
-- /creators: its words since 0900), matched
-- as the site search matches (search_matches, db/migrations/0560): each word
-- of the keyword starts a word of the row, never inside one (`хор` finds
-- "Хор", not "choreographies"); for Serbian a word of four or more letters
-- ending in a vowel also finds its declined forms (`sava` finds "Саве",
-- "Савом"); the reader's language is searched first, the other one when it
-- finds nothing. The words are the row's search_en / search_sr, read through
-- the word indexes of 0560. The list adds its own filters and order on top:
-- `rpc('published_events_matching', {keyword, language}).eq('city_tag', …)`.
-- The domain twin for lists filtered in the browser: domain/keyword-match.ts.

-- The tsquery of search words (' word word '): every word required, each as
-- the start of a row's word ('sava':*), for Serbian also as a declined
-- word's stem ('~sav', search_lexemes). Words hold [a-z0-9] only, so quoting
-- each is enough. Null for no words.
create or replace function public.search_tsquery(words text, serbian boolean)
returns tsquery
language sql immutable parallel safe
as $$
  select string_agg(
      case when serbian and word ~ '^[a-z0-9]{3,}[aeiou]$' then
        format('(%s:* | %s)', quote_literal(word), quote_literal('~' || left(word, -1)))
      else
        quote_literal(word) || ':*'
      end, ' & ')::tsquery
    from unnest(string_to_array(btrim(coalesce(words, '')), ' ')) as word
   where word <> ''
$$;

grant execute on function public.search_tsquery(text, boolean)
  to anon, authenticated, service_role;

-- Whether the keyword is searched in Serbian words first: a Cyrillic keyword,
-- or a Serbian reader ('sr_latin', 'sr_cyrillic'), as search_all decides.
create or replace function public.search_serbian_first(keyword text, language text)
returns boolean
language sql immutable parallel safe
as $$
  select coalesce(keyword ~ '[Ѐ-ӿ]' or language in ('sr_latin', 'sr_cyrillic'), false)
$$;

grant execute on function public.search_serbian_first(text, text)
  to anon, authenticated, service_role;

-- The words of a list keyword, refused over 200 characters like search_all's.
create or replace function public.list_search_words(keyword text)
returns text
language plpgsql immutable
as $$
begin
  if char_length(keyword) > 200 then
    raise exception 'The search keyword is too long: at most 200 characters.'
      using errcode = '22023';
  end if;
  return btrim(public.search_words(keyword));
end
$$;

grant execute on function public.list_search_words(text)
  to anon, authenticated, service_role;

create or replace function public.published_events_matching(keyword text, language text default null)
returns setof public.events
language plpgsql stable
set search_path = public, pg_temp
as $$
declare
  words text := public.list_search_words(keyword);
  serbian boolean := public.search_serbian_first(keyword, language);
begin
  if words = '' then
    return;
  end if;
  if serbian then
    return query select e.* from public.events e
      where e.status = 'published'
        and public.search_lexemes(e.search_sr, true) @@ public.search_tsquery(words, true);
  else
    return query select e.* from public.events e
      where e.status = 'published'
        and public.search_lexemes(e.search_en, false) @@ public.search_tsquery(words, false);
  end if;
  if found then
    return;
  end if;
  if serbian then
    return query select e.* from public.events e
      where e.status = 'published'
        and public.search_lexemes(e.search_en, false) @@ public.search_tsquery(words, false);
  else
    return query select e.* from public.events e
      where e.status = 'published'
        and public.search_lexemes(e.search_sr, true) @@ public.search_tsquery(words, true);
  end if;
end
$$;

grant execute on function public.published_events_matching(text, text)
  to anon, authenticated, service_role;

create or replace function public.published_organizations_matching(keyword text, language text default null)
returns setof public.organizations
language plpgsql stable
set search_path = public, pg_temp
as $$
declare
  words text := public.list_search_words(keyword);
  serbian boolean := public.search_serbian_first(keyword, language);
begin
  if words = '' then
    return;
  end if;
  if serbian then
    return query select o.* from public.organizations o
      where o.status = 'published'
        and public.search_lexemes(o.search_sr, true) @@ public.search_tsquery(words, true);
  else
    return query select o.* from public.organizations o
      where o.status = 'published'
        and public.search_lexemes(o.search_en, false) @@ public.search_tsquery(words, false);
  end if;
  if found then
    return;
  end if;
  if serbian then
    return query select o.* from public.organizations o
      where o.status = 'published'
        and public.search_lexemes(o.search_en, false) @@ public.search_tsquery(words, false);
  else
    return query select o.* from public.organizations o
      where o.status = 'published'
        and public.search_lexemes(o.search_sr, true) @@ public.search_tsquery(words, true);
  end if;
end
$$;

grant execute on function public.published_organizations_matching(text, text)
  to anon, authenticated, service_role;

create or replace function public.published_creators_matching(keyword text, language text default null)
returns setof public.creators
language plpgsql stable
set search_path = public, pg_temp
as $$
declare
  words text := public.list_search_words(keyword);
  serbian boolean := public.search_serbian_first(keyword, language);
begin
  if words = '' then
    return;
  end if;
  if serbian then
    return query select c.* from public.creators c
      where c.status = 'published'
        and public.search_lexemes(c.search_sr, true) @@ public.search_tsquery(words, true);
  else
    return query select c.* from public.creators c
      where c.status = 'published'
        and public.search_lexemes(c.search_en, false) @@ public.search_tsquery(words, false);
  end if;
  if found then
    return;
  end if;
  if serbian then
    return query select c.* from public.creators c
      where c.status = 'published'
        and public.search_lexemes(c.search_en, false) @@ public.search_tsquery(words, false);
  else
    return query select c.* from public.creators c
      where c.status = 'published'
        and public.search_lexemes(c.search_sr, true) @@ public.search_tsquery(words, true);
  end if;
end
$$;

grant execute on function public.published_creators_matching(text, text)
  to anon, authenticated, service_role;
