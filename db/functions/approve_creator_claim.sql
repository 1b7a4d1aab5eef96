-- public.approve_creator_claim: its current definition (first in 0132, last redefined in 0831;
-- moved here as it was, issue 36). Change it here, not in a migration.
CREATE OR REPLACE FUNCTION public.approve_creator_claim(claim_id uuid)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  claim public.creator_claims%rowtype;
  item uuid;
  current_owner uuid;
  new_owner uuid;
begin
  if not (select public.is_editor()) then
    raise exception 'Only editors review claims.' using errcode = '42501';
  end if;
  select * into claim from public.creator_claims where id = claim_id for update;
  if not found then
    return 'not_pending';
  end if;
  item := coalesce(claim.creator_id, claim.business_id, claim.organization_id);
  if claim.status <> 'pending_admin_review' or item is null then
    return 'not_pending';
  end if;
  if not public.lock_claimed_item(claim.target_kind, item) then
    return 'not_pending';
  end if;
  select i.owner_id into current_owner from public.claimed_item(claim.target_kind, item) i;
  if current_owner is not null then
    update public.creator_claims set status = 'void' where id = claim.id;
    return 'already_owned';
  end if;
  select u.id into new_owner from auth.users u
    where lower(u.email) = lower(claim.email) and u.email_confirmed_at is not null;
  if new_owner is null then
    update public.creator_claims set status = 'approved', awaiting_account = true
      where id = claim.id;
    return 'approved_without_account';
  end if;
  update public.creator_claims set status = 'approved', awaiting_account = false
    where id = claim.id;
  perform public.give_claimed_item(claim.target_kind, item, new_owner);
  return 'approved';
end
$function$;

revoke all on function public.approve_creator_claim(uuid) from public;
grant execute on function public.approve_creator_claim(uuid) to authenticated;
revoke execute on function public.approve_creator_claim(uuid) from public, authenticated;
