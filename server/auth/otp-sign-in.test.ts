import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestLink, outboxTo } from '../test/outbox.ts';
import { type ServerWithSmtp, startServerWithSmtp } from '../test/server-with-smtp.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/** Passwordless sign-in (POST /otp) and the PKCE flow, through supabase-js and real SMTP. */

const password = 'a long enough passphrase 42';

async function confirmedUser(server: TestServer, email: string) {
  const { error } = await server.serviceClient().auth.admin.createUser({
    email,
    password,
    email_confirm: true,
  });
  expect(error).toBeNull();
}

describe('sign-in with an emailed code or link', () => {
  let server: ServerWithSmtp;

  beforeAll(async () => {
    server = await startServerWithSmtp();
  });
  afterAll(() => server.close());

  it('mails a code that signs in once, as verifyOtp type email', async () => {
    await confirmedUser(server, 'vesna@example.com');
    const sent = await server.client().auth.signInWithOtp({
      email: 'Vesna@Example.com',
      options: { shouldCreateUser: false },
    });
    expect(sent.error).toBeNull();
    expect(sent.data).toEqual({ user: null, session: null });
    const mail = await server.smtp.waitFor('vesna@example.com');
    expect(mail.raw).toContain('Your Zajednica sign-in code');
    // The outbox forgets the code once the mail is sent; read it from the mail.
    const code = /Sign-in code: (\d{6})/.exec(mail.raw.replace(/=\r?\n/g, ''))?.[1];
    if (!code) throw new Error(`No code in:\n${mail.raw}`);

    const client = server.client();
    const { data, error } = await client.auth.verifyOtp({
      email: 'vesna@example.com',
      token: code,
      type: 'email',
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe('vesna@example.com');
    expect(data.session?.access_token).toBeTruthy();

    const again = await server
      .client()
      .auth.verifyOtp({ email: 'vesna@example.com', token: code, type: 'email' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('the link signs in as verifyOtp type magiclink', async () => {
    await confirmedUser(server, 'link@example.com');
    await server.client().auth.signInWithOtp({ email: 'link@example.com' });
    const link = await latestLink(server.db, 'link@example.com');
    expect(link.type).toBe('magiclink');
    const { data, error } = await server
      .client()
      .auth.verifyOtp({ token_hash: link.tokenHash, type: 'magiclink' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe('link@example.com');
  });

  it('answers the same for an unknown address, sends nothing and creates no account', async () => {
    const { data, error } = await server
      .client()
      .auth.signInWithOtp({ email: 'nobody@example.com' });
    expect(error).toBeNull();
    expect(data).toEqual({ user: null, session: null });
    expect(await outboxTo(server.db, 'nobody@example.com')).toHaveLength(0);
    const { rows } = await server.db.query(
      `select 1 from auth.users where email = 'nobody@example.com'`,
    );
    expect(rows).toHaveLength(0);
  });

  it('rejects a bad address and phone sign-in with clear errors', async () => {
    const bad = await server.client().auth.signInWithOtp({ email: 'not an address' });
    expect(bad.error).toMatchObject({ status: 400, code: 'validation_failed' });
    const phone = await server.client().auth.signInWithOtp({ phone: '+381601234567' });
    expect(phone.error).toMatchObject({ status: 422, code: 'phone_provider_disabled' });
  });

  it('sends a sign-in code asked for just after a reset mail, and a reset just after a code', async () => {
    await confirmedUser(server, 'reset-then-code@example.com');
    expect(
      (await server.client().auth.resetPasswordForEmail('reset-then-code@example.com')).error,
    ).toBeNull();
    await server.client().auth.signInWithOtp({ email: 'reset-then-code@example.com' });
    await server.client().auth.resetPasswordForEmail('reset-then-code@example.com');
    const templates = (await outboxTo(server.db, 'reset-then-code@example.com')).map(
      (message) => message.template,
    );
    expect(templates).toEqual(['recovery', 'magiclink']);
  });

  it('sends one code a minute per account; requests are rate-limited, known address or not', async () => {
    await confirmedUser(server, 'twice@example.com');
    await server.client().auth.signInWithOtp({ email: 'twice@example.com' });
    await server.client().auth.signInWithOtp({ email: 'twice@example.com' });
    expect(await outboxTo(server.db, 'twice@example.com')).toHaveLength(1);
    let limited = null;
    for (let i = 0; i < 31 && !limited; i++) {
      const { error } = await server.client().auth.signInWithOtp({ email: 'ghost@example.com' });
      limited = error;
    }
    expect(limited).toMatchObject({ status: 429 });
  });
});

describe('the PKCE flow', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function followLink(tokenHash: string, type: string) {
    const url = new URL(`${server.url}/auth/v1/verify`);
    url.searchParams.set('token', tokenHash);
    url.searchParams.set('type', type);
    url.searchParams.set('redirect_to', 'http://localhost:5173/auth/callback');
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(303);
    return new URL(response.headers.get('Location')!);
  }

  it('a PKCE sign-in link answers ?code=, which only the verifier trades for a session, once', async () => {
    await confirmedUser(server, 'pkce@example.com');
    const client = server.client({ flowType: 'pkce' });
    expect((await client.auth.signInWithOtp({ email: 'pkce@example.com' })).error).toBeNull();
    const link = await latestLink(server.db, 'pkce@example.com');
    expect(link.tokenHash.startsWith('pkce_')).toBe(true);

    const target = await followLink(link.tokenHash, 'magiclink');
    const code = target.searchParams.get('code');
    expect(code).toBeTruthy();
    expect(target.hash).toBe('');

    // Another client, without this verifier, cannot use the code...
    const thief = server.client({ flowType: 'pkce' });
    const stolen = await thief.auth.exchangeCodeForSession(code!);
    expect(stolen.error?.code).toBe('pkce_code_verifier_not_found');

    const { data, error } = await client.auth.exchangeCodeForSession(code!);
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe('pkce@example.com');
    const again = await client.auth.exchangeCodeForSession(code!);
    expect(again.error).not.toBeNull();
  });

  it('a wrong verifier is 400 bad_code_verifier and burns the code', async () => {
    await confirmedUser(server, 'wrongverifier@example.com');
    await server
      .client({ flowType: 'pkce' })
      .auth.resetPasswordForEmail('wrongverifier@example.com');
    const link = await latestLink(server.db, 'wrongverifier@example.com');
    const code = (await followLink(link.tokenHash, 'recovery')).searchParams.get('code')!;
    const post = (verifier: string) =>
      fetch(`${server.url}/auth/v1/token?grant_type=pkce`, {
        method: 'POST',
        headers: { apikey: server.keys.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ auth_code: code, code_verifier: verifier }),
      });
    const wrong = await post('x'.repeat(56));
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error_code: string }).error_code).toBe('bad_code_verifier');
    const later = await post('y'.repeat(56));
    expect(later.status).toBe(404);
    expect(((await later.json()) as { error_code: string }).error_code).toBe(
      'flow_state_not_found',
    );
  });

  it('sign-up with a code challenge: the emailed code still confirms through verifyOtp', async () => {
    const client = server.client({ flowType: 'pkce' });
    const signUp = await client.auth.signUp({ email: 'pkcesignup@example.com', password });
    expect(signUp.error).toBeNull();
    const link = await latestLink(server.db, 'pkcesignup@example.com');
    expect(link.tokenHash.startsWith('pkce_')).toBe(true);
    const { data, error } = await client.auth.verifyOtp({
      token_hash: link.tokenHash,
      type: 'signup',
    });
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });

  it('rejects a malformed code challenge', async () => {
    const response = await fetch(`${server.url}/auth/v1/otp`, {
      method: 'POST',
      headers: { apikey: server.keys.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: 'x@example.com',
        code_challenge: 'short',
        code_challenge_method: 's256',
      }),
    });
    expect(response.status).toBe(400);
  });
});
