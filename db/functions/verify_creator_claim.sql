-- public.verify_creator_claim: its current definition (first in 0112, last redefined in 0831;
-- moved here as it was, issue 36). Change it here, not in a migration.
CREATE OR REPLACE FUNCTION public.verify_creator_claim(token text)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
declare
  claim public.creator_claims%rowtype;
  current_owner uuid;
begin
  if coalesce(trim(token), '') = '' then
    return 'no_token';
  end if;
  select * into claim from public.creator_claims c
    where c.verification_token_hash = public.token_hash(trim(token))
      and c.status = 'pending_email_verification'
    for update;
  if not found then
    return 'invalid_or_used';
  end if;
  if claim.token_expires_at is null or claim.token_expires_at < now() then
    return 'expired';
  end if;
  select i.owner_id into current_owner
    from public.claimed_item(claim.target_kind, coalesce(claim.creator_id, claim.business_id, claim.organization_id)) i;
  if not found then
    return 'creator_not_found';
  end if;
  if current_owner is not null then
    update public.creator_claims
      set status = 'void', verification_token_hash = null, token_expires_at = null
      where id = claim.id;
    return 'already_owned';
  end if;
  update public.creator_claims
    set status = 'pending_admin_review', verification_token_hash = null, token_expires_at = null
    where id = claim.id;
  return 'verified';
end
$function$;

revoke execute on function public.verify_creator_claim(text) from public;
grant execute on function public.verify_creator_claim(text) to anon, authenticated, service_role;
