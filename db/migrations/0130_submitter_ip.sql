-- The submitter's IP address (DESIGN.md §4), recorded by the server from the
-- request, never sent by the client. The REST layer sets the transaction-local
-- setting request.client_ip (X-Forwarded-For believed only from TRUST_PROXY);
-- a trigger stores it here for each new organization, event and news row.
-- Kept out of the content tables so that no `select=*` can show it: only
-- editors read it (abuse handling), nobody writes it through the API.

create table public.submitter_ips (
  table_name text not null check (table_name in ('organizations', 'events', 'news')),
  row_id uuid not null,
  ip inet,
  created_at timestamptz not null default now(),
  primary key (table_name, row_id)
);

grant select on public.submitter_ips to authenticated;
grant all on public.submitter_ips to service_role;

alter table public.submitter_ips enable row level security;

create policy submitter_ips_select_editor on public.submitter_ips
  for select to authenticated using ((select public.is_editor()));

-- Inserts record the request's address (rows written outside a request, such
-- as the seed, have none); deletes remove it with the row.
create function public.record_submitter_ip() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  raw text := nullif(current_setting('request.client_ip', true), '');
  address inet;
begin
  if tg_op = 'DELETE' then
    delete from public.submitter_ips where table_name = tg_table_name and row_id = old.id;
    return null;
  end if;
  if raw is null then
    return null;
  end if;
  begin
    address := raw::inet;
  exception when invalid_text_representation then
    address := null;
  end;
  insert into public.submitter_ips (table_name, row_id, ip)
    values (tg_table_name, new.id, address)
    on conflict (table_name, row_id) do nothing;
  return null;
end
$$;

revoke all on function public.record_submitter_ip() from public;

create trigger organizations_submitter_ip after insert or delete on public.organizations
  for each row execute function public.record_submitter_ip();
create trigger events_submitter_ip after insert or delete on public.events
  for each row execute function public.record_submitter_ip();
create trigger news_submitter_ip after insert or delete on public.news
  for each row execute function public.record_submitter_ip();
