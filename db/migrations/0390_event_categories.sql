-- Event categories (issue 20): the mega menu's festivals, theatre, music and
-- sports, plus other for the rest. The list filter, the calendar and the
-- feeds filter by it; domain/content-categories.ts names the same values.
-- Existing events become 'other' until an editor or their owner picks one.

alter table public.events
  add column category text not null default 'other'
    constraint events_category_known
    check (category in ('festivals', 'theatre', 'music', 'sports', 'other')),
  add constraint events_category_max_length check (char_length(category) <= 64);

create index events_status_category_idx on public.events (status, category, event_date);

-- An owner may change an event's category after publication through a
-- reviewed revision, like its other submitted fields (0350).
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
      'obituary_sr_cyrl', 'profile_image_url', 'gallery_image_urls', 'service_info', 'visibility']
    else '{}'::text[]
  end
$$;
