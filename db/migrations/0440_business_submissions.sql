-- Businesses join the submission lifecycle (issue 20): a signed-in person
-- adds a business, it waits in the editors' queue like organizations,
-- events, news and memorials, and its owner (author_id: the submitter, or
-- the account an approved claim gave it to, 0441) edits it after
-- publication through content_revisions. Listings that existed before
-- (the seed's samples, editors' rows) stay published and have no owner.
--
-- Everything reuses the machinery of 0100-0140, 0221, 0271, 0272 and 0350:
-- the same guards, audit log, decision and receipt mails, editor notices,
-- submitter IP and revision functions, now also naming 'businesses'.

alter table public.businesses
  add column status public.content_status not null default 'published',
  add column author_id uuid references auth.users (id) on delete set null,
  add column review_note text;
alter table public.businesses alter column status set default 'pending_review';
alter table public.businesses alter column author_id set default auth.uid();
alter table public.businesses
  add constraint businesses_status_max_length check (char_length(status) <= 64),
  add constraint businesses_review_note_max_length check (char_length(review_note) <= 4000),
  -- Whether the listing waits for an owner (a claim): public, without naming the owner.
  add column claimable boolean generated always as (author_id is null) stored;

create index businesses_status_category_idx on public.businesses (status, category, name_en);
create index businesses_author_idx on public.businesses (author_id, created_at desc);

-- Row rules of the other submission tables.
create trigger businesses_guard before insert or update on public.businesses
  for each row execute function public.guard_owned_row('author_id');
create trigger businesses_review_note before insert or update on public.businesses
  for each row execute function public.guard_review_note();
create trigger businesses_status_log after update on public.businesses
  for each row execute function public.log_status_change();
create trigger businesses_delete_log after delete on public.businesses
  for each row execute function public.log_deletion();
create trigger businesses_notify_author after update of status on public.businesses
  for each row execute function public.notify_author_of_decision();
create trigger businesses_notify_receipt after insert on public.businesses
  for each row execute function public.notify_author_of_receipt();
create trigger businesses_notify_editors after insert or update of status on public.businesses
  for each row execute function public.notify_editors_of_pending_row();

alter table public.submitter_ips drop constraint submitter_ips_table_name_check;
alter table public.submitter_ips add constraint submitter_ips_table_name_check
  check (table_name in ('organizations', 'events', 'news', 'creators', 'businesses'));
create trigger businesses_submitter_ip after insert or delete on public.businesses
  for each row execute function public.record_submitter_ip();

-- Policies as for organizations (0103, 0271); editors keep adding listings directly.
drop policy businesses_select_all on public.businesses;
drop policy businesses_insert_editor on public.businesses;
drop policy businesses_update_editor on public.businesses;
drop policy businesses_delete_editor on public.businesses;

create policy businesses_select_public on public.businesses
  for select to anon, authenticated using (status = 'published');
create policy businesses_select_own on public.businesses
  for select to authenticated using (author_id = (select auth.uid()));
create policy businesses_select_editor on public.businesses
  for select to authenticated using ((select public.is_editor()));
create policy businesses_insert_own on public.businesses
  for insert to authenticated
  with check (author_id = (select auth.uid()) and status = 'pending_review');
create policy businesses_insert_editor on public.businesses
  for insert to authenticated with check ((select public.is_editor()));
create policy businesses_update_own on public.businesses
  for update to authenticated
  using (author_id = (select auth.uid()) and status in ('draft', 'rejected'))
  with check (author_id = (select auth.uid()) and status in ('draft', 'pending_review'));
create policy businesses_update_editor on public.businesses
  for update to authenticated
  using ((select public.is_editor())) with check ((select public.is_editor()));
create policy businesses_delete_own on public.businesses
  for delete to authenticated using (author_id = (select auth.uid()));
create policy businesses_delete_admin on public.businesses
  for delete to authenticated using ((select public.is_admin()));

-- Editors' notices and review context name businesses too.
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
    'businesses', 'creator_claims', 'creator_revisions', 'content_revisions') then
    raise exception 'No editor notifications for table %', source_table;
  end if;
  if source_table = 'creator_claims' then
    -- A claim names a creator or a business (0441).
    select coalesce(to_jsonb(c), to_jsonb(b)) into record_json
      from public.creator_claims cl
      left join public.creators c on c.id = cl.creator_id
      left join public.businesses b on b.id = (to_jsonb(cl) ->> 'business_id')::uuid
      where cl.id = record_id;
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

