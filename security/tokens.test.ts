import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestLink } from '../server/test/outbox.ts';
import type { TestServer } from '../server/test/test-server.ts';
import { forgeToken, signUpAndIn, startSecurityServer } from './security-server.ts';

/**
 * Forged, stale and replayed credentials, each tried against the three APIs
 * that read a token: /rest/v1, /auth/v1 and /functions/v1.
 */

let server: TestServer;
let userId: string;
let genuine: string;

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const wrongSecret = 'not-the-server-secret-'.padEnd(48, 'z');
let caller = 0;
/** A new client address for each function call, so the per-IP limit never answers first. */
const fromNewAddress = () => ({
  'X-Forwarded-For': `10.7.${Math.floor(++caller / 250)}.${caller % 250}`,
});

beforeAll(async () => {
  server = await startSecurityServer({ TRUST_PROXY: 'loopback' });
  const session = await signUpAndIn(server, 'tokens@example.com');
  userId = session.user.id;
  genuine = session.access_token;
});
afterAll(() => server?.close());

/** What each API answers to one bearer token. */
async function tryEverywhere(token: string) {
  const headers = { apikey: server.keys.anonKey, Authorization: `Bearer ${token}` };
  const rest = await fetch(`${server.url}/rest/v1/organizations?select=id`, { headers });
  const auth = await fetch(`${server.url}/auth/v1/user`, { headers });
  const fn = await fetch(`${server.url}/functions/v1/report-creator-profile`, {
    method: 'POST',
    headers: { ...headers, ...fromNewAddress(), 'Content-Type': 'application/json' },
    body: JSON.stringify({ creatorSlug: 'nobody', reason: 'token test' }),
  });
  return {
    rest: { status: rest.status, body: (await rest.json()) as Record<string, unknown> },
    auth: { status: auth.status, body: (await auth.json()) as Record<string, unknown> },
    fn: { status: fn.status, body: (await fn.json()) as Record<string, unknown> },
  };
}

function expectRefusedEverywhere(result: Awaited<ReturnType<typeof tryEverywhere>>) {
  expect(result.rest.status).toBe(401);
  expect(String(result.rest.body.code)).toMatch(/^PGRST30[13]$/);
  expect(result.auth).toMatchObject({ status: 403, body: { error_code: 'bad_jwt' } });
  expect(result.fn).toMatchObject({ status: 401, body: { code: 'invalid_jwt' } });
}

describe('forged and stale access tokens', () => {
  it('accepts the genuine token everywhere (the baseline the refusals are measured against)', async () => {
    const result = await tryEverywhere(genuine);
    expect(result.rest.status).toBe(200);
    expect(result.auth.status).toBe(200);
    expect(result.auth.body.id).toBe(userId);
    expect(result.fn.status).toBe(404); // past the token check: the creator does not exist
  });

  it('refuses an expired token (past the 30 s clock skew)', async () => {
    const expired = await forgeToken(server, {
      sub: userId,
      role: 'authenticated',
      exp: Math.floor(Date.now() / 1000) - 120,
    });
    const result = await tryEverywhere(expired);
    expectRefusedEverywhere(result);
    expect(result.rest.body.message).toBe('JWT expired');
  });

  it('refuses a token signed with another secret', async () => {
    expectRefusedEverywhere(
      await tryEverywhere(
        await forgeToken(server, { sub: userId, role: 'authenticated' }, wrongSecret),
      ),
    );
  });

  it('refuses alg none, with and without a signature', async () => {
    const header = base64url({ alg: 'none', typ: 'JWT' });
    const claims = base64url({
      sub: userId,
      role: 'service_role',
      aud: 'authenticated',
      exp: Math.floor(Date.now() / 1000) + 3600,
    });
    expectRefusedEverywhere(await tryEverywhere(`${header}.${claims}.`));
    const [, , signature] = genuine.split('.');
    expectRefusedEverywhere(await tryEverywhere(`${header}.${claims}.${signature}`));
  });

  it('refuses a genuine token whose role claim was raised to service_role', async () => {
    const [header, payload, signature] = genuine.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as object;
    const raised = base64url({ ...claims, role: 'service_role' });
    expectRefusedEverywhere(await tryEverywhere(`${header}.${raised}.${signature}`));
  });

  it('refuses service_role and postgres claims signed with a wrong key', async () => {
    for (const role of ['service_role', 'postgres', 'supabase_admin']) {
      const forged = await forgeToken(server, { sub: userId, role }, wrongSecret);
      expectRefusedEverywhere(await tryEverywhere(forged));
    }
  });

  it('refuses a correctly signed token for a database role that is not an API role', async () => {
    for (const role of ['postgres', 'supabase_admin', 'pg_read_server_files', 'authenticator']) {
      const token = await forgeToken(server, { sub: userId, role });
      const rest = await fetch(`${server.url}/rest/v1/security_canary?select=*`, {
        headers: { apikey: server.keys.anonKey, Authorization: `Bearer ${token}` },
      });
      expect(rest.status, role).toBe(401);
      expect(await rest.json()).toMatchObject({ code: 'PGRST303' });
      // The functions treat it as no signed-in user (never as more than one).
      const fn = await fetch(`${server.url}/functions/v1/report-creator-profile`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          ...fromNewAddress(),
        },
        body: JSON.stringify({ creatorSlug: 'nobody', reason: 'role test' }),
      });
      expect(fn.status, role).toBe(404);
    }
  });
});

