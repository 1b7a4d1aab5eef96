-- Slugs in a constant number of queries per row. 0100's assign_slug probed
-- slug, slug-2, slug-3 … with one query each: quadratic in the rows that
-- share a title (1,000 anonymous rows of one name held PGlite for minutes),
-- and concurrent inserts of one title on PostgreSQL all chose the same slug,
-- so all but one failed with 409.
--
-- Now one counter row per (table, base slug) hands out the next suffix.
-- Concurrent inserts of one title wait for each other on that row, so each
-- gets its own slug. A counter that is behind (rows from before this
-- migration, rows inserted with an explicit slug) is caught up with one read
-- of the largest suffix in use. An explicit slug that is already taken is
-- treated as a base, so the server picks a free slug instead of answering
-- 409, which would tell a user that a row they cannot see exists.

create table public.slug_counters (
  table_name text not null,
  base_slug text not null,
  last_suffix integer not null,
  primary key (table_name, base_slug)
);
-- Only assign_slug (security definer) reads and writes it.
alter table public.slug_counters enable row level security;
revoke all on public.slug_counters from public, anon, authenticated;

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
begin
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
