import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../keys.ts';
import { hashPassword } from './passwords.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

const password = 'a long enough passphrase 42';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ AUTH_AUTOCONFIRM: 'true' });
  for (const email of ['mila@example.com', 'reuse@example.com', 'forged@example.com']) {
    const { error } = await server.client().auth.signUp({ email, password });
    if (error) throw error;
  }
});
afterAll(() => server.close());

async function signIn(email: string) {
  const { data, error } = await server.client().auth.signInWithPassword({ email, password });
  if (error) throw error;
  return data.session!;
}

async function refresh(refreshToken: string) {
  const response = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: {
      apikey: server.keys.anonKey,
      'Content-Type': 'application/json;charset=UTF-8',
      'X-Supabase-Api-Version': '2024-01-01',
    },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const payloadOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;

describe('POST /token?grant_type=password', () => {
  it('issues an HS256 access token with the GoTrue claims', async () => {
    const session = await signIn('mila@example.com');
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    const [header] = session.access_token.split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toMatchObject({
      alg: 'HS256',
    });
    const claims = payloadOf(session.access_token);
    expect(claims).toMatchObject({
      sub: session.user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: 'mila@example.com',
      phone: '',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      iss: `${server.config.siteUrl}/auth/v1`,
    });
    expect(claims.exp).toBe((claims.iat as number) + 3600);
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect(session.expires_at).toBe(claims.exp);
    expect(session.user.last_sign_in_at).toBeTruthy();
  });

  it('answers every wrong pair with the same invalid_credentials', async () => {
    for (const [email, pass] of [
      ['mila@example.com', 'wrong password 123'],
      ['nobody@example.com', password],
      ['nobody@example.com', 'wrong password 123'],
    ] as const) {
      const { error } = await server.client().auth.signInWithPassword({ email, password: pass });
      expect(error).toMatchObject({
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      });
    }
  });

  it('signs in with a password that no longer meets the policy, and says so in weak_password', async () => {
    await server.db.query('update auth.users set encrypted_password = $1 where email = $2', [
      await hashPassword('password123'),
      'forged@example.com',
    ]);
    const { data, error } = await server
      .client()
      .auth.signInWithPassword({ email: 'forged@example.com', password: 'password123' });
    expect(error).toBeNull();
    expect(data.weakPassword).toMatchObject({ reasons: ['pwned'], message: expect.any(String) });
    await server.db.query('update auth.users set encrypted_password = $1 where email = $2', [
      await hashPassword(password),
      'forged@example.com',
    ]);
  });

  it('refuses an unknown grant type', async () => {
    const response = await fetch(`${server.url}/auth/v1/token?grant_type=magic`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body: '{}',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'invalid_credentials',
      message: 'unsupported_grant_type',
    });
  });

  it('answers an id_token sign-in as GoTrue does for a provider that is turned off', async () => {
    const { data, error } = await server
      .client()
      .auth.signInWithIdToken({ provider: 'google', token: 'an-id-token', nonce: 'n' });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({
      status: 400,
      code: 'provider_disabled',
      message: 'Provider (issuer "https://accounts.google.com") is not enabled',
    });
  });
});

