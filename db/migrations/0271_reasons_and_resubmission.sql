-- Reasons on every decision, resubmission, complete mail (issue 19).
--
-- 1. An editor rejects a submission only with a reason (review_note), which
--    stays on the row while it is rejected or a draft, so its author reads
--    it on the dashboard; the audit log keeps it (0270).
-- 2. The author may edit a rejected row as well as a draft and send it to
--    review again (RLS: owner, from draft or rejected, into draft or
--    pending_review; the editor's reason stays with the rejected row and is
--    cleared when it goes back to review).
-- 3. Editors are told again about a row that comes back for review, marked
--    as a resubmission; notices name their kind (submission, resubmission,
--    claim) so a verified claim is not announced as a new submission. A
--    record may have a new notice once the previous one went into a digest.
-- 4. The author hears that the submission was received (first insert), and
--    the decision mail links to the item on the dashboard and carries the
--    reason of a rejection.

-- 1. Review notes: kept while draft or rejected, required for a rejection.
create or replace function public.guard_review_note() returns trigger
language plpgsql
as $$
begin
  if not public.is_api_request() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.review_note := null;
    return new;
  end if;
  if new.review_note is distinct from old.review_note and not (select public.is_editor()) then
    new.review_note := old.review_note;
  end if;
  if new.status::text = 'rejected' and old.status::text is distinct from 'rejected'
    and coalesce(trim(new.review_note), '') = '' then
    raise exception 'A reason is required to reject a submission.' using errcode = '23514';
  end if;
  if new.status::text not in ('draft', 'rejected') then
    new.review_note := null;
  end if;
  return new;
end
$$;

-- 2. The owner edits a draft or a rejected row.
drop policy organizations_update_own on public.organizations;
create policy organizations_update_own on public.organizations
  for update to authenticated
  using (author_id = (select auth.uid()) and status in ('draft', 'rejected'))
  with check (author_id = (select auth.uid()) and status in ('draft', 'pending_review'));
drop policy events_update_own on public.events;
create policy events_update_own on public.events
  for update to authenticated
  using (author_id = (select auth.uid()) and status in ('draft', 'rejected'))
  with check (author_id = (select auth.uid()) and status in ('draft', 'pending_review'));
drop policy news_update_own on public.news;
create policy news_update_own on public.news
  for update to authenticated
  using (author_id = (select auth.uid()) and status in ('draft', 'rejected'))
  with check (author_id = (select auth.uid()) and status in ('draft', 'pending_review'));
drop policy memorials_update_own on public.memorials;
create policy memorials_update_own on public.memorials
  for update to authenticated
  using (submitter_id = (select auth.uid()) and status in ('draft', 'rejected'))
  with check (submitter_id = (select auth.uid()) and status in ('draft', 'pending_review'));

-- The owner's own status changes: a draft to review (0100), and now a
-- rejected row back to draft or to review.
create or replace function public.guard_owned_row() returns trigger
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
    and not (old.status = 'rejected' and new.status in ('draft', 'pending_review'))
    and not (select public.is_editor()) then
    raise exception 'Only editors can change the status.' using errcode = '42501';
  end if;
  return new;
end
$$;

-- 3. Editor notices with a kind, again after a digest.
alter table public.editor_notifications
  drop constraint editor_notifications_source_table_record_id_editor_id_key;
create unique index editor_notifications_waiting_key
  on public.editor_notifications (source_table, record_id, editor_id) where digested_at is null;
alter table public.editor_notifications
  add column kind text not null default 'submission'
    check (kind in ('submission', 'resubmission', 'claim'));

create or replace function public.queue_editor_notifications(source_table text, record_id uuid)
returns integer
language plpgsql security definer
set search_path = public, pg_temp
as $$
declare
  record_json jsonb;
  record_title text;
  notice_kind text := 'submission';
  queued integer;
