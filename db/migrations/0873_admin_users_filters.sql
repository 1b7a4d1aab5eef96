-- The Users page's list (issue 38: search and filters in every admin list):
-- the search also finds a person by the name on their profile, and a role
-- filter shows editors, admins or people with no role. The signature
-- changes, so the old function goes (supabase-js calls it by name).

drop function public.admin_list_users(text, integer, integer);

create function public.admin_list_users(search text default null, page_size integer default 50,
  page_offset integer default 0, role_filter text default null)
returns table (id uuid, email text, full_name text, confirmed boolean, roles text[],
  created_at timestamptz, last_sign_in_at timestamptz, total_count bigint, admin_count bigint)
language plpgsql stable security definer set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only admins can list users' using errcode = '42501';
  end if;
  if char_length(search) > 320 then
    raise exception 'The search is too long' using errcode = '22023';
  end if;
  if role_filter is not null and role_filter not in ('editor', 'admin', 'none') then
    raise exception 'No such role filter' using errcode = '22023';
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
    where (coalesce(btrim(search), '') = ''
        or strpos(lower(u.email), lower(btrim(search))) > 0
        or strpos(public.search_fold(coalesce(p.full_name, '')), public.search_fold(btrim(search))) > 0)
      and (role_filter is null
        or (role_filter = 'none'
            and not exists (select 1 from public.user_roles r where r.user_id = u.id))
        or exists (select 1 from public.user_roles r where r.user_id = u.id and r.role = role_filter))
    order by u.created_at desc, u.id
    limit least(greatest(coalesce(page_size, 50), 1), 100)
    offset least(greatest(coalesce(page_offset, 0), 0), 100000);
end;
$$;

revoke execute on function public.admin_list_users(text, integer, integer, text) from public;
grant execute on function public.admin_list_users(text, integer, integer, text) to authenticated;
