-- Low findings of issue 34: what a member's own write told about rows they
-- cannot see, and a space that survived in city tags.

-- 1. Slugs. A member's insert read back `…-2` when a hidden row (someone
--    else's draft or pending item) held the slug made from the same title,
--    and the plain slug when none did. Any rule that gives a member the plain
--    slug when it is free, and something else when a hidden row holds it,
--    tells them so. So a row inserted through the API by anyone but an
--    editor always gets its slug with a random suffix of six letters and
--    digits (`srpski-klub-k3f9q2`), whether the plain slug is free, visible
--    or hidden; a suffix that happens to be taken is drawn again. Editors,
--    imports, the seed and the server keep 0200's numbered slugs. Newest
--    definition before this: 0200_slug_counters.sql.
create or replace function public.assign_slug() returns trigger
language plpgsql security definer
set search_path = public, pg_temp
as $$
declare
  source_column text;
  base text := public.slugify(new.slug);
  suffix integer;
  candidate text;
  taken boolean;
  exists_sql text := format('select exists (select 1 from %I.%I where slug = $1)',
    tg_table_schema, tg_table_name);
  -- SET ROLE of the API request; inside this security-definer function
  -- current_user is the owner, so is_api_request() cannot tell.
  member boolean := coalesce(current_setting('role', true), '') in ('anon', 'authenticated')
    and not coalesce(public.is_editor(), false);
begin
  if member then
    if base = '' then
      foreach source_column in array tg_argv loop
        base := public.slugify(to_jsonb(new) ->> source_column);
        exit when base <> '';
      end loop;
    end if;
    if base = '' then
      base := replace(tg_table_name, '_', '-');
    end if;
    loop
      candidate := base || '-' || (
        select string_agg(substr('abcdefghijklmnopqrstuvwxyz0123456789',
          1 + floor(random() * 36)::integer, 1), '')
        from generate_series(1, 6));
      execute exists_sql into taken using candidate;
      if not taken then
        new.slug := candidate;
        return new;
      end if;
    end loop;
  end if;
  if base <> '' then
    execute exists_sql into taken using base;
    if not taken then
      new.slug := base;
      return new;
    end if;
  else
    foreach source_column in array tg_argv loop
      base := public.slugify(to_jsonb(new) ->> source_column);
      exit when base <> '';
    end loop;
    if base = '' then
      base := replace(tg_table_name, '_', '-');
    end if;
  end if;
  -- Suffix 1 is the base itself. At most three turns: the second follows a
  -- catch-up, a third only if another session took that slug meanwhile.
  for attempt in 1..3 loop
    insert into public.slug_counters as counter (table_name, base_slug, last_suffix)
    values (tg_table_name, base, 1)
    on conflict (table_name, base_slug)
      do update set last_suffix = counter.last_suffix + 1
    returning counter.last_suffix into suffix;
    candidate := case when suffix = 1 then base else base || '-' || suffix end;
    execute exists_sql into taken using candidate;
    if not taken then
      new.slug := candidate;
      return new;
    end if;
    execute format(
      $sql$select coalesce(max(substr(slug, $2)::integer), 1) from %I.%I
        where left(slug, $2 - 1) = $1 and substr(slug, $2) ~ '^[0-9]{1,9}$'$sql$,
      tg_table_schema, tg_table_name)
      into suffix using base || '-', char_length(base) + 2;
    update public.slug_counters set last_suffix = greatest(last_suffix, suffix)
      where table_name = tg_table_name and base_slug = base;
  end loop;
  new.slug := base || '-' || substr(md5(random()::text || clock_timestamp()::text), 1, 8);
  return new;
end
$$;

-- 2. City tags: every kind of space (no-break, thin, ideographic …) is a
--    space, runs of them one, none at the ends. trim() only removed ASCII
--    spaces, so 'toronto' followed by U+00A0 stayed a different tag.
--    Newest definition before this: 0102_cities.sql.
create or replace function public.normalize_city_tag() returns trigger
language plpgsql
as $$
begin
  new.city_tag := nullif(lower(btrim(regexp_replace(new.city_tag,
    '[\s\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]+', ' ', 'g'))), '');
  return new;
end
$$;

-- 3. A content revision that points an owned event at an organization the
--    member cannot see. propose_content_revision (0350) tries the changes as
--    its owner, so the visibility check of 0231 did not run: a hidden
--    organization was accepted (200) where a made-up id failed (23503, 409).
--    The revision row is written by that function in the member's request,
--    so a trigger on it refuses a hidden organization with exactly the error
--    a missing one gets. Visible to a member: published, their own, or any
--    to an editor (the select policies of organizations, 0103).
create function public.require_visible_revision_references() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  organization text := nullif(new.changes ->> 'organization_id', '');
begin
  if new.table_name <> 'events' or organization is null or auth.uid() is null
    or coalesce(public.is_editor(), false) then
    return new;
  end if;
  if organization !~ '^[0-9a-fA-F]{8}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{12}$'
    or exists (select 1 from public.organizations o
               where o.id = organization::uuid
                 and (o.status = 'published' or o.author_id = auth.uid())) then
    return new;
  end if;
  raise exception 'insert or update on table "events" violates foreign key constraint "events_organization_id_fkey"'
    using errcode = '23503',
      detail = format('Key (organization_id)=(%s) is not present in table "organizations".',
        organization::uuid),
      schema = 'public',
      table = 'events',
      constraint = 'events_organization_id_fkey';
end
$$;

revoke all on function public.require_visible_revision_references() from public;

create trigger content_revisions_visible_references
  before insert or update of changes on public.content_revisions
  for each row execute function public.require_visible_revision_references();
