-- Those going hear when an event changes (0752): what it is now and what it
-- was. A Serbian reader's mail names both venues in Serbian when the event
-- has a Serbian venue name (issue 37): the current one is added with the
-- event's Serbian names when the mail is queued (mail_serbian_names), the
-- previous one is kept here with the previous place, as it was before the
-- change (server/mail/mails/event/event-changed.ts).

create or replace function public.queue_event_change_mail(old_event public.events, new_event public.events)
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
      'venue_name_sr_cyrl', old_event.venue_name_sr_cyrl,
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

