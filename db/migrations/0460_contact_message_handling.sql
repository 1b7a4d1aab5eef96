-- Editors work through the contact page's messages (issue 20): each message
-- is open until an editor marks it handled, with an optional note (what was
-- answered, who took it); a handled message can be reopened. The trigger
-- records when and by whom; the API lets editors change only the status and
-- the note, and read every column but the sender's address hash.

alter table public.contact_messages
  add column status text not null default 'open',
  add column handled_note text,
  add column handled_at timestamptz,
  add column handled_by uuid references auth.users (id) on delete set null,
  add constraint contact_messages_status_check check (status in ('open', 'handled')),
  add constraint contact_messages_status_max_length check (char_length(status) <= 64),
  add constraint contact_messages_handled_note_max_length check (char_length(handled_note) <= 4000);

create index contact_messages_open_idx on public.contact_messages (created_at desc)
  where status = 'open';

create function public.record_contact_message_handling() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if new.status = 'handled' and old.status is distinct from 'handled' then
    new.handled_at := now();
    new.handled_by := auth.uid();
  elsif new.status = 'open' then
    new.handled_at := null;
    new.handled_by := null;
  end if;
  return new;
end
$$;

revoke all on function public.record_contact_message_handling() from public;

create trigger contact_messages_0_clean_text before insert or update on public.contact_messages
  for each row execute function public.clean_text_columns('text:handled_note');
create trigger contact_messages_handling before update on public.contact_messages
  for each row execute function public.record_contact_message_handling();

revoke select on public.contact_messages from authenticated;
grant select (id, full_name, email, subject, message, language, created_at, status,
  handled_note, handled_at, handled_by) on public.contact_messages to authenticated;
grant update (status, handled_note) on public.contact_messages to authenticated;

create policy contact_messages_update_editor on public.contact_messages
  for update to authenticated
  using ((select public.is_editor())) with check ((select public.is_editor()));
