-- Download my data (issue 38, 0702): one JSON document of everything a
-- member gave the portal, theirs only, without secrets. Moved here from
-- 0702 when it gained the organizations the member runs.
create or replace function public.export_my_data()
returns jsonb
language plpgsql stable security definer set search_path = ''
as $function$
declare
  me uuid := auth.uid();
  account auth.users%rowtype;
  address text;
begin
  if me is null then
    raise exception 'Sign in to download your data.' using errcode = '42501';
  end if;
  select * into account from auth.users u where u.id = me;
  if not found then
    raise exception 'Sign in to download your data.' using errcode = '42501';
  end if;
  address := case when account.email_confirmed_at is not null then lower(account.email) end;
  return jsonb_build_object(
    'exported_at', now(),
    'account', jsonb_build_object(
      'id', account.id,
      'email', account.email,
      'created_at', account.created_at,
      'full_name', account.raw_user_meta_data ->> 'full_name',
      'mail_language', account.raw_user_meta_data ->> 'language'),
    'profile', (select to_jsonb(p) from public.profiles p where p.id = me),
    'organizations', coalesce((select jsonb_agg(to_jsonb(t) order by t.created_at)
      from public.organizations t where t.author_id = me), '[]'::jsonb),
    'events', coalesce((select jsonb_agg(to_jsonb(t) order by t.created_at)
      from public.events t where t.author_id = me), '[]'::jsonb),
    'news', coalesce((select jsonb_agg(to_jsonb(t) order by t.created_at)
      from public.news t where t.author_id = me), '[]'::jsonb),
    'memorials', coalesce((select jsonb_agg(to_jsonb(t) order by t.created_at)
      from public.memorials t where t.submitter_id = me), '[]'::jsonb),
    'businesses', coalesce((select jsonb_agg(to_jsonb(t) order by t.created_at)
      from public.businesses t where t.author_id = me), '[]'::jsonb),
    'creators', coalesce((select jsonb_agg(to_jsonb(t) order by t.created_at)
      from public.creators t where t.owner_user_id = me), '[]'::jsonb),
    'revisions', coalesce((select jsonb_agg(jsonb_build_object('table', r.table_name,
        'row_id', r.row_id, 'changes', r.changes, 'status', r.status,
        'review_note', r.review_note, 'created_at', r.created_at) order by r.created_at)
      from public.content_revisions r where r.author_id = me), '[]'::jsonb)
      || coalesce((select jsonb_agg(jsonb_build_object('table', 'creators',
        'row_id', r.creator_id, 'changes', r.changes, 'status', r.status,
        'review_note', r.review_note, 'created_at', r.created_at) order by r.created_at)
      from public.creator_revisions r where r.author_id = me), '[]'::jsonb),
    'claims', coalesce((select jsonb_agg(to_jsonb(c) - 'verification_token_hash'
        - 'token_expires_at' order by c.created_at)
      from public.creator_claims c
      where c.claimant_user_id = me or lower(c.email) = address), '[]'::jsonb),
    'condolences', coalesce((select jsonb_agg(to_jsonb(c) order by c.created_at)
      from public.memorial_condolences c where c.author_user_id = me), '[]'::jsonb),
    'newsletter', coalesce((select jsonb_agg(to_jsonb(s) - 'confirm_token_hash'
        - 'unsubscribe_token' - 'consent_ip_hash' - 'confirm_expires_at')
      from public.newsletter_subscribers s where lower(s.email) = address), '[]'::jsonb),
    -- The organizations the member runs as one of its admins (0830), whoever
    -- submitted them, with the calendar feed they keep in step (0910).
    'organizations_run', coalesce((select jsonb_agg(jsonb_build_object(
        'organization_id', o.id, 'slug', o.slug, 'name_en', o.name_en,
        'name_sr_cyrl', o.name_sr_cyrl, 'status', o.status, 'trusted', o.trusted,
        'admin_since', a.created_at,
        'calendar_feed', (select f.url from public.organization_calendar_feeds f
                           where f.organization_id = o.id)) order by a.created_at)
      from public.organization_admins a join public.organizations o on o.id = a.organization_id
      where a.user_id = me), '[]'::jsonb)
  );
end
$function$;

revoke all on function public.export_my_data() from public;
grant execute on function public.export_my_data() to authenticated;
