-- public.lock_claimed_item: its current definition (first in 0441, last redefined in 0831;
-- moved here as it was, issue 36). Change it here, not in a migration.
CREATE OR REPLACE FUNCTION public.lock_claimed_item(kind text, item uuid)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if kind = 'creator' then
    perform 1 from public.creators where id = item for update;
  elsif kind = 'business' then
    perform 1 from public.businesses where id = item for update;
  else
    perform 1 from public.organizations where id = item for update;
  end if;
  return found;
end
$function$;

revoke all on function public.lock_claimed_item(text, uuid) from public;
