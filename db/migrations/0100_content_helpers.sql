-- Shared building blocks of the content tables (0101 onward): timestamps,
-- slugs, the guard that keeps API users from changing what only the server
-- or an editor may change, the rich-text document shape, and search words.
-- No table lives here: each table's migration carries its grants and policies.

-- Links and image addresses: http(s) URLs or site paths such as /images/x.svg
-- (never javascript: or data: URLs); an empty string means none.
create domain public.web_url as text
  check (value = '' or value ~* '^(https?://[^\s]+|/[^/\s][^\s]*)$');

create domain public.content_status as text
  check (value in ('draft', 'pending_review', 'published', 'rejected'));

-- True while a statement runs for a client of the HTTP API (roles anon and
-- authenticated), false for the server itself, migrations, seeds and
-- security-definer functions.
create function public.is_api_request() returns boolean
language sql stable
as $$ select current_user in ('anon', 'authenticated') $$;

create function public.set_updated_at() returns trigger
language plpgsql
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

-- 'Đorđević Ćirilica!' and 'Ђорђевић ћирилица' both give 'djordjevic-cirilica'.
create function public.slugify(input text) returns text
language sql immutable parallel safe
as $$
  select trim(both '-' from left(
    regexp_replace(public.search_fold(coalesce(input, '')), '[^a-z0-9]+', '-', 'g'), 80))
$$;

-- Before insert: a missing slug is made from the first non-empty column named
-- in the trigger arguments, with -2, -3 ... on collision. Security definer so
-- that rows the inserting user cannot see still count as taken.
create function public.assign_slug() returns trigger
language plpgsql security definer
set search_path = public, pg_temp
as $$
declare
  source_column text;
  base text := public.slugify(new.slug);
  candidate text;
  suffix integer := 1;
  taken boolean;
begin
  if base <> '' then
    new.slug := base;
    return new;
  end if;
  foreach source_column in array tg_argv loop
    base := public.slugify(to_jsonb(new) ->> source_column);
    exit when base <> '';
  end loop;
  if base = '' then
    base := replace(tg_table_name, '_', '-');
  end if;
  candidate := base;
  loop
    execute format('select exists (select 1 from %I.%I where slug = $1)', tg_table_schema, tg_table_name)
      into taken using candidate;
    exit when not taken;
    suffix := suffix + 1;
    candidate := base || '-' || suffix;
  end loop;
  new.slug := candidate;
  return new;
end
$$;

-- Before insert or update of an owned content row, for API users only:
-- the creation time is the server's clock (no back-dating); id, owner
-- (column named by the first trigger argument) and creation time never
-- change; only editors change a status, except that an owner may send
-- their own draft back to review (draft -> pending_review).
create function public.guard_owned_row() returns trigger
language plpgsql
as $$
declare
  owner_column text := tg_argv[0];
begin
  if not public.is_api_request() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.created_at := now();
    new.updated_at := now();
    return new;
  end if;
  if new.id is distinct from old.id
    or new.created_at is distinct from old.created_at
    or to_jsonb(new) -> owner_column is distinct from to_jsonb(old) -> owner_column then
    raise exception 'The id, owner and creation time of a row cannot be changed.'
      using errcode = '42501';
  end if;
  if new.status is distinct from old.status
    and not (old.status = 'draft' and new.status = 'pending_review')
    and not (select public.is_editor()) then
    raise exception 'Only editors can change the status.' using errcode = '42501';
  end if;
  return new;
end
$$;

-- The one rich-text shape (never HTML), documented in docs/data-model.md:
-- {"type":"doc","content":[{"type":"paragraph","content":[
--   {"type":"text","text":"...","marks":[{"type":"bold"}]}]}]}
-- Marks are optional and limited to bold and italic.
create function public.is_rich_text(document jsonb) returns boolean
language plpgsql immutable parallel safe
as $$
declare
  paragraph jsonb;
  run jsonb;
  mark jsonb;
begin
  if jsonb_typeof(document) is distinct from 'object'
    or document ->> 'type' is distinct from 'doc'
    or jsonb_typeof(document -> 'content') is distinct from 'array' then
    return false;
  end if;
  for paragraph in select value from jsonb_array_elements(document -> 'content') loop
    if jsonb_typeof(paragraph) <> 'object' or paragraph ->> 'type' is distinct from 'paragraph' then
      return false;
    end if;
    continue when not paragraph ? 'content';
    if jsonb_typeof(paragraph -> 'content') <> 'array' then
      return false;
    end if;
    for run in select value from jsonb_array_elements(paragraph -> 'content') loop
      if jsonb_typeof(run) <> 'object' or run ->> 'type' is distinct from 'text'
        or jsonb_typeof(run -> 'text') is distinct from 'string' then
        return false;
      end if;
      continue when not run ? 'marks';
      if jsonb_typeof(run -> 'marks') <> 'array' then
        return false;
      end if;
      for mark in select value from jsonb_array_elements(run -> 'marks') loop
        if jsonb_typeof(mark) <> 'object' or coalesce(mark ->> 'type', '') not in ('bold', 'italic') then
          return false;
        end if;
      end loop;
    end loop;
  end loop;
  return true;
end
$$;

-- The plain text of a rich-text document (paragraphs separated by a blank
-- line), or the string itself when the value is a JSON string.
create function public.rich_text_plain(document jsonb) returns text
language sql immutable parallel safe
as $$
  select case jsonb_typeof(document)
    when 'string' then document #>> '{}'
    when 'object' then (
      select string_agg(paragraph_text, E'\n\n' order by position)
      from (
        select paragraphs.position,
          (select string_agg(runs.run ->> 'text', '' order by runs.n)
           from jsonb_array_elements(
             case when jsonb_typeof(paragraphs.paragraph -> 'content') = 'array'
               then paragraphs.paragraph -> 'content' else '[]'::jsonb end
           ) with ordinality as runs (run, n)) as paragraph_text
        from jsonb_array_elements(
          case when jsonb_typeof(document -> 'content') = 'array'
            then document -> 'content' else '[]'::jsonb end
        ) with ordinality as paragraphs (paragraph, position)
      ) texts)
  end
$$;

-- Search words: folded (script, diacritics, case) and reduced to a-z0-9
-- words separated by single spaces, with a space at both ends so that
-- "whole word" and "start of a word" are plain LIKE patterns.
create function public.search_words(input text) returns text
language sql immutable parallel safe
as $$
  select ' ' || trim(regexp_replace(public.search_fold(coalesce(input, '')), '[^a-z0-9]+', ' ', 'g')) || ' '
$$;

-- Rank of a match of `words` (already search words, trimmed) in a row's
-- title words and all its words: the title starting with the keyword as a
-- whole word first, then as a prefix, then a whole word of the title, the
-- start of a title word, anywhere in the title, then the same in the text.
create function public.search_rank(title text, body text, words text) returns integer
language sql immutable parallel safe
as $$
  select case
    when title like ' ' || words || ' %' then 0
    when title like ' ' || words || '%' then 1
    when title like '% ' || words || ' %' then 2
    when title like '% ' || words || '%' then 3
    when title like '%' || words || '%' then 4
    when body like '% ' || words || ' %' then 5
    when body like '% ' || words || '%' then 6
    else 7
  end
$$;

grant execute on function public.slugify(text), public.is_rich_text(jsonb),
  public.rich_text_plain(jsonb), public.search_words(text),
  public.search_rank(text, text, text) to anon, authenticated, service_role;