create or replace function public.moderation_context(source_table text, row_ids uuid[])
returns table (
  row_id uuid,
  submitter_name text,
  submitter_email text,
  submitter_ip text,
  history jsonb
)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  owner_column text;
begin
  if not (select public.is_editor()) then
    raise exception 'Only editors read the review context.' using errcode = '42501';
  end if;
  owner_column := case source_table
    when 'organizations' then 'author_id'
    when 'events' then 'author_id'
    when 'news' then 'author_id'
    when 'businesses' then 'author_id'
    when 'memorials' then 'submitter_id'
    when 'creators' then 'owner_user_id'
  end;
  if owner_column is null or coalesce(cardinality(row_ids), 0) > 200 then
    raise exception 'No review context for this request.' using errcode = '22023';
  end if;
  return query execute format(
    $sql$
    select t.id,
      coalesce(p.full_name, ''),
      coalesce(u.email, %2$s, ''),
      coalesce(host(ip.ip), ''),
      coalesce((
        select jsonb_agg(jsonb_build_object('at', l.created_at, 'actor', coalesce(a.email, ''),
          'from', l.from_status, 'to', l.to_status, 'note', l.note) order by l.created_at)
        from public.moderation_log l left join auth.users a on a.id = l.actor_id
        where l.table_name = %3$L and l.row_id = t.id
      ), '[]'::jsonb)
    from public.%1$I t
    left join auth.users u on u.id = t.%4$I
    left join public.profiles p on p.id = t.%4$I
    left join public.submitter_ips ip on ip.table_name = %3$L and ip.row_id = t.id
    where t.id = any($1)
    $sql$,
    source_table,
    case when source_table = 'creators' then 't.email_public' else 'null' end,
    source_table,
    owner_column)
  using row_ids;
end
$$;

-- Revisions after publication (0350) for businesses.
alter table public.content_revisions drop constraint content_revisions_table_name_check;
alter table public.content_revisions add constraint content_revisions_table_name_check
  check (table_name in ('organizations', 'events', 'news', 'memorials', 'businesses'));

create trigger businesses_delete_revisions after delete on public.businesses
  for each row execute function public.delete_content_revisions();

create or replace function public.content_revision_fields(target_table text) returns text[]
language sql immutable
as $$
  select case target_table
    when 'organizations' then array['name_en', 'name_sr_cyrl', 'description_en',
      'description_sr_cyrl', 'category', 'address', 'phone', 'email', 'website', 'city_tag',
      'logo_image_url', 'image_url']
    when 'events' then array['title_en', 'title_sr_cyrl', 'description_en', 'description_sr_cyrl',
      'event_date', 'event_time', 'end_date', 'end_time', 'timezone', 'location_text',
      'venue_name', 'city_tag', 'tickets_url', 'featured_image_url', 'image_url',
      'organization_id', 'category']
    when 'news' then array['title_en', 'title_sr_cyrl', 'excerpt_en', 'excerpt_sr_cyrl',
      'content_en', 'content_sr_cyrl', 'category', 'city_tag', 'image_url']
    when 'memorials' then array['full_name', 'first_name', 'middle_name', 'last_name',
      'birth_date', 'death_date', 'place_of_birth', 'place_of_passing', 'city_id', 'obituary_en',
      'obituary_sr_cyrl', 'profile_image_url', 'gallery_image_urls', 'service_info', 'visibility',
      'grammatical_gender']
    when 'businesses' then array['name_en', 'name_sr_cyrl', 'description_en',
      'description_sr_cyrl', 'category', 'city_tag', 'address', 'phone', 'email', 'website',
      'image_url']
    else '{}'::text[]
  end
$$;

-- The tables that take revisions: the list in propose_content_revision (0350) becomes this.
create function public.revisable_content_table(target_table text) returns boolean
language sql immutable
as $$ select coalesce(target_table in ('organizations', 'events', 'news', 'memorials', 'businesses'), false) $$;

create or replace function public.propose_content_revision(target_table text, row_id uuid, changes jsonb)
returns uuid
language plpgsql security definer set search_path = ''
as $$
declare
  owned boolean;
  kept jsonb;
  revision_id uuid;
begin
  if not public.revisable_content_table(target_table) then
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
