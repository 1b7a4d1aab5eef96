-- Images kept by the portal (issue 35): each photo a member uploads, or that
-- the server fetched once from an address given in a form, after the image
-- pipeline (server/images/process-image.ts) made its variants. The bytes
-- live in the object store under media/<id>/…; this table holds what a page
-- needs to show them and who may see them.
--
-- Content refers to an image by the path `/media/<id>/<width>x<height>` in
-- its ordinary image column (memorials.profile_image_url, events.image_url…).
-- Who may see an image is decided here, by row-level security:
--   - its uploader (a signed-in member) and editors, always;
--   - anyone else when they can see a row of content that uses it. The check
--     runs with the caller's rights (security invoker), so the content's own
--     policies decide: a pending memorial's photo is seen by its submitter and
--     editors only, and by everyone once an editor publishes the memorial.
-- Rows are written only by the server (the upload route checks the caller,
-- rate limits and quotas first); clients get no write grant.

create table public.images (
  id text primary key check (id ~ '^[0-9a-f]{32}$'),
  width integer not null check (width between 1 and 1600),
  height integer not null check (height between 1 and 12000),
  placeholder text not null
    check (placeholder ~ '^data:image/webp;base64,[A-Za-z0-9+/=]+$' and char_length(placeholder) <= 1000),
  stored_bytes integer not null check (stored_bytes > 0),
  uploader_id uuid references auth.users (id) on delete set null,
  uploader_ip_hash text check (char_length(uploader_ip_hash) <= 128),
  created_at timestamptz not null default now()
);

create index images_uploader_recent on public.images (uploader_id, created_at) where uploader_id is not null;
create index images_ip_recent on public.images (uploader_ip_hash, created_at) where uploader_ip_hash is not null;

alter table public.images enable row level security;
revoke all on public.images from anon, authenticated;
grant select on public.images to anon, authenticated;
grant all on public.images to service_role;

-- Whether the caller can see some content that shows the image: as the
-- caller (security invoker), so each content table's own policies decide.
create function public.image_shown_in_visible_content(image_id text) returns boolean
language sql stable security invoker
set search_path = ''
as $$
  with ref as (select '/media/' || image_id || '/%' as pattern)
  select exists (select 1 from public.memorials m, ref
                 where m.profile_image_url like ref.pattern
                    or exists (select 1 from unnest(m.gallery_image_urls) u where u like ref.pattern))
      or exists (select 1 from public.events e, ref
                 where e.image_url like ref.pattern or e.featured_image_url like ref.pattern)
      or exists (select 1 from public.news n, ref where n.image_url like ref.pattern)
      or exists (select 1 from public.organizations o, ref
                 where o.image_url like ref.pattern or o.logo_image_url like ref.pattern)
      or exists (select 1 from public.businesses b, ref where b.image_url like ref.pattern)
      or exists (select 1 from public.creators c, ref
                 where c.avatar_image like ref.pattern or c.banner_image like ref.pattern)
      or exists (select 1 from public.cities ci, ref where ci.hero_image_url like ref.pattern)
$$;

revoke execute on function public.image_shown_in_visible_content(text) from public;
grant execute on function public.image_shown_in_visible_content(text) to anon, authenticated, service_role;

create policy images_select_uploader on public.images
  for select to authenticated using (uploader_id = auth.uid());
create policy images_select_editor on public.images
  for select to authenticated using (public.is_editor());
create policy images_select_shown on public.images
  for select to anon, authenticated using (public.image_shown_in_visible_content(id));

-- Whether any content that is not rejected, or a change waiting for review,
-- names the image (whoever may see it): the retention purge
-- (server/images/purge-unused-images.ts) deletes images for which this is
-- false once they are old enough. Not granted to clients.
create function public.image_in_use(image_id text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  with ref as (select '/media/' || image_id || '/%' as pattern)
  select exists (select 1 from public.memorials m, ref
                 where m.status <> 'rejected'
                   and (m.profile_image_url like ref.pattern
                        or exists (select 1 from unnest(m.gallery_image_urls) u where u like ref.pattern)))
      or exists (select 1 from public.events e, ref
                 where e.status <> 'rejected'
                   and (e.image_url like ref.pattern or e.featured_image_url like ref.pattern))
      or exists (select 1 from public.news n, ref
                 where n.status <> 'rejected' and n.image_url like ref.pattern)
      or exists (select 1 from public.organizations o, ref
                 where o.status <> 'rejected'
                   and (o.image_url like ref.pattern or o.logo_image_url like ref.pattern))
      or exists (select 1 from public.businesses b, ref
                 where b.status <> 'rejected' and b.image_url like ref.pattern)
      or exists (select 1 from public.creators c, ref
                 where c.avatar_image like ref.pattern or c.banner_image like ref.pattern)
      or exists (select 1 from public.cities ci, ref where ci.hero_image_url like ref.pattern)
      or exists (select 1 from public.content_revisions r, ref
                 where r.status = 'pending_review' and r.changes::text like '%' || ref.pattern)
      or exists (select 1 from public.creator_revisions r, ref
                 where r.status = 'pending_review' and r.changes::text like '%' || ref.pattern)
$$;

revoke execute on function public.image_in_use(text) from public, anon, authenticated;
