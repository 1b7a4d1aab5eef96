-- Reports about an organization or a business (issue 20), written by the
-- report-content function as creator_reports is by report-creator-profile:
-- reporter is the signed-in user's email or 'Anonymous user'. One table for
-- both kinds, each row pointing at exactly one item. Editors read them and
-- resolve them; nobody else has access, and nobody may insert or delete
-- through the API (the function writes as the table owner).
--
-- Resolving a report of any kind (creator, organization, business) needs a
-- note (issue 19): review_note, as on creator_claims, so log_status_change
-- (0270) copies it into the moderation log.

create table public.content_reports (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid references public.organizations (id) on delete cascade,
  business_id uuid references public.businesses (id) on delete cascade,
  reason text not null check (trim(reason) <> ''),
  reporter text not null default 'Anonymous user',
  status text not null default 'open' check (status in ('open', 'resolved')),
  review_note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint content_reports_one_item check (num_nonnulls(organization_id, business_id) = 1),
  constraint content_reports_resolved_with_note
    check (status = 'open' or coalesce(trim(review_note), '') <> ''),
  constraint content_reports_reason_max_length check (char_length(reason) <= 4000),
  constraint content_reports_reporter_max_length check (char_length(reporter) <= 200),
  constraint content_reports_status_max_length check (char_length(status) <= 64),
  constraint content_reports_review_note_max_length check (char_length(review_note) <= 4000)
);

create index content_reports_organization_idx on public.content_reports (organization_id);
create index content_reports_business_idx on public.content_reports (business_id);
create index content_reports_status_idx on public.content_reports (status, created_at desc);

create trigger content_reports_0_clean_text before insert or update on public.content_reports
  for each row execute function public.clean_text_columns('text:reason', 'line:reporter',
    'text:review_note');
create trigger content_reports_updated_at before update on public.content_reports
  for each row execute function public.set_updated_at();
create trigger content_reports_status_log after update on public.content_reports
  for each row execute function public.log_status_change();

-- An editor changes the status and the note, never the report itself.
grant select on public.content_reports to authenticated;
grant update (status, review_note) on public.content_reports to authenticated;
grant all on public.content_reports to service_role;

alter table public.content_reports enable row level security;

create policy content_reports_select_editor on public.content_reports
  for select to authenticated using ((select public.is_editor()));
create policy content_reports_update_editor on public.content_reports
  for update to authenticated
  using ((select public.is_editor())) with check ((select public.is_editor()));

-- Creator reports take the same note. Rows resolved before this migration
-- have none, so the rule holds for new and changed rows only (not valid).
alter table public.creator_reports
  add column review_note text,
  add constraint creator_reports_review_note_max_length check (char_length(review_note) <= 4000),
  add constraint creator_reports_resolved_with_note
    check (status = 'open' or coalesce(trim(review_note), '') <> '') not valid;

drop trigger creator_reports_0_clean_text on public.creator_reports;
create trigger creator_reports_0_clean_text before insert or update on public.creator_reports
  for each row execute function public.clean_text_columns('text:reason', 'line:reporter',
    'text:review_note');
