-- The community newsletter and the contact form (issue 20).
--
-- Subscribers opt in twice (the form, then the link in a confirmation mail);
-- each row keeps the CASL record: when consent was asked and given, from
-- which form, and a keyed hash of the address it came from (never the
-- address itself). Only confirmed subscribers receive digests; unconfirmed
-- rows expire (server/newsletter/expire-subscriptions.ts).
--
-- The weekly digest is composed by the server (server/newsletter): one row
-- per ISO week in newsletter_digests, and one row per subscriber and week in
-- newsletter_digest_sends. The primary key of the latter is what makes the
-- digest go out once per subscriber and week however many instances race.
--
-- Nobody reads or writes these tables through the API except editors, who
-- may read contact messages; everything else goes through server functions.

-- When a news article became public: the digest lists what was published
-- since last week, whatever the date the article was first written.
alter table public.news add column if not exists published_at timestamptz;
update public.news set published_at = updated_at where status = 'published' and published_at is null;

create function public.set_news_published_at() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if new.status = 'published' then
    if tg_op = 'INSERT' then
      -- The seed and imports may give the original date; anything else is published now.
      new.published_at := coalesce(new.published_at, now());
    elsif old.status is distinct from 'published' then
      new.published_at := now();
    else
      new.published_at := coalesce(new.published_at, old.published_at, now());
    end if;
  end if;
  return new;
end
$$;

revoke all on function public.set_news_published_at() from public;

create trigger news_set_published_at before insert or update of status on public.news
  for each row execute function public.set_news_published_at();

create index news_published_at_idx on public.news (published_at) where status = 'published';

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null check (char_length(email) between 3 and 254),
  language text not null check (language in ('en', 'sr_latin', 'sr_cyrillic')),
  -- Slugs of the chosen cities; empty means every city.
  city_slugs text[] not null default '{}' check (cardinality(city_slugs) <= 20),
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'unsubscribed')),
  -- Which form asked for consent (footer, join_dialog) or 'demo' for the demo seed.
  source text not null check (source in ('footer', 'join_dialog', 'demo')),
  -- HMAC-SHA-256 of the requesting address, keyed with a server secret.
  consent_ip_hash text check (char_length(consent_ip_hash) <= 128),
  requested_at timestamptz not null default now(),
  -- When the confirmation link was followed: the time of consent.
  consented_at timestamptz,
  unsubscribed_at timestamptz,
  -- SHA-256 of the pending confirmation link's token, and until when it works.
  confirm_token_hash text unique check (char_length(confirm_token_hash) <= 128),
  confirm_expires_at timestamptz,
  -- At most one confirmation mail per address and period (no mail bombing).
  confirmation_sent_at timestamptz,
  -- The secret of the one-click unsubscribe link of every newsletter mail.
  unsubscribe_token text not null unique check (char_length(unsubscribe_token) between 32 and 128),
  check (status <> 'confirmed' or consented_at is not null)
);

create unique index newsletter_subscribers_email_idx on public.newsletter_subscribers (lower(email));
create index newsletter_subscribers_confirmed_idx on public.newsletter_subscribers (id)
  where status = 'confirmed';

create table public.newsletter_digests (
  iso_week text primary key check (iso_week ~ '^[0-9]{4}-W[0-9]{2}$'),
  started_at timestamptz not null default now(),
  completed_at timestamptz,
  -- The admin who sent it from /admin, or null when the schedule did.
  started_by uuid references auth.users (id) on delete set null,
  recipients integer not null default 0
);

create table public.newsletter_digest_sends (
  iso_week text not null references public.newsletter_digests (iso_week) on delete cascade,
  subscriber_id uuid not null references public.newsletter_subscribers (id) on delete cascade,
  sent_at timestamptz not null default now(),
  -- false when the subscriber's selection had nothing new that week (no mail).
  mailed boolean not null,
  primary key (iso_week, subscriber_id)
);

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  full_name text not null check (char_length(full_name) between 1 and 200),
  email text not null check (char_length(email) between 3 and 254),
  subject text not null check (char_length(subject) between 1 and 300),
  message text not null check (char_length(message) between 1 and 5000),
  language text not null check (language in ('en', 'sr_latin', 'sr_cyrillic')),
  sender_ip_hash text check (char_length(sender_ip_hash) <= 128),
  created_at timestamptz not null default now()
);

create index contact_messages_created_idx on public.contact_messages (created_at desc);

alter table public.newsletter_subscribers enable row level security;
alter table public.newsletter_digests enable row level security;
alter table public.newsletter_digest_sends enable row level security;
alter table public.contact_messages enable row level security;

revoke all on public.newsletter_subscribers, public.newsletter_digests,
  public.newsletter_digest_sends, public.contact_messages from anon, authenticated;
grant select, insert, update, delete on public.newsletter_subscribers, public.newsletter_digests,
  public.newsletter_digest_sends, public.contact_messages to service_role;

grant select on public.contact_messages to authenticated;
create policy contact_messages_select_editor on public.contact_messages
  for select to authenticated using ((select public.is_editor()));

-- The digest is a notification (priority 1, under the daily cap), like editor mail.
create or replace function public.mail_priority(template text) returns smallint
language sql immutable set search_path = ''
as $$
  select case
    when template like 'editor\_%' or template like 'submission\_%' or template like 'creator\_%'
      or template = 'newsletter_digest'
      then 1::smallint
    else 0::smallint
  end
$$;
