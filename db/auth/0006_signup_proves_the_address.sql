-- Whoever proves the address owns the account (issue 34).
--
-- keeps_password: consuming this token keeps the password the account has.
-- Only the link of the one sign-up that set that password keeps it (and an
-- administrator's link or invitation). A sign-up repeated for an unconfirmed
-- address, a sign-in code asked for one (POST /otp), a recovery link: their
-- token confirms the address and drops any sign-up password, so a password
-- chosen by someone who never proved the address never takes effect. Tokens
-- made before this migration keep nothing.
alter table auth.one_time_tokens add column keeps_password boolean not null default false;

-- The decoy answered to a sign-up for an address that has a confirmed
-- account: made once, so repeated sign-ups get the same id and dates, as a
-- real unconfirmed account's would. Goes with the account.
create table auth.signup_decoys (
  user_id uuid primary key references auth.users (id) on delete cascade,
  decoy_id uuid not null default gen_random_uuid(),
  identity_id uuid not null default gen_random_uuid(),
  created_at timestamptz not null default now()
);
