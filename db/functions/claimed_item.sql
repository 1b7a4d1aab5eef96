-- public.claimed_item: its current definition (first in 0441, last redefined in 0831;
-- moved here as it was, issue 36). Change it here, not in a migration.
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

revoke all on function public.claimed_item(text, uuid) from public;
