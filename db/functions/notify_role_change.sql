-- Every role change is recorded in user_role_changes (0250); its person is told (0701).

create or replace function public.notify_role_change() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  mail_language text;
begin
  -- The demo admin made at the first start of a demo portal
  -- (server/auth/seed-admin.ts) is nobody's news: no mail to a made-up address.
  if coalesce(new.target_email, '') = '' or new.actor_label = 'demo seed' then
    return null;
  end if;
  mail_language := public.mail_language_for(new.target_id);
  insert into public.mail_outbox (to_address, template, locale, data)
    values (new.target_email, 'account_role_changed', coalesce(mail_language, 'en'),
      jsonb_build_object('role', new.role, 'action', new.action));
  return null;
end
$$;

revoke all on function public.notify_role_change() from public;
