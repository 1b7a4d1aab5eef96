-- Decisions that cannot collide (issue 38). Two editors had the same item
-- open; one published it, the other (in a tab opened earlier) rejected it,
-- and the second decision silently undid the first while the author kept a
-- "Published" mail. Now every editorial decision names the version of the
-- item it saw (the row's updated_at as the queue read it), and a decision on
-- an item that changed since is refused with 409 (SQLSTATE PT409) whose
-- detail names who decided what and when, so the queue can say it in the
-- editor's language. The author's mail follows the one decision that
-- happened.
--
-- 1. decide_submission: the one way an editor changes the status of an
--    organization, event, news item, memorial, business or creator. A
--    status change by an editor through the table (PATCH) is refused.
-- 2. decide_revision: revisions of published rows (creator_revisions,
--    content_revisions); the old decide_*_revision functions are kept for
--    it but no longer callable by clients.
-- 3. decide_claim: claims of creator profiles and business listings;
--    approve_creator_claim is kept for it but no longer callable by
--    clients, and a claim is no longer rejected through the table.
-- 4. review_presence: "being reviewed by …", a light claim an editor takes
--    on an item they have open, which expires on its own.

-- Who last decided an item, as the queue shows it: the name (else email)
-- of the editor, the status set and when. Null when nothing is logged.
create function public.last_decision(target_table text, target uuid, after timestamptz)
returns jsonb
language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object(
      'by', coalesce(nullif(trim(p.full_name), ''), u.email, ''),
      'status', l.to_status,
      'at', l.created_at)
    from public.moderation_log l
    left join auth.users u on u.id = l.actor_id
    left join public.profiles p on p.id = l.actor_id
    where l.table_name = target_table and l.row_id = target and l.created_at > after
    order by l.created_at desc
    limit 1
$$;

revoke all on function public.last_decision(text, uuid, timestamptz) from public;

-- Refuses a decision on a version the caller did not see: 409 with who
-- decided what and when (or, when nobody decided, the item's state now).
create function public.refuse_stale_decision(target_table text, target uuid,
  seen timestamptz, current_status text, current_version timestamptz)
returns void
language plpgsql stable security definer set search_path = ''
as $$
declare
  decided jsonb := public.last_decision(target_table, target, coalesce(seen, '-infinity'));
begin
  -- Decided before the caller read it (a queue not yet refreshed): the decision that stands.
  if decided is null and coalesce(current_status, '') not in ('pending_review',
    'pending_admin_review', 'pending_email_verification') then
    decided := public.last_decision(target_table, target, '-infinity');
  end if;
  if decided is null then
    decided := jsonb_build_object('by', null, 'status', coalesce(current_status, 'deleted'),
      'at', current_version);
  end if;
  raise exception using errcode = 'PT409',
    message = 'This item was decided or changed after you opened it.',
    detail = decided::text,
    hint = 'Reload the queue to see the item as it is now.';
end
$$;

revoke all on function public.refuse_stale_decision(text, uuid, timestamptz, text, timestamptz)
  from public;

-- 1. Submissions.
create function public.decide_submission(target_table text, row_id uuid, decision text,
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
  return new_version;
end
$$;

revoke all on function public.decide_submission(text, uuid, text, timestamptz, text) from public;
grant execute on function public.decide_submission(text, uuid, text, timestamptz, text)
  to authenticated;

-- An editor's status change through the table would name no version: only
-- the owner's own steps (a draft to review, a rejected row back) stay there.
create function public.guard_decision_path() returns trigger
language plpgsql
as $$
begin
  if not public.is_api_request() or new.status is not distinct from old.status then
    return new;
  end if;
  if (old.status = 'draft' and new.status = 'pending_review')
    or (old.status = 'rejected' and new.status in ('draft', 'pending_review')) then
    return new;
  end if;
  raise exception 'Editors decide through decide_submission, naming the version they saw.'
    using errcode = '42501';
end
$$;

create trigger organizations_decision_path before update of status on public.organizations
  for each row execute function public.guard_decision_path();
create trigger events_decision_path before update of status on public.events
  for each row execute function public.guard_decision_path();
create trigger news_decision_path before update of status on public.news
  for each row execute function public.guard_decision_path();
create trigger memorials_decision_path before update of status on public.memorials
  for each row execute function public.guard_decision_path();
create trigger businesses_decision_path before update of status on public.businesses
  for each row execute function public.guard_decision_path();
create trigger creators_decision_path before update of status on public.creators
  for each row execute function public.guard_decision_path();

-- 2. Revisions of published rows.
create function public.decide_revision(revision_table text, revision_id uuid, approve boolean,
  seen_updated_at timestamptz, reason text default null)
returns text
language plpgsql security definer set search_path = ''
as $$
declare
  current_status text;
  current_version timestamptz;
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
    return public.decide_creator_revision(revision_id, approve, reason);
  end if;
  return public.decide_content_revision(revision_id, approve, reason);
end
$$;

revoke all on function public.decide_revision(text, uuid, boolean, timestamptz, text) from public;
grant execute on function public.decide_revision(text, uuid, boolean, timestamptz, text)
  to authenticated;
revoke execute on function public.decide_creator_revision(uuid, boolean, text)
  from public, authenticated;
revoke execute on function public.decide_content_revision(uuid, boolean, text)
  from public, authenticated;

-- 3. Claims.
create function public.decide_claim(claim_id uuid, approve boolean, seen_updated_at timestamptz,
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
  if approve then
    return public.approve_creator_claim(claim_id);
  end if;
  if clean_reason is null then
    raise exception 'A reason is required to reject a claim.' using errcode = '23514';
  end if;
  update public.creator_claims c set status = 'rejected', review_note = clean_reason
    where c.id = claim_id;
  return 'rejected';
end
$$;

revoke all on function public.decide_claim(uuid, boolean, timestamptz, text) from public;
grant execute on function public.decide_claim(uuid, boolean, timestamptz, text) to authenticated;
revoke execute on function public.approve_creator_claim(uuid) from public, authenticated;

create function public.guard_claim_decision_path() returns trigger
language plpgsql
as $$
begin
  if public.is_api_request() then
    raise exception 'Editors decide on claims through decide_claim, naming the version they saw.'
      using errcode = '42501';
  end if;
  return new;
end
$$;

create trigger creator_claims_decision_path before update on public.creator_claims
  for each row execute function public.guard_claim_decision_path();

-- 4. "Being reviewed by …": an editor who opens an item marks it for a few
-- minutes (renewed while it stays open); the others see the name. Nobody
-- reads or writes the table directly; old marks are cleared as new ones come.
create table public.review_presence (
  table_name text not null check (table_name in ('organizations', 'events', 'news',
    'memorials', 'businesses', 'creators', 'creator_revisions', 'content_revisions',
    'creator_claims')),
  row_id uuid not null,
  editor_id uuid not null references auth.users (id) on delete cascade,
  started_at timestamptz not null default now(),
  seen_at timestamptz not null default now(),
  primary key (table_name, row_id, editor_id)
);

create index review_presence_seen_idx on public.review_presence (seen_at);

alter table public.review_presence enable row level security;
grant all on public.review_presence to service_role;

-- How long a mark lasts without being renewed.
create function public.review_presence_lifetime() returns interval
language sql immutable
as $$ select interval '5 minutes' $$;

create function public.start_review(source_table text, row_id uuid) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  if not (select public.is_editor()) then
    raise exception 'Only editors review.' using errcode = '42501';
  end if;
  if source_table is null or start_review.row_id is null then
    raise exception 'No such item.' using errcode = '22023';
  end if;
  delete from public.review_presence p
    where p.seen_at < now() - public.review_presence_lifetime();
  insert into public.review_presence (table_name, row_id, editor_id)
    values (source_table, start_review.row_id, auth.uid())
    on conflict on constraint review_presence_pkey do update set seen_at = now();
end
$$;

create function public.stop_review(source_table text, row_id uuid) returns void
language sql security definer set search_path = ''
as $$
  delete from public.review_presence p
    where p.table_name = source_table and p.row_id = stop_review.row_id
      and p.editor_id = auth.uid()
$$;

-- The marks of the other editors on one table's items (editors only).
create function public.reviews_in_progress(source_table text)
returns table (row_id uuid, editor_name text, since timestamptz)
language sql stable security definer set search_path = ''
as $$
  select p.row_id, coalesce(nullif(trim(pr.full_name), ''), u.email, ''), p.started_at
    from public.review_presence p
    join auth.users u on u.id = p.editor_id
    left join public.profiles pr on pr.id = p.editor_id
    where (select public.is_editor()) and p.table_name = source_table
      and p.editor_id is distinct from auth.uid()
      and p.seen_at >= now() - public.review_presence_lifetime()
    order by p.started_at
    limit 500
$$;

revoke all on function public.start_review(text, uuid) from public;
revoke all on function public.stop_review(text, uuid) from public;
revoke all on function public.reviews_in_progress(text) from public;
grant execute on function public.start_review(text, uuid) to authenticated;
grant execute on function public.stop_review(text, uuid) to authenticated;
grant execute on function public.reviews_in_progress(text) to authenticated;
