-- 6-digit email codes (verifyOtp({email, token, type})), sent next to the link.
-- Only an HMAC of the code (keyed by the server's JWT secret and the token id)
-- is stored, never the code. Wrong codes are counted per token; the server
-- deletes the token (link and code) after a few, so 6 digits cannot be guessed.
alter table auth.one_time_tokens
  add column code_hash text,
  add column failed_attempts integer not null default 0;

-- Codes are looked up by the address they were mailed to.
create index one_time_tokens_relates_to_idx on auth.one_time_tokens (lower(relates_to));

-- The periodic prune of ended sessions and old revoked refresh tokens scans by age.
create index refresh_tokens_revoked_updated_idx on auth.refresh_tokens (updated_at) where revoked;
