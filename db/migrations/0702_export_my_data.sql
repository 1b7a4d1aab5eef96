-- Download my data (issue 38): everything a signed-in member gave the
-- portal, as one JSON document: the account (address, name, mail language),
-- every submission they own (organizations, events, news, memorials,
-- businesses, creator profiles) in every status, their proposed changes,
-- claims, condolences and newsletter subscription.
--
-- Security definer because several of these tables are closed to members
-- through the API (claims, newsletter subscribers); every part is selected
-- by the caller's own id from auth.uid() or, for what is keyed by address
-- (claims made before an account, the newsletter), by the account's
-- confirmed email. Secrets are left out (token hashes, the unsubscribe
-- token, the keyed address hash). Anonymous callers get 42501.

create function public.export_my_data() returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
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
      from public.newsletter_subscribers s where lower(s.email) = address), '[]'::jsonb)
  );
end
$$;

revoke all on function public.export_my_data() from public;
grant execute on function public.export_my_data() to authenticated;
