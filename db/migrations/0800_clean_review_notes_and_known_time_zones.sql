-- Two gaps found by the column-rules test (server/db/column-rules.test.ts):
-- the editors' notes on businesses and claims were stored as typed (no
-- cleaning of invisible characters and whitespace, as every other note), and
-- an event's time zone could be any text of 64 characters, which every page
-- that formats the event's time would then have to survive.

drop trigger businesses_0_clean_text on public.businesses;
create trigger businesses_0_clean_text before insert or update on public.businesses
  for each row execute function public.clean_text_columns(
    'line:slug', 'line:name_en', 'line:name_sr_cyrl', 'text:description_en',
    'text:description_sr_cyrl', 'line:city_tag', 'line:address', 'line:phone',
    'email:email', 'url:website', 'url:image_url', 'text:review_note');

drop trigger creator_claims_0_clean_text on public.creator_claims;
create trigger creator_claims_0_clean_text before insert or update on public.creator_claims
  for each row execute function public.clean_text_columns(
    'email:email', 'text:proof', 'text:review_note');

-- An IANA zone name the database knows ("America/Toronto", "Etc/GMT+5"), not
-- a POSIX rule ("UTC+5") that browsers would refuse.
create function public.is_time_zone(zone text) returns boolean
language plpgsql stable
set search_path = ''
as $$
begin
  if zone is null or zone !~ '^[A-Za-z_]+(/[A-Za-z0-9_+-]+){1,2}$' then
    return false;
  end if;
  perform now() at time zone zone;
  return true;
exception when invalid_parameter_value then
  return false;
end
$$;

alter table public.events
  add constraint events_timezone_known check (public.is_time_zone(timezone)) not valid;
