-- Text hygiene for every column a client writes (issue 16), done here so
-- that every client gets it: invisible characters are removed, text is
-- normalised to NFC, web addresses are absolute http(s) URLs with a host
-- (or, for images, a path on this site), emails are plain addresses.
-- The same rules live in domain/text-hygiene.ts, domain/web-url.ts and
-- domain/plain-email.ts for the forms. The checks are NOT VALID: they hold
-- for every write from now on, and a database with older rows that break
-- them still boots (the web app does not link such values: web/src/lib/safe-link.ts).

-- Zero-width characters (U+200B-U+200D, U+2060-U+2064, U+FEFF), bidi
-- controls (U+200E, U+200F, U+202A-U+202E, U+2066-U+2069, U+061C) and C0/C1
-- controls other than tab and line breaks: they hide or reorder what a
-- reader sees and make look-alike names, slugs and addresses.
create function public.without_invisible(value text) returns text
language sql immutable parallel safe
as $$
  select regexp_replace(value,
    '[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]',
    '', 'g')
$$;

-- Text of several lines (descriptions, articles, notes): invisible characters
-- removed, NFC.
create function public.clean_text(value text) returns text
language sql immutable parallel safe
as $$ select normalize(public.without_invisible(value), NFC) $$;

-- One line (names, titles, places, slugs, city tags): also no tabs or line
-- breaks (each becomes a space), no spaces around it.
create function public.clean_line(value text) returns text
language sql immutable parallel safe
as $$ select btrim(regexp_replace(public.clean_text(value), '\s*[\t\r\n]+\s*', ' ', 'g')) $$;

-- A web address as typed: "www.example.org/x" (a host name without a scheme)
-- gets https:// in front; anything else is kept for the checks below.
create function public.normalize_web_url(value text) returns text
language sql immutable parallel safe
as $$
  select case
    when v ~* '^[a-z0-9\u00C0-\uFFFF]([a-z0-9\u00C0-\uFFFF-]*[a-z0-9\u00C0-\uFFFF])?(\.[a-z0-9\u00C0-\uFFFF]([a-z0-9\u00C0-\uFFFF-]*[a-z0-9\u00C0-\uFFFF])?)+([/:?#]|$)'
      then 'https://' || v
    else v
  end
  from (select public.clean_line(value) as v) cleaned
$$;

-- An absolute http(s) URL with a host name (letters of any script, so
-- Cyrillic domains too): no user name or password, no backslash, no white
-- space.
create function public.is_link_url(value text) returns boolean
language sql immutable parallel safe
as $$
  select public.without_invisible(value) = value
    and value ~* '^https?://[a-z0-9\u00C0-\uFFFF]([a-z0-9\u00C0-\uFFFF-]*[a-z0-9\u00C0-\uFFFF])?(\.[a-z0-9\u00C0-\uFFFF]([a-z0-9\u00C0-\uFFFF-]*[a-z0-9\u00C0-\uFFFF])?)+(:[0-9]{1,5})?([/?#][^\s\\]*)?$'
$$;

-- An image: an absolute http(s) URL, or a path on this site ("/images/x.svg";
-- never "//host" or "/\host", which browsers open as another host).
create function public.is_image_url(value text) returns boolean
language sql immutable parallel safe
as $$ select public.is_link_url(value) or value ~ '^/[^/\\\s][^\s\\]*$' $$;

-- A plain address: no display name, spaces, "?", "#" or "%" (so a mailto:
-- link cannot be given headers such as ?bcc=), a dotted host name.
create function public.is_plain_email(value text) returns boolean
language sql immutable parallel safe
as $$
  select char_length(value) <= 254
    and value ~ '^[A-Za-z0-9.!$&''*+/=^_`{|}~-]+@[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+$'
$$;

create or replace function public.are_web_urls(urls text[]) returns boolean
language sql immutable parallel safe
as $$ select coalesce(bool_and(public.is_image_url(url)), true) from unnest(urls) as url $$;

