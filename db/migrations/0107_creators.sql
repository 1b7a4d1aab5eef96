-- Creators directory (Canada and USA): /creators, /creator/{slug}.
-- Public submissions (visitors or users) arrive as pending_review, unverified;
-- admins create profiles as draft or published with created_by_admin, the
-- contact form off and verified false (SPEC section 4). A long bio is a plain
-- JSON string or a rich-text document (docs/data-model.md).

create function public.is_long_bio(bio jsonb) returns boolean
language sql immutable parallel safe
as $$ select jsonb_typeof(bio) = 'string' or public.is_rich_text(bio) $$;

create table public.creators (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  name_eng text,
  name_lat text,
  name_cyr text,
  email_public text
    check (email_public is null or email_public = '' or email_public ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  short_bio_cyr text check (char_length(short_bio_cyr) <= 280),
  short_bio_lat text check (char_length(short_bio_lat) <= 280),
  short_bio_eng text check (char_length(short_bio_eng) <= 280),
  long_bio_eng jsonb check (long_bio_eng is null or public.is_long_bio(long_bio_eng)),
  long_bio_lat jsonb check (long_bio_lat is null or public.is_long_bio(long_bio_lat)),
  long_bio_cyr jsonb check (long_bio_cyr is null or public.is_long_bio(long_bio_cyr)),
  country text check (country in ('Canada', 'USA')),
  city text,
  niche text[] not null default '{}' check (niche <@ array['Theatre', 'Music', 'Film', 'Podcast',
    'Education', 'Commentary', 'Gaming', 'Tech', 'Business', 'Other']),
  youtube_channel_url public.web_url,
  primary_video_url public.web_url,
  instagram_url public.web_url,
  tiktok_url public.web_url,
  facebook_url public.web_url,
  website_url public.web_url,
  avatar_image public.web_url,
  banner_image public.web_url,
  status text not null default 'pending_review'
    check (status in ('draft', 'pending_review', 'published')),
  verified boolean not null default false,
  created_by_admin boolean not null default false,
  contact_form_enabled boolean not null default true,
  owner_user_id uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (coalesce(trim(name_eng), '') <> '' or coalesce(trim(name_lat), '') <> ''
    or coalesce(trim(name_cyr), '') <> '')
);

create index creators_status_verified_idx on public.creators (status, verified desc, created_at desc);
create index creators_status_created_idx on public.creators (status, created_at desc);
create index creators_status_country_idx on public.creators (status, country, verified desc, created_at desc);
create index creators_niche_idx on public.creators using gin (niche);
create index creators_name_eng_idx on public.creators (status, name_eng);
create index creators_name_lat_idx on public.creators (status, name_lat);
create index creators_name_cyr_idx on public.creators (status, name_cyr);
create index creators_owner_idx on public.creators (owner_user_id, created_at desc);

-- Before insert or update, for API users: an admin-created profile has no
-- owner (so it can be claimed); created_by_admin never changes; only editors
-- change verified.
create function public.guard_creator_flags() returns trigger
language plpgsql
as $$
begin
  if not public.is_api_request() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.created_by_admin then
      new.owner_user_id := null;
    end if;
    return new;
  end if;
  if new.created_by_admin is distinct from old.created_by_admin then
    raise exception 'created_by_admin cannot be changed.' using errcode = '42501';
  end if;
  if new.verified is distinct from old.verified and not (select public.is_editor()) then
    raise exception 'Only editors can verify a creator.' using errcode = '42501';
  end if;
  return new;
end
$$;

create trigger creators_flags before insert or update on public.creators
  for each row execute function public.guard_creator_flags();
create trigger creators_guard before insert or update on public.creators
  for each row execute function public.guard_owned_row('owner_user_id');
create trigger creators_slug before insert on public.creators
  for each row execute function public.assign_slug('name_lat', 'name_eng', 'name_cyr');
create trigger creators_updated_at before update on public.creators
  for each row execute function public.set_updated_at();

grant select, insert on public.creators to anon;
grant select, insert, update, delete on public.creators to authenticated;
grant all on public.creators to service_role;

alter table public.creators enable row level security;

create policy creators_select_public on public.creators
  for select to anon, authenticated using (status = 'published');
create policy creators_select_own on public.creators
  for select to authenticated using (owner_user_id = (select auth.uid()));
create policy creators_select_editor on public.creators
  for select to authenticated using ((select public.is_editor()));
create policy creators_insert_public on public.creators
  for insert to anon, authenticated
  with check (
    status = 'pending_review' and not verified and not created_by_admin and contact_form_enabled
    and (owner_user_id is null or owner_user_id = (select auth.uid()))
  );
create policy creators_insert_admin on public.creators
  for insert to authenticated
  with check (
    (select public.is_admin()) and created_by_admin and status in ('draft', 'published')
    and not verified and not contact_form_enabled and owner_user_id is null
  );
create policy creators_update_own on public.creators
  for update to authenticated
  using (owner_user_id = (select auth.uid()) and status = 'draft')
  with check (owner_user_id = (select auth.uid()) and status in ('draft', 'pending_review'));
create policy creators_update_editor on public.creators
  for update to authenticated
  using ((select public.is_editor())) with check ((select public.is_editor()));
create policy creators_delete_own on public.creators
  for delete to authenticated using (owner_user_id = (select auth.uid()));
create policy creators_delete_admin on public.creators
  for delete to authenticated using ((select public.is_admin()));
