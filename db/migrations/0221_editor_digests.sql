-- Editor notifications batched into digests (issue 16). Until now every
-- pending row mailed every editor (30 submissions -> 90 emails with three
-- editors). The database still records, in the same transaction as the
-- insert, that each editor must hear about the row (DESIGN §5): one row here
-- per record and editor (a unique key, so notify-editors-on-submission never
-- doubles it). The mail worker turns them into one digest per editor once the
-- oldest waiting notice is a few minutes old (compose_editor_digests).

create table public.editor_notifications (
  id uuid primary key default gen_random_uuid(),
  editor_id uuid not null references auth.users (id) on delete cascade,
  source_table text not null,
  record_id uuid not null,
  title text not null default '',
  created_at timestamptz not null default now(),
  -- Set when the notice went into a digest.
  digested_at timestamptz,
  unique (source_table, record_id, editor_id)
);

create index editor_notifications_waiting_idx on public.editor_notifications (editor_id, created_at)
  where digested_at is null;

-- Nobody but the server reads or writes these through the API.
alter table public.editor_notifications enable row level security;
revoke all on public.editor_notifications from anon, authenticated;
grant select, insert, update, delete on public.editor_notifications to service_role;

create or replace function public.queue_editor_notifications(source_table text, record_id uuid)
returns integer
language plpgsql security definer
set search_path = public, pg_temp
as $$
declare
  record_json jsonb;
  record_title text;
  queued integer;
begin
  if source_table not in ('organizations', 'events', 'news', 'memorials', 'creators') then
    raise exception 'No editor notifications for table %', source_table;
  end if;
  execute format('select to_jsonb(t) from public.%I t where t.id = $1', source_table)
    into record_json using record_id;
  if record_json is null then
    return 0;
  end if;
  record_title := left(coalesce(nullif(record_json ->> 'name_en', ''), nullif(record_json ->> 'title_en', ''),
    nullif(record_json ->> 'full_name', ''), nullif(record_json ->> 'name_eng', ''),
    nullif(record_json ->> 'name_lat', ''), nullif(record_json ->> 'name_cyr', ''),
    nullif(record_json ->> 'title_sr_cyrl', ''), nullif(record_json ->> 'name_sr_cyrl', ''), ''), 200);
  insert into public.editor_notifications (editor_id, source_table, record_id, title)
    select distinct r.user_id, source_table, record_id, record_title
    from public.user_roles r
    where r.role in ('editor', 'admin')
    on conflict do nothing;
  get diagnostics queued = row_count;
  return queued;
end
$$;

-- One digest per editor whose oldest waiting notice is at least
-- `delay_seconds` old, listing every waiting notice (at most 500 per editor
-- per digest; the rest wait for the next one). Rows are claimed with
-- FOR UPDATE SKIP LOCKED, so several server instances never put one notice
-- into two digests. Returns how many digests were queued.
create function public.compose_editor_digests(delay_seconds double precision)
returns integer
language plpgsql security definer
set search_path = public, pg_temp
as $$
declare
  queued integer;
begin
  with due_editors as (
    select n.editor_id from public.editor_notifications n
    where n.digested_at is null
    group by n.editor_id
    having min(n.created_at) <= now() - make_interval(secs => delay_seconds)
  ), ranked as (
    select n.id, row_number() over (partition by n.editor_id order by n.created_at) as position
    from public.editor_notifications n
    where n.digested_at is null and n.editor_id in (select editor_id from due_editors)
  ), claimed as (
    select n.id from public.editor_notifications n
    where n.id in (select id from ranked where position <= 500)
    for update skip locked
  ), digested as (
    update public.editor_notifications n set digested_at = now()
    from claimed where n.id = claimed.id
    returning n.editor_id, n.source_table, n.record_id, n.title, n.created_at
  )
  insert into public.mail_outbox (to_address, template, locale, data)
    select u.email, 'editor_digest', coalesce(nullif(u.raw_user_meta_data ->> 'language', ''), 'en'),
      jsonb_build_object('items', jsonb_agg(
        jsonb_build_object('table', d.source_table, 'id', d.record_id, 'title', d.title)
        order by d.created_at))
    from digested d join auth.users u on u.id = d.editor_id
    where u.email is not null and u.email <> ''
      and exists (select 1 from public.user_roles r
                  where r.user_id = d.editor_id and r.role in ('editor', 'admin'))
    group by d.editor_id, u.email, u.raw_user_meta_data ->> 'language';
  get diagnostics queued = row_count;
  return queued;
end
$$;

revoke execute on function public.compose_editor_digests(double precision) from public;
grant execute on function public.compose_editor_digests(double precision) to service_role;
