-- Grammatical gender of the person a creator profile or a memorial is about
-- (issue 21), so Serbian texts agree with it: "Потврђена", "Придружила се",
-- "Преминула". Optional: null means not given, and the app then uses wording
-- that needs no gender. Not a statement about anyone's identity, only which
-- grammatical forms the person's texts take.

alter table public.creators add column grammatical_gender text
  check (grammatical_gender in ('feminine', 'masculine'));
alter table public.memorials add column grammatical_gender text
  check (grammatical_gender in ('feminine', 'masculine'));
-- Like every column a client writes, a length limit of its own (0248, domain/field-limits.ts).
alter table public.creators add constraint creators_grammatical_gender_max_length
  check (char_length(grammatical_gender) <= 64);
alter table public.memorials add constraint memorials_grammatical_gender_max_length
  check (char_length(grammatical_gender) <= 64);

-- The owner of a published profile or memorial may change it through a
-- reviewed revision, like every other field the submission forms send.
create or replace function public.creator_revision_fields() returns text[]
language sql immutable
as $$
  select array['name_eng', 'name_lat', 'name_cyr', 'email_public', 'short_bio_cyr',
    'short_bio_lat', 'short_bio_eng', 'long_bio_eng', 'long_bio_lat', 'long_bio_cyr', 'country',
    'city', 'niche', 'youtube_channel_url', 'primary_video_url', 'instagram_url', 'tiktok_url',
    'facebook_url', 'website_url', 'avatar_image', 'banner_image', 'grammatical_gender']
$$;

create or replace function public.apply_creator_changes(target uuid, changes jsonb) returns void
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
    banner_image = case when changes ? 'banner_image' then p.banner_image else c.banner_image end,
    grammatical_gender = case when changes ? 'grammatical_gender' then p.grammatical_gender
      else c.grammatical_gender end
  from jsonb_populate_record(null::public.creators, changes) p
  where c.id = target;
end
$$;

create or replace function public.content_revision_fields(target_table text) returns text[]
language sql immutable
as $$
  select case target_table
    when 'organizations' then array['name_en', 'name_sr_cyrl', 'description_en',
      'description_sr_cyrl', 'category', 'address', 'phone', 'email', 'website', 'city_tag',
      'logo_image_url', 'image_url']
    when 'events' then array['title_en', 'title_sr_cyrl', 'description_en', 'description_sr_cyrl',
      'event_date', 'event_time', 'end_date', 'end_time', 'timezone', 'location_text',
      'venue_name', 'city_tag', 'tickets_url', 'featured_image_url', 'image_url',
      'organization_id', 'category']
    when 'news' then array['title_en', 'title_sr_cyrl', 'excerpt_en', 'excerpt_sr_cyrl',
      'content_en', 'content_sr_cyrl', 'category', 'city_tag', 'image_url']
    when 'memorials' then array['full_name', 'first_name', 'middle_name', 'last_name',
      'birth_date', 'death_date', 'place_of_birth', 'place_of_passing', 'city_id', 'obituary_en',
      'obituary_sr_cyrl', 'profile_image_url', 'gallery_image_urls', 'service_info', 'visibility',
      'grammatical_gender']
    else '{}'::text[]
  end
$$;
