-- Role administration in the app and through /auth/v1/admin/users (issue 17).
-- Every grant and revoke goes through public.change_user_role, which refuses
-- unconfirmed accounts and the removal of the last admin, bounds how often one
-- admin may change roles, and writes an audit row readable by admins.

create table public.user_role_changes (
  id bigint generated always as identity primary key,
  -- null when the change came with the service-role key (npm run user, the admin API)
  actor_id uuid references auth.users (id) on delete set null,
  actor_label text not null check (char_length(actor_label) between 1 and 320),
  target_id uuid references auth.users (id) on delete set null,
  target_email text not null check (char_length(target_email) <= 320),
  role text not null check (role in ('editor', 'admin')),
  action text not null check (action in ('grant', 'revoke')),
  created_at timestamptz not null default now()
);

create index user_role_changes_created_at on public.user_role_changes (created_at desc);
create index user_role_changes_actor on public.user_role_changes (actor_id, created_at);

alter table public.user_role_changes enable row level security;
grant select on public.user_role_changes to authenticated, service_role;

create policy user_role_changes_select_admin on public.user_role_changes
  for select to authenticated
  using ((select public.is_admin()));

-- The one writer of user_roles besides the demo seed. p_actor null: the service role.
-- Answers true when something changed, false when the user already had (or lacked) the role.
create function public.change_user_role(
  p_actor uuid,
  p_actor_label text,
  p_target uuid,
  p_role text,
  p_grant boolean
) returns boolean
language plpgsql security definer
set search_path = ''
as $$
declare
  v_email text;
  v_confirmed boolean;
  v_changed integer;
begin
  if p_role is null or p_role not in ('editor', 'admin') then
    raise exception 'The role must be editor or admin' using errcode = '22023';
  end if;
  if p_grant is null then
    raise exception 'Say whether the role is granted or revoked' using errcode = '22023';
  end if;
  if p_actor is not null and (
    select count(*) from public.user_role_changes
    where actor_id = p_actor and created_at > now() - interval '10 minutes'
  ) >= 60 then
    raise exception 'Too many role changes, please wait a few minutes' using errcode = 'PT429';
  end if;

  select u.email, u.email_confirmed_at is not null into v_email, v_confirmed
  from auth.users u where u.id = p_target for update;
  if not found then
    raise exception 'No such user' using errcode = 'PT404';
  end if;

  if p_grant then
    if not v_confirmed then
      raise exception 'Roles can only be given to confirmed accounts' using errcode = 'PT422';
    end if;
    insert into public.user_roles (user_id, role) values (p_target, p_role)
    on conflict do nothing;
  else
    if p_role = 'admin' then
      -- Serialises admin removals, so two admins cannot remove each other at once.
      perform pg_advisory_xact_lock(hashtext('public.user_roles admin'));
      if not exists (
        select 1 from public.user_roles where role = 'admin' and user_id <> p_target
      ) and exists (
        select 1 from public.user_roles where role = 'admin' and user_id = p_target
      ) then
        raise exception 'The last admin cannot lose the admin role' using errcode = 'PT409';
      end if;
    end if;
    delete from public.user_roles where user_id = p_target and role = p_role;
  end if;
  get diagnostics v_changed = row_count;
  if v_changed = 0 then
    return false;
  end if;

  insert into public.user_role_changes (actor_id, actor_label, target_id, target_email, role, action)
  values (
    p_actor,
    left(coalesce(nullif(p_actor_label, ''), 'service_role'), 320),
    p_target,
    left(coalesce(v_email, ''), 320),
    p_role,
    case when p_grant then 'grant' else 'revoke' end
  );
  return true;
end;
$$;
revoke execute on function public.change_user_role(uuid, text, uuid, text, boolean) from public;
grant execute on function public.change_user_role(uuid, text, uuid, text, boolean) to service_role;

-- For signed-in admins (the Users page): the change, recorded as theirs.
create function public.admin_set_user_role(target_user uuid, role text, granted boolean)
returns boolean
language plpgsql security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only admins can change roles' using errcode = '42501';
  end if;
  return public.change_user_role(
    auth.uid(),
    (select u.email from auth.users u where u.id = auth.uid()),
    target_user,
    role,
    granted
  );
end;
$$;
revoke execute on function public.admin_set_user_role(uuid, text, boolean) from public;
grant execute on function public.admin_set_user_role(uuid, text, boolean) to authenticated;

-- For signed-in admins: one page of accounts, newest first, optionally those whose
-- email contains `search`; total_count is the number of matches and admin_count the
-- number of admins (the page disables removing the last one), on every row.
create function public.admin_list_users(
  search text default null,
  page_size integer default 50,
  page_offset integer default 0
) returns table (
  id uuid,
  email text,
  full_name text,
  confirmed boolean,
  roles text[],
  created_at timestamptz,
  last_sign_in_at timestamptz,
  total_count bigint,
  admin_count bigint
)
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only admins can list users' using errcode = '42501';
  end if;
  if char_length(search) > 320 then
    raise exception 'The search is too long' using errcode = '22023';
  end if;
  return query
    select u.id, u.email, p.full_name, u.email_confirmed_at is not null,
           coalesce(
             (select array_agg(r.role order by r.role) from public.user_roles r where r.user_id = u.id),
             '{}'::text[]
           ),
           u.created_at, u.last_sign_in_at, count(*) over (),
           (select count(*) from public.user_roles a where a.role = 'admin')
    from auth.users u
    left join public.profiles p on p.id = u.id
    where coalesce(btrim(search), '') = ''
       or strpos(lower(u.email), lower(btrim(search))) > 0
    order by u.created_at desc, u.id
    limit least(greatest(coalesce(page_size, 50), 1), 100)
    offset least(greatest(coalesce(page_offset, 0), 0), 100000);
end;
$$;
revoke execute on function public.admin_list_users(text, integer, integer) from public;
grant execute on function public.admin_list_users(text, integer, integer) to authenticated;
