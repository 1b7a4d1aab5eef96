-- The Serbian names a mail needs, added to a Serbian reader's outbox row
-- (mail_outbox_add_serbian_names, server/mail/mail-names.ts): an item's
-- Cyrillic title or name, a creator's three names, an event's venue.
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
      select jsonb_build_object('title_sr_cyrl', e.title_sr_cyrl,
          'venue_name_sr_cyrl', e.venue_name_sr_cyrl) into names
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
      -- A claim of an organization (0831).
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

revoke all on function public.mail_serbian_names(text, text) from public, anon, authenticated;
