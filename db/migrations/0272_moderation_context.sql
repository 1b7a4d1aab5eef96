-- What an editor needs beside a waiting item (issue 19): who submitted it
-- (name and email from the account, or the public email of a creator), from
-- which address, and its history of decisions (moderation_log: who, when,
-- from which status to which, the reason). Editors only: the function
-- answers nothing to anyone else. At most 200 rows per call.

create function public.moderation_context(source_table text, row_ids uuid[])
returns table (
  row_id uuid,
  submitter_name text,
  submitter_email text,
  submitter_ip text,
  history jsonb
)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  owner_column text;
begin
  if not (select public.is_editor()) then
    raise exception 'Only editors read the review context.' using errcode = '42501';
  end if;
  owner_column := case source_table
    when 'organizations' then 'author_id'
    when 'events' then 'author_id'
    when 'news' then 'author_id'
    when 'memorials' then 'submitter_id'
    when 'creators' then 'owner_user_id'
  end;
  if owner_column is null or coalesce(cardinality(row_ids), 0) > 200 then
    raise exception 'No review context for this request.' using errcode = '22023';
  end if;
  return query execute format(
    $sql$
    select t.id,
      coalesce(p.full_name, ''),
      coalesce(u.email, %2$s, ''),
      coalesce(host(ip.ip), ''),
      coalesce((
        select jsonb_agg(jsonb_build_object('at', l.created_at, 'actor', coalesce(a.email, ''),
          'from', l.from_status, 'to', l.to_status, 'note', l.note) order by l.created_at)
        from public.moderation_log l left join auth.users a on a.id = l.actor_id
        where l.table_name = %3$L and l.row_id = t.id
      ), '[]'::jsonb)
    from public.%1$I t
    left join auth.users u on u.id = t.%4$I
    left join public.profiles p on p.id = t.%4$I
    left join public.submitter_ips ip on ip.table_name = %3$L and ip.row_id = t.id
    where t.id = any($1)
    $sql$,
    source_table,
    case when source_table = 'creators' then 't.email_public' else 'null' end,
    source_table,
    owner_column)
  using row_ids;
end
$$;

revoke all on function public.moderation_context(text, uuid[]) from public;
grant execute on function public.moderation_context(text, uuid[]) to authenticated;
