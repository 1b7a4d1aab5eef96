-- A role acts only for a confirmed account. An account whose address was never
-- confirmed may have been opened by someone else than the address's owner (a
-- pre-hijack attempt), so a role granted to it (by mistake, before the owner
-- confirmed) must not let it act as an editor or admin. Once the owner
-- confirms, the role applies. Same signatures, so every policy that calls
-- is_admin() / is_editor() gets the check.

create or replace function public.is_admin() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles r
    join auth.users u on u.id = r.user_id
    where r.user_id = auth.uid() and r.role = 'admin' and u.email_confirmed_at is not null
  )
$$;

create or replace function public.is_editor() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles r
    join auth.users u on u.id = r.user_id
    where r.user_id = auth.uid() and r.role in ('editor', 'admin')
      and u.email_confirmed_at is not null
  )
$$;
