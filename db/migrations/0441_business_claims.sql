-- Claims of a business listing (issue 20) through the claim machinery of
-- creator profiles (0108, 0112, 0132, 0230, 0270), generalised rather than
-- copied (decision 015): a claim names its target kind, 'creator' or
-- 'business', and the target's row (creator_id or business_id). The table
-- keeps its name, creator_claims, so the creator claim contract (the
-- request-creator-claim function, verify_creator_claim, approve_creator_claim,
-- the editors' REST reads and rejections) keeps working unchanged; each
-- function below now serves both kinds. A business's owner is its author_id
-- (0440): an approved claim sets it, only while it is empty, as it sets a
-- creator's owner_user_id.

alter table public.creator_claims
  add column target_kind text not null default 'creator'
    check (target_kind in ('creator', 'business')),
  add column business_id uuid references public.businesses (id) on delete set null;
alter table public.creator_claims
  add constraint creator_claims_target_kind_max_length check (char_length(target_kind) <= 64),
  add constraint creator_claims_one_target check (
    (target_kind = 'creator' and business_id is null)
    or (target_kind = 'business' and creator_id is null));

create index creator_claims_business_idx on public.creator_claims (business_id);

-- The claimed item: its owner, name, slug, public email and language.
create function public.claimed_item(kind text, item uuid)
returns table (owner_id uuid, name text, slug text, public_email text, language text)
language sql stable security definer set search_path = ''
as $$
  select c.owner_user_id,
    left(coalesce(nullif(c.name_eng, ''), nullif(c.name_lat, ''), nullif(c.name_cyr, ''), ''), 200),
    c.slug, c.email_public, coalesce(c.submission_language, 'en')
  from public.creators c where kind = 'creator' and c.id = item
  union all
  select b.author_id, left(coalesce(nullif(b.name_en, ''), nullif(b.name_sr_cyrl, ''), ''), 200),
    b.slug, b.email, 'en'
  from public.businesses b where kind = 'business' and b.id = item
$$;

revoke all on function public.claimed_item(text, uuid) from public;

-- Locks the claimed item's row; false when it is gone.
create function public.lock_claimed_item(kind text, item uuid) returns boolean
language plpgsql security definer set search_path = ''
as $$
begin
  if kind = 'creator' then
    perform 1 from public.creators where id = item for update;
  else
    perform 1 from public.businesses where id = item for update;
  end if;
  return found;
end
$$;

revoke all on function public.lock_claimed_item(text, uuid) from public;

-- Gives the item to new_owner while it has no owner; false when it had one.
create function public.give_claimed_item(kind text, item uuid, new_owner uuid) returns boolean
language plpgsql security definer set search_path = ''
as $$
begin
  if kind = 'creator' then
    update public.creators set owner_user_id = new_owner where id = item and owner_user_id is null;
  else
    update public.businesses set author_id = new_owner where id = item and author_id is null;
  end if;
  return found;
end
$$;

revoke all on function public.give_claimed_item(text, uuid, uuid) from public;

-- A claim of a published item without owner, with the one-time token to
-- mail (only its hash is stored, valid 24 hours). Server only. Outcomes:
-- created, not_found, not_claimable.
create function public.create_claim(
  target_kind text,
  target_slug text,
  claimant_email text,
  proof text,
  claimant uuid default null
)
returns table (outcome text, claim_id uuid, token text, name text)
language plpgsql security definer
set search_path = public, pg_temp
as $$
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
  end if;
  if item is null then
    return query select 'not_found'::text, null::uuid, null::text, null::text;
    return;
  end if;
  if current_owner is not null then
    return query select 'not_claimable'::text, null::uuid, null::text, null::text;
    return;
  end if;
  insert into public.creator_claims (target_kind, creator_id, business_id, email, proof,
      claimant_user_id, verification_token_hash, token_expires_at)
    values (target_kind,
      case when target_kind = 'creator' then item end,
      case when target_kind = 'business' then item end,
      claimant_email, proof, claimant, public.token_hash(new_token), now() + interval '24 hours')
    returning id into new_id;
  return query select 'created'::text, new_id, new_token, i.name
    from public.claimed_item(target_kind, item) i;
end
$$;

revoke execute on function public.create_claim(text, text, text, text, uuid) from public;
grant execute on function public.create_claim(text, text, text, text, uuid) to service_role;

-- The creator form of create_claim, as before (outcome creator_not_found).
create or replace function public.create_creator_claim(
  creator_slug text,
  claimant_email text,
  proof text,
  claimant uuid default null
)
returns table (outcome text, claim_id uuid, token text)
language sql security definer
set search_path = public, pg_temp
as $$
  select case c.outcome when 'not_found' then 'creator_not_found' else c.outcome end,
    c.claim_id, c.token
  from public.create_claim('creator', creator_slug, claimant_email, proof, claimant) c
$$;

create or replace function public.verify_creator_claim(token text) returns text
language plpgsql security definer
set search_path = public, pg_temp
as $$
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
    from public.claimed_item(claim.target_kind, coalesce(claim.creator_id, claim.business_id)) i;
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
$$;

create or replace function public.approve_creator_claim(claim_id uuid) returns text
language plpgsql security definer set search_path = ''
as $$
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
  item := coalesce(claim.creator_id, claim.business_id);
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
$$;

create or replace function public.attach_approved_claims() returns trigger
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
    select c.id, c.target_kind, coalesce(c.creator_id, c.business_id) as item
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
$$;

-- The claimant's mails (0270), for both kinds: the data names the kind, so
-- the templates speak of a profile or a listing and link to the right page.
create or replace function public.notify_claim_status() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  item record;
  mail_data jsonb;
begin
  if new.status is not distinct from old.status then
    return null;
  end if;
  select * into item
    from public.claimed_item(new.target_kind, coalesce(new.creator_id, new.business_id));
  mail_data := jsonb_build_object('claim_id', new.id, 'name', coalesce(item.name, ''),
    'slug', item.slug, 'email', new.email, 'kind', new.target_kind);
  if old.status = 'pending_email_verification' and new.status = 'pending_admin_review' then
    insert into public.mail_outbox (to_address, template, locale, data, dedupe_key)
      values (new.email, 'creator_claim_verified', new.language, mail_data,
        format('creator-claim-verified:%s', new.id))
      on conflict (dedupe_key) do nothing;
    if coalesce(trim(item.public_email), '') <> ''
      and lower(item.public_email) <> lower(new.email) then
      insert into public.mail_outbox (to_address, template, locale, data, dedupe_key)
        values (item.public_email, 'creator_claimed_notice', coalesce(item.language, 'en'),
          jsonb_build_object('name', coalesce(item.name, ''), 'slug', item.slug,
            'kind', new.target_kind),
          format('creator-claimed-notice:%s', new.id))
        on conflict (dedupe_key) do nothing;
    end if;
    perform public.queue_editor_notifications('creator_claims', new.id);
  elsif new.status = 'approved' then
    insert into public.mail_outbox (to_address, template, locale, data, dedupe_key)
      values (new.email, 'creator_claim_approved', new.language,
        mail_data || jsonb_build_object('awaiting_account', new.awaiting_account),
        format('creator-claim-approved:%s', new.id))
      on conflict (dedupe_key) do nothing;
  elsif new.status in ('rejected', 'void') and old.status = 'pending_admin_review' then
    insert into public.mail_outbox (to_address, template, locale, data, dedupe_key)
      values (new.email, 'creator_claim_rejected', new.language,
        mail_data || jsonb_build_object('note', new.review_note, 'void', new.status = 'void'),
        format('creator-claim-rejected:%s', new.id))
      on conflict (dedupe_key) do nothing;
  end if;
  return null;
end
$$;
