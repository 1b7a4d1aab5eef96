-- An editor's decision on a claim, naming the version seen (0700).

create or replace function public.decide_claim(claim_id uuid, approve boolean, seen_updated_at timestamptz,
  reason text default null)
returns text
language plpgsql security definer set search_path = ''
as $$
declare
  claim public.creator_claims%rowtype;
  clean_reason text := left(nullif(trim(coalesce(reason, '')), ''), 4000);
begin
  if not (select public.is_editor()) then
    raise exception 'Only editors review claims.' using errcode = '42501';
  end if;
  if approve is null or seen_updated_at is null then
    raise exception 'A decision states the version of the item it saw.' using errcode = '22023';
  end if;
  select * into claim from public.creator_claims c where c.id = claim_id for update;
  if claim.updated_at is distinct from seen_updated_at
    or claim.status not in ('pending_email_verification', 'pending_admin_review') then
    perform public.refuse_stale_decision('creator_claims', claim_id, seen_updated_at,
      claim.status, claim.updated_at);
  end if;
  -- The editors' activity log (0870): who decided what, and when.
  if approve then
    perform public.log_decision('creator_claims', claim_id, 'approved');
    return public.approve_creator_claim(claim_id);
  end if;
  if clean_reason is null then
    raise exception 'A reason is required to reject a claim.' using errcode = '23514';
  end if;
  update public.creator_claims c set status = 'rejected', review_note = clean_reason
    where c.id = claim_id;
  perform public.log_decision('creator_claims', claim_id, 'rejected', clean_reason);
  return 'rejected';
end
$$;

revoke all on function public.decide_claim(uuid, boolean, timestamptz, text) from public;
grant execute on function public.decide_claim(uuid, boolean, timestamptz, text) to authenticated;
