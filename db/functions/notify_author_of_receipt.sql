-- The author's receipt of a submission waiting for review (0271).

create or replace function public.notify_author_of_receipt() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  row_json jsonb := to_jsonb(new);
  owner_id uuid;
  author_email text;
  author_language text;
begin
  if new.status::text <> 'pending_review' then
    return null;
  end if;
  owner_id := (row_json ->> case when tg_table_name = 'memorials' then 'submitter_id' else 'author_id' end)::uuid;
  if owner_id is null then
    return null;
  end if;
  -- The member's chosen mail language, else the submission's, else the account's (0871).
  select u.email, public.mail_language_for(owner_id, row_json ->> 'submission_language')
    into author_email, author_language
    from auth.users u where u.id = owner_id;
  if coalesce(author_email, '') = '' then
    return null;
  end if;
  insert into public.mail_outbox (to_address, template, locale, data, dedupe_key)
  values (author_email, 'submission_received', coalesce(author_language, 'en'),
    jsonb_build_object('table', tg_table_name, 'id', new.id,
      'title', left(coalesce(nullif(row_json ->> 'name_en', ''), nullif(row_json ->> 'title_en', ''),
        nullif(row_json ->> 'full_name', ''), nullif(row_json ->> 'name_sr_cyrl', ''),
        nullif(row_json ->> 'title_sr_cyrl', ''), ''), 200)),
    format('submission-received:%s:%s', tg_table_name, new.id))
  on conflict (dedupe_key) do nothing;
  return null;
end
$$;

revoke all on function public.notify_author_of_receipt() from public;
