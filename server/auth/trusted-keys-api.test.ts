import { generateKeyPairSync } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * JWT_JWKS through the API: an RS256 service-role key signed with a configured
 * key opens /auth/v1/admin and /rest/v1 as service_role (as the auth-js suite's
 * keys do on Supabase); one signed with any other key is refused.
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