begin
  if source_table not in ('organizations', 'events', 'news', 'memorials', 'creators',
    'creator_claims') then
    raise exception 'No editor notifications for table %', source_table;
  end if;
  if source_table = 'creator_claims' then
    select to_jsonb(c) into record_json from public.creators c
      join public.creator_claims cl on cl.creator_id = c.id where cl.id = record_id;
    notice_kind := 'claim';
  else
    execute format('select to_jsonb(t) from public.%I t where t.id = $1', source_table)
      into record_json using record_id;
    if exists (select 1 from public.moderation_log l
               where l.table_name = source_table and l.row_id = record_id
                 and l.to_status in ('draft', 'rejected')) then
      notice_kind := 'resubmission';
    end if;
  end if;
  if record_json is null then
    return 0;
  end if;
  record_title := left(coalesce(nullif(record_json ->> 'name_en', ''), nullif(record_json ->> 'title_en', ''),
    nullif(record_json ->> 'full_name', ''), nullif(record_json ->> 'name_eng', ''),
    nullif(record_json ->> 'name_lat', ''), nullif(record_json ->> 'name_cyr', ''),
    nullif(record_json ->> 'title_sr_cyrl', ''), nullif(record_json ->> 'name_sr_cyrl', ''), ''), 200);
  insert into public.editor_notifications (editor_id, source_table, record_id, title, kind)
    select distinct r.user_id, source_table, record_id, record_title, notice_kind
    from public.user_roles r
    where r.role in ('editor', 'admin')
    on conflict do nothing;
  get diagnostics queued = row_count;
  return queued;
end
$$;

create or replace function public.compose_editor_digests(delay_seconds double precision)
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
    returning n.editor_id, n.source_table, n.record_id, n.title, n.kind, n.created_at
  )
  insert into public.mail_outbox (to_address, template, locale, data)
    select u.email, 'editor_digest', coalesce(nullif(u.raw_user_meta_data ->> 'language', ''), 'en'),
      jsonb_build_object('items', jsonb_agg(
        jsonb_build_object('table', d.source_table, 'id', d.record_id, 'title', d.title,
          'kind', d.kind)
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

-- 4. "We received your submission", to a signed-in author, on the first insert.
create function public.notify_author_of_receipt() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  row_json jsonb := to_jsonb(new);
  owner_id uuid;
  author_email text;
  author_language text;
begin
  if new.status::text <> 'pending_review' then
    return null;
  end if;
  owner_id := (row_json ->> case when tg_table_name = 'memorials' then 'submitter_id' else 'author_id' end)::uuid;
  if owner_id is null then
    return null;
  end if;
  select u.email, nullif(u.raw_user_meta_data ->> 'language', '')
    into author_email, author_language
    from auth.users u where u.id = owner_id;
  if coalesce(author_email, '') = '' then
    return null;
  end if;
  insert into public.mail_outbox (to_address, template, locale, data, dedupe_key)
  values (author_email, 'submission_received', coalesce(author_language, 'en'),
    jsonb_build_object('table', tg_table_name, 'id', new.id,
      'title', left(coalesce(nullif(row_json ->> 'name_en', ''), nullif(row_json ->> 'title_en', ''),
        nullif(row_json ->> 'full_name', ''), nullif(row_json ->> 'name_sr_cyrl', ''),
        nullif(row_json ->> 'title_sr_cyrl', ''), ''), 200)),
    format('submission-received:%s:%s', tg_table_name, new.id))
  on conflict (dedupe_key) do nothing;
  return null;
end
$$;

revoke all on function public.notify_author_of_receipt() from public;

create trigger organizations_notify_receipt after insert on public.organizations
  for each row execute function public.notify_author_of_receipt();
create trigger events_notify_receipt after insert on public.events
  for each row execute function public.notify_author_of_receipt();
create trigger news_notify_receipt after insert on public.news
  for each row execute function public.notify_author_of_receipt();
create trigger memorials_notify_receipt after insert on public.memorials
  for each row execute function public.notify_author_of_receipt();
