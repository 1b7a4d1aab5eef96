-- The condolence book of a memorial and its candle counter (issue 20).
--
-- memorial_condolences: name, optional relation, message. Written only by
-- the leave-condolence function (as the table owner, after its rate limits):
-- a signed-in author's condolence starts 'pending'; a visitor's starts
-- 'unconfirmed' until they follow the link mailed to them (confirm_condolence),
-- so an unconfirmed one never reaches moderation. Editors, and the memorial's
-- submitter for their own memorial, approve or reject pending ones; the
-- public reads approved condolences of a published public memorial.
--
-- condolence_confirmations holds the visitor's email and the SHA-256 of the
-- mailed token: no grant to anon or authenticated, so nobody reads an email
-- through the API. The row goes when the condolence is confirmed.
--
-- memorial_candles: a counter per memorial, nothing about who lit a candle;
-- the light-candle function adds one after its per-address rate limit.

create table public.memorial_condolences (
  id uuid primary key default gen_random_uuid(),
  memorial_id uuid not null references public.memorials (id) on delete cascade,
  author_name text not null check (trim(author_name) <> ''),
  relation text,
  message text not null check (trim(message) <> ''),
  author_user_id uuid references auth.users (id) on delete set null,
  status text not null default 'unconfirmed'
    check (status in ('unconfirmed', 'pending', 'approved', 'rejected')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint memorial_condolences_author_name_max_length check (char_length(author_name) <= 200),
  constraint memorial_condolences_relation_max_length check (char_length(relation) <= 200),
  constraint memorial_condolences_message_max_length check (char_length(message) <= 2000),
  constraint memorial_condolences_status_max_length check (char_length(status) <= 64)
);

create index memorial_condolences_memorial_idx
  on public.memorial_condolences (memorial_id, status, created_at desc);
create index memorial_condolences_status_idx
  on public.memorial_condolences (status, created_at);

create trigger memorial_condolences_0_clean_text before insert or update
  on public.memorial_condolences
  for each row execute function public.clean_text_columns('line:author_name', 'line:relation',
    'text:message');
create trigger memorial_condolences_updated_at before update on public.memorial_condolences
  for each row execute function public.set_updated_at();
create trigger memorial_condolences_status_log after update on public.memorial_condolences
  for each row execute function public.log_status_change();

-- Is the signed-in user the submitter of this memorial? (Definer: a
-- submitter's memorial may be private or pending, which RLS on memorials
-- already lets them read, but this keeps the policies simple and fast.)
create function public.is_memorial_submitter(memorial uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.memorials m
    where m.id = memorial and m.submitter_id = auth.uid() and auth.uid() is not null
  )
$$;

revoke all on function public.is_memorial_submitter(uuid) from public;
grant execute on function public.is_memorial_submitter(uuid) to anon, authenticated, service_role;

create function public.is_public_memorial(memorial uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.memorials m
    where m.id = memorial and m.status = 'published' and m.visibility = 'public'
  )
$$;

revoke all on function public.is_public_memorial(uuid) from public;
grant execute on function public.is_public_memorial(uuid) to anon, authenticated, service_role;

-- Who wrote a condolence's account stays out of what the public reads.
grant select (id, memorial_id, author_name, relation, message, status, created_at)
  on public.memorial_condolences to anon, authenticated;
grant update (status) on public.memorial_condolences to authenticated;
grant all on public.memorial_condolences to service_role;

alter table public.memorial_condolences enable row level security;

create policy memorial_condolences_select_public on public.memorial_condolences
  for select to anon, authenticated
  using (status = 'approved' and (select public.is_public_memorial(memorial_id)));
create policy memorial_condolences_select_editor on public.memorial_condolences
  for select to authenticated
  using (status <> 'unconfirmed' and (select public.is_editor()));
create policy memorial_condolences_select_submitter on public.memorial_condolences
  for select to authenticated
  using (status <> 'unconfirmed' and public.is_memorial_submitter(memorial_id));
create policy memorial_condolences_update_editor on public.memorial_condolences
  for update to authenticated
  using (status <> 'unconfirmed' and (select public.is_editor()))
  with check (status in ('approved', 'rejected') and (select public.is_editor()));
create policy memorial_condolences_update_submitter on public.memorial_condolences
  for update to authenticated
  using (status <> 'unconfirmed' and public.is_memorial_submitter(memorial_id))
  with check (status in ('approved', 'rejected') and public.is_memorial_submitter(memorial_id));

create table public.condolence_confirmations (
  condolence_id uuid primary key references public.memorial_condolences (id) on delete cascade,
  email text not null check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  token_hash text not null unique,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);

alter table public.condolence_confirmations enable row level security;
revoke all on public.condolence_confirmations from anon, authenticated;
grant all on public.condolence_confirmations to service_role;

-- The memorial's submitter hears of each condolence that reaches moderation
-- (a signed-in author's at once, a visitor's when confirmed), once, in the
-- language their account names.
create function public.notify_condolence_submitter() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  memorial public.memorials%rowtype;
  submitter_email text;
  submitter_language text;
begin
  if new.status <> 'pending' or (tg_op = 'UPDATE' and old.status <> 'unconfirmed') then
    return null;
  end if;
  select * into memorial from public.memorials m where m.id = new.memorial_id;
  select u.email, nullif(u.raw_user_meta_data ->> 'language', '')
    into submitter_email, submitter_language
    from auth.users u where u.id = memorial.submitter_id;
  if coalesce(submitter_email, '') = '' then
    return null;
  end if;
  insert into public.mail_outbox (to_address, template, locale, data, dedupe_key)
  values (submitter_email, 'condolence_received', coalesce(submitter_language, 'en'),
    jsonb_build_object('name', memorial.full_name, 'slug', memorial.slug,
      'author', new.author_name, 'message', new.message),
    'condolence-received:' || new.id)
  on conflict (dedupe_key) do nothing;
  return null;
end
$$;

revoke all on function public.notify_condolence_submitter() from public;

create trigger memorial_condolences_notify after insert or update of status
  on public.memorial_condolences
  for each row execute function public.notify_condolence_submitter();

-- confirm_condolence(token): public RPC. Moves a visitor's condolence from
-- unconfirmed to pending and forgets the email. Outcomes: confirmed,
-- no_token, invalid_or_used, expired.
create function public.confirm_condolence(token text) returns text
language plpgsql security definer
set search_path = public, pg_temp
as $$
declare
  confirmation public.condolence_confirmations%rowtype;
begin
  if coalesce(trim(token), '') = '' then
    return 'no_token';
  end if;
  select * into confirmation from public.condolence_confirmations c
    where c.token_hash = public.token_hash(trim(token))
    for update;
  if not found then
    return 'invalid_or_used';
  end if;
  if confirmation.expires_at < now() then
    return 'expired';
  end if;
  update public.memorial_condolences set status = 'pending'
    where id = confirmation.condolence_id and status = 'unconfirmed';
  delete from public.condolence_confirmations where condolence_id = confirmation.condolence_id;
  return 'confirmed';
end
$$;

revoke execute on function public.confirm_condolence(text) from public;
grant execute on function public.confirm_condolence(text) to anon, authenticated, service_role;

create table public.memorial_candles (
  memorial_id uuid primary key references public.memorials (id) on delete cascade,
  candle_count bigint not null default 0 check (candle_count >= 0)
);

grant select on public.memorial_candles to anon, authenticated;
grant all on public.memorial_candles to service_role;

alter table public.memorial_candles enable row level security;

create policy memorial_candles_select_public on public.memorial_candles
  for select to anon, authenticated
  using ((select public.is_public_memorial(memorial_id))
    or public.is_memorial_submitter(memorial_id) or (select public.is_editor()));
