-- An editor's decision on a revision of a published row, naming the version seen (0700).

create or replace function public.decide_revision(revision_table text, revision_id uuid, approve boolean,
  seen_updated_at timestamptz, reason text default null)
returns text
language plpgsql security definer set search_path = ''
as $$
declare
  current_status text;
  current_version timestamptz;
  outcome text;
begin
  if not (select public.is_editor()) then
    raise exception 'Only editors review revisions.' using errcode = '42501';
  end if;
  if revision_table is null or revision_table not in ('creator_revisions', 'content_revisions')
    or approve is null then
    raise exception 'No such revision.' using errcode = '22023';
  end if;
  if seen_updated_at is null then
    raise exception 'A decision states the version of the item it saw.' using errcode = '22023';
  end if;
  execute format('select r.status, r.updated_at from public.%I r where r.id = $1 for update',
    revision_table) into current_status, current_version using revision_id;
  if current_version is distinct from seen_updated_at or current_status <> 'pending_review' then
    perform public.refuse_stale_decision(revision_table, revision_id, seen_updated_at,
      current_status, current_version);
  end if;
  if revision_table = 'creator_revisions' then
    outcome := public.decide_creator_revision(revision_id, approve, reason);
  else
    outcome := public.decide_content_revision(revision_id, approve, reason);
  end if;
  -- The editors' activity log (0870): who decided what, and when.
  perform public.log_decision(revision_table, revision_id,
    case when approve then 'approved' else 'rejected' end, case when not approve then reason end);
  return outcome;
end
$$;

revoke all on function public.decide_revision(text, uuid, boolean, timestamptz, text) from public;
grant execute on function public.decide_revision(text, uuid, boolean, timestamptz, text)
  to authenticated;
