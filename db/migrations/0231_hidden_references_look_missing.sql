-- A reference to a row the caller cannot see answers exactly like a
-- reference to a row that does not exist (issue 16). Foreign keys are
-- checked without row-level security, so before this an event whose
-- organization_id named someone else's draft organization was stored, while
-- a made-up id failed with 23503: the difference told a user which hidden
-- rows exist.
--
-- The reference columns of the migrations, and who may set them:
--   events.organization_id -> organizations: the event's author (insert, and
--     update of a draft), and editors. Organizations can be hidden (draft,
--     pending, rejected rows of others): guarded below.
--   memorials.city_id -> cities: cities are readable by everyone, nothing is
--     hidden; guarded below anyway so a future policy on cities stays safe.
--   author_id, submitter_id, owner_user_id (-> auth.users or profiles): the
--     insert policies accept only the caller's own id and guard_owned_row
--     refuses any change (42501 whatever the id), so nothing is probed.
--   creator_claims.creator_id, creator_reports.creator_id: written by
--     security-definer functions that look creators up by slug among
--     published rows; editors, who may update these rows, see every creator.
--   profiles.id, user_roles.user_id, moderation_log.actor_id,
--     provinces_states references: not writable by anon or authenticated.
--
-- require_visible_reference(column, referenced table, constraint) runs as
-- the caller, so the look-up obeys the caller's row-level security; a row
-- it cannot see raises the same error (code, message, detail, constraint)
-- PostgreSQL raises for a missing row. It runs before the foreign key check,
-- so for API requests both cases are answered by this one raise.

create function public.require_visible_reference() returns trigger
language plpgsql
as $$
declare
  column_name text := tg_argv[0];
  referenced_table text := tg_argv[1];
  constraint_name text := tg_argv[2];
  reference text := to_jsonb(new) ->> column_name;
  visible boolean;
begin
  if not public.is_api_request() or reference is null then
    return new;
  end if;
  if tg_op = 'UPDATE' and reference is not distinct from to_jsonb(old) ->> column_name then
    return new;
  end if;
  execute format('select exists (select 1 from public.%I where id = $1::uuid)', referenced_table)
    into visible using reference;
  if visible then
    return new;
  end if;
  raise exception 'insert or update on table "%" violates foreign key constraint "%"',
      tg_table_name, constraint_name
    using errcode = '23503',
      detail = format('Key (%s)=(%s) is not present in table "%s".', column_name, reference,
        referenced_table),
      schema = tg_table_schema,
      table = tg_table_name,
      constraint = constraint_name;
end
$$;

create trigger events_visible_organization
  before insert or update of organization_id on public.events
  for each row execute function public.require_visible_reference(
    'organization_id', 'organizations', 'events_organization_id_fkey');

create trigger memorials_visible_city
  before insert or update of city_id on public.memorials
  for each row execute function public.require_visible_reference(
    'city_id', 'cities', 'memorials_city_id_fkey');