grant execute on function public.without_invisible(text), public.clean_text(text),
  public.clean_line(text), public.normalize_web_url(text), public.is_link_url(text),
  public.is_image_url(text), public.is_plain_email(text)
  to anon, authenticated, service_role;

-- Before insert or update: cleans the columns named in the trigger arguments,
-- each as "kind:column" with kind line, text, email, url or json (the JSON
-- text of rich-text documents: invisible characters removed, NFC).
create function public.clean_text_columns() returns trigger
language plpgsql
as $$
declare
  argument text;
  kind text;
  column_name text;
  raw jsonb;
  value text;
  patch jsonb := '{}';
begin
  foreach argument in array tg_argv loop
    kind := split_part(argument, ':', 1);
    column_name := split_part(argument, ':', 2);
    raw := to_jsonb(new) -> column_name;
    continue when raw is null or jsonb_typeof(raw) = 'null';
    value := raw #>> '{}';
    patch := patch || jsonb_build_object(column_name, case kind
      when 'line' then to_jsonb(public.clean_line(value))
      when 'text' then to_jsonb(public.clean_text(value))
      when 'email' then to_jsonb(public.clean_line(value))
      when 'url' then to_jsonb(public.normalize_web_url(value))
      -- JSON text keeps control characters escaped, so only the others go.
      when 'json' then normalize(public.without_invisible(raw::text), NFC)::jsonb
    end);
  end loop;
  new := jsonb_populate_record(new, patch);
  return new;
end
$$;

-- "0_" so that it runs before the table's other triggers (they run in name order).
create trigger organizations_0_clean_text before insert or update on public.organizations
  for each row execute function public.clean_text_columns(
    'line:slug', 'line:name_en', 'line:name_sr_cyrl', 'text:description_en',
    'text:description_sr_cyrl', 'line:address', 'line:phone', 'email:email', 'url:website',
    'line:city_tag', 'url:logo_image_url', 'url:image_url', 'text:review_note');

create trigger businesses_0_clean_text before insert or update on public.businesses
  for each row execute function public.clean_text_columns(
    'line:slug', 'line:name_en', 'line:name_sr_cyrl', 'text:description_en',
    'text:description_sr_cyrl', 'line:city_tag', 'line:address', 'line:phone', 'email:email',
    'url:website', 'url:image_url');

create trigger events_0_clean_text before insert or update on public.events
  for each row execute function public.clean_text_columns(
    'line:slug', 'line:title_en', 'line:title_sr_cyrl', 'text:description_en',
    'text:description_sr_cyrl', 'line:location_text', 'line:venue_name', 'line:city_tag',
    'url:tickets_url', 'url:featured_image_url', 'url:image_url', 'text:review_note');

create trigger news_0_clean_text before insert or update on public.news
  for each row execute function public.clean_text_columns(
    'line:slug', 'line:title_en', 'line:title_sr_cyrl', 'text:excerpt_en', 'text:excerpt_sr_cyrl',
    'text:content_en', 'text:content_sr_cyrl', 'line:city_tag', 'url:image_url',
    'text:review_note');

create trigger memorials_0_clean_text before insert or update on public.memorials
  for each row execute function public.clean_text_columns(
    'line:slug', 'line:full_name', 'line:first_name', 'line:middle_name', 'line:last_name',
    'line:place_of_birth', 'line:place_of_passing', 'json:obituary_en', 'json:obituary_sr_cyrl',
    'url:profile_image_url', 'json:service_info', 'text:review_note');

create trigger creators_0_clean_text before insert or update on public.creators
  for each row execute function public.clean_text_columns(
    'line:slug', 'line:name_eng', 'line:name_lat', 'line:name_cyr', 'email:email_public',
    'text:short_bio_cyr', 'text:short_bio_lat', 'text:short_bio_eng', 'json:long_bio_eng',
    'json:long_bio_lat', 'json:long_bio_cyr', 'line:city', 'url:youtube_channel_url',
    'url:primary_video_url', 'url:instagram_url', 'url:tiktok_url', 'url:facebook_url',
    'url:website_url', 'url:avatar_image', 'url:banner_image');

