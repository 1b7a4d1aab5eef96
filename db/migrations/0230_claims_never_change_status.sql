-- Claims can no longer take a profile offline or change its owner (issue 16;
-- DESIGN.md section 5 deviates from SPEC section 4 on purpose).
--
-- 1. verify_creator_claim moves only the claim to pending_admin_review; the
--    creator keeps its status. A claim verified after the profile got an
--    owner is void (new status 'void', outcome 'already_owned').
-- 2. approve_creator_claim is the only step that assigns the owner: only to
--    a confirmed account (auth.users.email_confirmed_at not null) with the
--    claim's email, only while the profile has no owner, and it leaves the
--    creator's status alone. A claim on a profile that got an owner is void.
--    Without a confirmed account yet, the claim is approved and waits
--    (awaiting_account); attach_approved_claims gives the profile to the
--    account when that address is confirmed, unless it got an owner
--    meanwhile.
-- 3. Editors' plain updates of a claim (through RLS) may only reject a
--    waiting claim: approving, voiding or editing a claim goes through the
--    functions above.

alter table public.creator_claims drop constraint creator_claims_status_check;
alter table public.creator_claims add constraint creator_claims_status_check
  check (status in ('pending_email_verification', 'pending_admin_review', 'approved', 'rejected',
    'void'));
alter table public.creator_claims add column awaiting_account boolean not null default false;

create or replace function public.verify_creator_claim(token text) returns text
language plpgsql security definer
set search_path = public, pg_temp
as $$
declare
  claim public.creator_claims%rowtype;
  claimed public.creators%rowtype;
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
  select * into claimed from public.creators where id = claim.creator_id for share;
  if not found then
    return 'creator_not_found';
  end if;
  if claimed.owner_user_id is not null then
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
$$;

create or replace function public.approve_creator_claim(claim_id uuid) returns text
language plpgsql security definer set search_path = ''
as $$
declare
  claim public.creator_claims%rowtype;
  claimed public.creators%rowtype;
  new_owner uuid;
begin
  if not (select public.is_editor()) then
    raise exception 'Only editors review claims.' using errcode = '42501';
  end if;
  select * into claim from public.creator_claims where id = claim_id for update;
  if not found or claim.status <> 'pending_admin_review' or claim.creator_id is null then
    return 'not_pending';
  end if;
  select * into claimed from public.creators where id = claim.creator_id for update;
  if not found then
    return 'not_pending';
  end if;
  if claimed.owner_user_id is not null then
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
  update public.creators set owner_user_id = new_owner where id = claimed.id;
  return 'approved';
end
$$;

-- After a user's address is confirmed (or a confirmed account is created or
-- changes address): approved claims waiting for that address get their
-- profile, unless it got an owner meanwhile. Either way the claim stops
-- waiting.
create function public.attach_approved_claims() returns trigger
language plpgsql security definer set search_path = ''
as $$
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
    select c.id, c.creator_id from public.creator_claims c
      where c.status = 'approved' and c.awaiting_account
        and lower(c.email) = lower(new.email)
      order by c.updated_at
      for update
  loop
    update public.creators set owner_user_id = new.id
      where id = claim.creator_id and owner_user_id is null;
    update public.creator_claims set awaiting_account = false where id = claim.id;
  end loop;
  return null;
end
$$;

revoke all on function public.attach_approved_claims() from public;

create trigger attach_approved_claims
  after insert or update of email, email_confirmed_at on auth.users
  for each row execute function public.attach_approved_claims();

-- Editors (through RLS) may only reject a claim that still waits.
create function public.guard_claim_review() returns trigger
language plpgsql
as $$
begin
  if not public.is_api_request() then
    return new;
  end if;
  if new.status = 'rejected'
    and old.status in ('pending_email_verification', 'pending_admin_review')
    and (to_jsonb(new) - array['status', 'updated_at'])
      = (to_jsonb(old) - array['status', 'updated_at']) then
    return new;
  end if;
  raise exception 'A claim can only be rejected here; approve it with approve_creator_claim.'
    using errcode = '42501';
end
$$;

create trigger creator_claims_review_guard before update on public.creator_claims
  for each row execute function public.guard_claim_review();
