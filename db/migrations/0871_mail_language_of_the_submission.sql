-- Mail language (issue 38): a member's mail follows the language they chose
-- in their account settings; without a choice, a mail about a submission is
-- in the language the submission was made in (a member who signed up in
-- English and submits in Serbian Latin gets Serbian Latin mail), and only
-- then in the language the account was made in.
--
-- 1. submission_language on the tables of the shared submission form (the
--    form sends the reader's language; creators have had it since 0270).
-- 2. mail_language_for(account, submission_language): that order, in one
--    place. The account settings store the member's choice as
--    user_metadata.mail_language (and language, which the account mails
--    read); sign-up stores only language.

alter table public.organizations
  add column submission_language text
    constraint organizations_submission_language_known
    check (submission_language in ('en', 'sr_latin', 'sr_cyrillic')),
  add constraint organizations_submission_language_max_length
    check (char_length(submission_language) <= 64);
alter table public.events
  add column submission_language text
    constraint events_submission_language_known
    check (submission_language in ('en', 'sr_latin', 'sr_cyrillic')),
  add constraint events_submission_language_max_length
    check (char_length(submission_language) <= 64);
alter table public.news
  add column submission_language text
    constraint news_submission_language_known
    check (submission_language in ('en', 'sr_latin', 'sr_cyrillic')),
  add constraint news_submission_language_max_length
    check (char_length(submission_language) <= 64);
alter table public.memorials
  add column submission_language text
    constraint memorials_submission_language_known
    check (submission_language in ('en', 'sr_latin', 'sr_cyrillic')),
  add constraint memorials_submission_language_max_length
    check (char_length(submission_language) <= 64);
alter table public.businesses
  add column submission_language text
    constraint businesses_submission_language_known
    check (submission_language in ('en', 'sr_latin', 'sr_cyrillic')),
  add constraint businesses_submission_language_max_length
    check (char_length(submission_language) <= 64);

create function public.mail_language_for(account uuid, submission_language text default null)
returns text
language sql stable security definer set search_path = ''
as $$
  select coalesce(
    (select case when u.raw_user_meta_data ->> 'mail_language' in ('en', 'sr_latin', 'sr_cyrillic')
              then u.raw_user_meta_data ->> 'mail_language' end
       from auth.users u where u.id = account),
    case when submission_language in ('en', 'sr_latin', 'sr_cyrillic') then submission_language end,
    (select case when u.raw_user_meta_data ->> 'language' in ('en', 'sr_latin', 'sr_cyrillic')
              then u.raw_user_meta_data ->> 'language' end
       from auth.users u where u.id = account),
    'en')
$$;

revoke all on function public.mail_language_for(uuid, text) from public;
