-- Editor notifications for new submissions (DESIGN §5): when a row of
-- organizations, events, news, memorials or creators becomes pending_review,
-- every editor and admin gets one email through the outbox, in the same
-- transaction. The dedupe key names the record and the editor, so each
-- editor is told at most once per record, however often the
-- notify-editors-on-submission function is called as well.

create function public.queue_editor_notifications(source_table text, record_id uuid)
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
  record_title := coalesce(nullif(record_json ->> 'name_en', ''), nullif(record_json ->> 'title_en', ''),
    nullif(record_json ->> 'full_name', ''), nullif(record_json ->> 'name_eng', ''),
    nullif(record_json ->> 'name_lat', ''), nullif(record_json ->> 'name_cyr', ''), '');
  insert into public.mail_outbox (to_address, template, locale, data, dedupe_key)
    select distinct on (u.id) u.email, 'editor_submission', 'en',
      jsonb_build_object('table', source_table, 'id', record_id, 'title', record_title,
        'slug', record_json ->> 'slug'),
      format('editor-submission:%s:%s:%s', source_table, record_id, u.id)
    from public.user_roles r join auth.users u on u.id = r.user_id
    where r.role in ('editor', 'admin') and u.email is not null and u.email <> ''
    on conflict (dedupe_key) do nothing;
  get diagnostics queued = row_count;
  return queued;
end
$$;

revoke execute on function public.queue_editor_notifications(text, uuid) from public;
grant execute on function public.queue_editor_notifications(text, uuid) to service_role;

create function public.notify_editors_of_pending_row() returns trigger
language plpgsql security definer
set search_path = public, pg_temp
as $$
begin
  if new.status::text = 'pending_review'
    and (tg_op = 'INSERT' or old.status::text is distinct from 'pending_review') then
    perform public.queue_editor_notifications(tg_table_name, new.id);
  end if;
  return null;
end
$$;

create trigger organizations_notify_editors after insert or update of status on public.organizations
  for each row execute function public.notify_editors_of_pending_row();
create trigger events_notify_editors after insert or update of status on public.events
  for each row execute function public.notify_editors_of_pending_row();
create trigger news_notify_editors after insert or update of status on public.news
  for each row execute function public.notify_editors_of_pending_row();
create trigger memorials_notify_editors after insert or update of status on public.memorials
  for each row execute function public.notify_editors_of_pending_row();
create trigger creators_notify_editors after insert or update of status on public.creators
  for each row execute function public.notify_editors_of_pending_row();
