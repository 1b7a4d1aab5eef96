import { reloadSchemaCache } from '../server/rest/schema/schema-cache-store.ts';
import { signJwt } from '../server/keys.ts';
import { startTestServer, type TestServer } from '../server/test/test-server.ts';

/**
 * The real server for the security suite: a fresh database (PGlite, or
 * PostgreSQL with TEST_DATABASE_URL), the fixture web build, and a canary
 * table that no API role may read or change. anon and authenticated hold
 * every grant on it and only row-level security (with no policy) stands in
 * the way; service_role holds no grant at all.
 */

export const canarySecret = 'canary: never read me';

const canarySql = `
create table public.security_canary (id int primary key, secret text not null);
insert into public.security_canary values (1, '${canarySecret}'), (2, 'second canary row');
alter table public.security_canary enable row level security;
grant select, insert, update, delete on public.security_canary to anon, authenticated;
revoke all on public.security_canary from service_role;
`;

export async function startSecurityServer(
  env: Record<string, string> = {},
  options: Parameters<typeof startTestServer>[1] = {},
): Promise<TestServer> {
  const server = await startTestServer({ AUTH_AUTOCONFIRM: 'true', ...env }, options);
  await server.db.exec(canarySql);
  await reloadSchemaCache(server.db);
  return server;
}

/** The canary rows as the database owner sees them. */
export async function canaryRows(server: TestServer) {
  const { rows } = await server.db.query(
    'select id, secret from public.security_canary order by id',
  );
  return rows;
}

/** An access token for `sub` with any claims, signed with the server's secret (or another). */
export function forgeToken(
  server: TestServer,
  claims: Record<string, unknown>,
  secret = server.jwtSecret,
) {
  return signJwt(
    { aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 3600, ...claims },
    secret,
  );
}

/** A confirmed account with a password (AUTH_AUTOCONFIRM is on), signed in: its session. */
export async function signUpAndIn(server: TestServer, email: string, password = 'Correct-Horse-9') {
  const client = server.client();
  const signUp = await client.auth.signUp({ email, password });
  if (signUp.error) throw signUp.error;
  const signIn = await client.auth.signInWithPassword({ email, password });
  if (signIn.error || !signIn.data.session) throw signIn.error ?? new Error('no session');
  return signIn.data.session;
}

/** Gives an account a role (editor / admin) as the database owner. */
export async function grantRole(server: TestServer, userId: string, role: 'editor' | 'admin') {
  await server.db.query('insert into public.user_roles (user_id, role) values ($1, $2)', [
    userId,
    role,
  ]);
}
