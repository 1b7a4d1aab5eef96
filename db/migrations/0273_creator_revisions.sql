-- Edit after publication, for creator profiles (issue 19): the owner of a
-- published profile (for example one who got it through a claim) proposes
-- changes; the published version stays public until an editor approves the
-- revision. Approving applies it; rejecting (with a reason) keeps the
-- published version; the owner is mailed either way, in their language.
--
-- Revisions are written and decided only through the functions below
-- (security definer, checked by auth.uid() and is_editor()); the table
-- itself grants nobody a write. One pending revision per profile: a new
-- proposal replaces the waiting one.

create table public.creator_revisions (
  id uuid primary key default gen_random_uuid(),
  creator_id uuid not null references public.creators (id) on delete cascade,
  author_id uuid references auth.users (id) on delete set null,
  changes jsonb not null check (jsonb_typeof(changes) = 'object'),
  status text not null default 'pending_review'
    check (status in ('pending_review', 'approved', 'rejected')),
  review_note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint creator_revisions_changes_size check (octet_length(changes::text) <= 400000),
  constraint creator_revisions_review_note_length check (char_length(review_note) <= 4000)
);

create unique index creator_revisions_one_pending
  on public.creator_revisions (creator_id) where status = 'pending_review';
create index creator_revisions_status_idx on public.creator_revisions (status, created_at);

create trigger creator_revisions_updated_at before update on public.creator_revisions
  for each row execute function public.set_updated_at();
create trigger creator_revisions_status_log after update on public.creator_revisions
  for each row execute function public.log_status_change();

grant select on public.creator_revisions to authenticated;
grant all on public.creator_revisions to service_role;
alter table public.creator_revisions enable row level security;

create policy creator_revisions_select_editor on public.creator_revisions
  for select to authenticated using ((select public.is_editor()));
create policy creator_revisions_select_own on public.creator_revisions
  for select to authenticated using (author_id = (select auth.uid()));

-- The fields an owner may change (not status, owner, flags or slug).
create function public.creator_revision_fields() returns text[]
language sql immutable
as $$
  select array['name_eng', 'name_lat', 'name_cyr', 'email_public', 'short_bio_cyr',
    'short_bio_lat', 'short_bio_eng', 'long_bio_eng', 'long_bio_lat', 'long_bio_cyr', 'country',
    'city', 'niche', 'youtube_channel_url', 'primary_video_url', 'instagram_url', 'tiktok_url',
    'facebook_url', 'website_url', 'avatar_image', 'banner_image']
$$;

-- Writes the changes onto the creator row (used to apply, and to check).
create function public.apply_creator_changes(target uuid, changes jsonb) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  update public.creators c set
    name_eng = case when changes ? 'name_eng' then p.name_eng else c.name_eng end,
    name_lat = case when changes ? 'name_lat' then p.name_lat else c.name_lat end,
    name_cyr = case when changes ? 'name_cyr' then p.name_cyr else c.name_cyr end,
    email_public = case when changes ? 'email_public' then p.email_public else c.email_public end,
    short_bio_cyr = case when changes ? 'short_bio_cyr' then p.short_bio_cyr else c.short_bio_cyr end,
    short_bio_lat = case when changes ? 'short_bio_lat' then p.short_bio_lat else c.short_bio_lat end,
    short_bio_eng = case when changes ? 'short_bio_eng' then p.short_bio_eng else c.short_bio_eng end,
    long_bio_eng = case when changes ? 'long_bio_eng' then p.long_bio_eng else c.long_bio_eng end,
    long_bio_lat = case when changes ? 'long_bio_lat' then p.long_bio_lat else c.long_bio_lat end,
    long_bio_cyr = case when changes ? 'long_bio_cyr' then p.long_bio_cyr else c.long_bio_cyr end,
    country = case when changes ? 'country' then p.country else c.country end,
    city = case when changes ? 'city' then p.city else c.city end,
    niche = case when changes ? 'niche' then coalesce(p.niche, '{}') else c.niche end,
    youtube_channel_url = case when changes ? 'youtube_channel_url' then p.youtube_channel_url else c.youtube_channel_url end,
    primary_video_url = case when changes ? 'primary_video_url' then p.primary_video_url else c.primary_video_url end,
    instagram_url = case when changes ? 'instagram_url' then p.instagram_url else c.instagram_url end,
    tiktok_url = case when changes ? 'tiktok_url' then p.tiktok_url else c.tiktok_url end,
    facebook_url = case when changes ? 'facebook_url' then p.facebook_url else c.facebook_url end,
    website_url = case when changes ? 'website_url' then p.website_url else c.website_url end,
    avatar_image = case when changes ? 'avatar_image' then p.avatar_image else c.avatar_image end,
    banner_image = case when changes ? 'banner_image' then p.banner_image else c.banner_image end
  from jsonb_populate_record(null::public.creators, changes) p
  where c.id = target;
end
$$;

revoke all on function public.apply_creator_changes(uuid, jsonb) from public;

-- The owner proposes changes to their published profile. The changes are
-- tried on the row and rolled back, so a value the row would refuse (too
-- long, not a web address) is refused now, not at approval. Returns the
-- revision's id.
create function public.propose_creator_revision(creator_id uuid, changes jsonb) returns uuid
language plpgsql security definer set search_path = ''
as $$
declare
  kept jsonb;
  revision_id uuid;
