-- Delete my account (issue 38), in one transaction, after the member typed
-- their email address to confirm. Their published items either stay on the
-- portal without their name (keep_published: the owner columns become null,
-- as the foreign keys already do on delete, and the profile with its name
-- goes) or are removed with everything else; drafts, items waiting for
-- review and rejected items are removed either way. Then the account goes:
-- sessions, factors, roles and profile with it (their foreign keys cascade);
-- their revisions, claims and condolences stay without the account (set
-- null). The last administrator cannot delete their account.

create function public.delete_my_account(keep_published boolean, confirm_email text)
returns text
language plpgsql security definer set search_path = ''
as $$
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
    execute format('delete from public.%I t where t.%I = $1 and ($2 is false or t.status <> %L)',
      owned.table_name, owned.owner_column, 'published')
      using me, keep_published;
  end loop;
  delete from auth.users u where u.id = me;
  return case when keep_published then 'deleted_kept_published' else 'deleted_all' end;
end
$$;

revoke all on function public.delete_my_account(boolean, text) from public;
grant execute on function public.delete_my_account(boolean, text) to authenticated;
