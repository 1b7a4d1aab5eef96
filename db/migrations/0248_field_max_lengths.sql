-- The longest value of every text, JSON and list column a client writes
-- (issue 16): over-long input is a 400 naming the column, never a 500 (a
-- 3,000-character name used to overflow its index). The numbers are
-- domain/field-limits.ts's; server/db/field-limits.test.ts checks that this
-- database agrees with them and that no writable column is left without one.
-- Text is measured in characters, JSON in bytes of its text, lists in
-- characters of their items joined. NOT VALID, so that a database holding an
-- older over-long row still boots; every write from now on is checked.

alter table public.profiles
  add constraint profiles_full_name_max_length check (char_length(full_name) <= 200) not valid;

alter table public.organizations
  add constraint organizations_slug_max_length check (char_length(slug) <= 200) not valid,
  add constraint organizations_name_en_max_length check (char_length(name_en) <= 200) not valid,
  add constraint organizations_name_sr_cyrl_max_length check (char_length(name_sr_cyrl) <= 200) not valid,
  add constraint organizations_description_en_max_length check (char_length(description_en) <= 20000) not valid,
  add constraint organizations_description_sr_cyrl_max_length check (char_length(description_sr_cyrl) <= 20000) not valid,
  add constraint organizations_category_max_length check (char_length(category) <= 64) not valid,
  add constraint organizations_address_max_length check (char_length(address) <= 300) not valid,
  add constraint organizations_phone_max_length check (char_length(phone) <= 50) not valid,
  add constraint organizations_email_max_length check (char_length(email) <= 254) not valid,
  add constraint organizations_website_max_length check (char_length(website) <= 2000) not valid,
  add constraint organizations_city_tag_max_length check (char_length(city_tag) <= 100) not valid,
  add constraint organizations_logo_image_url_max_length check (char_length(logo_image_url) <= 2000) not valid,
  add constraint organizations_image_url_max_length check (char_length(image_url) <= 2000) not valid,
  add constraint organizations_status_max_length check (char_length(status) <= 64) not valid,
  add constraint organizations_review_note_max_length check (char_length(review_note) <= 4000) not valid;

alter table public.businesses
  add constraint businesses_slug_max_length check (char_length(slug) <= 200) not valid,
  add constraint businesses_name_en_max_length check (char_length(name_en) <= 200) not valid,
  add constraint businesses_name_sr_cyrl_max_length check (char_length(name_sr_cyrl) <= 200) not valid,
  add constraint businesses_description_en_max_length check (char_length(description_en) <= 20000) not valid,
  add constraint businesses_description_sr_cyrl_max_length check (char_length(description_sr_cyrl) <= 20000) not valid,
  add constraint businesses_category_max_length check (char_length(category) <= 64) not valid,
  add constraint businesses_city_tag_max_length check (char_length(city_tag) <= 100) not valid,
  add constraint businesses_address_max_length check (char_length(address) <= 300) not valid,
  add constraint businesses_phone_max_length check (char_length(phone) <= 50) not valid,
  add constraint businesses_email_max_length check (char_length(email) <= 254) not valid,
  add constraint businesses_website_max_length check (char_length(website) <= 2000) not valid,
  add constraint businesses_image_url_max_length check (char_length(image_url) <= 2000) not valid;

alter table public.events
  add constraint events_slug_max_length check (char_length(slug) <= 200) not valid,
  add constraint events_title_en_max_length check (char_length(title_en) <= 300) not valid,
  add constraint events_title_sr_cyrl_max_length check (char_length(title_sr_cyrl) <= 300) not valid,
  add constraint events_description_en_max_length check (char_length(description_en) <= 20000) not valid,
  add constraint events_description_sr_cyrl_max_length check (char_length(description_sr_cyrl) <= 20000) not valid,
  add constraint events_timezone_max_length check (char_length(timezone) <= 64) not valid,
  add constraint events_location_text_max_length check (char_length(location_text) <= 300) not valid,
  add constraint events_venue_name_max_length check (char_length(venue_name) <= 200) not valid,
  add constraint events_city_tag_max_length check (char_length(city_tag) <= 100) not valid,
  add constraint events_tickets_url_max_length check (char_length(tickets_url) <= 2000) not valid,
  add constraint events_featured_image_url_max_length check (char_length(featured_image_url) <= 2000) not valid,
  add constraint events_image_url_max_length check (char_length(image_url) <= 2000) not valid,
  add constraint events_status_max_length check (char_length(status) <= 64) not valid,
  add constraint events_review_note_max_length check (char_length(review_note) <= 4000) not valid;

alter table public.news
  add constraint news_slug_max_length check (char_length(slug) <= 200) not valid,
  add constraint news_title_en_max_length check (char_length(title_en) <= 300) not valid,
  add constraint news_title_sr_cyrl_max_length check (char_length(title_sr_cyrl) <= 300) not valid,
  add constraint news_excerpt_en_max_length check (char_length(excerpt_en) <= 1000) not valid,
  add constraint news_excerpt_sr_cyrl_max_length check (char_length(excerpt_sr_cyrl) <= 1000) not valid,
  add constraint news_content_en_max_length check (char_length(content_en) <= 50000) not valid,
  add constraint news_content_sr_cyrl_max_length check (char_length(content_sr_cyrl) <= 50000) not valid,
  add constraint news_category_max_length check (char_length(category) <= 64) not valid,
  add constraint news_city_tag_max_length check (char_length(city_tag) <= 100) not valid,
  add constraint news_image_url_max_length check (char_length(image_url) <= 2000) not valid,
  add constraint news_status_max_length check (char_length(status) <= 64) not valid,
  add constraint news_review_note_max_length check (char_length(review_note) <= 4000) not valid;

