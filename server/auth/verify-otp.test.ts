import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMail } from '../mail/render-mail.ts';
import { outboxTo } from '../test/outbox.ts';
import { type ServerWithSmtp, startServerWithSmtp } from '../test/server-with-smtp.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { maxFailedCodeAttempts } from './one-time-tokens.ts';

/** verifyOtp({email, token, type}) with the 6-digit code of an account email. */

const password = 'a long enough passphrase 42';

/** The code in the plain-text part of a received email (quoted-printable undone). */
function mailedCode(raw: string): string {
  const text = raw.replace(/=\r?\n/g, '');
  const match = /Or enter this code: (\d{6})/.exec(text);
  if (!match) throw new Error(`No code in:\n${raw}`);
  return match[1]!;
}

async function outboxCode(server: TestServer, address: string): Promise<string> {
  const last = (await outboxTo(server.db, address)).at(-1);
  const code = last?.data.code;
  if (typeof code !== 'string') throw new Error(`No code mailed to ${address}`);
  return code;
}

/** A code that differs from `code` in every digit. */
const wrong = (code: string) => [...code].map((digit) => String((Number(digit) + 1) % 10)).join('');

describe('email codes through a real SMTP receiver', () => {
  let server: ServerWithSmtp;

  beforeAll(async () => {
    server = await startServerWithSmtp();
  });
  afterAll(() => server.close());

  it('confirms a sign-up with the mailed code and signs in; the code works once', async () => {
    const signUp = await server.client().auth.signUp({ email: 'Mila@Example.com', password });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    const code = mailedCode((await server.smtp.waitFor('mila@example.com')).raw);

    const client = server.client();
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => events.push(event));
    const { data, error } = await client.auth.verifyOtp({
      email: 'mila@example.com',
      token: code,
      type: 'signup',
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email).toBe('mila@example.com');
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(events).toContain('SIGNED_IN');

    const again = await server
      .client()
      .auth.verifyOtp({ email: 'mila@example.com', token: code, type: 'signup' });
    expect(again.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });
  });

  it('stores only a keyed hash of the code, never the code', async () => {
    await server.client().auth.signUp({ email: 'hidden@example.com', password });
    const code = mailedCode((await server.smtp.waitFor('hidden@example.com')).raw);
    const { rows } = await server.db.query<{ row: string }>(
      `select t::text as row from auth.one_time_tokens t
       join auth.users u on u.id = t.user_id where u.email = 'hidden@example.com'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.row).not.toContain(code);
    expect(rows[0]!.row).toMatch(/[0-9a-f]{64}/);
  });
});

describe('email codes (outbox only)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ AUTH_AUTOCONFIRM: 'true' });
    for (const email of ['vesna@example.com', 'guess@example.com', 'late@example.com'])
      await server.client().auth.signUp({ email, password });
  });
  afterAll(() => server.close());

  it('starts a password recovery with the code (PASSWORD_RECOVERY), type recovery or email', async () => {
    await server.client().auth.resetPasswordForEmail('vesna@example.com');
    const client = server.client();
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => events.push(event));
    const { error } = await client.auth.verifyOtp({
      email: 'VESNA@example.com',
      token: await outboxCode(server, 'vesna@example.com'),
      type: 'recovery',
    });
    expect(error).toBeNull();
    expect(events).toContain('PASSWORD_RECOVERY');
    expect((await client.auth.updateUser({ password: 'a brand new passphrase' })).error).toBeNull();

    await server.db.query("update auth.users set recovery_sent_at = now() - interval '2 minutes'");
    await server.client().auth.resetPasswordForEmail('vesna@example.com');
    const viaEmailType = await server.client().auth.verifyOtp({
      email: 'vesna@example.com',
      token: await outboxCode(server, 'vesna@example.com'),
      type: 'email',
    });
    expect(viaEmailType.error).toBeNull();
    expect(viaEmailType.data.session).toBeTruthy();
  });

  it('answers a wrong code like GoTrue and invalidates the token after a few wrong ones', async () => {
    await server.client().auth.resetPasswordForEmail('guess@example.com');
    const code = await outboxCode(server, 'guess@example.com');
    for (let attempt = 0; attempt < maxFailedCodeAttempts; attempt++) {
      const { error } = await server
        .client()
        .auth.verifyOtp({ email: 'guess@example.com', token: wrong(code), type: 'recovery' });
      expect(error).toMatchObject({
        status: 403,
        code: 'otp_expired',
        message: 'Token has expired or is invalid',
      });
    }
    const right = await server
      .client()
      .auth.verifyOtp({ email: 'guess@example.com', token: code, type: 'recovery' });
    expect(right.error?.code).toBe('otp_expired');
    const link = (await outboxTo(server.db, 'guess@example.com')).at(-1)!;
    const tokenHash = new URL(String(link.data.link)).searchParams.get('token_hash')!;
    const viaLink = await server
      .client()
      .auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(viaLink.error?.code).toBe('otp_expired');
  });

  it('refuses a code of another kind, another address, or past its expiry', async () => {
    await server.client().auth.resetPasswordForEmail('late@example.com');
    const code = await outboxCode(server, 'late@example.com');
    const otherType = await server
      .client()
      .auth.verifyOtp({ email: 'late@example.com', token: code, type: 'email_change' });
    expect(otherType.error?.code).toBe('otp_expired');
    const otherAddress = await server
      .client()
      .auth.verifyOtp({ email: 'vesna@example.com', token: code, type: 'recovery' });
    expect(otherAddress.error?.code).toBe('otp_expired');

    await server.db.query(
      "update auth.one_time_tokens set expires_at = now() - interval '1 second'",
    );
    const expired = await server
      .client()
      .auth.verifyOtp({ email: 'late@example.com', token: code, type: 'recovery' });
    expect(expired.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('confirms an email change with the codes sent to the new and the current address', async () => {
    const client = server.client();
    await client.auth.signInWithPassword({ email: 'late@example.com', password });
    const { error } = await client.auth.updateUser({ email: 'late.new@example.com' });
    expect(error).toBeNull();
    const half = await client.auth.verifyOtp({
      email: 'late.new@example.com',
      token: await outboxCode(server, 'late.new@example.com'),
      type: 'email_change',
    });
    expect(half.error).toBeNull();
    expect(half.data.session).toBeNull();
    const { data, error: verifyError } = await client.auth.verifyOtp({
      email: 'late@example.com',
      token: await outboxCode(server, 'late@example.com'),
      type: 'email_change',
    });
    expect(verifyError).toBeNull();
    expect(data.user?.email).toBe('late.new@example.com');
  });

  it('validates the request: an email is needed with a code', async () => {
    const response = await fetch(`${server.url}/auth/v1/verify`, {
      method: 'POST',
      headers: {
        apikey: server.keys.anonKey,
        'Content-Type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body: JSON.stringify({ type: 'signup', token: '123456' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation_failed' });
  });
});

describe('the code in the email', () => {
  it('is shown in English and Serbian Cyrillic, in text and HTML', () => {
    for (const template of ['confirm_signup', 'recovery', 'email_change']) {
      const data = { link: 'http://localhost/auth/confirm?x=1', code: '042917' };
      const en = renderMail({ template, locale: 'en', data }, 'http://localhost');
      expect(en.text).toContain('Or enter this code: 042917');
      expect(en.html).toContain('042917</strong>');
      const sr = renderMail({ template, locale: 'sr_cyrillic', data }, 'http://localhost');
      expect(sr.text).toContain('Или унесите овај код: 042917');
      expect(sr.html).toContain('042917</strong>');
    }
  });
});
