-- Account notices (issue 38): a member is told when their password or their
-- email address changed (whoever changed it: the member on the dashboard, a
-- recovery link, an administrator) and when a role was granted or removed.
-- Written by the database in the same transaction as the change, in the
-- language the member chose for their mail (user metadata `language`, set on
-- the dashboard's Profile tab), else English.

create function public.notify_account_change() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  mail_language text := coalesce(nullif(new.raw_user_meta_data ->> 'language', ''), 'en');
begin
  -- A changed password (not the first one set for an account made without one).
  if new.encrypted_password is distinct from old.encrypted_password
    and coalesce(old.encrypted_password, '') <> '' and coalesce(new.email, '') <> '' then
    insert into public.mail_outbox (to_address, template, locale, data)
      values (new.email, 'account_password_changed', mail_language,
        jsonb_build_object('email', new.email));
  end if;
  -- The former address hears that the account moved (the new one confirmed it).
  if lower(coalesce(new.email, '')) is distinct from lower(coalesce(old.email, ''))
    and coalesce(old.email, '') <> '' then
    insert into public.mail_outbox (to_address, template, locale, data)
      values (old.email, 'account_email_changed', mail_language,
        jsonb_build_object('old_email', old.email, 'new_email', coalesce(new.email, '')));
  end if;
  return null;
end
$$;

revoke all on function public.notify_account_change() from public;

create trigger on_auth_user_account_change
  after update of encrypted_password, email on auth.users
  for each row execute function public.notify_account_change();

-- Every role change is recorded in user_role_changes (0250); its person is told.
create function public.notify_role_change() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  mail_language text;
begin
  if coalesce(new.target_email, '') = '' then
    return null;
  end if;
  select coalesce(nullif(u.raw_user_meta_data ->> 'language', ''), 'en') into mail_language
    from auth.users u where u.id = new.target_id;
  insert into public.mail_outbox (to_address, template, locale, data)
    values (new.target_email, 'account_role_changed', coalesce(mail_language, 'en'),
      jsonb_build_object('role', new.role, 'action', new.action));
  return null;
end
$$;

revoke all on function public.notify_role_change() from public;

create trigger user_role_changes_notify after insert on public.user_role_changes
  for each row execute function public.notify_role_change();
