import { generateKeyPairSync } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * JWT_JWKS through the API: an RS256 service-role key signed with a configured
 * key opens /auth/v1/admin and /rest/v1 as service_role (as the auth-js suite's
 * keys do on Supabase); one signed with any other key is refused. A user's
 * token signed with it is the user's on all three APIs, /functions/v1 too
 * (issue 34).
 */

const trusted = generateKeyPairSync('rsa', { modulusLength: 2048 });
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
const kid = 'conformance-key';
let server: TestServer;

beforeAll(async () => {
  const jwk = { ...trusted.publicKey.export({ format: 'jwk' }), kid, alg: 'RS256' };
  server = await startTestServer({ JWT_JWKS: JSON.stringify({ keys: [jwk] }) });
});
afterAll(() => server.close());

function serviceKey(privateKey = trusted.privateKey) {
  return new SignJWT({ role: 'service_role', iss: 'supabase-demo' })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid })
    .sign(privateKey);
}

/** The anon key as apikey, `key` as the Bearer token (what the admin API and PostgREST check). */
function clientWith(key: string) {
  return server.client({ accessToken: key });
}

describe('API keys signed with a JWT_JWKS key', () => {
  it('open the admin users API and /rest/v1 as service_role', async () => {
    const client = clientWith(await serviceKey());
    const created = await client.auth.admin.createUser({
      email: 'rs256@example.com',
      password: 'a long enough passphrase 42',
      email_confirm: true,
    });
    expect(created.error).toBeNull();
    const listed = await client.auth.admin.listUsers();
    expect(listed.error).toBeNull();
    expect(listed.data.users.map((user) => user.email)).toContain('rs256@example.com');

    const roles = await client.from('user_roles').select('user_id').limit(1);
    expect(roles.error).toBeNull();
  });

  it('are refused when another key signed them', async () => {
    const client = clientWith(await serviceKey(stranger.privateKey));
    const { error } = await client.auth.admin.listUsers();
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
    const rest = await client.from('user_roles').select('user_id').limit(1);
    expect(rest.error).toMatchObject({ code: 'PGRST301' });
  });
});

describe('user tokens signed with a JWT_JWKS key', () => {
  it('sign the user in to /auth/v1, /rest/v1 and /functions/v1 alike', async () => {
    const admin = clientWith(await serviceKey());
    const created = await admin.auth.admin.createUser({
      email: 'rs256.user@example.com',
      password: 'a long enough passphrase 42',
      email_confirm: true,
    });
    expect(created.error).toBeNull();
    const userId = created.data.user!.id;
    const token = await new SignJWT({
      role: 'authenticated',
      aud: 'authenticated',
      email: 'rs256.user@example.com',
      aal: 'aal1',
    })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid })
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(trusted.privateKey);
    const user = clientWith(token);

    const me = await user.auth.getUser(token);
    expect(me.error).toBeNull();
    expect(me.data.user?.id).toBe(userId);
    const profile = await user.from('profiles').select('id').eq('id', userId);
    expect(profile.error).toBeNull();
    expect(profile.data).toEqual([{ id: userId }]);
    // A function that needs a signed-in caller takes the same token.
    const preferences = await user.functions.invoke('newsletter-my-preferences', { body: {} });
    expect(preferences.error).toBeNull();
    expect(preferences.data).toEqual({ ok: true, subscribed: false });
  });
});
