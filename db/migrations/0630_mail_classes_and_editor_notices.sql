-- Mail that cannot be silenced (issue 34).
--
-- 1. Mail classes are explicit. Until now every template was account mail
--    (priority 0, no cap) unless its name started with a notification
--    prefix, so report and condolence mail jumped the queue without a cap.
--    Now the account templates are listed by name and everything else is a
--    notification; the one list of classes is server/mail/mail-classes.ts and
--    mail-classes.test.ts fails when this function disagrees with it.
--      0  account mail (auth: confirmation, recovery, email change, codes,
--         magic links, invitations, reauthentication): first, never capped;
--      1  the editors' review digest: after account mail, never capped (it is
--         at most one mail per editor every MAIL_DIGEST_SECONDS);
--      2  every other notification: last, under the daily cap per address.
-- 2. The locale stored with a mail is one the templates know ('en' else), so
--    a 1,250-character X-Language or sign-up language is never stored.
-- 3. Reports and contact messages reach editors through the digest: one
--    waiting notice per editor and reported item (its `times` counts the
--    reports), one per contact message, instead of one mail each.

create or replace function public.mail_priority(template text) returns smallint
language sql immutable set search_path = ''
as $$
  select case
    when template in ('confirm_signup', 'recovery', 'email_change', 'email_change_current',
      'existing_account', 'magiclink', 'invite', 'reauthentication')
      then 0::smallint
    when template = 'editor_digest' then 1::smallint
    else 2::smallint
  end
$$;

create or replace function public.set_mail_priority() returns trigger
language plpgsql set search_path = ''
as $$
begin
  new.priority := public.mail_priority(new.template);
  if new.locale is null or new.locale not in ('en', 'sr', 'sr_latin', 'sr_cyrillic') then
    new.locale := 'en';
  end if;
  return new;
end
$$;

revoke all on function public.set_mail_priority() from public;

update public.mail_outbox set priority = public.mail_priority(template)
  where priority is distinct from public.mail_priority(template);
update public.mail_outbox set locale = 'en'
  where locale not in ('en', 'sr', 'sr_latin', 'sr_cyrillic');
alter table public.mail_outbox add constraint mail_outbox_locale_known
  check (locale in ('en', 'sr', 'sr_latin', 'sr_cyrillic'));

-- The daily cap counts notifications (priority 2) sent to one address.
drop index if exists public.mail_outbox_recipient_sent_idx;
create index mail_outbox_recipient_sent_idx on public.mail_outbox (lower(to_address), sent_at)
  where priority = 2 and status = 'sent';

-- Editor notices of reports and contact messages.
alter table public.editor_notifications drop constraint editor_notifications_kind_check;
alter table public.editor_notifications add constraint editor_notifications_kind_check
  check (kind in ('submission', 'resubmission', 'claim', 'revision', 'report', 'contact'));
alter table public.editor_notifications
  -- How many times the notice came while it waited (reports of one item).
  add column times integer not null default 1 check (times >= 1),
  -- One line more: the newest report's reason, a contact message's sender.
  add column detail text not null default '' check (char_length(detail) <= 300);

-- One waiting notice per record, editor and kind: a report of an item never
-- merges into the item's submission notice.
drop index public.editor_notifications_waiting_key;
create unique index editor_notifications_waiting_key
  on public.editor_notifications (source_table, record_id, editor_id, kind)
  where digested_at is null;

-- A report (kind 'report', record = the reported item) or a contact message
-- (kind 'contact', record = the message) for every editor and admin. A
-- second report of an item while its notice waits counts up `times` and
-- keeps the newest reason. Returns how many editors were noticed.
create function public.queue_editor_notice(notice_table text, notice_record uuid, notice_kind text,
  notice_title text, notice_detail text)
returns integer
language plpgsql security definer
set search_path = public, pg_temp
as $$
declare
  queued integer;
begin
  if not ((notice_kind = 'report' and notice_table in ('organizations', 'businesses', 'creators'))
      or (notice_kind = 'contact' and notice_table = 'contact_messages')) then
    raise exception 'No % notices for table %', notice_kind, notice_table;
  end if;
  insert into public.editor_notifications as n
      (editor_id, source_table, record_id, title, kind, detail)
    select distinct r.user_id, notice_table, notice_record, left(coalesce(notice_title, ''), 200),
      notice_kind, left(coalesce(notice_detail, ''), 300)
    from public.user_roles r
    where r.role in ('editor', 'admin')
    on conflict (source_table, record_id, editor_id, kind) where digested_at is null
      do update set times = n.times + 1, detail = excluded.detail;
  get diagnostics queued = row_count;
  return queued;
end
$$;

revoke execute on function public.queue_editor_notice(text, uuid, text, text, text) from public;
grant execute on function public.queue_editor_notice(text, uuid, text, text, text) to service_role;

-- The digest carries `times` and `detail` (0271's function, two more fields).
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
    returning n.editor_id, n.source_table, n.record_id, n.title, n.kind, n.times, n.detail,
      n.created_at
  )
  insert into public.mail_outbox (to_address, template, locale, data)
    select u.email, 'editor_digest', coalesce(nullif(u.raw_user_meta_data ->> 'language', ''), 'en'),
      jsonb_build_object('items', jsonb_agg(
        jsonb_build_object('table', d.source_table, 'id', d.record_id, 'title', d.title,
          'kind', d.kind, 'times', d.times, 'detail', d.detail)
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
