-- An editor's decision on a submission, naming the version seen (0700, decision 026).

create or replace function public.decide_submission(target_table text, row_id uuid, decision text,
  seen_updated_at timestamptz, note text default null)
returns timestamptz
language plpgsql security definer set search_path = ''
as $$
declare
  current_status text;
  current_version timestamptz;
  clean_note text := left(nullif(trim(coalesce(note, '')), ''), 4000);
  new_version timestamptz;
begin
  if not (select public.is_editor()) then
    raise exception 'Only editors decide on submissions.' using errcode = '42501';
  end if;
  if target_table is null or target_table not in ('organizations', 'events', 'news',
    'memorials', 'businesses', 'creators') then
    raise exception 'No decisions on this table.' using errcode = '22023';
  end if;
  if decision is null or decision not in (
    case when target_table = 'creators' then 'pending_review' else 'rejected' end,
    'draft', 'published') then
    raise exception 'No such decision.' using errcode = '22023';
  end if;
  if seen_updated_at is null then
    raise exception 'A decision states the version of the item it saw.' using errcode = '22023';
  end if;
  execute format('select t.status::text, t.updated_at from public.%I t where t.id = $1 for update',
    target_table) into current_status, current_version using row_id;
  if current_version is distinct from seen_updated_at then
    perform public.refuse_stale_decision(target_table, row_id, seen_updated_at,
      current_status, current_version);
  end if;
  if decision = 'rejected' and clean_note is null then
    raise exception 'A reason is required to reject a submission.' using errcode = '23514';
  end if;
  if target_table = 'creators' then
    update public.creators set status = decision where id = row_id
      returning updated_at into new_version;
  else
    execute format('update public.%I t set status = $2, review_note = $3 where t.id = $1 '
      'returning t.updated_at', target_table)
      into new_version
      using row_id, decision,
        case when decision in ('draft', 'rejected') then clean_note end;
  end if;
  -- The editors' activity log (0870): who decided what, and when.
  perform public.log_decision(target_table, row_id, decision,
    case when decision in ('draft', 'rejected') then clean_note end);
  return new_version;
end
$$;

revoke all on function public.decide_submission(text, uuid, text, timestamptz, text) from public;
grant execute on function public.decide_submission(text, uuid, text, timestamptz, text)
  to authenticated;
