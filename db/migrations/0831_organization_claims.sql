-- Claims of an organization (issue 38, decision 029) through the one claim
-- machinery of creator profiles and business listings (decision 015): a
-- claim may now name an organization (target_kind 'organization',
-- organization_id). An organization is claimable while it is published and
-- has no admin (0830); an approved claim makes the claimant its admin
-- (give_claimed_item), at once or when the address gets a confirmed account
-- (attach_approved_claims). Editors decide with decide_claim (0700), naming
-- the version they saw, as for the other kinds. The functions below are the
-- current definitions (db/schema.sql) with the organization added.

alter table public.creator_claims
  add column organization_id uuid references public.organizations (id) on delete set null;
alter table public.creator_claims drop constraint creator_claims_target_kind_check;
alter table public.creator_claims drop constraint creator_claims_one_target;
alter table public.creator_claims
  add constraint creator_claims_target_kind_check
    check (target_kind in ('creator', 'business', 'organization')),
  add constraint creator_claims_one_target check (
    (target_kind = 'creator' and business_id is null and organization_id is null)
    or (target_kind = 'business' and creator_id is null and organization_id is null)
    or (target_kind = 'organization' and creator_id is null and business_id is null));

create index creator_claims_organization_idx on public.creator_claims (organization_id);

-- Whether a published organization can be claimed (it has no admin), for its page.
create function public.organization_claimable(organization uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (select 1 from public.organizations o
    where o.id = organization and o.status = 'published'
      and not exists (select 1 from public.organization_admins a where a.organization_id = o.id))
$$;

revoke all on function public.organization_claimable(uuid) from public;
grant execute on function public.organization_claimable(uuid) to anon, authenticated;

CREATE OR REPLACE FUNCTION public.claimed_item(kind text, item uuid)
 RETURNS TABLE(owner_id uuid, name text, slug text, public_email text, language text)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select c.owner_user_id,
    left(coalesce(nullif(c.name_eng, ''), nullif(c.name_lat, ''), nullif(c.name_cyr, ''), ''), 200),
    c.slug, c.email_public, coalesce(c.submission_language, 'en')
  from public.creators c where kind = 'creator' and c.id = item
  union all
  select b.author_id, left(coalesce(nullif(b.name_en, ''), nullif(b.name_sr_cyrl, ''), ''), 200),
    b.slug, b.email, 'en'
  from public.businesses b where kind = 'business' and b.id = item
  union all
  select (select a.user_id from public.organization_admins a
      where a.organization_id = o.id order by a.created_at limit 1),
    left(coalesce(nullif(o.name_en, ''), nullif(o.name_sr_cyrl, ''), ''), 200),
    o.slug, o.email, 'en'
  from public.organizations o where kind = 'organization' and o.id = item
$function$;

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

CREATE OR REPLACE FUNCTION public.notify_claim_status()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  item record;
  mail_data jsonb;
begin
  if new.status is not distinct from old.status then
    return null;
  end if;
  select * into item
    from public.claimed_item(new.target_kind, coalesce(new.creator_id, new.business_id, new.organization_id));
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
$function$;

CREATE OR REPLACE FUNCTION public.queue_editor_notifications(source_table text, record_id uuid)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
declare
  record_json jsonb;
  record_title text;
  notice_kind text := 'submission';
  revised_table text;
  revised_row uuid;
  queued integer;
begin
  if source_table not in ('organizations', 'events', 'news', 'memorials', 'creators',
    'businesses', 'creator_claims', 'creator_revisions', 'content_revisions') then
    raise exception 'No editor notifications for table %', source_table;
  end if;
  if source_table = 'creator_claims' then
    -- A claim names a creator, a business (0441) or an organization (0831).
    select coalesce(to_jsonb(c), to_jsonb(b), to_jsonb(o)) into record_json
      from public.creator_claims cl
      left join public.creators c on c.id = cl.creator_id
      left join public.businesses b on b.id = cl.business_id
      left join public.organizations o on o.id = cl.organization_id
      where cl.id = record_id;
    notice_kind := 'claim';
  elsif source_table = 'creator_revisions' then
    select to_jsonb(c) into record_json from public.creators c
      join public.creator_revisions rv on rv.creator_id = c.id where rv.id = record_id;
    notice_kind := 'revision';
  elsif source_table = 'content_revisions' then
    select rv.table_name, rv.row_id into revised_table, revised_row
      from public.content_revisions rv where rv.id = record_id;
    if revised_table is not null then
      execute format('select to_jsonb(t) from public.%I t where t.id = $1', revised_table)
        into record_json using revised_row;
    end if;
    notice_kind := 'revision';
  else
    execute format('select to_jsonb(t) from public.%I t where t.id = $1', source_table)
      into record_json using record_id;
    if exists (select 1 from public.moderation_log l
               where l.table_name = source_table and l.row_id = record_id
                 and l.to_status in ('draft', 'rejected')) then
      notice_kind := 'resubmission';
    end if;
  end if;
  if record_json is null then
    return 0;
  end if;
  record_title := left(coalesce(nullif(record_json ->> 'name_en', ''), nullif(record_json ->> 'title_en', ''),
    nullif(record_json ->> 'full_name', ''), nullif(record_json ->> 'name_eng', ''),
    nullif(record_json ->> 'name_lat', ''), nullif(record_json ->> 'name_cyr', ''),
    nullif(record_json ->> 'title_sr_cyrl', ''), nullif(record_json ->> 'name_sr_cyrl', ''), ''), 200);
  insert into public.editor_notifications (editor_id, source_table, record_id, title, kind)
    select distinct r.user_id, source_table, record_id, record_title, notice_kind
    from public.user_roles r
    where r.role in ('editor', 'admin')
    on conflict do nothing;
  get diagnostics queued = row_count;
  return queued;
end
$function$;

CREATE OR REPLACE FUNCTION public.mail_serbian_names(source_table text, row_id text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  names jsonb;
  item uuid;
begin
  if row_id is null
    or row_id !~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' then
    return '{}'::jsonb;
  end if;
  item := row_id::uuid;
  case source_table
    when 'events' then
      select jsonb_build_object('title_sr_cyrl', e.title_sr_cyrl) into names
        from public.events e where e.id = item;
    when 'news' then
      select jsonb_build_object('title_sr_cyrl', n.title_sr_cyrl) into names
        from public.news n where n.id = item;
    when 'organizations' then
      select jsonb_build_object('name_sr_cyrl', o.name_sr_cyrl) into names
        from public.organizations o where o.id = item;
    when 'businesses' then
      select jsonb_build_object('name_sr_cyrl', b.name_sr_cyrl) into names
        from public.businesses b where b.id = item;
    when 'creators' then
      select jsonb_build_object('name_eng', c.name_eng, 'name_lat', c.name_lat,
          'name_cyr', c.name_cyr) into names
        from public.creators c where c.id = item;
    when 'creator_claims' then
      select jsonb_build_object('name_eng', c.name_eng, 'name_lat', c.name_lat,
          'name_cyr', c.name_cyr) into names
        from public.creator_claims k join public.creators c on c.id = k.creator_id
        where k.id = item;
      if names is null then
        select jsonb_build_object('name_sr_cyrl', b.name_sr_cyrl) into names
          from public.creator_claims k join public.businesses b on b.id = k.business_id
          where k.id = item;
      end if;
      if names is null then
        select jsonb_build_object('name_sr_cyrl', o.name_sr_cyrl) into names
          from public.creator_claims k join public.organizations o on o.id = k.organization_id
          where k.id = item;
      end if;
    when 'creator_revisions' then
      select jsonb_build_object('name_eng', c.name_eng, 'name_lat', c.name_lat,
          'name_cyr', c.name_cyr) into names
        from public.creator_revisions r join public.creators c on c.id = r.creator_id
        where r.id = item;
    when 'content_revisions' then
      select public.mail_serbian_names(r.table_name, r.row_id::text) into names
        from public.content_revisions r where r.id = item;
    else
      names := null;
  end case;
  return jsonb_strip_nulls(coalesce(names, '{}'::jsonb));
end
$function$;

