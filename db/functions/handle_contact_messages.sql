-- Several contact messages marked handled (with one optional note),
-- reopened, or deleted at once by an editor (issue 38, decision 034).
-- Items are {"id", "seen_status": "open" | "handled"}: the state the editor
-- saw, at most 50. Each item is answered on its own, in order: {"id",
-- "status": 200}; 409 with {by, status, at} when another editor handled or
-- reopened it since it was read (the name of who handled it, else null);
-- 404 when it is gone (deleted, or purged after its retention period);
-- 400 for a malformed item. A refused item changes nothing.
create or replace function public.handle_contact_messages(messages jsonb, action text,
  note text default null)
returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  item jsonb;
  item_id uuid;
  seen text;
  message public.contact_messages;
  answers jsonb := '[]'::jsonb;
  detail text;
begin
  if not (select public.is_editor()) then
    raise exception 'Only editors handle contact messages.' using errcode = '42501';
  end if;
  if action is null or action not in ('handled', 'open', 'delete') then
    raise exception 'A message is marked handled, reopened or deleted.' using errcode = '22023';
  end if;
  if char_length(note) > 4000 then
    raise exception 'The note is at most 4,000 characters.' using errcode = '22023';
  end if;
  if jsonb_typeof(messages) is distinct from 'array' or jsonb_array_length(messages) = 0
    or jsonb_array_length(messages) > 50 then
    raise exception 'From 1 to 50 messages at once.' using errcode = '22023';
  end if;
  for item in select value from jsonb_array_elements(messages) loop
    item_id := null;
    begin
      if jsonb_typeof(item) is distinct from 'object' then
        raise exception 'A message is an object.' using errcode = '22023';
      end if;
      item_id := (item ->> 'id')::uuid;
      seen := item ->> 'seen_status';
      if item_id is null or seen is null or seen not in ('open', 'handled') then
        raise exception 'A message names its id and the state seen.' using errcode = '22023';
      end if;
      select * into message from public.contact_messages where id = item_id for update;
      if message.id is null then
        answers := answers || jsonb_build_array(jsonb_build_object('id', item_id,
          'status', 404, 'message', 'This message no longer exists.'));
        continue;
      end if;
      if message.status <> seen then
        answers := answers || jsonb_build_array(jsonb_build_object('id', item_id,
          'status', 409, 'conflict', jsonb_build_object(
            'by', (select coalesce(nullif(trim(p.full_name), ''), u.email)
                     from auth.users u left join public.profiles p on p.id = u.id
                     where u.id = message.handled_by),
            'status', message.status,
            'at', message.handled_at)));
        continue;
      end if;
      if action = 'delete' then
        delete from public.contact_messages where id = item_id;
      elsif action = 'handled' then
        update public.contact_messages
          set status = 'handled', handled_note = nullif(btrim(coalesce(note, '')), '')
          where id = item_id;
      else
        update public.contact_messages set status = 'open' where id = item_id;
      end if;
      answers := answers || jsonb_build_array(jsonb_build_object('id', item_id, 'status', 200));
    exception
      when invalid_parameter_value or invalid_text_representation then
        get stacked diagnostics detail = message_text;
        answers := answers || jsonb_build_array(jsonb_build_object('id', item ->> 'id',
          'status', 400, 'message', detail));
    end;
  end loop;
  return answers;
end
$$;

revoke all on function public.handle_contact_messages(jsonb, text, text) from public;
grant execute on function public.handle_contact_messages(jsonb, text, text) to authenticated;
