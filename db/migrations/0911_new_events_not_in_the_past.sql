-- A new event that has already taken place is refused by the database too
-- (issue 38: "an event in 2020 … is accepted without a word"). The form
-- says it first (domain/submission-schemas.ts, eventIsOver, in the portal's
-- zone); this is the backstop for any client of the API, one day lenient so
-- it never refuses what the form accepts in any North American zone. Its
-- last day is the end date, else the date; a series runs on unless its rule
-- ends (until) before then. Only inserts through the API: the calendar
-- import, the demo seed and editors' later changes are not new submissions,
-- and an event that has ended stays editable.

create function public.refuse_new_event_in_the_past() returns trigger
language plpgsql set search_path = ''
as $$
declare
  last_day date;
begin
  if not public.is_api_request() then
    return new;
  end if;
  last_day := case
    when new.recurrence is null then coalesce(new.end_date, new.event_date)
    when new.recurrence ? 'until' and public.is_iso_day(new.recurrence -> 'until')
      then (new.recurrence ->> 'until')::date
  end;
  if last_day < (now() at time zone 'UTC')::date - 1 then
    raise exception 'This event has already taken place.'
      using errcode = '23514', constraint = 'events_event_date_check',
        table = 'events', column = 'event_date', hint = 'event_in_past';
  end if;
  return new;
end
$$;

create trigger events_new_not_in_the_past before insert on public.events
  for each row execute function public.refuse_new_event_in_the_past();
