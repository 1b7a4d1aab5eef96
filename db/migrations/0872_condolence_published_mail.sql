-- A condolence's writer is told when it is published (issue 38: they never
-- were). A signed-in writer's address is their account's; a visitor's was
-- forgotten at confirmation (0410), so it is now kept in
-- condolence_writers until the condolence is approved or rejected, then
-- deleted (an unconfirmed condolence, and with it the address, goes after
-- the confirmation link's lifetime, as before). Nobody reads the table
-- through the API.

create table public.condolence_writers (
  condolence_id uuid primary key
    references public.memorial_condolences (id) on delete cascade,
  email text not null check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  locale text not null default 'en' check (locale in ('en', 'sr_latin', 'sr_cyrillic')),
  created_at timestamptz not null default now()
);

alter table public.condolence_writers enable row level security;
revoke all on public.condolence_writers from anon, authenticated;
grant all on public.condolence_writers to service_role;

-- On approval: the writer's mail (their chosen mail language, else the
-- language they wrote in); on approval or rejection the kept address goes.
create function public.notify_condolence_writer() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  memorial public.memorials%rowtype;
  writer public.condolence_writers%rowtype;
  address text;
  mail_language text;
begin
  if new.status is not distinct from old.status
    or new.status not in ('approved', 'rejected') then
    return null;
  end if;
  select * into writer from public.condolence_writers w where w.condolence_id = new.id;
  delete from public.condolence_writers w where w.condolence_id = new.id;
  if new.status <> 'approved' then
    return null;
  end if;
  if new.author_user_id is not null then
    select u.email, public.mail_language_for(u.id, writer.locale) into address, mail_language
      from auth.users u where u.id = new.author_user_id;
  else
    address := writer.email;
    mail_language := writer.locale;
  end if;
  if coalesce(address, '') = '' then
    return null;
  end if;
  select * into memorial from public.memorials m where m.id = new.memorial_id;
  insert into public.mail_outbox (to_address, template, locale, data, dedupe_key)
  values (address, 'condolence_published', coalesce(mail_language, 'en'),
    jsonb_build_object('name', memorial.full_name, 'slug', memorial.slug),
    'condolence-published:' || new.id)
  on conflict (dedupe_key) do nothing;
  return null;
end
$$;

revoke all on function public.notify_condolence_writer() from public;

create trigger memorial_condolences_notify_writer after update of status
  on public.memorial_condolences
  for each row execute function public.notify_condolence_writer();
