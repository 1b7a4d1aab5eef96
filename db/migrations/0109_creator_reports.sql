-- Reports about a creator profile, written by the report-creator-profile
-- function (server). reporter is the signed-in user's email or
-- 'Anonymous user'. Editors read and resolve them; nobody else has access.

create table public.creator_reports (
  id uuid primary key default gen_random_uuid(),
  creator_id uuid not null references public.creators (id) on delete cascade,
  reason text not null check (trim(reason) <> '' and char_length(reason) <= 4000),
  reporter text not null default 'Anonymous user',
  status text not null default 'open' check (status in ('open', 'resolved')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index creator_reports_creator_idx on public.creator_reports (creator_id);
create index creator_reports_status_idx on public.creator_reports (status, created_at desc);

create trigger creator_reports_updated_at before update on public.creator_reports
  for each row execute function public.set_updated_at();

grant select, update on public.creator_reports to authenticated;
grant all on public.creator_reports to service_role;

alter table public.creator_reports enable row level security;

create policy creator_reports_select_editor on public.creator_reports
  for select to authenticated using ((select public.is_editor()));
create policy creator_reports_update_editor on public.creator_reports
  for update to authenticated
  using ((select public.is_editor())) with check ((select public.is_editor()));
