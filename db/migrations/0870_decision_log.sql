-- Who decided what, and when (issue 38): the editors' activity log. Every
-- decision made through decide_submission, decide_revision and decide_claim
-- (db/functions/) writes one row here in the same transaction, naming the
-- editor and the item as they were at that moment, so the log still reads
-- right after a rename or a deleted account. Editors and admins read it;
-- nobody writes it but those functions (no insert, update or delete grant).
--
-- moderation_log keeps recording every status change of a row (authors'
-- resubmissions too) for an item's own history; this log is the editors'
-- decisions across all items, for the admin page /admin/activity.

create table public.decision_log (
  id bigint generated always as identity primary key,
  decided_at timestamptz not null default now(),
  editor_id uuid references auth.users (id) on delete set null,
  editor_name text not null,
  target_table text not null,
  target_id uuid not null,
  item_title text not null default '',
  item_title_sr_cyrl text not null default '',
  decision text not null,
  reason text,
  constraint decision_log_target_table_known check (target_table in ('organizations', 'events',
    'news', 'memorials', 'businesses', 'creators', 'creator_revisions', 'content_revisions',
    'creator_claims')),
  constraint decision_log_decision_known check (decision in ('published', 'rejected', 'draft',
    'pending_review', 'approved')),
  constraint decision_log_editor_name_length check (char_length(editor_name) <= 400),
  constraint decision_log_item_title_length check (char_length(item_title) <= 400),
  constraint decision_log_item_title_sr_cyrl_length check (char_length(item_title_sr_cyrl) <= 400),
  constraint decision_log_reason_length check (char_length(reason) <= 4000)
);

create index decision_log_recent_idx on public.decision_log (decided_at desc, id desc);
create index decision_log_editor_idx on public.decision_log (editor_id, decided_at desc);
create index decision_log_target_idx on public.decision_log (target_table, target_id);

grant select on public.decision_log to authenticated;
grant all on public.decision_log to service_role;

alter table public.decision_log enable row level security;

create policy decision_log_select_editor on public.decision_log
  for select to authenticated using ((select public.is_editor()));

-- The name an item is known by in the queue, in English (else Cyrillic) or,
-- with `cyrillic`, in Serbian Cyrillic (else English); a revision or a claim
-- by the item it is about.
create function public.decision_item_title(target_table text, target uuid, cyrillic boolean)
returns text
language plpgsql stable security definer set search_path = ''
as $$
declare
  item jsonb;
begin
  if target_table = 'content_revisions' then
    select r.table_name, r.row_id into target_table, target
      from public.content_revisions r where r.id = target;
  elsif target_table = 'creator_revisions' then
    select 'creators', r.creator_id into target_table, target
      from public.creator_revisions r where r.id = target;
  elsif target_table = 'creator_claims' then
    select case when c.target_kind = 'business' then 'businesses' else 'creators' end,
           coalesce(c.creator_id, c.business_id)
      into target_table, target
      from public.creator_claims c where c.id = target;
  end if;
  if target_table is null or target is null or target_table not in ('organizations', 'events',
    'news', 'memorials', 'businesses', 'creators') then
    return '';
  end if;
  execute format('select to_jsonb(t) from public.%I t where t.id = $1', target_table)
    into item using target;
  if cyrillic then
    return left(coalesce(nullif(item ->> 'title_sr_cyrl', ''), nullif(item ->> 'name_sr_cyrl', ''),
      nullif(item ->> 'name_cyr', ''), nullif(item ->> 'full_name', ''),
      nullif(item ->> 'title_en', ''), nullif(item ->> 'name_en', ''),
      nullif(item ->> 'name_lat', ''), nullif(item ->> 'name_eng', ''), ''), 400);
  end if;
  return left(coalesce(nullif(item ->> 'title_en', ''), nullif(item ->> 'name_en', ''),
    nullif(item ->> 'full_name', ''), nullif(item ->> 'name_eng', ''),
    nullif(item ->> 'name_lat', ''), nullif(item ->> 'title_sr_cyrl', ''),
    nullif(item ->> 'name_sr_cyrl', ''), nullif(item ->> 'name_cyr', ''), ''), 400);
