-- The columns an owner may change on a published item through a revision
-- (propose_content_revision, apply_content_changes). Every other column an
-- owner writes must be named in server/db/column-rules.test.ts's notRevised
-- list, or that test fails: a column left out here is silently dropped from a
-- published item's edit.
create or replace function public.content_revision_fields(target_table text) returns text[]
language sql immutable
as $$
  select case target_table
    when 'organizations' then array['name_en', 'name_sr_cyrl', 'description_en',
      'description_sr_cyrl', 'category', 'address', 'phone', 'email', 'website', 'city_tag',
      'logo_image_url', 'image_url']
    when 'events' then array['title_en', 'title_sr_cyrl', 'description_en', 'description_sr_cyrl',
      'event_date', 'event_time', 'end_date', 'end_time', 'timezone', 'location_text',
      'venue_name', 'venue_name_sr_cyrl', 'city_tag', 'tickets_url', 'featured_image_url',
      'image_url', 'organization_id', 'category', 'recurrence']
    when 'news' then array['title_en', 'title_sr_cyrl', 'excerpt_en', 'excerpt_sr_cyrl',
      'content_en', 'content_sr_cyrl', 'category', 'city_tag', 'image_url']
    when 'memorials' then array['full_name', 'first_name', 'middle_name', 'last_name',
      'birth_date', 'death_date', 'place_of_birth', 'place_of_passing', 'city_id', 'obituary_en',
      'obituary_sr_cyrl', 'profile_image_url', 'gallery_image_urls', 'service_info', 'visibility',
      'grammatical_gender']
    when 'businesses' then array['name_en', 'name_sr_cyrl', 'description_en',
      'description_sr_cyrl', 'category', 'city_tag', 'address', 'phone', 'email', 'website',
      'image_url']
    else '{}'::text[]
  end
$$;
