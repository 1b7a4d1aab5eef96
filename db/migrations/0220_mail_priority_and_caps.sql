-- Mail that cannot be turned into a cannon (issue 16).
--
-- 1. Account mail first: every outbox row gets a priority, 0 for account mail
--    (confirmation, recovery, email change, sign-in codes) and 1 for
--    notifications (editor notices and digests, submission decisions, creator
--    mail). The worker sends lower numbers first, so a flood of notifications
--    never delays a sign-in. The priority is derived from the template name by
--    a trigger, so mail queued by SQL triggers is classified as well; a new
--    template is account mail unless its name starts with one of the
--    notification prefixes below.
-- 2. Per-recipient daily caps on notifications: the worker drops a
--    notification to an address that already received its day's share, and
--    marks it 'dropped' (see server/mail/outbox-worker.ts).

alter table public.mail_outbox add column priority smallint not null default 0;

create function public.mail_priority(template text) returns smallint
language sql immutable set search_path = ''
as $$
  select case
    when template like 'editor\_%' or template like 'submission\_%' or template like 'creator\_%'
      then 1::smallint
    else 0::smallint
  end
$$;

update public.mail_outbox set priority = public.mail_priority(template);

create function public.set_mail_priority() returns trigger
language plpgsql set search_path = ''
as $$
begin
  new.priority := public.mail_priority(new.template);
  return new;
end
$$;

revoke all on function public.set_mail_priority() from public;

create trigger mail_outbox_priority before insert on public.mail_outbox
  for each row execute function public.set_mail_priority();

alter table public.mail_outbox drop constraint mail_outbox_status_check;
alter table public.mail_outbox add constraint mail_outbox_status_check
  check (status in ('pending', 'sending', 'sent', 'failed', 'dropped'));

-- The worker's claim: due rows, account mail first.
create index mail_outbox_priority_due_idx on public.mail_outbox (priority, next_attempt_at)
  where status in ('pending', 'sending');
-- The daily cap: notifications sent to one address in the last day.
create index mail_outbox_recipient_sent_idx on public.mail_outbox (lower(to_address), sent_at)
  where priority = 1 and status = 'sent';
