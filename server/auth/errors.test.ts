import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ AUTH_AUTOCONFIRM: 'true' });
});
afterAll(() => server.close());

function post(path: string, body: string, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/auth/v1${path}`, {
    method: 'POST',
    headers: {
      apikey: server.keys.anonKey,
      'Content-Type': 'application/json;charset=UTF-8',
      ...headers,
    },
    body,
  });
}

const wrongPassword = JSON.stringify({ email: 'nobody@example.com', password: 'not the password' });

describe('GoTrue error formats', () => {
  it('answers X-Supabase-Api-Version 2024-01-01 with the string code, and keeps error_code and msg', async () => {
    const response = await post('/token?grant_type=password', wrongPassword, {
      'X-Supabase-Api-Version': '2024-01-01',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(response.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(await response.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('answers older clients (no header) with the legacy shape', async () => {
    const response = await post('/token?grant_type=password', wrongPassword);
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBeNull();
    expect(await response.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('lets a browser read the version and error-code headers across origins', async () => {
    const response = await post('/token?grant_type=password', wrongPassword, {
      'X-Supabase-Api-Version': '2024-01-01',
      Origin: 'https://elsewhere.example',
    });
    const exposed = (response.headers.get('access-control-expose-headers') ?? '').toLowerCase();
    expect(exposed).toContain('x-supabase-api-version');
    expect(exposed).toContain('x-sb-error-code');
  });

  it('gives weak_password with its reasons in both formats', async () => {
    const body = JSON.stringify({ email: 'weak@example.com', password: 'abc' });
    const current = await post('/signup', body, { 'X-Supabase-Api-Version': '2024-01-01' });
    expect(current.status).toBe(422);
    expect(await current.json()).toMatchObject({
      code: 'weak_password',
      weak_password: { reasons: ['length'] },
    });
    const legacy = await post('/signup', body);
    expect(await legacy.json()).toMatchObject({
      code: 422,
      error_code: 'weak_password',
      weak_password: { reasons: ['length'] },
    });
  });

  it('refuses malformed JSON with 400 bad_json', async () => {
    const response = await post('/signup', '{"email": ', {
      'X-Supabase-Api-Version': '2024-01-01',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'bad_json' });
    const wrongType = await post('/signup', '{"email": 42}', {
      'X-Supabase-Api-Version': '2024-01-01',
    });
    expect(await wrongType.json()).toMatchObject({ code: 'bad_json' });
  });

  it('ignores the unknown keys and nulls that auth-js sends', async () => {
    const response = await post(
      '/signup',
      JSON.stringify({
        email: 'extra@example.com',
        password: 'a long enough passphrase 42',
        data: {},
        gotrue_meta_security: { captcha_token: null },
        code_challenge: null,
        code_challenge_method: null,
        something_new: [1, 2, 3],
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ access_token: expect.any(String) });
  });

  it('answers an unsupported endpoint with 404 in the GoTrue shape', async () => {
    // Phone and SSO sign-in are not offered (docs: out of scope).
    const response = await post('/sso', '{}', { 'X-Supabase-Api-Version': '2024-01-01' });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not_found' });
  });

  it('serves /settings', async () => {
    const response = await fetch(`${server.url}/auth/v1/settings`);
    expect(await response.json()).toMatchObject({
      external: { email: true, google: false, phone: false },
      disable_signup: false,
      mailer_autoconfirm: true,
    });
  });
});

// Last: the server answers before reading the whole body, so it closes that connection.
describe('oversized bodies', () => {
  it('refuses a body over 256 KiB with 413', async () => {
    const response = await post(
      '/signup',
      JSON.stringify({ data: { blob: 'x'.repeat(300_000) } }),
      {
        'X-Supabase-Api-Version': '2024-01-01',
      },
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'request_entity_too_large' });
  });
});
