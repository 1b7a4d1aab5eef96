-- "I'm going" (issue 38): a signed-in member says they are going to a
-- published event that has not ended, and may take it back.
--
-- Who sees what:
--   * a member sees and writes only their own rows (RLS below);
--   * everyone sees how many are going, through event_going_count(), which
--     answers for published events only and never names anyone;
--   * the event's author and the editors see who is going through
--     event_going_list(): the name each member gave their profile (nothing
--     when they gave none), never an email address.
-- Writes are bounded: one row per member and event (the primary key), at most
-- 300 events a member is going to at once (event_rsvps_bounded), and the
-- per-account counts of server/rest/rest-limits.ts (decision 007).

create table public.event_rsvps (
  event_id uuid not null references public.events (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (event_id, user_id)
);

create index event_rsvps_user_idx on public.event_rsvps (user_id);

alter table public.event_rsvps enable row level security;

-- A published event whose last day (a recurring one's last possible day,
-- 0750) has not passed in its own time zone.
create function public.is_open_event(event uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.events e
    where e.id = event and e.status = 'published'
      and coalesce(e.repeats_until, e.end_date, e.event_date)
          >= (now() at time zone e.timezone)::date)
$$;

revoke all on function public.is_open_event(uuid) from public;
grant execute on function public.is_open_event(uuid) to anon, authenticated, service_role;

create policy event_rsvps_select_own on public.event_rsvps for select to authenticated
  using (user_id = (select auth.uid()));

create policy event_rsvps_insert_own on public.event_rsvps for insert to authenticated
  with check (user_id = (select auth.uid()) and public.is_open_event(event_id));

create policy event_rsvps_delete_own on public.event_rsvps for delete to authenticated
  using (user_id = (select auth.uid()));

grant select, delete on public.event_rsvps to authenticated;
grant insert (event_id) on public.event_rsvps to authenticated;
grant all on public.event_rsvps to service_role;

create function public.event_rsvps_bounded() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  new.created_at := now();
  if (select count(*) from public.event_rsvps r where r.user_id = new.user_id) >= 300 then
    raise exception 'You are going to too many events at once.'
      using hint = 'event_rsvps_limit';
  end if;
  return new;
end
$$;

revoke all on function public.event_rsvps_bounded() from public;

create trigger event_rsvps_bounded before insert on public.event_rsvps
  for each row execute function public.event_rsvps_bounded();

-- How many are going to a published event (null for any other event).
create function public.event_going_count(event uuid) returns integer
language sql stable security definer set search_path = ''
as $$
  select case when exists (select 1 from public.events e
                           where e.id = event and e.status = 'published')
    then (select count(*)::integer from public.event_rsvps r where r.event_id = event)
  end
$$;

revoke all on function public.event_going_count(uuid) from public;
grant execute on function public.event_going_count(uuid) to anon, authenticated, service_role;

-- Who is going, for the event's author and the editors: the member's profile
-- name (null when they gave none) and when they said so, oldest first.
create function public.event_going_list(event uuid)
returns table (name text, going_since timestamptz)
language plpgsql stable security definer set search_path = ''
as $$
begin
  if auth.uid() is null or not (
    exists (select 1 from public.events e where e.id = event and e.author_id = auth.uid())
    or public.is_editor()) then
    raise exception 'Only the event''s author and editors see who is going.'
      using errcode = '42501';
  end if;
  return query
    select nullif(btrim(p.full_name), ''), r.created_at
    from public.event_rsvps r left join public.profiles p on p.id = r.user_id
    where r.event_id = event
    order by r.created_at, r.user_id
    limit 1000;
end
$$;

revoke all on function public.event_going_list(uuid) from public;
grant execute on function public.event_going_list(uuid) to authenticated, service_role;
