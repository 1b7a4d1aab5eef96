-- Every email is written here first, in the same transaction as the change that
-- causes it; the mail worker (server/mail/) renders and sends it. A message
-- names a template and its data, so SQL triggers can queue mail as well.

create table public.mail_outbox (
  id uuid primary key default gen_random_uuid(),
  -- Optional: at most one message per key (e.g. one notification per record).
  dedupe_key text unique,
  to_address text not null,
  template text not null,
  locale text not null default 'en',
  data jsonb not null default '{}',
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- A claimed message whose worker died is claimed again after this.
  claimed_until timestamptz,
  last_error text,
  sent_at timestamptz,
  created_at timestamptz not null default now()
);

create index mail_outbox_due_idx on public.mail_outbox (next_attempt_at)
  where status in ('pending', 'sending');
create index mail_outbox_created_idx on public.mail_outbox (created_at desc);

-- Nobody but the server reads or writes the outbox through the API.
alter table public.mail_outbox enable row level security;
revoke all on public.mail_outbox from anon, authenticated;
grant select, insert, update, delete on public.mail_outbox to service_role;
