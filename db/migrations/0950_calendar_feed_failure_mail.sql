-- A calendar feed that keeps failing is told to its organization's admins
-- (issue 38, decision 033): the server counts the failures in a row on the
-- feed row, in the same UPDATE that records each one, and queues one
-- `organization_calendar_failing` mail per admin on the one UPDATE that
-- brings the count to its limit (server/calendar-feeds/feed-limits.ts). A
-- success sets the count back to 0, and so does a new address
-- (db/functions/prepare_calendar_feed.sql). Written by the server only:
-- clients write nothing but the address (column grants, 0910).

alter table public.organization_calendar_feeds
  add column failures_in_a_row integer not null default 0
    constraint organization_calendar_feeds_failures_in_a_row_not_negative
      check (failures_in_a_row >= 0);
