-- The claim flow of SPEC section 4 as two functions.
--
-- create_creator_claim(slug, email, proof, claimant): server only (the
-- request-creator-claim function). Records a claim on a published profile
-- that has no owner and returns the one-time token to email; only its
-- SHA-256 hash is stored, valid 24 hours. Outcomes: created,
-- creator_not_found, not_claimable.
--
-- verify_creator_claim(token): public RPC, security definer, one
-- transaction: find the claim by token hash, check expiry, move the claim
-- to pending_admin_review and clear the token, move the creator to
-- pending_review. Returns an outcome code the verify page maps to the SPEC
-- section 8 messages: verified, no_token, invalid_or_used, expired,
-- creator_not_found.

create function public.token_hash(token text) returns text
language sql immutable parallel safe
as $$ select encode(sha256(convert_to(token, 'UTF8')), 'hex') $$;

create function public.create_creator_claim(
  creator_slug text,
  claimant_email text,
  proof text,
  claimant uuid default null
)
returns table (outcome text, claim_id uuid, token text)
language plpgsql security definer
set search_path = public, pg_temp
as $$
declare
  found_creator public.creators%rowtype;
  new_token text := replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');
  new_id uuid;
begin
  select * into found_creator from public.creators c
    where c.slug = creator_slug and c.status = 'published'
    for update;
  if not found then
    return query select 'creator_not_found'::text, null::uuid, null::text;
    return;
  end if;
  if found_creator.owner_user_id is not null then
    return query select 'not_claimable'::text, null::uuid, null::text;
    return;
  end if;
  insert into public.creator_claims
      (creator_id, email, proof, claimant_user_id, verification_token_hash, token_expires_at)
    values (found_creator.id, claimant_email, proof, claimant, public.token_hash(new_token),
      now() + interval '24 hours')
    returning id into new_id;
  return query select 'created'::text, new_id, new_token;
end
$$;

revoke execute on function public.create_creator_claim(text, text, text, uuid) from public;
grant execute on function public.create_creator_claim(text, text, text, uuid) to service_role;

create function public.verify_creator_claim(token text) returns text
language plpgsql security definer
set search_path = public, pg_temp
as $$
declare
  claim public.creator_claims%rowtype;
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
  update public.creators set status = 'pending_review' where id = claim.creator_id;
  if not found then
    return 'creator_not_found';
  end if;
  update public.creator_claims
    set status = 'pending_admin_review', verification_token_hash = null, token_expires_at = null
    where id = claim.id;
  return 'verified';
end
$$;

revoke execute on function public.verify_creator_claim(text) from public;
grant execute on function public.verify_creator_claim(text) to anon, authenticated, service_role;
