-- The address of an organization's calendar feed as people paste it (0910):
-- trimmed, webcal:// (what calendar apps show) read as https://. A new
-- address is fetched at once and its old outcome forgotten, with its count
-- of failures in a row (0950), so a new address that fails is mailed about
-- again.
CREATE OR REPLACE FUNCTION public.prepare_calendar_feed()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  new.url := regexp_replace(btrim(new.url), '^webcals?://', 'https://', 'i');
  if tg_op = 'INSERT' or new.url is distinct from old.url then
    new.next_fetch_at := now();
    new.fetch_requested_at := null;
    new.last_error := null;
    new.last_result := null;
    new.last_success_at := null;
    new.last_fetched_at := null;
    new.failures_in_a_row := 0;
  end if;
  new.updated_at := now();
  return new;
end
$function$;