describe('POST /token?grant_type=refresh_token', () => {
  it('rotates: a new refresh token and access token in the same session, user included', async () => {
    const client = server.client();
    await client.auth.signInWithPassword({ email: 'mila@example.com', password });
    const before = (await client.auth.getSession()).data.session!;
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session!.refresh_token).not.toBe(before.refresh_token);
    expect(data.user?.email).toBe('mila@example.com');
    expect(payloadOf(data.session!.access_token).session_id).toBe(
      payloadOf(before.access_token).session_id,
    );
    expect(payloadOf(data.session!.access_token).amr).toEqual(payloadOf(before.access_token).amr);
  });

  it('gives the active token again for its revoked parent, with no time limit', async () => {
    const first = await signIn('reuse@example.com');
    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);
    // Long after the reuse interval, a second tab presenting the parent still gets the active token.
    await server.db.query(
      "update auth.refresh_tokens set updated_at = now() - interval '1 hour' where revoked",
    );
    const again = await refresh(first.refresh_token);
    expect(again.status).toBe(200);
    expect(again.body.refresh_token).toBe(second.body.refresh_token);
    expect(again.body.access_token).toBeTruthy();
  });

  it('tolerates another revoked token within 10 s, and treats a later reuse as theft', async () => {
    const first = await signIn('reuse@example.com');
    const second = await refresh(first.refresh_token);
    const third = await refresh(String(second.body.refresh_token));
    expect(third.status).toBe(200);
    // `first` is now a grandparent: not the parent of the active token, but revoked a moment ago.
    const tolerated = await refresh(first.refresh_token);
    expect(tolerated.status).toBe(200);
    expect(tolerated.body.refresh_token).not.toBe(third.body.refresh_token);

    await server.db.query(
      "update auth.refresh_tokens set updated_at = now() - interval '11 seconds' where revoked",
    );
    // `second` is revoked and is not the parent of the active token (the tolerated child of `first`).
    const stolen = await refresh(String(second.body.refresh_token));
    expect(stolen).toMatchObject({
      status: 400,
      body: { code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' },
    });
    // The whole session is revoked: its live tokens and access tokens no longer work.
    const live = await refresh(String(tolerated.body.refresh_token));
    expect(live.status).toBe(400);
    expect(live.body.code).toBe('refresh_token_not_found');
    const user = await server
      .client({ accessToken: String(third.body.access_token) })
      .auth.getUser();
    expect(user.error?.name).toBe('AuthSessionMissingError');
  });

  it('answers concurrent refreshes of one token with one and the same new token', async () => {
    const session = await signIn('reuse@example.com');
    const results = await Promise.all([1, 2, 3, 4].map(() => refresh(session.refresh_token)));
    expect(results.map((result) => result.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(results.map((result) => result.body.refresh_token)).size).toBe(1);
  });

  it('rejects unknown and malformed refresh tokens', async () => {
    expect(await refresh('abc')).toMatchObject({
      status: 400,
      body: { code: 'validation_failed' },
    });
    expect(await refresh('x'.repeat(43))).toMatchObject({
      status: 400,
      body: { code: 'refresh_token_not_found' },
    });
  });
});

describe('access tokens the server must refuse', () => {
  async function getUser(token: string) {
    const response = await fetch(`${server.url}/auth/v1/user`, {
      headers: { Authorization: `Bearer ${token}`, 'X-Supabase-Api-Version': '2024-01-01' },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it('accepts the genuine token', async () => {
    const session = await signIn('forged@example.com');
    expect((await getUser(session.access_token)).status).toBe(200);
  });

  it('refuses an expired token with 403 bad_jwt', async () => {
    const session = await signIn('forged@example.com');
    const claims = payloadOf(session.access_token);
    const now = Math.floor(Date.now() / 1000);
    const expired = await signJwt(
      { ...claims, iat: now - 7200, exp: now - 3600 },
      server.jwtSecret,
    );
    expect(await getUser(expired)).toMatchObject({ status: 403, body: { code: 'bad_jwt' } });
  });

  it('refuses a token signed with another secret', async () => {
    const session = await signIn('forged@example.com');
    const forged = await signJwt(
      payloadOf(session.access_token),
      'another-secret-that-is-long-enough!!',
    );
    expect(await getUser(forged)).toMatchObject({ status: 403, body: { code: 'bad_jwt' } });
  });

  it('refuses alg none', async () => {
    const session = await signIn('forged@example.com');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const body = session.access_token.split('.')[1];
    expect(await getUser(`${header}.${body}.`)).toMatchObject({
      status: 403,
      body: { code: 'bad_jwt' },
    });
  });

  it('refuses a token whose role was tampered with', async () => {
    const session = await signIn('forged@example.com');
    const [header, , signature] = session.access_token.split('.');
    const tampered = Buffer.from(
      JSON.stringify({ ...payloadOf(session.access_token), role: 'service_role' }),
    ).toString('base64url');
    expect(await getUser(`${header}.${tampered}.${signature}`)).toMatchObject({
      status: 403,
      body: { code: 'bad_jwt' },
    });
  });

  it('refuses a missing header with 401 and the anon key (no sub) with 403', async () => {
    const response = await fetch(`${server.url}/auth/v1/user`);
    expect(response.status).toBe(401);
    expect(await getUser(server.keys.anonKey)).toMatchObject({
      status: 403,
      body: { code: 'bad_jwt' },
    });
  });
});
