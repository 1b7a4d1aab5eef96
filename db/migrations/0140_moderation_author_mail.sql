-- Follow-ups to the moderation queue (issue 8).
--
-- 1. The author hears about an editor's decision on their submission: sent
--    back as a draft with a note, published, or rejected. The email is queued
--    in the outbox by the database, in the same transaction as the status
--    change, in the author's language when their account names one.
-- 2. Deletions are audited in moderation_log like status changes (to_status
--    'deleted'); RLS already lets only admins delete other people's rows.

create function public.notify_author_of_decision() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  row_json jsonb := to_jsonb(new);
  template text;
  owner_id uuid;
  author_email text;
  author_language text;
  title text;
begin
  -- Only an editor's decision on a row that waited for review is news to its author.
  if old.status::text is distinct from 'pending_review'
    or new.status::text is not distinct from old.status::text then
    return null;
  end if;
  template := case new.status::text
    when 'draft' then 'submission_sent_back'
    when 'published' then 'submission_published'
    when 'rejected' then 'submission_rejected'
  end;
  if template is null then
    return null;
  end if;
  owner_id := (row_json ->> case when tg_table_name = 'memorials' then 'submitter_id' else 'author_id' end)::uuid;
  -- Nobody is told about their own decision (an editor reviewing their own row).
  if owner_id is null or owner_id is not distinct from auth.uid() then
    return null;
  end if;
  select u.email, nullif(u.raw_user_meta_data ->> 'language', '')
    into author_email, author_language
    from auth.users u where u.id = owner_id;
  if coalesce(author_email, '') = '' then
    return null;
  end if;
  title := coalesce(nullif(row_json ->> 'name_en', ''), nullif(row_json ->> 'title_en', ''),
    nullif(row_json ->> 'full_name', ''), nullif(row_json ->> 'name_sr_cyrl', ''),
    nullif(row_json ->> 'title_sr_cyrl', ''), '');
  insert into public.mail_outbox (to_address, template, locale, data)
  values (author_email, template, coalesce(author_language, 'en'),
    jsonb_build_object('table', tg_table_name, 'id', new.id, 'title', title,
      'slug', row_json ->> 'slug', 'note', row_json ->> 'review_note'));
  return null;
end
$$;

revoke all on function public.notify_author_of_decision() from public;

create trigger organizations_notify_author after update of status on public.organizations
  for each row execute function public.notify_author_of_decision();
create trigger events_notify_author after update of status on public.events
  for each row execute function public.notify_author_of_decision();
create trigger news_notify_author after update of status on public.news
  for each row execute function public.notify_author_of_decision();
create trigger memorials_notify_author after update of status on public.memorials
  for each row execute function public.notify_author_of_decision();

create function public.log_deletion() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.moderation_log (table_name, row_id, actor_id, from_status, to_status)
  values (tg_table_name, old.id, auth.uid(), old.status::text, 'deleted');
  return null;
end
$$;

revoke all on function public.log_deletion() from public;

create trigger organizations_delete_log after delete on public.organizations
  for each row execute function public.log_deletion();
create trigger events_delete_log after delete on public.events
  for each row execute function public.log_deletion();
create trigger news_delete_log after delete on public.news
  for each row execute function public.log_deletion();
create trigger memorials_delete_log after delete on public.memorials
  for each row execute function public.log_deletion();
create trigger creators_delete_log after delete on public.creators
  for each row execute function public.log_deletion();
