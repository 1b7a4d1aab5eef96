-- Recurring events (issue 38): an event may carry a recurrence rule, the
-- RFC 5545 subset of domain/event-recurrence.ts stored as JSON (weekly on
-- weekdays; monthly on a day of the month or on a weekday position; an
-- interval; until a date or a count; exceptions). The rule keeps the event's
-- time zone (events.timezone): occurrences are local dates at the event's
-- wall-clock time. is_valid_recurrence checks the same shape and bounds as
-- the zod schema, so a rule the site cannot read is never stored.
--
-- repeats_until is the last day an occurrence can fall on (for until: that
-- date; for count: an upper bound; otherwise ten years, the module's
-- horizon), so the lists and feeds find a series that began in the past.

create function public.is_small_int(value jsonb, low integer, high integer) returns boolean
language sql immutable set search_path = ''
as $$
  select coalesce(jsonb_typeof(value) = 'number'
    and (value #>> '{}')::numeric = trunc((value #>> '{}')::numeric)
    and (value #>> '{}')::numeric between low and high, false)
$$;

create function public.is_iso_day(value jsonb) returns boolean
language sql immutable set search_path = ''
as $$
  select case
    when jsonb_typeof(value) = 'string'
      and (value #>> '{}') ~ '^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$'
      -- A day the month has (no 30 February).
      then substr(value #>> '{}', 9, 2)::integer <= extract(day from
        make_date(substr(value #>> '{}', 1, 4)::integer, substr(value #>> '{}', 6, 2)::integer, 1)
          + interval '1 month - 1 day')
    else false
  end
$$;

create function public.is_valid_recurrence(rule jsonb) returns boolean
language plpgsql immutable set search_path = ''
as $$
declare
  weekly boolean;
begin
  if rule is null then
    return true;
  end if;
  if jsonb_typeof(rule) <> 'object' or exists (
      select 1 from jsonb_object_keys(rule) k
      where k not in ('freq', 'interval', 'weekdays', 'monthDay', 'weekday', 'week',
                      'until', 'count', 'except')) then
    return false;
  end if;
  if rule ->> 'freq' not in ('weekly', 'monthly') or rule ->> 'freq' is null then
    return false;
  end if;
  weekly := rule ->> 'freq' = 'weekly';
  if rule ? 'interval' and not public.is_small_int(rule -> 'interval', 1, 12) then
    return false;
  end if;
  if weekly then
    if (rule ?| array['monthDay', 'weekday', 'week'])
      or jsonb_typeof(rule -> 'weekdays') is distinct from 'array'
      or jsonb_array_length(rule -> 'weekdays') not between 1 and 7
      or exists (select 1 from jsonb_array_elements(rule -> 'weekdays') d
                 where not public.is_small_int(d, 0, 6))
      or (select count(distinct d) from jsonb_array_elements(rule -> 'weekdays') d)
         <> jsonb_array_length(rule -> 'weekdays') then
      return false;
    end if;
  else
    if rule ? 'weekdays' then
      return false;
    end if;
    if rule ? 'monthDay' then
      if rule ?| array['weekday', 'week'] or not public.is_small_int(rule -> 'monthDay', 1, 31) then
        return false;
      end if;
    elsif not (public.is_small_int(rule -> 'weekday', 0, 6)
               and (public.is_small_int(rule -> 'week', 1, 4)
                    or public.is_small_int(rule -> 'week', -1, -1))) then
      return false;
    end if;
  end if;
  if rule ? 'until' and rule ? 'count' then
    return false;
  end if;
  if rule ? 'until' and not public.is_iso_day(rule -> 'until') then
    return false;
  end if;
  if rule ? 'count' and not public.is_small_int(rule -> 'count', 1, 500) then
    return false;
  end if;
  if rule ? 'except' and (jsonb_typeof(rule -> 'except') <> 'array'
      or jsonb_array_length(rule -> 'except') > 100
      or exists (select 1 from jsonb_array_elements(rule -> 'except') d
                 where not public.is_iso_day(d))) then
    return false;
  end if;
  return true;
end
$$;

-- The last day a rule can reach (immutable: dates are built from numbers, not parsed text).
create function public.recurrence_last_day(first_day date, last_of_first date, rule jsonb)
returns date
language sql immutable set search_path = ''
as $$
  select case
    when rule is null or not public.is_valid_recurrence(rule) then null
    when rule ? 'until' then
      make_date(substr(rule ->> 'until', 1, 4)::integer, substr(rule ->> 'until', 6, 2)::integer,
                substr(rule ->> 'until', 9, 2)::integer)
        + (coalesce(last_of_first, first_day) - first_day)
    when rule ? 'count' then
      coalesce(last_of_first, first_day)
        + ((rule ->> 'count')::integer * coalesce((rule ->> 'interval')::integer, 1)
           * case when rule ->> 'freq' = 'weekly' then 7 else 31 end)
    else coalesce(last_of_first, first_day) + 3660
  end
$$;

alter table public.events
  add column recurrence jsonb,
  add constraint events_recurrence_max_length check (octet_length(recurrence::text) <= 2000),
  add constraint events_recurrence_valid check (public.is_valid_recurrence(recurrence)),
  add constraint events_recurrence_until_after_start check (
    recurrence is null or not recurrence ? 'until'
    or recurrence ->> 'until' >= to_char(event_date, 'YYYY-MM-DD')),
  add column repeats_until date generated always as
    (public.recurrence_last_day(event_date, end_date, recurrence)) stored;

create index events_status_repeats_idx on public.events (status, repeats_until)
  where recurrence is not null;
