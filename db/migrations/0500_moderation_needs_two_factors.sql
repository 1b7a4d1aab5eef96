-- Editors and admins act only with two factors (issue 24, decision 018).
-- Every moderation right (queue decisions, claims, reports, revisions,
-- condolences, contact messages, role changes, the admin users page...) is
-- granted through is_editor() / is_admin(), so both now also ask that the
-- caller's session reached aal2: the JWT's `aal` claim, which /auth/v1 sets
-- only after a TOTP challenge was verified for that session. A stolen password
-- alone no longer moderates. Same signatures, so every policy gets the check.

create or replace function public.is_admin() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'aal', '') = 'aal2' and exists (
    select 1 from public.user_roles r
    join auth.users u on u.id = r.user_id
    where r.user_id = auth.uid() and r.role = 'admin' and u.email_confirmed_at is not null
  )
$$;

create or replace function public.is_editor() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'aal', '') = 'aal2' and exists (
    select 1 from public.user_roles r
    join auth.users u on u.id = r.user_id
    where r.user_id = auth.uid() and r.role in ('editor', 'admin')
      and u.email_confirmed_at is not null
  )
$$;

-- The caller's own staff role whatever the session's level ('admin', 'editor'
-- or null). It grants nothing: the app uses it to lead an editor without two
-- factors to set them up, and one at aal1 to enter the code, instead of
-- failing calls.
create function public.my_staff_role() returns text
language sql stable security definer
set search_path = ''
as $$
  select case
    when bool_or(r.role = 'admin') then 'admin'
    when bool_or(r.role = 'editor') then 'editor'
  end
  from public.user_roles r
  join auth.users u on u.id = r.user_id
  where r.user_id = auth.uid() and u.email_confirmed_at is not null
$$;

revoke execute on function public.my_staff_role() from public;
grant execute on function public.my_staff_role() to authenticated;
