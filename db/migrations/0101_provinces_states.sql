-- Provinces (Canada) and states (USA), each with the IANA time zone that
-- events in its cities default to.

create table public.provinces_states (
  id uuid primary key default gen_random_uuid(),
  code text not null unique,
  name text not null,
  name_sr_cyrl text not null,
  country text not null check (country in ('Canada', 'USA')),
  timezone text not null check (timezone ~ '^[A-Za-z]+/[A-Za-z_/]+$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger provinces_states_updated_at before update on public.provinces_states
  for each row execute function public.set_updated_at();

grant select on public.provinces_states to anon, authenticated;
grant all on public.provinces_states to service_role;

alter table public.provinces_states enable row level security;

create policy provinces_states_select_all on public.provinces_states
  for select to anon, authenticated using (true);
