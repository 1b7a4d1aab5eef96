-- Organization admins post and edit the organization's events (issue 38,
-- decision 029). An event linked to an organization is reviewed as any
-- event, unless an editor marked the organization trusted: then an event its
-- admins send for review is published at once. Once an organization has
-- admins, only they (and editors) link events to it, so "posted by the
-- organization" means what it says; events linked before keep their link.
-- Admins edit the organization's page and its published events through the
-- revision review (content_revisions, 0350), as an author does.

alter table public.organizations add column trusted boolean not null default false;

comment on column public.organizations.trusted is
  'Set by editors: events its admins submit are published without review (0832).';

-- Only editors and admins set or clear trusted.
create function public.guard_organization_trust() returns trigger
language plpgsql
as $$
begin
  if public.is_api_request() and not public.is_editor()
    and new.trusted is distinct from (case when tg_op = 'INSERT' then false else old.trusted end)
  then
    raise exception 'Only editors mark an organization trusted.' using errcode = '42501';
  end if;
  return new;
end
$$;

create trigger organizations_trust_by_editors before insert or update of trusted
  on public.organizations for each row execute function public.guard_organization_trust();

-- True when the caller is an admin of this published, trusted organization.
create function public.is_trusted_organization_admin(organization uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (select 1 from public.organizations o
    where o.id = organization and o.trusted and o.status = 'published')
    and public.is_organization_admin(organization)
$$;

revoke all on function public.is_trusted_organization_admin(uuid) from public;
grant execute on function public.is_trusted_organization_admin(uuid) to anon, authenticated, service_role;

-- An event a trusted organization's admin sends for review is published.
create function public.publish_trusted_organization_event() returns trigger
language plpgsql
as $$
begin
  if public.is_api_request() and new.status = 'pending_review'
    and (tg_op = 'INSERT' or old.status in ('draft', 'rejected'))
    and new.organization_id is not null
    and public.is_trusted_organization_admin(new.organization_id) then
    new.status := 'published';
    new.review_note := null;
  end if;
  return new;
end
$$;

create trigger events_publish_for_trusted_organization
  before insert or update of status on public.events
  for each row execute function public.publish_trusted_organization_event();

-- Whether an organization has admins (whoever asks: the rows are private).
create function public.organization_has_admins(organization uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (select 1 from public.organization_admins a where a.organization_id = organization)
$$;

revoke all on function public.organization_has_admins(uuid) from public;
grant execute on function public.organization_has_admins(uuid) to anon, authenticated, service_role;

-- Once an organization has admins, only they and editors link events to it.
create function public.guard_organization_event_link() returns trigger
language plpgsql
as $$
begin
  if public.is_api_request() and new.organization_id is not null
    and (tg_op = 'INSERT' or new.organization_id is distinct from old.organization_id)
    and public.organization_has_admins(new.organization_id)
    and not public.is_organization_admin(new.organization_id) and not public.is_editor() then
    raise exception 'Only the admins of this organization post events as the organization.'
      using errcode = '42501', hint = 'organization_admins_only';
  end if;
  return new;
end
$$;

-- Named to run after events_visible_organization (triggers run in name
-- order), so a hidden organization still answers as a missing one (0631).
create trigger events_with_organization_by_its_admins
  before insert or update of organization_id on public.events
  for each row execute function public.guard_organization_event_link();

create policy events_insert_trusted_organization on public.events
  for insert to authenticated
  with check (author_id = (select auth.uid()) and status = 'published'
    and public.is_trusted_organization_admin(organization_id));

create policy events_select_org_admin on public.events
  for select to authenticated
  using (organization_id = any (array_cat((select public.my_organization_ids()), '{}')));

create policy events_update_org_admin on public.events
  for update to authenticated
  using (organization_id = any (array_cat((select public.my_organization_ids()), '{}'))
    and status in ('draft', 'rejected'))
  with check (organization_id = any (array_cat((select public.my_organization_ids()), '{}'))
    and (status in ('draft', 'pending_review')
      or (status = 'published' and public.is_trusted_organization_admin(organization_id))));

-- A trusted organization's admin also publishes their own rejected or draft
-- event by sending it again (events_update_own allows only the two states).
create policy events_update_own_trusted on public.events
  for update to authenticated
  using (author_id = (select auth.uid()) and status in ('draft', 'rejected'))
  with check (author_id = (select auth.uid()) and status = 'published'
    and public.is_trusted_organization_admin(organization_id));

-- The organizations a member may link an event to: published ones without
-- admins, and those they are an admin of (the event form's picker).
create function public.event_organization_choices()
returns table (id uuid, name_en text, name_sr_cyrl text)
language sql stable security definer set search_path = ''
as $$
  select o.id, o.name_en, o.name_sr_cyrl from public.organizations o
    where o.status = 'published'
      and (public.is_organization_admin(o.id) or public.is_editor()
        or not exists (select 1 from public.organization_admins a where a.organization_id = o.id))
    order by o.name_en
    limit 1000
$$;

revoke all on function public.event_organization_choices() from public;
grant execute on function public.event_organization_choices() to anon, authenticated;

-- Whether the caller may propose a revision of this published row as an
-- admin of its organization (the organization itself, or one of its events).
create function public.may_revise_as_organization_admin(target_table text, row_id uuid)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select case target_table
    when 'organizations' then exists (select 1 from public.organizations o
      where o.id = row_id and o.status = 'published' and public.is_organization_admin(o.id))
    when 'events' then exists (select 1 from public.events e
      where e.id = row_id and e.status = 'published' and e.organization_id is not null
        and public.is_organization_admin(e.organization_id))
    else false
  end
$$;

revoke all on function public.may_revise_as_organization_admin(text, uuid) from public;
grant execute on function public.may_revise_as_organization_admin(text, uuid) to anon, authenticated, service_role;

-- Co-admins see the revisions waiting on their organization and its events.
create policy content_revisions_select_org_admin on public.content_revisions
  for select to authenticated
  using (public.may_revise_as_organization_admin(table_name, row_id));

CREATE OR REPLACE FUNCTION public.propose_content_revision(target_table text, row_id uuid, changes jsonb)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  owned boolean;
  kept jsonb;
  revision_id uuid;
begin
  if not public.revisable_content_table(target_table) then
    raise exception 'No revisions for this table.' using errcode = '22023';
  end if;
  execute format('select exists (select 1 from public.%I t where t.id = $1 and t.%I = $2 '
    'and t.status = ''published'')', target_table, public.content_owner_column(target_table))
    into owned using propose_content_revision.row_id, auth.uid();
  -- The admins of an organization propose changes to it and to its events (0832).
  owned := owned or public.may_revise_as_organization_admin(target_table,
    propose_content_revision.row_id);
  if auth.uid() is null or not owned then
    raise exception 'Only the owner of a published item proposes changes to it.'
      using errcode = '42501';
  end if;
  select coalesce(jsonb_object_agg(key, value), '{}'::jsonb) into kept
    from jsonb_each(coalesce(changes, '{}'::jsonb))
    where key = any (public.content_revision_fields(target_table));
  if kept = '{}'::jsonb then
    raise exception 'The revision changes nothing.' using errcode = '22023';
  end if;
  begin
    perform public.apply_content_changes(target_table, propose_content_revision.row_id, kept);
    raise exception 'checked' using errcode = 'ZR001';
  exception when sqlstate 'ZR001' then
    null;
  end;
  update public.content_revisions r set changes = kept, author_id = auth.uid(), created_at = now()
    where r.table_name = target_table and r.row_id = propose_content_revision.row_id
      and r.status = 'pending_review'
    returning r.id into revision_id;
  if revision_id is null then
    insert into public.content_revisions (table_name, row_id, author_id, changes)
      values (target_table, propose_content_revision.row_id, auth.uid(), kept)
      returning id into revision_id;
  end if;
  perform public.queue_editor_notifications('content_revisions', revision_id);
  return revision_id;
end
$function$;