create trigger creator_claims_0_clean_text before insert or update on public.creator_claims
  for each row execute function public.clean_text_columns('email:email', 'text:proof');

create trigger creator_reports_0_clean_text before insert or update on public.creator_reports
  for each row execute function public.clean_text_columns('text:reason', 'line:reporter');

create trigger profiles_0_clean_text before insert or update on public.profiles
  for each row execute function public.clean_text_columns('line:full_name');

-- Links a visitor follows: absolute http(s) URLs only.
alter table public.organizations
  add constraint organizations_website_link_url check (website = '' or public.is_link_url(website)) not valid;
alter table public.businesses
  add constraint businesses_website_link_url check (website = '' or public.is_link_url(website)) not valid;
alter table public.events
  add constraint events_tickets_url_link_url check (tickets_url = '' or public.is_link_url(tickets_url)) not valid;
alter table public.creators
  add constraint creators_youtube_channel_url_link_url
    check (youtube_channel_url = '' or public.is_link_url(youtube_channel_url)) not valid,
  add constraint creators_primary_video_url_link_url
    check (primary_video_url = '' or public.is_link_url(primary_video_url)) not valid,
  add constraint creators_instagram_url_link_url
    check (instagram_url = '' or public.is_link_url(instagram_url)) not valid,
  add constraint creators_tiktok_url_link_url
    check (tiktok_url = '' or public.is_link_url(tiktok_url)) not valid,
  add constraint creators_facebook_url_link_url
    check (facebook_url = '' or public.is_link_url(facebook_url)) not valid,
  add constraint creators_website_url_link_url
    check (website_url = '' or public.is_link_url(website_url)) not valid;

-- Images: absolute http(s) URLs or paths on this site, never "/\host" or
-- "//host". The domain's own check goes: a domain is checked when the value
-- is read, before the trigger above could add https:// to "www.example.org";
-- these table checks run after it.
alter domain public.web_url drop constraint web_url_check;
alter table public.organizations
  add constraint organizations_logo_image_url_image_url
    check (logo_image_url = '' or public.is_image_url(logo_image_url)) not valid,
  add constraint organizations_image_url_image_url
    check (image_url = '' or public.is_image_url(image_url)) not valid;
alter table public.businesses
  add constraint businesses_image_url_image_url
    check (image_url = '' or public.is_image_url(image_url)) not valid;
alter table public.events
  add constraint events_featured_image_url_image_url
    check (featured_image_url = '' or public.is_image_url(featured_image_url)) not valid,
  add constraint events_image_url_image_url
    check (image_url = '' or public.is_image_url(image_url)) not valid;
alter table public.news
  add constraint news_image_url_image_url check (image_url = '' or public.is_image_url(image_url)) not valid;
alter table public.memorials
  add constraint memorials_profile_image_url_image_url
    check (profile_image_url = '' or public.is_image_url(profile_image_url)) not valid;
alter table public.creators
  add constraint creators_avatar_image_image_url
    check (avatar_image = '' or public.is_image_url(avatar_image)) not valid,
  add constraint creators_banner_image_image_url
    check (banner_image = '' or public.is_image_url(banner_image)) not valid;

-- Emails: plain addresses (the tables' older checks allowed "a@b.c?bcc=d").
alter table public.organizations
  add constraint organizations_email_plain_email check (email = '' or public.is_plain_email(email)) not valid;
alter table public.businesses
  add constraint businesses_email_plain_email check (email = '' or public.is_plain_email(email)) not valid;
alter table public.creators
  add constraint creators_email_public_plain_email
    check (email_public = '' or public.is_plain_email(email_public)) not valid;
alter table public.creator_claims
  add constraint creator_claims_email_plain_email check (public.is_plain_email(email)) not valid;
