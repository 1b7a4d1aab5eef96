-- Editors' moderation of submissions (issue 8): a note when a submission is
-- sent back to its author as a draft, and an audit row for every status
-- change (who, what, when, from which status to which).

alter table public.organizations add column review_note text;
alter table public.events add column review_note text;
alter table public.news add column review_note text;
alter table public.memorials add column review_note text;

-- Only editors write the note; it is kept while the row is a draft (its author
-- reads it on the dashboard) and cleared when the row leaves draft.
create function public.guard_review_note() returns trigger
language plpgsql
as $$
begin
  if not public.is_api_request() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.review_note := null;
    return new;
  end if;
  if new.review_note is distinct from old.review_note and not (select public.is_editor()) then
    new.review_note := old.review_note;
  end if;
  if new.status is distinct from 'draft' then
    new.review_note := null;
  end if;
  return new;
end
$$;

create trigger organizations_review_note before insert or update on public.organizations
  for each row execute function public.guard_review_note();
create trigger events_review_note before insert or update on public.events
  for each row execute function public.guard_review_note();
create trigger news_review_note before insert or update on public.news
  for each row execute function public.guard_review_note();
create trigger memorials_review_note before insert or update on public.memorials
  for each row execute function public.guard_review_note();

create table public.moderation_log (
  id uuid primary key default gen_random_uuid(),
  table_name text not null,
  row_id uuid not null,
  actor_id uuid references auth.users (id) on delete set null,
  from_status text,
  to_status text not null,
  note text,
  created_at timestamptz not null default now()
);

create index moderation_log_row_idx on public.moderation_log (table_name, row_id, created_at desc);

grant select on public.moderation_log to authenticated;
grant all on public.moderation_log to service_role;

alter table public.moderation_log enable row level security;

create policy moderation_log_select_editor on public.moderation_log
  for select to authenticated using ((select public.is_editor()));

-- Written by the database itself, so nobody can forge or skip an entry.
create function public.log_status_change() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.status is distinct from old.status then
    insert into public.moderation_log (table_name, row_id, actor_id, from_status, to_status, note)
    values (tg_table_name, new.id, auth.uid(), old.status::text, new.status::text,
      case when tg_table_name = 'creators' then null else to_jsonb(new) ->> 'review_note' end);
  end if;
  return null;
end
$$;

revoke all on function public.log_status_change() from public;

create trigger organizations_status_log after update on public.organizations
  for each row execute function public.log_status_change();
create trigger events_status_log after update on public.events
  for each row execute function public.log_status_change();
create trigger news_status_log after update on public.news
  for each row execute function public.log_status_change();
create trigger memorials_status_log after update on public.memorials
  for each row execute function public.log_status_change();
create trigger creators_status_log after update on public.creators
  for each row execute function public.log_status_change();
