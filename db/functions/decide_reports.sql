-- Several open reports resolved (acted upon) or dismissed (nothing wrong
-- found) at once, with one note from the editor (issue 38, decision 034).
-- Items are {"kind": "creator" | "organization" | "business", "id",
-- "seen_updated_at"}: the version of the report the editor saw, at most 50.
-- Each item is answered on its own, in order: {"id", "status": 200} when
-- decided; 409 with {by, status, at} (decision 026) when another editor
-- decided it first or it changed since it was read; 404 when it is gone;
-- 400 for a malformed item. A refused item changes nothing; the others
-- stand, and the status trigger logs each in moderation_log.
create or replace function public.decide_reports(reports jsonb, outcome text, note text)
returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  item jsonb;
  item_id uuid;
  seen timestamptz;
  report_table text;
  current_status text;
  current_version timestamptz;
  answers jsonb := '[]'::jsonb;
  detail text;
begin
  if not (select public.is_editor()) then
    raise exception 'Only editors decide on reports.' using errcode = '42501';
  end if;
  if outcome is null or outcome not in ('resolved', 'dismissed') then
    raise exception 'A report is resolved or dismissed.' using errcode = '22023';
  end if;
  if coalesce(btrim(note), '') = '' or char_length(note) > 4000 then
    raise exception 'A note of 1 to 4,000 characters is required.'
      using errcode = '22023', detail = 'report_note_required';
  end if;
  if jsonb_typeof(reports) is distinct from 'array' or jsonb_array_length(reports) = 0
    or jsonb_array_length(reports) > 50 then
    raise exception 'From 1 to 50 reports at once.' using errcode = '22023';
  end if;
  for item in select value from jsonb_array_elements(reports) loop
    item_id := null;
    begin
      if jsonb_typeof(item) is distinct from 'object' then
        raise exception 'A report is an object.' using errcode = '22023';
      end if;
      item_id := (item ->> 'id')::uuid;
      seen := (item ->> 'seen_updated_at')::timestamptz;
      report_table := case item ->> 'kind'
        when 'creator' then 'creator_reports'
        when 'organization' then 'content_reports'
        when 'business' then 'content_reports'
      end;
      if report_table is null or item_id is null or seen is null then
        raise exception 'A report names its kind, id and the version seen.'
          using errcode = '22023';
      end if;
      current_status := null;
      execute format('select status, updated_at from public.%I where id = $1 for update',
        report_table) into current_status, current_version using item_id;
      if current_status is null then
        answers := answers || jsonb_build_array(jsonb_build_object('id', item_id,
          'status', 404, 'message', 'This report no longer exists.'));
        continue;
      end if;
      if current_status <> 'open' or current_version is distinct from seen then
        perform public.refuse_stale_decision(report_table, item_id, seen, current_status,
          current_version);
      end if;
      execute format('update public.%I set status = $2, review_note = $3 where id = $1',
        report_table) using item_id, outcome, note;
      answers := answers || jsonb_build_array(jsonb_build_object('id', item_id, 'status', 200));
    exception
      when sqlstate 'PT409' then
        get stacked diagnostics detail = pg_exception_detail;
        answers := answers || jsonb_build_array(jsonb_build_object('id', item_id,
          'status', 409, 'conflict', detail::jsonb));
      when invalid_parameter_value or invalid_text_representation or invalid_datetime_format
        or datetime_field_overflow then
        get stacked diagnostics detail = message_text;
        answers := answers || jsonb_build_array(jsonb_build_object('id', item ->> 'id',
          'status', 400, 'message', detail));
    end;
  end loop;
  return answers;
end
$$;

revoke all on function public.decide_reports(jsonb, text, text) from public;
grant execute on function public.decide_reports(jsonb, text, text) to authenticated;
