-- A co-admin removed from an organization is told (issue 38): one
-- `organization_admin_removed` mail in the language they chose for their
-- mail, when another admin (or a site admin) removes them through the API.
-- Stepping down oneself, a deleted account and a deleted organization send
-- nothing (the organization or the address is gone by then).

create function public.notify_removed_organization_admin() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  org public.organizations%rowtype;
  address text;
begin
  -- A signed-in member's request (is_api_request() would answer for this
  -- function's owner here): the server's own deletes carry no claims.
  if auth.uid() is null or old.user_id = auth.uid() then
    return null;
  end if;
  select * into org from public.organizations o where o.id = old.organization_id;
  select u.email into address from auth.users u where u.id = old.user_id;
  if org.id is null or coalesce(address, '') = '' then
    return null;
  end if;
  insert into public.mail_outbox (to_address, template, locale, data, dedupe_key)
    values (address, 'organization_admin_removed',
      coalesce(public.mail_language_for(old.user_id), 'en'),
      jsonb_build_object('name', org.name_en,
        'names', jsonb_strip_nulls(jsonb_build_object('name_sr_cyrl', org.name_sr_cyrl)),
        'slug', org.slug, 'published', org.status = 'published'),
      format('organization-admin-removed:%s:%s:%s', old.organization_id, old.user_id,
        txid_current()))
    on conflict (dedupe_key) do nothing;
  return null;
end
$$;

revoke all on function public.notify_removed_organization_admin() from public;

create trigger organization_admins_notify_removed after delete on public.organization_admins
  for each row execute function public.notify_removed_organization_admin();
