-- Passwordless sign-in, PKCE, reauthentication and TOTP two-factor (issue 24).

-- New one-time token kinds: a sign-in code/link (POST /otp, verify types
-- `email`/`magiclink`), an invitation (admin invite), and the nonce of
-- GET /reauthenticate (sent as `nonce` with PUT /user).
alter table auth.one_time_tokens drop constraint one_time_tokens_token_type_check;
alter table auth.one_time_tokens add constraint one_time_tokens_token_type_check
  check (token_type in ('confirmation', 'recovery', 'email_change', 'email_change_current',
                        'magiclink', 'invite', 'reauthentication'));

alter table auth.users
  add column invited_at timestamptz,
  add column reauthentication_sent_at timestamptz;

-- PKCE (flow_type=pkce): a request with a code_challenge stores a flow state;
-- the one-time token mailed for it points to it. The email link then answers
-- ?code=<auth code> instead of a session, and POST /token?grant_type=pkce
-- trades that code plus the code verifier for the session. Only a SHA-256 of
-- the auth code is stored.
create table auth.flow_state (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  code_challenge text not null check (length(code_challenge) between 43 and 128),
  code_challenge_method text not null check (code_challenge_method in ('s256', 'plain')),
  authentication_method text not null,
  auth_code_hash text unique,
  auth_code_issued_at timestamptz,
  created_at timestamptz not null default now()
);
create index flow_state_created_at_idx on auth.flow_state (created_at);

alter table auth.one_time_tokens
  add column flow_state_id uuid references auth.flow_state (id) on delete set null;

-- TOTP factors. The secret is stored encrypted (AES-256-GCM, key derived from
-- the server's JWT secret). last_verified_step is the TOTP time step of the
-- last accepted code, so a code is never accepted twice.
create table auth.mfa_factors (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text check (length(friendly_name) <= 100),
  factor_type text not null check (factor_type = 'totp'),
  status text not null default 'unverified' check (status in ('unverified', 'verified')),
  secret text not null,
  last_verified_step bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index mfa_factors_user_id_idx on auth.mfa_factors (user_id);
create unique index mfa_factors_user_friendly_name_key
  on auth.mfa_factors (user_id, friendly_name) where friendly_name is not null;

create table auth.mfa_challenges (
  id uuid primary key default gen_random_uuid(),
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  ip text,
  created_at timestamptz not null default now(),
  verified_at timestamptz
);
create index mfa_challenges_factor_id_idx on auth.mfa_challenges (factor_id);
