-- The author's mail about an editor's decision on their submission (0140, 0271).

create or replace function public.notify_author_of_decision() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  row_json jsonb := to_jsonb(new);
  template text;
  owner_id uuid;
  author_email text;
  author_language text;
  title text;
begin
  -- Only an editor's decision on a row that waited for review is news to its author.
  if old.status::text is distinct from 'pending_review'
    or new.status::text is not distinct from old.status::text then
    return null;
  end if;
  template := case new.status::text
    when 'draft' then 'submission_sent_back'
    when 'published' then 'submission_published'
    when 'rejected' then 'submission_rejected'
  end;
  if template is null then
    return null;
  end if;
  owner_id := (row_json ->> case when tg_table_name = 'memorials' then 'submitter_id' else 'author_id' end)::uuid;
  -- Nobody is told about their own decision (an editor reviewing their own row).
  if owner_id is null or owner_id is not distinct from auth.uid() then
    return null;
  end if;
  -- The member's chosen mail language, else the submission's, else the account's (0871).
  select u.email, public.mail_language_for(owner_id, row_json ->> 'submission_language')
    into author_email, author_language
    from auth.users u where u.id = owner_id;
  if coalesce(author_email, '') = '' then
    return null;
  end if;
  title := coalesce(nullif(row_json ->> 'name_en', ''), nullif(row_json ->> 'title_en', ''),
    nullif(row_json ->> 'full_name', ''), nullif(row_json ->> 'name_sr_cyrl', ''),
    nullif(row_json ->> 'title_sr_cyrl', ''), '');
  insert into public.mail_outbox (to_address, template, locale, data)
  values (author_email, template, coalesce(author_language, 'en'),
    jsonb_build_object('table', tg_table_name, 'id', new.id, 'title', title,
      'slug', row_json ->> 'slug', 'note', row_json ->> 'review_note'));
  return null;
end
$$;

revoke all on function public.notify_author_of_decision() from public;