alter table public.memorials
  add constraint memorials_slug_max_length check (char_length(slug) <= 200) not valid,
  add constraint memorials_full_name_max_length check (char_length(full_name) <= 200) not valid,
  add constraint memorials_first_name_max_length check (char_length(first_name) <= 200) not valid,
  add constraint memorials_middle_name_max_length check (char_length(middle_name) <= 200) not valid,
  add constraint memorials_last_name_max_length check (char_length(last_name) <= 200) not valid,
  add constraint memorials_place_of_birth_max_length check (char_length(place_of_birth) <= 200) not valid,
  add constraint memorials_place_of_passing_max_length check (char_length(place_of_passing) <= 200) not valid,
  add constraint memorials_obituary_en_max_length check (octet_length(obituary_en::text) <= 100000) not valid,
  add constraint memorials_obituary_sr_cyrl_max_length check (octet_length(obituary_sr_cyrl::text) <= 100000) not valid,
  add constraint memorials_profile_image_url_max_length check (char_length(profile_image_url) <= 2000) not valid,
  add constraint memorials_gallery_image_urls_max_length check (char_length(array_to_string(gallery_image_urls, ' ')) <= 48024) not valid,
  add constraint memorials_service_info_max_length check (octet_length(service_info::text) <= 4000) not valid,
  add constraint memorials_visibility_max_length check (char_length(visibility) <= 64) not valid,
  add constraint memorials_moderation_status_max_length check (char_length(moderation_status) <= 64) not valid,
  add constraint memorials_status_max_length check (char_length(status) <= 64) not valid,
  add constraint memorials_review_note_max_length check (char_length(review_note) <= 4000) not valid;

alter table public.creators
  add constraint creators_slug_max_length check (char_length(slug) <= 200) not valid,
  add constraint creators_name_eng_max_length check (char_length(name_eng) <= 200) not valid,
  add constraint creators_name_lat_max_length check (char_length(name_lat) <= 200) not valid,
  add constraint creators_name_cyr_max_length check (char_length(name_cyr) <= 200) not valid,
  add constraint creators_email_public_max_length check (char_length(email_public) <= 254) not valid,
  add constraint creators_short_bio_cyr_max_length check (char_length(short_bio_cyr) <= 280) not valid,
  add constraint creators_short_bio_lat_max_length check (char_length(short_bio_lat) <= 280) not valid,
  add constraint creators_short_bio_eng_max_length check (char_length(short_bio_eng) <= 280) not valid,
  add constraint creators_long_bio_eng_max_length check (octet_length(long_bio_eng::text) <= 100000) not valid,
  add constraint creators_long_bio_lat_max_length check (octet_length(long_bio_lat::text) <= 100000) not valid,
  add constraint creators_long_bio_cyr_max_length check (octet_length(long_bio_cyr::text) <= 100000) not valid,
  add constraint creators_country_max_length check (char_length(country) <= 64) not valid,
  add constraint creators_city_max_length check (char_length(city) <= 200) not valid,
  add constraint creators_niche_max_length check (char_length(array_to_string(niche, ' ')) <= 200) not valid,
  add constraint creators_youtube_channel_url_max_length check (char_length(youtube_channel_url) <= 2000) not valid,
  add constraint creators_primary_video_url_max_length check (char_length(primary_video_url) <= 2000) not valid,
  add constraint creators_instagram_url_max_length check (char_length(instagram_url) <= 2000) not valid,
  add constraint creators_tiktok_url_max_length check (char_length(tiktok_url) <= 2000) not valid,
  add constraint creators_facebook_url_max_length check (char_length(facebook_url) <= 2000) not valid,
  add constraint creators_website_url_max_length check (char_length(website_url) <= 2000) not valid,
  add constraint creators_avatar_image_max_length check (char_length(avatar_image) <= 2000) not valid,
  add constraint creators_banner_image_max_length check (char_length(banner_image) <= 2000) not valid,
  add constraint creators_status_max_length check (char_length(status) <= 64) not valid;

alter table public.creator_claims
  add constraint creator_claims_email_max_length check (char_length(email) <= 254) not valid,
  add constraint creator_claims_proof_max_length check (char_length(proof) <= 4000) not valid,
  add constraint creator_claims_status_max_length check (char_length(status) <= 64) not valid,
  add constraint creator_claims_verification_token_hash_max_length check (char_length(verification_token_hash) <= 128) not valid;

alter table public.creator_reports
  add constraint creator_reports_reason_max_length check (char_length(reason) <= 4000) not valid,
  add constraint creator_reports_reporter_max_length check (char_length(reporter) <= 200) not valid,
  add constraint creator_reports_status_max_length check (char_length(status) <= 64) not valid;

-- The sign-up name comes from free-form metadata: a profile takes what fits
-- rather than failing the sign-up.
create or replace function public.create_profile_for_new_user() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, full_name)
  values (new.id, nullif(left(public.clean_line(new.raw_user_meta_data ->> 'full_name'), 200), ''))
  on conflict (id) do nothing;
  return new;
end;
$$;
