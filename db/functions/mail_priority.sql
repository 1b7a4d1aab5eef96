-- Written by `npm run db:types` from server/mail/mail-registry.ts (the class
-- declared with each mail, server/mail/define-mail.ts); do not edit by hand:
-- mail-classes.test.ts fails when this file and the registry disagree.
-- The outbox priority of a template. 0: account mail (what a person needs to
-- get into their account, and the notices that its password or address
-- changed); 1: the editors' review digest; 2: every other notification,
-- under the daily cap.
create or replace function public.mail_priority(template text) returns smallint
language sql immutable set search_path = ''
as $$
  select case
    when template in ('confirm_signup', 'recovery', 'email_change', 'email_change_current',
      'existing_account', 'magiclink', 'invite', 'reauthentication',
      'account_password_changed', 'account_email_changed', 'account_deleted')
      then 0::smallint
    when template in ('editor_digest') then 1::smallint
    else 2::smallint
  end
$$;