end
$$;

revoke all on function public.decision_item_title(text, uuid, boolean) from public;

-- One row of the log, written by the decide_* functions (never by a client).
create function public.log_decision(target_table text, target uuid, decision text,
  reason text default null)
returns void
language sql volatile security definer set search_path = ''
as $$
  insert into public.decision_log (editor_id, editor_name, target_table, target_id, item_title,
    item_title_sr_cyrl, decision, reason)
  select auth.uid(),
    left(coalesce((select nullif(trim(p.full_name), '') from public.profiles p
                    where p.id = auth.uid()),
                  (select u.email from auth.users u where u.id = auth.uid()), ''), 400),
    target_table, target, public.decision_item_title(target_table, target, false),
    public.decision_item_title(target_table, target, true), decision,
    left(nullif(trim(coalesce(reason, '')), ''), 4000)
$$;

revoke all on function public.log_decision(text, uuid, text, text) from public;

-- Bulk decisions: several items decided in one request, each still naming the
-- version its editor saw and each refused on its own when stale. Items are
-- {"kind": "submission", "table", "id", "decision", "seen_updated_at", "note"},
-- {"kind": "revision", "table", "id", "approve", "seen_updated_at", "reason"} or
-- {"kind": "claim", "id", "approve", "seen_updated_at", "reason"}; at most 50.
-- The answer lists each item in order: {"id", "status": 200, "version"} when
-- decided, {"id", "status": 409, "conflict": {by, status, at}} when someone
-- else decided it first (decision 026), {"id", "status": 400 or 422,
-- "message"} for an item that cannot be decided as asked (no reason given).
-- A refused item changes nothing; the others are decided and logged.
create function public.decide_many(decisions jsonb)
returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  item jsonb;
  item_id uuid;
  outcome jsonb;
  answers jsonb := '[]'::jsonb;
  detail text;
begin
  if not (select public.is_editor()) then
    raise exception 'Only editors decide on submissions.' using errcode = '42501';
  end if;
  if jsonb_typeof(decisions) is distinct from 'array' or jsonb_array_length(decisions) = 0
    or jsonb_array_length(decisions) > 50 then
    raise exception 'From 1 to 50 decisions at once.' using errcode = '22023';
  end if;
  for item in select value from jsonb_array_elements(decisions) loop
    begin
      if jsonb_typeof(item) is distinct from 'object' then
        raise exception 'A decision is an object.' using errcode = '22023';
      end if;
      item_id := (item ->> 'id')::uuid;
      if item ->> 'kind' = 'submission' then
        outcome := jsonb_build_object('version', public.decide_submission(item ->> 'table',
          item_id, item ->> 'decision', (item ->> 'seen_updated_at')::timestamptz,
          item ->> 'note'));
      elsif item ->> 'kind' = 'revision' then
        outcome := jsonb_build_object('outcome', public.decide_revision(item ->> 'table',
          item_id, (item ->> 'approve')::boolean, (item ->> 'seen_updated_at')::timestamptz,
          item ->> 'reason'));
      elsif item ->> 'kind' = 'claim' then
        outcome := jsonb_build_object('outcome', public.decide_claim(item_id,
          (item ->> 'approve')::boolean, (item ->> 'seen_updated_at')::timestamptz,
          item ->> 'reason'));
      else
        raise exception 'No such kind of decision.' using errcode = '22023';
      end if;
      answers := answers || jsonb_build_array(
        jsonb_build_object('id', item_id, 'status', 200) || outcome);
    exception
      when sqlstate 'PT409' then
        get stacked diagnostics detail = pg_exception_detail;
        answers := answers || jsonb_build_array(jsonb_build_object('id', item_id,
          'status', 409, 'conflict', detail::jsonb));
      when check_violation then
        get stacked diagnostics detail = message_text;
        answers := answers || jsonb_build_array(jsonb_build_object('id', item_id,
          'status', 422, 'message', detail));
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

revoke all on function public.decide_many(jsonb) from public;
grant execute on function public.decide_many(jsonb) to authenticated;
