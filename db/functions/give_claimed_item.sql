-- public.give_claimed_item: its current definition (first in 0441, last redefined in 0831;
-- moved here as it was, issue 36). Change it here, not in a migration.
CREATE OR REPLACE FUNCTION public.give_claimed_item(kind text, item uuid, new_owner uuid)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if kind = 'creator' then
    update public.creators set owner_user_id = new_owner where id = item and owner_user_id is null;
  elsif kind = 'business' then
    update public.businesses set author_id = new_owner where id = item and author_id is null;
  elsif not exists (select 1 from public.organization_admins a where a.organization_id = item) then
    insert into public.organization_admins (organization_id, user_id) values (item, new_owner);
  else
    return false;
  end if;
  return found;
end
$function$;

revoke all on function public.give_claimed_item(text, uuid, uuid) from public;
