-- public.notify_claim_status: its current definition (first in 0270, last redefined in 0831;
-- moved here as it was, issue 36). Change it here, not in a migration.
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

revoke all on function public.notify_claim_status() from public;
