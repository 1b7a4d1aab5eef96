-- Organizations run by their members (issue 38, decision 029): an
-- organization has admins. Its submitter is the first (existing
-- organizations: their submitter, where known); admins invite co-admins by
-- email and remove them. Nobody adds a row here directly: a row comes from a
-- submission (the trigger below), an accepted invitation
-- (accept_organization_invite) or an approved claim (0831).

create table public.organization_admins (
  organization_id uuid not null references public.organizations (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  added_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (organization_id, user_id)
);

create index organization_admins_user_idx on public.organization_admins (user_id);

alter table public.organization_admins enable row level security;
grant select, delete on public.organization_admins to authenticated;
grant all on public.organization_admins to service_role;

-- True when the caller is an admin of the organization. Security definer, so
-- the policies of organization_admins can use it without recursion.
create function public.is_organization_admin(organization uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (select 1 from public.organization_admins a
    where a.organization_id = organization and a.user_id = auth.uid())
$$;

revoke all on function public.is_organization_admin(uuid) from public;
grant execute on function public.is_organization_admin(uuid) to anon, authenticated, service_role;

-- The organizations the caller is an admin of: policies on whole tables use
-- `= any (array_cat((select public.my_organization_ids()), '{}'))`, evaluated once a statement.
create function public.my_organization_ids() returns uuid[]
language sql stable security definer set search_path = ''
as $$
  select coalesce(array_agg(a.organization_id), '{}')
    from public.organization_admins a where a.user_id = auth.uid()
$$;

revoke all on function public.my_organization_ids() from public;
grant execute on function public.my_organization_ids() to anon, authenticated, service_role;

create policy organization_admins_select_admin on public.organization_admins
  for select to authenticated
  using (organization_id = any (array_cat((select public.my_organization_ids()), '{}')));
create policy organization_admins_select_editor on public.organization_admins
  for select to authenticated using ((select public.is_editor()));
-- An admin removes a co-admin or steps down; a site admin may remove anyone.
create policy organization_admins_delete_admin on public.organization_admins
  for delete to authenticated
  using (organization_id = any (array_cat((select public.my_organization_ids()), '{}'))
    or (select public.is_admin()));

-- The last admin does not leave an organization without admins through the
-- API: they invite a replacement first. A site admin may (the organization
-- becomes claimable again); a deleted account or organization takes its rows.
create function public.keep_last_organization_admin() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if not public.is_api_request() or public.is_admin() then
    return old;
  end if;
  if not exists (select 1 from public.organization_admins a
                 where a.organization_id = old.organization_id and a.user_id <> old.user_id) then
    raise exception 'The last admin of an organization cannot leave it without a replacement.'
      using errcode = 'PT409', hint = 'last_organization_admin';
  end if;
  return old;
end
$$;

create trigger organization_admins_keep_last before delete on public.organization_admins
  for each row execute function public.keep_last_organization_admin();

-- The submitter of an organization is its first admin.
create function public.add_submitter_as_organization_admin() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.author_id is not null then
    insert into public.organization_admins (organization_id, user_id, added_by)
      values (new.id, new.author_id, new.author_id)
      on conflict do nothing;
  end if;
  return null;
end
$$;

create trigger organizations_submitter_is_admin after insert on public.organizations
  for each row execute function public.add_submitter_as_organization_admin();

insert into public.organization_admins (organization_id, user_id, added_by, created_at)
  select o.id, o.author_id, o.author_id, o.created_at
    from public.organizations o join auth.users u on u.id = o.author_id
  on conflict do nothing;

-- A submitter who was removed as admin no longer edits or deletes the
-- organization they once submitted.
drop policy organizations_delete_own on public.organizations;
create policy organizations_delete_own on public.organizations for delete to authenticated
  using (author_id = (select auth.uid())
    and id = any (array_cat((select public.my_organization_ids()), '{}')));
drop policy organizations_update_own on public.organizations;
create policy organizations_update_own on public.organizations for update to authenticated
  using (author_id = (select auth.uid()) and status in ('draft', 'rejected')
    and id = any (array_cat((select public.my_organization_ids()), '{}')))
  with check (author_id = (select auth.uid()) and status in ('draft', 'pending_review'));
-- Any admin edits the organization's draft or sent-back page, as its author does.
create policy organizations_update_org_admin on public.organizations for update to authenticated
  using (status in ('draft', 'rejected')
    and id = any (array_cat((select public.my_organization_ids()), '{}')))
  with check (status in ('draft', 'pending_review')
    and id = any (array_cat((select public.my_organization_ids()), '{}')));

-- Co-admins and submitters see the organization as its author does.
create policy organizations_select_org_admin on public.organizations
  for select to authenticated using (id = any (array_cat((select public.my_organization_ids()), '{}')));

-- The admins of an organization as its admins (and editors) see them: name
-- and email, oldest first. Empty for anyone else.
create function public.organization_admin_list(organization uuid)
returns table (user_id uuid, full_name text, email text, added_at timestamptz)
language sql stable security definer set search_path = ''
as $$
  select a.user_id, coalesce(nullif(trim(p.full_name), ''), ''), coalesce(u.email, ''),
    a.created_at
    from public.organization_admins a
    join auth.users u on u.id = a.user_id
    left join public.profiles p on p.id = a.user_id
    where a.organization_id = organization
      and (public.is_organization_admin(organization) or public.is_editor())
    order by a.created_at, a.user_id
    limit 100
$$;

revoke all on function public.organization_admin_list(uuid) from public;
grant execute on function public.organization_admin_list(uuid) to authenticated;

-- Invitations of co-admins, by email, with a one-time token (only its hash
-- is stored) valid for 7 days. Admins see their organization's; nobody
-- writes the table but the functions below.
create table public.organization_invites (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  email text not null check (char_length(email) <= 254 and public.is_plain_email(email)),
  invited_by uuid references auth.users (id) on delete set null,
  token_hash text not null unique check (char_length(token_hash) <= 128),
  status text not null default 'pending'
    check (status in ('pending', 'accepted', 'revoked', 'replaced')),
  accepted_by uuid references auth.users (id) on delete set null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index organization_invites_organization_idx
  on public.organization_invites (organization_id, created_at desc);

alter table public.organization_invites enable row level security;
grant select on public.organization_invites to authenticated;
grant all on public.organization_invites to service_role;

create policy organization_invites_select_admin on public.organization_invites
  for select to authenticated
  using (organization_id = any (array_cat((select public.my_organization_ids()), '{}')));
create policy organization_invites_select_editor on public.organization_invites
  for select to authenticated using ((select public.is_editor()));

create trigger organization_invites_updated_at before update on public.organization_invites
  for each row execute function public.set_updated_at();

-- An admin invites a co-admin. Outcomes: invited, not_published,
-- already_admin, too_many_pending, daily_limit. The answer and the stored row are the
-- same whether or not the address has an account; the mail goes out in
-- either case, in the language the account chose for its mail, else the
-- inviter's page language. A new invitation to the same address replaces
-- the waiting one.
create function public.invite_organization_admin(organization uuid, email text,
  language text default 'en')
returns text
language plpgsql volatile security definer set search_path = ''
as $$
declare
  address text := lower(trim(coalesce(email, '')));
  org public.organizations%rowtype;
  -- How many invitations one organization may have waiting, and send a day.
  pending_max constant integer := 10;
  daily_max constant integer := 20;
  new_token text := replace(gen_random_uuid()::text, '-', '')
    || replace(gen_random_uuid()::text, '-', '');
  mail_language text;
  inviter_name text;
  new_id uuid;
begin
  if auth.uid() is null or not public.is_organization_admin(organization) then
    raise exception 'Only the admins of an organization invite its admins.'
      using errcode = '42501';
  end if;
  if char_length(address) > 254 or not public.is_plain_email(address) then
    raise exception 'Please enter a valid email address.' using errcode = '22023';
  end if;
  select * into org from public.organizations o where o.id = organization for update;
  -- Unreviewed names and descriptions are not mailed to strangers.
  if org.status <> 'published' then
    return 'not_published';
  end if;
  if exists (select 1 from public.organization_admins a join auth.users u on u.id = a.user_id
             where a.organization_id = organization and lower(u.email) = address) then
    return 'already_admin';
  end if;
  update public.organization_invites i set status = 'replaced'
    where i.organization_id = organization and lower(i.email) = address
      and i.status = 'pending';
  if (select count(*) from public.organization_invites i
      where i.organization_id = organization and i.status = 'pending'
        and i.expires_at > now()) >= pending_max then
    return 'too_many_pending';
  end if;
  if (select count(*) from public.organization_invites i
      where i.organization_id = organization
        and i.created_at > now() - interval '24 hours') >= daily_max then
    return 'daily_limit';
  end if;
  insert into public.organization_invites (organization_id, email, invited_by, token_hash,
      expires_at)
    values (organization, address, auth.uid(), public.token_hash(new_token),
      now() + interval '7 days')
    returning id into new_id;
  select nullif(u.raw_user_meta_data ->> 'language', '') into mail_language
    from auth.users u where lower(u.email) = address and u.email_confirmed_at is not null
    limit 1;
  select coalesce(nullif(trim(p.full_name), ''), u.email) into inviter_name
    from auth.users u left join public.profiles p on p.id = u.id where u.id = auth.uid();
  insert into public.mail_outbox (to_address, template, locale, data, dedupe_key)
    values (address, 'organization_invite',
      case when coalesce(mail_language, language) in ('en', 'sr_latin', 'sr_cyrillic')
        then coalesce(mail_language, language) else 'en' end,
      jsonb_build_object('name', org.name_en,
        'names', jsonb_strip_nulls(jsonb_build_object('name_sr_cyrl', org.name_sr_cyrl)),
        'slug', org.slug, 'inviter', coalesce(inviter_name, ''), 'token', new_token,
        'invite_id', new_id),
      format('organization-invite:%s', new_id));
  return 'invited';
end
$$;

revoke all on function public.invite_organization_admin(uuid, text, text) from public;
grant execute on function public.invite_organization_admin(uuid, text, text) to authenticated;

-- An admin withdraws a waiting invitation; true when there was one.
create function public.revoke_organization_invite(invite uuid) returns boolean
language plpgsql volatile security definer set search_path = ''
as $$
declare
  organization uuid;
begin
  select i.organization_id into organization from public.organization_invites i
    where i.id = invite for update;
  if auth.uid() is null or organization is null
    or not public.is_organization_admin(organization) then
    raise exception 'Only the admins of an organization withdraw its invitations.'
      using errcode = '42501';
  end if;
  update public.organization_invites i set status = 'revoked'
    where i.id = invite and i.status = 'pending';
  return found;
end
$$;

revoke all on function public.revoke_organization_invite(uuid) from public;
grant execute on function public.revoke_organization_invite(uuid) to authenticated;

-- A signed-in member accepts an invitation sent to their confirmed address.
-- Outcome (with the organization's slug and names when known): accepted,
-- already_admin, no_token, invalid_or_used, expired, unconfirmed_email,
-- wrong_email. A refused attempt leaves the invitation as it was.
create function public.accept_organization_invite(token text) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  invite public.organization_invites%rowtype;
  me auth.users%rowtype;
  org public.organizations%rowtype;
  answer jsonb;
begin
  if auth.uid() is null then
    raise exception 'Sign in to accept an invitation.' using errcode = '42501';
  end if;
  if coalesce(trim(token), '') = '' then
    return jsonb_build_object('outcome', 'no_token');
  end if;
  select * into invite from public.organization_invites i
    where i.token_hash = public.token_hash(trim(token)) for update;
  if not found or invite.status <> 'pending' then
    return jsonb_build_object('outcome', 'invalid_or_used');
  end if;
  select * into org from public.organizations o where o.id = invite.organization_id;
  answer := jsonb_build_object('slug', org.slug, 'name_en', org.name_en,
    'name_sr_cyrl', org.name_sr_cyrl);
  if invite.expires_at <= now() then
    return answer || jsonb_build_object('outcome', 'expired');
  end if;
  select * into me from auth.users u where u.id = auth.uid();
  if me.email_confirmed_at is null then
    return answer || jsonb_build_object('outcome', 'unconfirmed_email');
  end if;
  if lower(coalesce(me.email, '')) <> lower(invite.email) then
    return answer || jsonb_build_object('outcome', 'wrong_email');
  end if;
  update public.organization_invites i set status = 'accepted', accepted_by = me.id
    where i.id = invite.id;
  insert into public.organization_admins (organization_id, user_id, added_by)
    values (invite.organization_id, me.id, invite.invited_by)
    on conflict do nothing;
  return answer || jsonb_build_object('outcome', case when found then 'accepted'
    else 'already_admin' end);
end
$$;

revoke all on function public.accept_organization_invite(text) from public;
grant execute on function public.accept_organization_invite(text) to authenticated;
