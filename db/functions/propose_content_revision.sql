-- public.propose_content_revision: its current definition (first in 0350, last redefined in 0832;
-- moved here as it was, issue 36). Change it here, not in a migration.
CREATE OR REPLACE FUNCTION public.propose_content_revision(target_table text, row_id uuid, changes jsonb)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  owned boolean;
  kept jsonb;
  revision_id uuid;
begin
  if not public.revisable_content_table(target_table) then
    raise exception 'No revisions for this table.' using errcode = '22023';
  end if;
  execute format('select exists (select 1 from public.%I t where t.id = $1 and t.%I = $2 '
    'and t.status = ''published'')', target_table, public.content_owner_column(target_table))
    into owned using propose_content_revision.row_id, auth.uid();
  -- The admins of an organization propose changes to it and to its events (0832).
  owned := owned or public.may_revise_as_organization_admin(target_table,
    propose_content_revision.row_id);
  if auth.uid() is null or not owned then
    raise exception 'Only the owner of a published item proposes changes to it.'
      using errcode = '42501';
  end if;
  select coalesce(jsonb_object_agg(key, value), '{}'::jsonb) into kept
    from jsonb_each(coalesce(changes, '{}'::jsonb))
    where key = any (public.content_revision_fields(target_table));
  if kept = '{}'::jsonb then
    raise exception 'The revision changes nothing.' using errcode = '22023';
  end if;
  begin
    perform public.apply_content_changes(target_table, propose_content_revision.row_id, kept);
    raise exception 'checked' using errcode = 'ZR001';
  exception when sqlstate 'ZR001' then
    null;
  end;
  update public.content_revisions r set changes = kept, author_id = auth.uid(), created_at = now()
    where r.table_name = target_table and r.row_id = propose_content_revision.row_id
      and r.status = 'pending_review'
    returning r.id into revision_id;
  if revision_id is null then
    insert into public.content_revisions (table_name, row_id, author_id, changes)
      values (target_table, propose_content_revision.row_id, auth.uid(), kept)
      returning id into revision_id;
  end if;
  perform public.queue_editor_notifications('content_revisions', revision_id);
  return revision_id;
end
$function$;

revoke all on function public.propose_content_revision(text, uuid, jsonb) from public;
grant execute on function public.propose_content_revision(text, uuid, jsonb) to authenticated;
