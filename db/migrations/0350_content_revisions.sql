-- Edit after publication for organizations, events, news and memorials
-- (issue 19; creator profiles have had it since 0273). The owner of a
-- published row proposes changes; the public row stays as it is until an
-- editor approves the revision, which applies it; a rejection needs a reason
-- and keeps the published version; the owner is mailed either way, in their
-- language.
--
-- One mechanism for the four tables: one revisions table keyed by
-- (table_name, row_id), one list of the fields an owner may change per table
-- and one apply function that writes only those fields. As in 0273, nobody
-- writes the table directly: the functions below (security definer, checked
-- by auth.uid() and is_editor()) are the only writers. One pending revision
-- per row: a new proposal replaces the waiting one.

create table public.content_revisions (
  id uuid primary key default gen_random_uuid(),
  table_name text not null
    check (table_name in ('organizations', 'events', 'news', 'memorials')),
  row_id uuid not null,
  author_id uuid references auth.users (id) on delete set null,
  changes jsonb not null check (jsonb_typeof(changes) = 'object'),
  status text not null default 'pending_review'
    check (status in ('pending_review', 'approved', 'rejected')),
  review_note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint content_revisions_changes_size check (octet_length(changes::text) <= 400000),
  constraint content_revisions_review_note_length check (char_length(review_note) <= 4000)
);

create unique index content_revisions_one_pending
  on public.content_revisions (table_name, row_id) where status = 'pending_review';
create index content_revisions_status_idx on public.content_revisions (status, created_at);
create index content_revisions_author_idx on public.content_revisions (author_id, created_at);

create trigger content_revisions_updated_at before update on public.content_revisions
  for each row execute function public.set_updated_at();
create trigger content_revisions_status_log after update on public.content_revisions
  for each row execute function public.log_status_change();

grant select on public.content_revisions to authenticated;
grant all on public.content_revisions to service_role;
alter table public.content_revisions enable row level security;

create policy content_revisions_select_editor on public.content_revisions
  for select to authenticated using ((select public.is_editor()));
create policy content_revisions_select_own on public.content_revisions
  for select to authenticated using (author_id = (select auth.uid()));

-- A row's revisions go with it (row_id cannot reference four tables).
create function public.delete_content_revisions() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  delete from public.content_revisions r where r.table_name = tg_table_name and r.row_id = old.id;
  return old;
end
$$;

create trigger organizations_delete_revisions after delete on public.organizations
  for each row execute function public.delete_content_revisions();
create trigger events_delete_revisions after delete on public.events
  for each row execute function public.delete_content_revisions();
create trigger news_delete_revisions after delete on public.news
  for each row execute function public.delete_content_revisions();
create trigger memorials_delete_revisions after delete on public.memorials
  for each row execute function public.delete_content_revisions();

-- The fields an owner may change, per table: what the submission forms send
-- (never id, slug, status, owner, review notes or timestamps).
create function public.content_revision_fields(target_table text) returns text[]
language sql immutable
as $$
  select case target_table
    when 'organizations' then array['name_en', 'name_sr_cyrl', 'description_en',
      'description_sr_cyrl', 'category', 'address', 'phone', 'email', 'website', 'city_tag',
      'logo_image_url', 'image_url']
    when 'events' then array['title_en', 'title_sr_cyrl', 'description_en', 'description_sr_cyrl',
      'event_date', 'event_time', 'end_date', 'end_time', 'timezone', 'location_text',
      'venue_name', 'city_tag', 'tickets_url', 'featured_image_url', 'image_url',
      'organization_id']
    when 'news' then array['title_en', 'title_sr_cyrl', 'excerpt_en', 'excerpt_sr_cyrl',
      'content_en', 'content_sr_cyrl', 'category', 'city_tag', 'image_url']
    when 'memorials' then array['full_name', 'first_name', 'middle_name', 'last_name',
      'birth_date', 'death_date', 'place_of_birth', 'place_of_passing', 'city_id', 'obituary_en',
      'obituary_sr_cyrl', 'profile_image_url', 'gallery_image_urls', 'service_info', 'visibility']
    else '{}'::text[]
  end
$$;

-- The column naming a row's owner.
create function public.content_owner_column(target_table text) returns text
language sql immutable
as $$
  select case target_table when 'memorials' then 'submitter_id' else 'author_id' end
$$;

-- Writes the allowed fields of the changes onto the row (to apply, and to
-- check): the values go through jsonb_populate_record, so each is cast to
-- its column's type, and the row's constraints and triggers judge them.
create function public.apply_content_changes(target_table text, target uuid, changes jsonb)
returns void
language plpgsql security definer set search_path = ''
as $$
declare
  assignments text;
begin
  select string_agg(format('%I = p.%I', field, field), ', ') into assignments
    from unnest(public.content_revision_fields(target_table)) field
    where changes ? field;
  if assignments is null then
    return;
  end if;
  execute format('update public.%I t set %s from jsonb_populate_record(null::public.%I, $2) p '
    'where t.id = $1', target_table, assignments, target_table)
    using target, changes;
end
$$;

revoke all on function public.apply_content_changes(text, uuid, jsonb) from public;

-- The owner proposes changes to their published row. As in 0273 the changes
-- are tried on the row and rolled back, so a value the row would refuse is
-- refused now, not at approval. Returns the revision's id.
create function public.propose_content_revision(target_table text, row_id uuid, changes jsonb)
returns uuid
language plpgsql security definer set search_path = ''
as $$
declare
  owned boolean;
  kept jsonb;
  revision_id uuid;
