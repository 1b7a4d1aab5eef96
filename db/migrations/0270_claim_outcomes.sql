-- Claims that lead to owning a profile (issue 19). Builds on 0230, which
-- made approval the only step that assigns an owner.
--
-- 1. A claim remembers the language of the page it was made on (set by the
--    request-creator-claim function) and the editor's reason for a
--    rejection (review_note).
-- 2. Editors reject a claim only with a reason (guard_claim_review).
-- 3. Every step that concerns the claimant mails them, in their language,
--    from the database in the same transaction as the change:
--    verified -> creator_claim_verified; approved -> creator_claim_approved
--    (with an invitation to sign up when no confirmed account has the
--    claim's email yet); rejected -> creator_claim_rejected with the
--    reason; void (the profile got an owner meanwhile) ->
--    creator_claim_rejected without a reason.
--    The profile's current public email hears that someone claimed it
--    (creator_claimed_notice) once the claim is verified, and editors get a
--    claim notice in their digest (not a "new submission").
-- 4. A creator profile remembers the language it was submitted in
--    (submission_language, set by send-creator-verification), so the
--    "published" mail follows it.

alter table public.creator_claims
  add column language text not null default 'en'
    check (language in ('en', 'sr_latin', 'sr_cyrillic')),
  add column review_note text;
alter table public.creator_claims
  add constraint creator_claims_language_max_length check (char_length(language) <= 64),
  add constraint creator_claims_review_note_max_length check (char_length(review_note) <= 4000);

alter table public.creators
  add column submission_language text
    check (submission_language in ('en', 'sr_latin', 'sr_cyrillic'));
alter table public.creators
  add constraint creators_submission_language_max_length
    check (char_length(submission_language) <= 64);

-- Editors (through RLS) may only reject a claim that still waits, and only
-- with a reason.
create or replace function public.guard_claim_review() returns trigger
language plpgsql
as $$
begin
  if not public.is_api_request() then
    return new;
  end if;
  if new.status = 'rejected'
    and old.status in ('pending_email_verification', 'pending_admin_review')
    and (to_jsonb(new) - array['status', 'updated_at', 'review_note'])
      = (to_jsonb(old) - array['status', 'updated_at', 'review_note']) then
    if coalesce(trim(new.review_note), '') = '' then
      raise exception 'A reason is required to reject a claim.' using errcode = '23514';
    end if;
    new.review_note := trim(new.review_note);
    return new;
  end if;
  raise exception 'A claim can only be rejected here; approve it with approve_creator_claim.'
    using errcode = '42501';
end
$$;

-- Editor notices may now name a claim (see 0271 for the digest's kinds).
create or replace function public.notify_claim_status() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  claimed public.creators%rowtype;
  creator_name text;
  mail_data jsonb;
begin
  if new.status is not distinct from old.status then
    return null;
  end if;
  select * into claimed from public.creators where id = new.creator_id;
  creator_name := left(coalesce(nullif(claimed.name_eng, ''), nullif(claimed.name_lat, ''),
    nullif(claimed.name_cyr, ''), ''), 200);
  mail_data := jsonb_build_object('claim_id', new.id, 'name', creator_name,
    'slug', claimed.slug, 'email', new.email);
  if old.status = 'pending_email_verification' and new.status = 'pending_admin_review' then
    insert into public.mail_outbox (to_address, template, locale, data, dedupe_key)
      values (new.email, 'creator_claim_verified', new.language, mail_data,
        format('creator-claim-verified:%s', new.id))
      on conflict (dedupe_key) do nothing;
    if coalesce(trim(claimed.email_public), '') <> ''
      and lower(claimed.email_public) <> lower(new.email) then
      insert into public.mail_outbox (to_address, template, locale, data, dedupe_key)
        values (claimed.email_public, 'creator_claimed_notice',
          coalesce(claimed.submission_language, 'en'),
          jsonb_build_object('name', creator_name, 'slug', claimed.slug),
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

revoke all on function public.notify_claim_status() from public;

create trigger creator_claims_notify after update of status on public.creator_claims
  for each row execute function public.notify_claim_status();

-- The review note is the reason of a rejection: the audit log keeps it.
create or replace function public.log_status_change() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.status is distinct from old.status then
    insert into public.moderation_log (table_name, row_id, actor_id, from_status, to_status, note)
    values (tg_table_name, new.id, auth.uid(), old.status::text, new.status::text,
      to_jsonb(new) ->> 'review_note');
  end if;
  return null;
end
$$;

-- A public creator submission, once published, is announced to the address
-- it was submitted with (the only address it has), in its language.
create function public.notify_creator_published() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if old.status is distinct from 'pending_review' or new.status <> 'published'
    or coalesce(trim(new.email_public), '') = '' or new.created_by_admin then
    return null;
  end if;
  insert into public.mail_outbox (to_address, template, locale, data, dedupe_key)
    values (new.email_public, 'creator_published', coalesce(new.submission_language, 'en'),
      jsonb_build_object('table', 'creators', 'id', new.id, 'slug', new.slug,
        'title', left(coalesce(nullif(new.name_eng, ''), nullif(new.name_lat, ''),
          nullif(new.name_cyr, ''), ''), 200)),
      format('creator-published:%s', new.id))
    on conflict (dedupe_key) do nothing;
  return null;
end
$$;

revoke all on function public.notify_creator_published() from public;

create trigger creators_notify_published after update of status on public.creators
  for each row execute function public.notify_creator_published();
