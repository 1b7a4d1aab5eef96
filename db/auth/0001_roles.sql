-- The API roles, as on Supabase. Idempotent (and safe when several databases of
-- one cluster migrate at once), so it also runs on a PostgreSQL where they exist.
-- Never needed on a real Supabase project.

do $$
declare
  role_name text;
begin
  foreach role_name in array array['anon', 'authenticated', 'service_role'] loop
    begin
      execute format('create role %I nologin noinherit', role_name);
    exception when duplicate_object or unique_violation then
      null;
    end;
  end loop;
end
$$;

-- service_role sees every row, as on Supabase.
alter role service_role bypassrls;

-- Let the server's login role switch to each API role with SET LOCAL ROLE.
do $$
begin
  execute format('grant anon, authenticated, service_role to %I', current_user);
end
$$;

grant usage on schema public to anon, authenticated, service_role;
