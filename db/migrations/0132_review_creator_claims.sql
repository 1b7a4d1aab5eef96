-- Editors review creator claims and reports from the one moderation queue
-- (issue 8). Approving a claim gives the creator profile to the account with
-- the claim's email (when one exists) and publishes the profile again; it is
-- one security-definer function because nobody may change an owner through
-- the API. Rejecting a claim and resolving a report are plain updates that
-- RLS allows editors only. Every status change is audited in moderation_log.

create function public.approve_creator_claim(claim_id uuid) returns text
language plpgsql security definer set search_path = ''
as $$
declare
  claim public.creator_claims%rowtype;
  new_owner uuid;
begin
  if not (select public.is_editor()) then
    raise exception 'Only editors review claims.' using errcode = '42501';
  end if;
  select * into claim from public.creator_claims where id = claim_id for update;
  if not found or claim.status <> 'pending_admin_review' or claim.creator_id is null then
    return 'not_pending';
  end if;
  select id into new_owner from auth.users where lower(email) = lower(claim.email) limit 1;
  update public.creator_claims set status = 'approved' where id = claim_id;
  update public.creators
    set owner_user_id = coalesce(new_owner, owner_user_id), status = 'published'
    where id = claim.creator_id;
  return case when new_owner is null then 'approved_without_account' else 'approved' end;
end
$$;

revoke all on function public.approve_creator_claim(uuid) from public;
grant execute on function public.approve_creator_claim(uuid) to authenticated;

create trigger creator_claims_status_log after update on public.creator_claims
  for each row execute function public.log_status_change();
create trigger creator_reports_status_log after update on public.creator_reports
  for each row execute function public.log_status_change();
