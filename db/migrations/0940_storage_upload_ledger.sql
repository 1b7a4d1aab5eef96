-- Uploads to /storage/v1 counted against the day's upload allowance (issue 35):
-- the same per-network and per-account quotas as images kept by the portal
-- (server/images/upload-allowance.ts, media-limits.ts). A row is written when
-- an upload by anyone but the service role starts (its bytes reserved: the
-- announced length, or what is left of the allowance) and set to the bytes
-- stored when it ends; a failed upload's row is deleted. Removing an object
-- does not give its upload back: a day's uploads are what count.
-- `uploader_ip_hash` is the keyed hash of the client network (an IPv4
-- address or an IPv6 /64), never the address. Rows go after a day
-- (retentionDays.rateLimitCounters, server/retention/purge-expired-data.ts).
-- Only the server reads or writes it: no grant to the API roles, RLS on.

create table storage.counted_uploads (
  id bigint generated always as identity primary key,
  uploader_id uuid references auth.users (id) on delete cascade,
  uploader_ip_hash text not null check (char_length(uploader_ip_hash) <= 128),
  bytes bigint not null check (bytes >= 0),
  created_at timestamptz not null default now()
);

create index counted_uploads_uploader_recent on storage.counted_uploads (uploader_id, created_at)
  where uploader_id is not null;
create index counted_uploads_network_recent on storage.counted_uploads (uploader_ip_hash, created_at);

alter table storage.counted_uploads enable row level security;
revoke all on storage.counted_uploads from public, anon, authenticated;
grant all on storage.counted_uploads to service_role;

-- A member's bytes in all count the objects they own: found by owner.
create index objects_owner_id on storage.objects (owner_id) where owner_id is not null;
