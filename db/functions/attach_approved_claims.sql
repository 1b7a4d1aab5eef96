-- public.attach_approved_claims: its current definition (first in 0230, last redefined in 0831;
-- moved here as it was, issue 36). Change it here, not in a migration.
CREATE OR REPLACE FUNCTION public.attach_approved_claims()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  claim record;
begin
  if new.email_confirmed_at is null or coalesce(new.email, '') = '' then
    return null;
  end if;
  if tg_op = 'UPDATE' and old.email_confirmed_at is not null
    and lower(old.email) is not distinct from lower(new.email) then
    return null;
  end if;
  for claim in
    select c.id, c.target_kind, coalesce(c.creator_id, c.business_id, c.organization_id) as item
      from public.creator_claims c
      where c.status = 'approved' and c.awaiting_account
        and lower(c.email) = lower(new.email)
      order by c.updated_at
      for update
  loop
    if claim.item is not null then
      perform public.give_claimed_item(claim.target_kind, claim.item, new.id);
    end if;
    update public.creator_claims set awaiting_account = false where id = claim.id;
  end loop;
  return null;
end
$function$;

revoke all on function public.attach_approved_claims() from public;
