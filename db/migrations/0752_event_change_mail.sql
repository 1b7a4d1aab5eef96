-- Those going hear when an event changes (issue 38): when a published event
-- that has not ended changes its date, time, time zone, venue, address,
-- city or recurrence rule (0750), is taken off the site (back to draft, review or rejected) or is
-- deleted, every member going to it gets one `event_changed` mail in their
-- language. One mail per person per change: the dedupe key names the event,
-- the member and the transaction, so several updates in one transaction
-- send one mail, and a later change sends another. The person who made the
-- change is not told about it.

create function public.queue_event_change_mail(old_event public.events, new_event public.events)
returns void
language plpgsql security definer set search_path = ''
as $$
declare
  change text;
  mail_data jsonb;
begin
  if old_event.status is distinct from 'published'
    or coalesce(old_event.repeats_until, old_event.end_date, old_event.event_date)
       < (now() at time zone old_event.timezone)::date then
    return;
  end if;
  if new_event.id is null or new_event.status is distinct from 'published' then
    change := 'cancelled';
  elsif (new_event.event_date, new_event.event_time, new_event.end_date, new_event.end_time,
         new_event.timezone, new_event.venue_name, new_event.location_text, new_event.city_tag,
         new_event.recurrence)
        is distinct from
        (old_event.event_date, old_event.event_time, old_event.end_date, old_event.end_time,
         old_event.timezone, old_event.venue_name, old_event.location_text, old_event.city_tag,
         old_event.recurrence) then
    change := 'changed';
  else
    return;
  end if;
  mail_data := jsonb_build_object(
    'table', 'events', 'id', old_event.id, 'change', change,
    'slug', case when change = 'changed' then new_event.slug end,
    'title', left(coalesce(nullif(new_event.title_en, ''), old_event.title_en), 200),
    'event_date', coalesce(new_event.event_date, old_event.event_date),
    'event_time', left(coalesce(new_event.event_time, old_event.event_time)::text, 5),
    'end_date', coalesce(new_event.end_date, old_event.end_date),
    'end_time', left(coalesce(new_event.end_time, old_event.end_time)::text, 5),
    'timezone', coalesce(new_event.timezone, old_event.timezone),
    'venue_name', coalesce(new_event.venue_name, old_event.venue_name),
    'location_text', coalesce(new_event.location_text, old_event.location_text),
    'previous', jsonb_build_object(
      'event_date', old_event.event_date,
      'event_time', left(old_event.event_time::text, 5),
      'venue_name', old_event.venue_name,
      'location_text', old_event.location_text));
  insert into public.mail_outbox (to_address, template, locale, data, dedupe_key)
  select u.email, 'event_changed',
         coalesce(nullif(u.raw_user_meta_data ->> 'language', ''), 'en'),
         mail_data,
         format('event-changed:%s:%s:%s', old_event.id, r.user_id, txid_current())
    from public.event_rsvps r join auth.users u on u.id = r.user_id
   where r.event_id = old_event.id
     and coalesce(u.email, '') <> ''
     and r.user_id is distinct from auth.uid()
  on conflict (dedupe_key) do nothing;
end
$$;

revoke all on function public.queue_event_change_mail(public.events, public.events) from public;

create function public.notify_event_going_of_change() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    perform public.queue_event_change_mail(old, null::public.events);
    return old;
  end if;
  perform public.queue_event_change_mail(old, new);
  return null;
end
$$;

revoke all on function public.notify_event_going_of_change() from public;

create trigger events_notify_going after update of status, event_date, event_time, end_date,
  end_time, timezone, venue_name, location_text, city_tag, recurrence on public.events
  for each row execute function public.notify_event_going_of_change();

-- Before the delete: its cascade removes the event's rsvps.
create trigger events_notify_going_deleted before delete on public.events
  for each row execute function public.notify_event_going_of_change();
