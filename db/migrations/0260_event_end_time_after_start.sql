-- An event whose end date is its start date ends at or after its start
-- time (issue 18); the form says so first, in the reader's language. With no
-- end date an end time may be past midnight ("18:00 to 00:00"). NOT VALID:
-- an older row still loads; every write from now on is checked. Named
-- {table}_{column}_check, so a refusal is a 400 naming end_time
-- (server/rest/http/check-violation.ts).

alter table public.events
  add constraint events_end_time_check check (
    end_date is null
    or end_date <> event_date
    or end_time is null
    or event_time is null
    or end_time >= event_time
  ) not valid;
