-- public.queue_editor_notifications: its current definition (first in 0120, last redefined in 0831;
-- moved here as it was, issue 36). Change it here, not in a migration.
CREATE OR REPLACE FUNCTION public.queue_editor_notifications(source_table text, record_id uuid)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
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
    -- A claim names a creator, a business (0441) or an organization (0831).
    select coalesce(to_jsonb(c), to_jsonb(b), to_jsonb(o)) into record_json
      from public.creator_claims cl
      left join public.creators c on c.id = cl.creator_id
      left join public.businesses b on b.id = cl.business_id
      left join public.organizations o on o.id = cl.organization_id
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
$function$;

revoke execute on function public.queue_editor_notifications(text, uuid) from public;
grant execute on function public.queue_editor_notifications(text, uuid) to service_role;
