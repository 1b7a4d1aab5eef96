-- public.create_claim: its current definition (first in 0441, last redefined in 0831;
-- moved here as it was, issue 36). Change it here, not in a migration.
CREATE OR REPLACE FUNCTION public.create_claim(target_kind text, target_slug text, claimant_email text, proof text, claimant uuid DEFAULT NULL::uuid)
 RETURNS TABLE(outcome text, claim_id uuid, token text, name text)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
declare
  item uuid;
  current_owner uuid;
  new_token text := replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');
  new_id uuid;
begin
  if target_kind = 'creator' then
    select c.id, c.owner_user_id into item, current_owner from public.creators c
      where c.slug = target_slug and c.status = 'published' for update;
  elsif target_kind = 'business' then
    select b.id, b.author_id into item, current_owner from public.businesses b
      where b.slug = target_slug and b.status = 'published' for update;
  elsif target_kind = 'organization' then
    select o.id into item from public.organizations o
      where o.slug = target_slug and o.status = 'published' for update;
    select i.owner_id into current_owner from public.claimed_item('organization', item) i;
  end if;
  if item is null then
    return query select 'not_found'::text, null::uuid, null::text, null::text;
    return;
  end if;
  if current_owner is not null then
    return query select 'not_claimable'::text, null::uuid, null::text, null::text;
    return;
  end if;
  insert into public.creator_claims (target_kind, creator_id, business_id, organization_id,
      email, proof,
      claimant_user_id, verification_token_hash, token_expires_at)
    values (target_kind,
      case when target_kind = 'creator' then item end,
      case when target_kind = 'business' then item end,
      case when target_kind = 'organization' then item end,
      claimant_email, proof, claimant, public.token_hash(new_token), now() + interval '24 hours')
    returning id into new_id;
  return query select 'created'::text, new_id, new_token, i.name
    from public.claimed_item(target_kind, item) i;
end
$function$;

revoke execute on function public.create_claim(text, text, text, text, uuid) from public;
grant execute on function public.create_claim(text, text, text, text, uuid) to service_role;
