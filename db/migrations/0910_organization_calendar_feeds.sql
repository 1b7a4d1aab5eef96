-- Calendars people already keep (issue 38, decision 033): an organization's
-- admins connect one public calendar feed (an ICS address). The server
-- fetches it every few hours through the safe fetcher (server/net) and keeps
-- the organization's events in step with it (server/calendar-feeds/): each
-- imported event names its feed and its UID, unique per organization.
--
-- Admins (and editors) see and change the feed row: they write only its
-- address. Everything else on the row (when it is due, what the last fetch
-- found) is the server's, written outside the API.

create table public.organization_calendar_feeds (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null unique references public.organizations (id) on delete cascade,
  url text not null
    constraint organization_calendar_feeds_url_max_length check (char_length(url) <= 2000)
    constraint organization_calendar_feeds_url_web check (url ~* '^https?://[^\s/?#]+[^\s]*$'),
  added_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- When the schedule fetches it next; "fetch now" sets fetch_requested_at.
  next_fetch_at timestamptz not null default now(),
  fetch_requested_at timestamptz,
  manual_fetch_at timestamptz,
  -- Claimed by a server instance (several may run): a stale claim is taken over.
  fetching_since timestamptz,
  last_fetched_at timestamptz,
  last_success_at timestamptz,
  last_error text check (last_error in ('bad_url', 'blocked_address', 'unresolvable',
    'unreachable', 'timeout', 'too_large', 'not_calendar', 'too_many_events',
    'organization_not_published')),
  -- What the last successful fetch did: counts and up to 20 refused events with a reason.
  last_result jsonb check (last_result is null
    or (jsonb_typeof(last_result) = 'object' and octet_length(last_result::text) <= 20000))
);

alter table public.organization_calendar_feeds enable row level security;
grant select, delete on public.organization_calendar_feeds to authenticated;
grant insert (organization_id, url), update (url) on public.organization_calendar_feeds
  to authenticated;
grant all on public.organization_calendar_feeds to service_role;

create policy organization_calendar_feeds_select_admin on public.organization_calendar_feeds
  for select to authenticated
  using (organization_id = any (array_cat((select public.my_organization_ids()), '{}'))
    or (select public.is_editor()));
-- Only a published organization connects a feed (its events link to it).
create policy organization_calendar_feeds_insert_admin on public.organization_calendar_feeds
  for insert to authenticated
  with check ((organization_id = any (array_cat((select public.my_organization_ids()), '{}'))
      or (select public.is_editor()))
    and exists (select 1 from public.organizations o
      where o.id = organization_id and o.status = 'published'));
create policy organization_calendar_feeds_update_admin on public.organization_calendar_feeds
  for update to authenticated
  using (organization_id = any (array_cat((select public.my_organization_ids()), '{}'))
    or (select public.is_editor()))
  with check (organization_id = any (array_cat((select public.my_organization_ids()), '{}'))
    or (select public.is_editor()));
create policy organization_calendar_feeds_delete_admin on public.organization_calendar_feeds
  for delete to authenticated
  using (organization_id = any (array_cat((select public.my_organization_ids()), '{}'))
    or (select public.is_editor()));

-- The address as people paste it: trimmed, webcal:// (what calendar apps
-- show) read as https://. A new address is fetched at once and its old
-- outcome forgotten.
create function public.prepare_calendar_feed() returns trigger
language plpgsql set search_path = ''
as $$
begin
  new.url := regexp_replace(btrim(new.url), '^webcals?://', 'https://', 'i');
  if tg_op = 'INSERT' or new.url is distinct from old.url then
    new.next_fetch_at := now();
    new.fetch_requested_at := null;
    new.last_error := null;
    new.last_result := null;
    new.last_success_at := null;
    new.last_fetched_at := null;
  end if;
  new.updated_at := now();
  return new;
end
$$;

-- Cleaned as every address a member writes (0244), before the trigger below.
create trigger organization_calendar_feeds_0_clean_text
  before insert or update on public.organization_calendar_feeds
  for each row execute function public.clean_text_columns('url:url');

create trigger organization_calendar_feeds_prepare
  before insert or update on public.organization_calendar_feeds
  for each row execute function public.prepare_calendar_feed();

-- "Fetch now", at most once in 15 minutes per feed. Outcomes: requested,
-- already_requested, too_soon.
create function public.request_calendar_feed_fetch(feed uuid) returns text
language plpgsql volatile security definer set search_path = ''
as $$
declare
  row public.organization_calendar_feeds%rowtype;
begin
  select * into row from public.organization_calendar_feeds f where f.id = feed for update;
  if row.id is null or not (public.is_organization_admin(row.organization_id)
                            or public.is_editor()) then
    raise exception 'Only the admins of the organization fetch its calendar.'
      using errcode = '42501';
  end if;
  if row.fetch_requested_at is not null then
    return 'already_requested';
  end if;
  if row.manual_fetch_at > now() - interval '15 minutes' then
    return 'too_soon';
  end if;
  update public.organization_calendar_feeds f
    set fetch_requested_at = now(), manual_fetch_at = now()
    where f.id = feed;
  return 'requested';
end
$$;

revoke all on function public.request_calendar_feed_fetch(uuid) from public;
grant execute on function public.request_calendar_feed_fetch(uuid) to authenticated;

-- Each imported event names its source: the feed and the event's UID there
-- (a changed occurrence of a series: UID#YYYYMMDD). One event per UID and
-- organization, whichever feed brought it, so reconnecting a feed finds its
-- events again. source_state says whether the calendar still has it.
alter table public.events
  add column source_feed_id uuid
    references public.organization_calendar_feeds (id) on delete set null,
  add column source_uid text constraint events_source_uid_max_length check (char_length(source_uid) <= 1100),
  add column source_hash text constraint events_source_hash_max_length check (char_length(source_hash) <= 128),
  add column source_state text
    constraint events_source_state_max_length check (char_length(source_state) <= 64)
    constraint events_source_state_known check (source_state in ('active', 'cancelled', 'removed')),
  add constraint events_source_with_organization check (
    source_uid is null or organization_id is not null);

create unique index events_organization_source_uid_key
  on public.events (organization_id, source_uid) where source_uid is not null;
create index events_source_feed_idx on public.events (source_feed_id)
  where source_feed_id is not null;

-- Only the server's import writes the source columns.
create function public.guard_event_source() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if public.is_api_request() and (
    case when tg_op = 'INSERT' then
      coalesce(new.source_feed_id::text, new.source_uid, new.source_hash, new.source_state) is not null
    else new.source_feed_id is distinct from old.source_feed_id
      or new.source_uid is distinct from old.source_uid
      or new.source_hash is distinct from old.source_hash
      or new.source_state is distinct from old.source_state
    end) then
    raise exception 'Only the calendar import writes where an event came from.'
      using errcode = '42501';
  end if;
  return new;
end
$$;

create trigger events_source_by_import before insert or update on public.events
  for each row execute function public.guard_event_source();