begin
  if target_table is null
    or target_table not in ('organizations', 'events', 'news', 'memorials') then
    raise exception 'No revisions for this table.' using errcode = '22023';
  end if;
  execute format('select exists (select 1 from public.%I t where t.id = $1 and t.%I = $2 '
    'and t.status = ''published'')', target_table, public.content_owner_column(target_table))
    into owned using propose_content_revision.row_id, auth.uid();
  if auth.uid() is null or not owned then
    raise exception 'Only the owner of a published item proposes changes to it.'
      using errcode = '42501';
  end if;
  select coalesce(jsonb_object_agg(key, value), '{}'::jsonb) into kept
    from jsonb_each(coalesce(changes, '{}'::jsonb))
    where key = any (public.content_revision_fields(target_table));
  if kept = '{}'::jsonb then
    raise exception 'The revision changes nothing.' using errcode = '22023';
  end if;
  begin
    perform public.apply_content_changes(target_table, propose_content_revision.row_id, kept);
    raise exception 'checked' using errcode = 'ZR001';
  exception when sqlstate 'ZR001' then
    null;
  end;
  update public.content_revisions r set changes = kept, author_id = auth.uid(), created_at = now()
    where r.table_name = target_table and r.row_id = propose_content_revision.row_id
      and r.status = 'pending_review'
    returning r.id into revision_id;
  if revision_id is null then
    insert into public.content_revisions (table_name, row_id, author_id, changes)
      values (target_table, propose_content_revision.row_id, auth.uid(), kept)
      returning id into revision_id;
  end if;
  perform public.queue_editor_notifications('content_revisions', revision_id);
  return revision_id;
end
$$;

revoke all on function public.propose_content_revision(text, uuid, jsonb) from public;
grant execute on function public.propose_content_revision(text, uuid, jsonb) to authenticated;

-- An editor's decision: approve applies the changes; reject needs a reason.
create function public.decide_content_revision(revision_id uuid, approve boolean, reason text default null)
returns text
language plpgsql security definer set search_path = ''
as $$
declare
  revision public.content_revisions%rowtype;
  item jsonb;
  author_email text;
  author_language text;
begin
  if not (select public.is_editor()) then
    raise exception 'Only editors review revisions.' using errcode = '42501';
  end if;
  if not approve and coalesce(trim(reason), '') = '' then
    raise exception 'A reason is required to reject a revision.' using errcode = '23514';
  end if;
  select * into revision from public.content_revisions where id = revision_id for update;
  if not found or revision.status <> 'pending_review' then
    return 'not_pending';
  end if;
  if approve then
    perform public.apply_content_changes(revision.table_name, revision.row_id, revision.changes);
  end if;
  update public.content_revisions
    set status = case when approve then 'approved' else 'rejected' end,
      review_note = case when approve then null else left(trim(reason), 4000) end
    where id = revision_id;
  execute format('select to_jsonb(t) from public.%I t where t.id = $1', revision.table_name)
    into item using revision.row_id;
  select u.email, nullif(u.raw_user_meta_data ->> 'language', '') into author_email, author_language
    from auth.users u where u.id = revision.author_id;
  if coalesce(author_email, '') <> '' and item is not null then
    insert into public.mail_outbox (to_address, template, locale, data)
      values (author_email,
        case when approve then 'submission_revision_approved' else 'submission_revision_rejected' end,
        coalesce(author_language, 'en'),
        jsonb_build_object('table', revision.table_name, 'id', revision.row_id,
          'slug', item ->> 'slug',
          'title', left(coalesce(nullif(item ->> 'name_en', ''), nullif(item ->> 'title_en', ''),
            nullif(item ->> 'full_name', ''), nullif(item ->> 'name_sr_cyrl', ''),
            nullif(item ->> 'title_sr_cyrl', ''), ''), 200),
          'note', case when approve then null else trim(reason) end));
  end if;
  return case when approve then 'approved' else 'rejected' end;
end
$$;

revoke all on function public.decide_content_revision(uuid, boolean, text) from public;
grant execute on function public.decide_content_revision(uuid, boolean, text) to authenticated;

-- Editor notices name these revisions too (kind 'revision', titled by the row).
create or replace function public.queue_editor_notifications(source_table text, record_id uuid)
returns integer
language plpgsql security definer
set search_path = public, pg_temp
as $$
declare
  record_json jsonb;
  record_title text;
  notice_kind text := 'submission';
  revised_table text;
  revised_row uuid;
  queued integer;
begin
  if source_table not in ('organizations', 'events', 'news', 'memorials', 'creators',
    'creator_claims', 'creator_revisions', 'content_revisions') then
    raise exception 'No editor notifications for table %', source_table;
  end if;
  if source_table = 'creator_claims' then
    select to_jsonb(c) into record_json from public.creators c
      join public.creator_claims cl on cl.creator_id = c.id where cl.id = record_id;
    notice_kind := 'claim';
  elsif source_table = 'creator_revisions' then
    select to_jsonb(c) into record_json from public.creators c
      join public.creator_revisions rv on rv.creator_id = c.id where rv.id = record_id;
    notice_kind := 'revision';
  elsif source_table = 'content_revisions' then
    select rv.table_name, rv.row_id into revised_table, revised_row
      from public.content_revisions rv where rv.id = record_id;
    if revised_table is not null then
      execute format('select to_jsonb(t) from public.%I t where t.id = $1', revised_table)
        into record_json using revised_row;
    end if;
    notice_kind := 'revision';
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