describe('refresh tokens and recovery links', () => {
  async function refresh(refreshToken: string) {
    const response = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: server.keys.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  }

  it('revokes the whole session when a rotated refresh token is replayed after the reuse interval', async () => {
    const session = await signUpAndIn(server, 'replay@example.com');
    const second = await refresh(session.refresh_token);
    const third = await refresh(second.body.refresh_token!);
    expect(third.status).toBe(200);
    expect(third.body.refresh_token).not.toBe(second.body.refresh_token);

    await server.db.query(
      `update auth.refresh_tokens set updated_at = now() - interval '11 seconds'
       where revoked and user_id = $1`,
      [session.user.id],
    );
    // The first token is neither active nor the parent of the active one: a replay means theft.
    const replay = await refresh(session.refresh_token);
    expect(replay).toMatchObject({
      status: 400,
      body: { error_code: 'refresh_token_already_used' },
    });
    // The replay cost the whole session: the newest refresh and access tokens are dead too.
    const live = await refresh(third.body.refresh_token!);
    expect(live.status).toBe(400);
    const user = await fetch(`${server.url}/auth/v1/user`, {
      headers: { apikey: server.keys.anonKey, Authorization: `Bearer ${third.body.access_token}` },
    });
    expect(user.status).toBe(403);
  });

  async function verifyRecovery(tokenHash: string) {
    const response = await fetch(`${server.url}/auth/v1/verify`, {
      method: 'POST',
      headers: { apikey: server.keys.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'recovery', token_hash: tokenHash }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function requestRecovery(email: string) {
    const { error } = await server.client().auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    return latestLink(server.db, email);
  }

  it('accepts a recovery link once; the second use is refused', async () => {
    await signUpAndIn(server, 'twice@example.com');
    const link = await requestRecovery('twice@example.com');
    expect(link.type).toBe('recovery');
    const first = await verifyRecovery(link.tokenHash);
    expect(first.status).toBe(200);
    expect(first.body.access_token).toEqual(expect.any(String));
    const second = await verifyRecovery(link.tokenHash);
    expect(second).toMatchObject({ status: 403, body: { error_code: 'otp_expired' } });
  });

  it('refuses a recovery link used after it expired', async () => {
    const session = await signUpAndIn(server, 'late@example.com');
    const link = await requestRecovery('late@example.com');
    await server.db.query(
      `update auth.one_time_tokens set expires_at = now() - interval '1 second' where user_id = $1`,
      [session.user.id],
    );
    const late = await verifyRecovery(link.tokenHash);
    expect(late).toMatchObject({ status: 403, body: { error_code: 'otp_expired' } });
    expect(late.body).not.toHaveProperty('access_token');
  });
});
