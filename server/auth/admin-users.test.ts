import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken } from '../db/test-actors.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

const password = 'a long enough passphrase 42';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const admin = () => server.serviceClient().auth.admin;

async function auditRows(email: string) {
  const { rows } = await server.db.query<{ actor_label: string; role: string; action: string }>(
    `select actor_label, role, action from public.user_role_changes
     where target_email = $1 order by id`,
    [email],
  );
  return rows;
}

describe('GoTrue admin users API (/auth/v1/admin/users)', () => {
  it('creates a confirmed user with roles from app_metadata.roles, who can sign in', async () => {
    const { data, error } = await admin().createUser({
      email: 'Milica@Example.com',
      password,
      email_confirm: true,
      user_metadata: { full_name: 'Милица' },
      app_metadata: { roles: ['editor'], team: 'news' },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email: 'milica@example.com',
      aud: 'authenticated',
      role: 'authenticated',
      user_metadata: { full_name: 'Милица' },
      app_metadata: { provider: 'email', providers: ['email'], team: 'news', roles: ['editor'] },
    });
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(await auditRows('milica@example.com')).toEqual([
      { actor_label: 'service_role', role: 'editor', action: 'grant' },
    ]);

    const client = server.client();
    const signIn = await client.auth.signInWithPassword({ email: 'milica@example.com', password });
    expect(signIn.error).toBeNull();
    // The role is theirs; using it needs two factors (decision 018).
    expect((await client.rpc('my_staff_role')).data).toBe('editor');

    const again = await admin().createUser({ email: 'milica@example.com', password });
    expect(again.error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('lists users page by page with GoTrue pagination headers', async () => {
    for (const name of ['ana', 'boris', 'cveta']) {
      const { error } = await admin().createUser({ email: `${name}@example.com`, password });
      expect(error).toBeNull();
    }
    const { data, error } = await admin().listUsers({ page: 1, perPage: 2 });
    expect(error).toBeNull();
    expect(data.users.map((user) => user.email)).toEqual([
      'cveta@example.com',
      'boris@example.com',
    ]);
    expect(data).toMatchObject({ aud: 'authenticated', total: 4, nextPage: 2, lastPage: 2 });
    expect(data.users[0]?.app_metadata.roles).toEqual([]);

    const second = await admin().listUsers({ page: 2, perPage: 2 });
    expect(second.data.users.map((user) => user.email)).toEqual([
      'ana@example.com',
      'milica@example.com',
    ]);
    expect(second.data).toMatchObject({ nextPage: null, lastPage: 2, total: 4 });

    const response = await fetch(`${server.url}/auth/v1/admin/users?page=0`, {
      headers: { Authorization: `Bearer ${server.keys.serviceRoleKey}` },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error_code: 'validation_failed' });
  });

  it('reads, updates roles and metadata, and deletes a user by id', async () => {
    const { data: created } = await admin().createUser({
      email: 'dragan@example.com',
      password,
      email_confirm: true,
    });
    const id = created.user!.id;

    const granted = await admin().updateUserById(id, {
      app_metadata: { roles: ['admin', 'editor'] },
      user_metadata: { city: 'Chicago' },
    });
    expect(granted.error).toBeNull();
    expect(granted.data.user?.app_metadata.roles).toEqual(['admin', 'editor']);
    expect(granted.data.user?.user_metadata).toEqual({ city: 'Chicago' });

    const read = await admin().getUserById(id);
    expect(read.data.user).toMatchObject({ email: 'dragan@example.com' });
    expect(read.data.user?.app_metadata.roles).toEqual(['admin', 'editor']);

    // Dragan is the only admin: the role stays, and so does the account.
    const lastAdmin = await admin().updateUserById(id, { app_metadata: { roles: [] } });
    expect(lastAdmin.error).toMatchObject({ status: 409 });
    expect((await admin().deleteUser(id)).error).toMatchObject({ status: 409 });

    const bad = await admin().updateUserById(id, { app_metadata: { roles: ['owner'] } });
    expect(bad.error).toMatchObject({ status: 400, code: 'validation_failed' });

    await admin().createUser({
      email: 'second.admin@example.com',
      password,
      email_confirm: true,
      app_metadata: { roles: ['admin'] },
    });
    const revoked = await admin().updateUserById(id, { app_metadata: { roles: ['editor'] } });
    expect(revoked.data.user?.app_metadata.roles).toEqual(['editor']);

    expect((await admin().deleteUser(id)).error).toBeNull();
    expect((await admin().getUserById(id)).error).toMatchObject({ status: 404 });
    expect(await auditRows('dragan@example.com')).toEqual([
      { actor_label: 'service_role', role: 'admin', action: 'grant' },
      { actor_label: 'service_role', role: 'editor', action: 'grant' },
      { actor_label: 'service_role', role: 'admin', action: 'revoke' },
      { actor_label: 'service_role', role: 'editor', action: 'revoke' },
    ]);
    const notUuid = await fetch(`${server.url}/auth/v1/admin/users/not-a-uuid`, {
      headers: { Authorization: `Bearer ${server.keys.serviceRoleKey}` },
    });
    expect(notUuid.status).toBe(404);
  });

  it('changes the address without confirmation; the old one no longer signs in', async () => {
    const { data: created } = await admin().createUser({
      email: 'old.address@example.com',
      password,
      email_confirm: true,
    });
    const id = created.user!.id;
    await admin().createUser({ email: 'taken@example.com', password });

    const taken = await admin().updateUserById(id, { email: 'Taken@Example.com' });
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });
    const invalid = await admin().updateUserById(id, { email: 'not-an-address' });
    expect(invalid.error).toMatchObject({ status: 400, code: 'validation_failed' });

    const changed = await admin().updateUserById(id, { email: 'New.Address@example.com' });
    expect(changed.error).toBeNull();
    expect(changed.data.user).toMatchObject({
      email: 'new.address@example.com',
    });
    expect(changed.data.user?.identities?.[0]?.identity_data).toMatchObject({
      email: 'new.address@example.com',
    });

    const client = server.client();
    const oldSignIn = await client.auth.signInWithPassword({
      email: 'old.address@example.com',
      password,
    });
    expect(oldSignIn.error).toMatchObject({ code: 'invalid_credentials' });
    const newSignIn = await client.auth.signInWithPassword({
      email: 'new.address@example.com',
      password,
    });
    expect(newSignIn.error).toBeNull();
  });

  it('refuses roles for an unconfirmed account, and grants them once it is confirmed', async () => {
    const { data } = await admin().createUser({ email: 'pending@example.com', password });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    const refused = await admin().updateUserById(data.user!.id, {
      app_metadata: { roles: ['editor'] },
    });
    expect(refused.error).toMatchObject({ status: 422, code: 'validation_failed' });
    expect(
      (
        await admin().createUser({
          email: 'pending2@example.com',
          password,
          app_metadata: { roles: ['admin'] },
        })
      ).error,
    ).toMatchObject({ status: 422 });
    expect((await admin().listUsers()).data.users.map((user) => user.email)).not.toContain(
      'pending2@example.com',
    );

    const confirmed = await admin().updateUserById(data.user!.id, {
      email_confirm: true,
      app_metadata: { roles: ['editor'] },
    });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data.user?.app_metadata.roles).toEqual(['editor']);
  });

  it('answers 403 not_admin to the anon key and to a signed-in user, 401 without a token', async () => {
    const { data } = await admin().createUser({
      email: 'nosy@example.com',
      password,
      email_confirm: true,
    });
    const userToken = await accessToken(server, data.user!.id, 'nosy@example.com');
    for (const token of [server.keys.anonKey, userToken]) {
      for (const [method, path] of [
        ['GET', '/admin/users'],
        ['POST', '/admin/users'],
        ['GET', `/admin/users/${data.user!.id}`],
        ['PUT', `/admin/users/${data.user!.id}`],
        ['DELETE', `/admin/users/${data.user!.id}`],
      ] as const) {
        const response = await fetch(`${server.url}/auth/v1${path}`, {
          method,
          headers: { Authorization: `Bearer ${token}`, apikey: server.keys.anonKey },
          ...(method === 'PUT' || method === 'POST'
            ? { body: JSON.stringify({ app_metadata: { roles: ['admin'] } }) }
            : {}),
        });
        expect(response.status, `${method} ${path}`).toBe(403);
        expect(await response.json()).toMatchObject({ error_code: 'not_admin' });
      }
    }
    const anonymous = await fetch(`${server.url}/auth/v1/admin/users`);
    expect(anonymous.status).toBe(401);

    const asUser = server.client({ accessToken: userToken }).auth.admin;
    expect((await asUser.listUsers()).error).toMatchObject({ status: 403, code: 'not_admin' });
    expect((await admin().getUserById(data.user!.id)).data.user?.app_metadata.roles).toEqual([]);
  });
});
