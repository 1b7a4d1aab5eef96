-- Mails name items in the reader's script (issue 21). The SQL that queues a
-- mail names its item English-first ('title' = name_en, title_en …), so a
-- Serbian reader's mail read "Објављено: Serbian Folk Ensemble". Rather than
-- redefine every function that queues mail, a trigger on mail_outbox adds
-- the item's Serbian names (`names`) to a Serbian reader's message when the
-- message points at an item: `table` and `id` (submission decisions,
-- revisions, creator publication, reports), each of a digest's `items`, or a
-- claim (`claim_id`). server/mail/mail-names.ts picks from them.

-- The Serbian names of one row, as a json object without nulls; '{}' for a
-- table without Serbian names (memorials keep one name, written in the
-- reader's script by the template) or a row that is gone.
create function public.mail_serbian_names(source_table text, row_id text)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  names jsonb;
  item uuid;
begin
  if row_id is null
    or row_id !~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' then
    return '{}'::jsonb;
  end if;
  item := row_id::uuid;
  case source_table
    when 'events' then
      select jsonb_build_object('title_sr_cyrl', e.title_sr_cyrl) into names
        from public.events e where e.id = item;
    when 'news' then
      select jsonb_build_object('title_sr_cyrl', n.title_sr_cyrl) into names
        from public.news n where n.id = item;
    when 'organizations' then
      select jsonb_build_object('name_sr_cyrl', o.name_sr_cyrl) into names
        from public.organizations o where o.id = item;
    when 'businesses' then
      select jsonb_build_object('name_sr_cyrl', b.name_sr_cyrl) into names
        from public.businesses b where b.id = item;
    when 'creators' then
      select jsonb_build_object('name_eng', c.name_eng, 'name_lat', c.name_lat,
          'name_cyr', c.name_cyr) into names
        from public.creators c where c.id = item;
    when 'creator_claims' then
      select jsonb_build_object('name_eng', c.name_eng, 'name_lat', c.name_lat,
          'name_cyr', c.name_cyr) into names
        from public.creator_claims k join public.creators c on c.id = k.creator_id
        where k.id = item;
    when 'creator_revisions' then
      select jsonb_build_object('name_eng', c.name_eng, 'name_lat', c.name_lat,
          'name_cyr', c.name_cyr) into names
        from public.creator_revisions r join public.creators c on c.id = r.creator_id
        where r.id = item;
    when 'content_revisions' then
      select public.mail_serbian_names(r.table_name, r.row_id::text) into names
        from public.content_revisions r where r.id = item;
    else
      names := null;
  end case;
  return jsonb_strip_nulls(coalesce(names, '{}'::jsonb));
end
$$;

revoke all on function public.mail_serbian_names(text, text) from public, anon, authenticated;

create function public.mail_outbox_add_serbian_names() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.locale not in ('sr', 'sr_cyrillic', 'sr_latin') then
    return new;
  end if;
  if jsonb_typeof(new.data -> 'items') = 'array' then
    new.data := jsonb_set(new.data, '{items}', (
      select coalesce(jsonb_agg(
          case when jsonb_typeof(entry.item) = 'object' and entry.item ? 'table' then
            entry.item || jsonb_build_object('names',
              public.mail_serbian_names(entry.item ->> 'table', entry.item ->> 'id'))
          else entry.item end
          order by entry.position), '[]'::jsonb)
        from jsonb_array_elements(new.data -> 'items') with ordinality as entry(item, position)));
  elsif new.data ? 'table' then
    new.data := new.data || jsonb_build_object('names',
      public.mail_serbian_names(new.data ->> 'table', new.data ->> 'id'));
  elsif new.data ? 'claim_id' then
    new.data := new.data || jsonb_build_object('names',
      public.mail_serbian_names('creator_claims', new.data ->> 'claim_id'));
  end if;
  return new;
end
$$;

revoke all on function public.mail_outbox_add_serbian_names() from public, anon, authenticated;

create trigger mail_outbox_serbian_names
  before insert on public.mail_outbox
  for each row execute function public.mail_outbox_add_serbian_names();