begin
  if auth.uid() is null or not exists (
    select 1 from public.creators c
    where c.id = propose_creator_revision.creator_id and c.owner_user_id = auth.uid()
      and c.status = 'published') then
    raise exception 'Only the owner of a published profile proposes changes to it.'
      using errcode = '42501';
  end if;
  select coalesce(jsonb_object_agg(key, value), '{}'::jsonb) into kept
    from jsonb_each(coalesce(changes, '{}'::jsonb))
    where key = any (public.creator_revision_fields());
  if kept = '{}'::jsonb then
    raise exception 'The revision changes nothing.' using errcode = '22023';
  end if;
  begin
    perform public.apply_creator_changes(propose_creator_revision.creator_id, kept);
    raise exception 'checked' using errcode = 'ZR001';
  exception when sqlstate 'ZR001' then
    null;
  end;
  update public.creator_revisions r set changes = kept, author_id = auth.uid(), created_at = now()
    where r.creator_id = propose_creator_revision.creator_id and r.status = 'pending_review'
    returning r.id into revision_id;
  if revision_id is null then
    insert into public.creator_revisions (creator_id, author_id, changes)
      values (propose_creator_revision.creator_id, auth.uid(), kept)
      returning id into revision_id;
  end if;
  perform public.queue_editor_notifications('creator_revisions', revision_id);
  return revision_id;
end
$$;

revoke all on function public.propose_creator_revision(uuid, jsonb) from public;
grant execute on function public.propose_creator_revision(uuid, jsonb) to authenticated;

-- An editor's decision: approve applies the changes; reject needs a reason.
create function public.decide_creator_revision(revision_id uuid, approve boolean, reason text default null)
returns text
language plpgsql security definer set search_path = ''
as $$
declare
  revision public.creator_revisions%rowtype;
  claimed public.creators%rowtype;
  author_email text;
  author_language text;
begin
  if not (select public.is_editor()) then
    raise exception 'Only editors review revisions.' using errcode = '42501';
  end if;
  if not approve and coalesce(trim(reason), '') = '' then
    raise exception 'A reason is required to reject a revision.' using errcode = '23514';
  end if;
  select * into revision from public.creator_revisions where id = revision_id for update;
  if not found or revision.status <> 'pending_review' then
    return 'not_pending';
  end if;
  if approve then
    perform public.apply_creator_changes(revision.creator_id, revision.changes);
  end if;
  update public.creator_revisions
    set status = case when approve then 'approved' else 'rejected' end,
      review_note = case when approve then null else left(trim(reason), 4000) end
    where id = revision_id;
  select * into claimed from public.creators where id = revision.creator_id;
  select u.email, nullif(u.raw_user_meta_data ->> 'language', '') into author_email, author_language
    from auth.users u where u.id = revision.author_id;
  if coalesce(author_email, '') <> '' then
    insert into public.mail_outbox (to_address, template, locale, data)
      values (author_email,
        case when approve then 'submission_revision_approved' else 'submission_revision_rejected' end,
        coalesce(author_language, 'en'),
        jsonb_build_object('table', 'creators', 'id', claimed.id, 'slug', claimed.slug,
          'title', left(coalesce(nullif(claimed.name_eng, ''), nullif(claimed.name_lat, ''),
            nullif(claimed.name_cyr, ''), ''), 200),
          'note', case when approve then null else trim(reason) end));
  end if;
  return case when approve then 'approved' else 'rejected' end;
end
$$;

revoke all on function public.decide_creator_revision(uuid, boolean, text) from public;
grant execute on function public.decide_creator_revision(uuid, boolean, text) to authenticated;

-- Editor notices name revisions too.
alter table public.editor_notifications drop constraint editor_notifications_kind_check;
alter table public.editor_notifications add constraint editor_notifications_kind_check
  check (kind in ('submission', 'resubmission', 'claim', 'revision'));

create or replace function public.queue_editor_notifications(source_table text, record_id uuid)
returns integer
language plpgsql security definer
set search_path = public, pg_temp
as $$
declare
  record_json jsonb;
  record_title text;
  notice_kind text := 'submission';
  queued integer;
begin
  if source_table not in ('organizations', 'events', 'news', 'memorials', 'creators',
    'creator_claims', 'creator_revisions') then
    raise exception 'No editor notifications for table %', source_table;
  end if;
  if source_table = 'creator_claims' then
    select to_jsonb(c) into record_json from public.creators c
      join public.creator_claims cl on cl.creator_id = c.id where cl.id = record_id;
    notice_kind := 'claim';
  elsif source_table = 'creator_revisions' then
    select to_jsonb(c) into record_json from public.creators c
      join public.creator_revisions rv on rv.creator_id = c.id where rv.id = record_id;
    notice_kind := 'revision';
  else
    execute format('select to_jsonb(t) from public.%I t where t.id = $1', source_table)
      into record_json using record_id;
    if exists (select 1 from public.moderation_log l
               where l.table_name = source_table and l.row_id = record_id
                 and l.to_status in ('draft', 'rejected')) then
      notice_kind := 'resubmission';
    end if;
  end if;
  if record_json is null then
    return 0;
  end if;
  record_title := left(coalesce(nullif(record_json ->> 'name_en', ''), nullif(record_json ->> 'title_en', ''),
    nullif(record_json ->> 'full_name', ''), nullif(record_json ->> 'name_eng', ''),
    nullif(record_json ->> 'name_lat', ''), nullif(record_json ->> 'name_cyr', ''),
    nullif(record_json ->> 'title_sr_cyrl', ''), nullif(record_json ->> 'name_sr_cyrl', ''), ''), 200);
  insert into public.editor_notifications (editor_id, source_table, record_id, title, kind)
    select distinct r.user_id, source_table, record_id, record_title, notice_kind
    from public.user_roles r
    where r.role in ('editor', 'admin')
    on conflict do nothing;
  get diagnostics queued = row_count;
  return queued;
end
$$;
