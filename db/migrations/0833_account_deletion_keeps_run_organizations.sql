-- Deleting one's account (0703) no longer removes an organization that
-- other admins run (0830), nor the events posted as it: they belong to the
-- organization's people now. The organization keeps its page without the
-- submitter (author_id becomes null, as the foreign key does), and its
-- other admins keep running it (decision 029).

-- True when someone other than `member` is an admin of the organization.
create function public.organization_run_by_others(organization uuid, member uuid)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select organization is not null and exists (select 1 from public.organization_admins a
    where a.organization_id = organization and a.user_id <> member)
$$;

revoke all on function public.organization_run_by_others(uuid, uuid) from public;

CREATE OR REPLACE FUNCTION public.delete_my_account(keep_published boolean, confirm_email text)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  me uuid := auth.uid();
  address text;
  owned record;
begin
  if me is null then
    raise exception 'Sign in to delete your account.' using errcode = '42501';
  end if;
  select u.email into address from auth.users u where u.id = me for update;
  if not found then
    raise exception 'Sign in to delete your account.' using errcode = '42501';
  end if;
  if keep_published is null or confirm_email is null
    or lower(trim(confirm_email)) is distinct from lower(address) then
    raise exception 'Type the email address of your account to confirm.' using errcode = '22023';
  end if;
  if exists (select 1 from public.user_roles r where r.user_id = me and r.role = 'admin')
    and (select count(*) from public.user_roles r where r.role = 'admin') = 1 then
    raise exception 'The last administrator cannot delete their account.' using errcode = 'PT409';
  end if;
  for owned in
    select * from (values ('organizations', 'author_id'), ('events', 'author_id'),
      ('news', 'author_id'), ('memorials', 'submitter_id'), ('businesses', 'author_id'),
      ('creators', 'owner_user_id')) as t (table_name, owner_column)
  loop
    -- An organization other admins run stays theirs, with the events posted as it (0833).
    execute format('delete from public.%I t where t.%I = $1 and ($2 is false or t.status <> %L)%s',
      owned.table_name, owned.owner_column, 'published',
      case owned.table_name
        when 'organizations' then ' and not public.organization_run_by_others(t.id, $1)'
        when 'events' then ' and not public.organization_run_by_others(t.organization_id, $1)'
        else '' end)
      using me, keep_published;
  end loop;
  delete from auth.users u where u.id = me;
  return case when keep_published then 'deleted_kept_published' else 'deleted_all' end;
end
$function$;

