import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestLink, outboxTo } from '../test/outbox.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

const password = 'a long enough passphrase 42';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ AUTH_AUTOCONFIRM: 'true' });
});
afterAll(() => server.close());

async function signedInClient(email: string, pass = password) {
  const client = server.client();
  const signUp = await client.auth.signUp({ email, password: pass });
  if (signUp.error) {
    const { error } = await client.auth.signInWithPassword({ email, password: pass });
    if (error) throw error;
  }
  return client;
}

describe('GET and PUT /user', () => {
  it('returns the user and merges metadata, deleting keys set to null', async () => {
    const client = await signedInClient('vera@example.com');
    const { data } = await client.auth.getUser();
    expect(data.user).toMatchObject({ email: 'vera@example.com', role: 'authenticated' });

    await client.auth.updateUser({ data: { full_name: 'Вера', city: 'Toronto' } });
    const { data: updated, error } = await client.auth.updateUser({
      data: { city: null, language: 'en' },
    });
    expect(error).toBeNull();
    expect(updated.user?.user_metadata).toEqual({ full_name: 'Вера', language: 'en' });
    expect((await client.auth.getUser()).data.user?.user_metadata).toEqual({
      full_name: 'Вера',
      language: 'en',
    });
  });

  it('changes the password, refuses the same or a weak one, and signs out other sessions', async () => {
    const client = await signedInClient('pavle@example.com');
    const other = await signedInClient('pavle@example.com');

    const same = await client.auth.updateUser({ password });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const weak = await client.auth.updateUser({ password: 'short' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });

    const changed = await client.auth.updateUser({ password: 'a brand new passphrase 7' });
    expect(changed.error).toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();
    expect((await other.auth.getUser()).error?.name).toBe('AuthSessionMissingError');

    const old = await server
      .client()
      .auth.signInWithPassword({ email: 'pavle@example.com', password });
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await server.client().auth.signInWithPassword({
      email: 'pavle@example.com',
      password: 'a brand new passphrase 7',
    });
    expect(fresh.error).toBeNull();
  });

  it('changes the email only after both the new and the current address confirmed', async () => {
    const client = await signedInClient('old.address@example.com');
    await signedInClient('taken@example.com');
    const taken = await client.auth.updateUser({ email: 'TAKEN@example.com' });
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });

    const { data, error } = await client.auth.updateUser({ email: 'new.address@example.com' });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email: 'old.address@example.com',
      new_email: 'new.address@example.com',
    });
    expect(data.user?.email_change_sent_at).toBeTruthy();

    const link = await latestLink(server.db, 'new.address@example.com');
    expect(link.type).toBe('email_change');
    const half = await server
      .client()
      .auth.verifyOtp({ token_hash: link.tokenHash, type: 'email_change' });
    // The new address alone changes nothing (GoTrue's secure email change).
    expect(half.error).toBeNull();
    expect(half.data.session).toBeNull();
    const { rows } = await server.db.query<{ email: string }>(
      "select email from auth.users where new_email = 'new.address@example.com'",
    );
    expect(rows).toEqual([{ email: 'old.address@example.com' }]);

    // The current address was told, and its link completes the change.
    const told = await latestLink(server.db, 'old.address@example.com');
    expect(told.template).toBe('email_change_current');
    expect(told.type).toBe('email_change');
    const verified = await server
      .client()
      .auth.verifyOtp({ token_hash: told.tokenHash, type: 'email_change' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe('new.address@example.com');
    expect(verified.data.user).not.toHaveProperty('new_email');
    expect(verified.data.user?.identities?.[0]?.identity_data?.email).toBe(
      'new.address@example.com',
    );

    const signIn = await server
      .client()
      .auth.signInWithPassword({ email: 'new.address@example.com', password });
    expect(signIn.error).toBeNull();
  });

  it('refuses app_metadata from the user', async () => {
    const client = await signedInClient('meta@example.com');
    const { data } = await client.auth.getSession();
    const response = await fetch(`${server.url}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        Authorization: `Bearer ${data.session!.access_token}`,
        'Content-Type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body: JSON.stringify({ app_metadata: { role: 'admin' } }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'not_admin' });
  });
});

describe('POST /logout', () => {
  /** Three clients signed in to one account, and their sessions. */
  async function threeSessions(email: string) {
    const clients = [];
    for (let index = 0; index < 3; index += 1) clients.push(await signedInClient(email));
    const sessions = await Promise.all(
      clients.map(async (client) => (await client.auth.getSession()).data.session!),
    );
    return { clients: clients as [(typeof clients)[0], ...typeof clients], sessions };
  }
  /** Whether the server still accepts each session's access token. */
  const alive = (sessions: { access_token: string }[]) =>
    Promise.all(
      sessions.map(
        async ({ access_token }) =>
          (await server.client().auth.getUser(access_token)).error === null,
      ),
    );

  it('local ends only the current session', async () => {
    const { clients, sessions } = await threeSessions('local@example.com');
    expect((await clients[0].auth.signOut({ scope: 'local' })).error).toBeNull();
    expect(await alive(sessions)).toEqual([false, true, true]);
    expect((await clients[0].auth.getSession()).data.session).toBeNull();
  });

  it('others ends every other session and keeps the current one', async () => {
    const { clients, sessions } = await threeSessions('others@example.com');
    expect((await clients[0].auth.signOut({ scope: 'others' })).error).toBeNull();
    expect(await alive(sessions)).toEqual([true, false, false]);
    const refreshed = await server
      .client()
      .auth.refreshSession({ refresh_token: sessions[1]!.refresh_token });
    expect(refreshed.error?.code).toBe('refresh_token_not_found');
  });

  it('global (the default) ends every session', async () => {
    const { sessions } = await threeSessions('global@example.com');
    const response = await fetch(`${server.url}/auth/v1/logout`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${sessions[0]!.access_token}`,
        'Content-Type': 'application/json',
      },
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await alive(sessions)).toEqual([false, false, false]);
  });

  it('refuses an unknown scope', async () => {
    const { sessions } = await threeSessions('scope@example.com');
    const token = sessions[0]!.access_token;
    const response = await fetch(`${server.url}/auth/v1/logout?scope=everything`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation_failed' });
  });
});

describe('the outbox with AUTH_AUTOCONFIRM', () => {
  it('holds no sign-up confirmations', async () => {
    expect(await outboxTo(server.db, 'vera@example.com')).toEqual([]);
  });
});
