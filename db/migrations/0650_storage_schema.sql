-- Files behind /storage/v1 (issue 35): the `storage` schema as Supabase's
-- storage service has it (PROTOCOL.md §5.5), so `supabase.storage` and the
-- policies written for Supabase work unchanged. Buckets and objects are rows
-- under row-level security; the bytes live in an object store (disk under
-- DATA_DIR or S3, server/storage/object-store.ts), keyed by `version`.
--
-- Every object operation runs as the request's role (anon, authenticated,
-- service_role) with its JWT claims, exactly as /rest/v1 does, so whether a
-- caller may read, upload, move or delete a file is decided by the policies
-- on these tables and nothing else. No policy is created here: with RLS on
-- and no policy, only service_role (BYPASSRLS) reaches any row. Each feature
-- that keeps files adds the policies of its own buckets.
--
-- On a real Supabase project the storage service owns this schema already;
-- this migration then changes nothing.

do $migration$
begin
  if to_regclass('storage.objects') is not null then
    return;
  end if;

  create schema if not exists storage;
  grant usage on schema storage to anon, authenticated, service_role;

  create type storage.buckettype as enum ('STANDARD', 'ANALYTICS');

  create table storage.buckets (
    id text primary key,
    name text not null,
    owner uuid, -- deprecated upstream, kept for policies and seeds that use it
    owner_id text,
    created_at timestamptz default now(),
    updated_at timestamptz default now(),
    public boolean default false,
    avif_autodetection boolean default false,
    file_size_limit bigint,
    allowed_mime_types text[],
    type storage.buckettype not null default 'STANDARD',
    constraint buckets_name_length check (char_length(name) between 1 and 100)
  );
  create unique index bname on storage.buckets (name);

  create table storage.objects (
    id uuid primary key default gen_random_uuid(),
    bucket_id text references storage.buckets (id),
    name text,
    owner uuid, -- deprecated upstream: the JWT sub when it is a uuid
    owner_id text,
    created_at timestamptz default now(),
    updated_at timestamptz default now(),
    last_accessed_at timestamptz default now(),
    metadata jsonb,
    path_tokens text[] generated always as (string_to_array(name, '/')) stored,
    version text,
    user_metadata jsonb
  );
  create unique index bucketid_objname on storage.objects (bucket_id, name);
  create index name_prefix_search on storage.objects (name text_pattern_ops);
  create index objects_bucket_id_name_c on storage.objects (bucket_id, name collate "C");

  alter table storage.buckets enable row level security;
  alter table storage.objects enable row level security;

  grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

  -- Every segment of a name but the last: 'a/b/c.png' -> {a,b}; 'c.png' -> {}.
  create function storage.foldername(name text) returns text[]
  language sql immutable
  as $fn$
    select coalesce((string_to_array(name, '/'))[1:array_length(string_to_array(name, '/'), 1) - 1], '{}')
  $fn$;

  -- The last segment of a name.
  create function storage.filename(name text) returns text
  language sql immutable
  as $fn$
    select (string_to_array(name, '/'))[array_length(string_to_array(name, '/'), 1)]
  $fn$;

  -- What follows the last '.' of the file name (the whole file name when it has none).
  create function storage.extension(name text) returns text
  language sql immutable
  as $fn$
    select reverse(split_part(reverse(storage.filename(name)), '.', 1))
  $fn$;

  -- The storage operation of the request (e.g. 'storage.object.upload'), for policies.
  create function storage.operation() returns text
  language sql stable
  as $fn$
    select current_setting('storage.operation', true)
  $fn$;

  create function storage.update_updated_at_column() returns trigger
  language plpgsql
  as $fn$
  begin
    new.updated_at = now();
    return new;
  end
  $fn$;

  create trigger update_objects_updated_at
    before update on storage.objects
    for each row execute function storage.update_updated_at_column();

  grant execute on function storage.foldername(text), storage.filename(text),
    storage.extension(text), storage.operation() to anon, authenticated, service_role;
end
$migration$;
