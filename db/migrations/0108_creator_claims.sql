-- Claims of a creator profile (/creators/claim, /creators/verify-claim).
-- Only a SHA-256 hash of the emailed token is stored, with its expiry
-- (24 hours). Status: pending_email_verification -> pending_admin_review
-- -> approved / rejected. No direct access for visitors or users; editors
-- read and review claims. create_creator_claim (server only) and
-- verify_creator_claim (public RPC) are in 0111.

create table public.creator_claims (
  id uuid primary key default gen_random_uuid(),
  creator_id uuid references public.creators (id) on delete set null,
  email text not null check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  proof text not null check (trim(proof) <> ''),
  claimant_user_id uuid references auth.users (id) on delete set null,
  verification_token_hash text unique,
  token_expires_at timestamptz,
  status text not null default 'pending_email_verification'
    check (status in ('pending_email_verification', 'pending_admin_review', 'approved', 'rejected')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index creator_claims_creator_idx on public.creator_claims (creator_id);
create index creator_claims_status_idx on public.creator_claims (status, created_at desc);

create trigger creator_claims_updated_at before update on public.creator_claims
  for each row execute function public.set_updated_at();

grant select, update on public.creator_claims to authenticated;
grant all on public.creator_claims to service_role;

alter table public.creator_claims enable row level security;

create policy creator_claims_select_editor on public.creator_claims
  for select to authenticated using ((select public.is_editor()));
create policy creator_claims_update_editor on public.creator_claims
  for update to authenticated
  using ((select public.is_editor())) with check ((select public.is_editor()));
