import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestLink, outboxTo } from '../test/outbox.ts';
import { confirmLink, mailSubject } from '../test/smtp-receiver.ts';
import { type ServerWithSmtp, startServerWithSmtp } from '../test/server-with-smtp.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

const password = 'a long enough passphrase 42';

describe('password recovery end to end, through a real SMTP receiver', () => {
  let server: ServerWithSmtp;

  beforeAll(async () => {
    server = await startServerWithSmtp({ AUTH_AUTOCONFIRM: 'true' });
    await server.client().auth.signUp({ email: 'nada@example.com', password });
  });
  afterAll(() => server.close());

  it('emails a recovery link; the confirm button signs in; the new password works', async () => {
    const client = server.client();
    const { data, error } = await client.auth.resetPasswordForEmail('Nada@Example.com', {
      redirectTo: `${server.config.siteUrl}/reset-password`,
    });
    expect(error).toBeNull();
    expect(data).toEqual({});

    const mail = await server.smtp.waitFor('nada@example.com');
    expect(mailSubject(mail)).toBe('Reset your Zajednica password');
    const link = confirmLink(mail);
    expect(link.pathname).toBe('/auth/confirm');
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe(`${server.config.siteUrl}/reset-password`);

    const events: string[] = [];
    client.auth.onAuthStateChange((event) => events.push(event));
    const verified = await client.auth.verifyOtp({
      token_hash: link.searchParams.get('token_hash')!,
      type: 'recovery',
    });
    expect(verified.error).toBeNull();
    expect(events).toContain('PASSWORD_RECOVERY');
    const updated = await client.auth.updateUser({ password: 'my new recovered passphrase' });
    expect(updated.error).toBeNull();

    const oldPassword = await server
      .client()
      .auth.signInWithPassword({ email: 'nada@example.com', password });
    expect(oldPassword.error?.code).toBe('invalid_credentials');
    const newPassword = await server.client().auth.signInWithPassword({
      email: 'nada@example.com',
      password: 'my new recovered passphrase',
    });
    expect(newPassword.error).toBeNull();
  });

  it('keeps the outbox copy of a delivered message without its secret link', async () => {
    const messages = await outboxTo(server.db, 'nada@example.com');
    // The recovery link, redacted once sent, then the notice that the password changed.
    expect(messages.map((m) => [m.template, m.data])).toEqual([
      ['recovery', { redacted: true }],
      ['account_password_changed', { email: 'nada@example.com' }],
    ]);
    expect(messages[0]!.status).toBe('sent');
  });
});

describe('enumeration safety and links (no SMTP: outbox only)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    await server.client().auth.signUp({ email: 'pending@example.com', password });
  });
  afterAll(() => server.close());

  it('answers /recover for an unknown address exactly as for a known one, and sends nothing', async () => {
    const unknown = await server.client().auth.resetPasswordForEmail('ghost@example.com');
    const known = await server.client().auth.resetPasswordForEmail('pending@example.com');
    expect(unknown).toEqual(known);
    expect(unknown).toEqual({ data: {}, error: null });
    expect(await outboxTo(server.db, 'ghost@example.com')).toEqual([]);
  });

  it('sends one recovery email per minute, silently', async () => {
    await server.client().auth.resetPasswordForEmail('pending@example.com');
    const recoveries = (await outboxTo(server.db, 'pending@example.com')).filter(
      (m) => m.template === 'recovery',
    );
    expect(recoveries).toHaveLength(1);
  });

  it('validates the address of /recover', async () => {
    const { error } = await server.client().auth.resetPasswordForEmail('');
    expect(error?.code).toBe('validation_failed');
  });

  it('resends a pending confirmation only after a minute, and never for unknown addresses', async () => {
    expect(
      (await server.client().auth.resend({ type: 'signup', email: 'pending@example.com' })).error,
    ).toBeNull();
    expect(
      (await server.client().auth.resend({ type: 'signup', email: 'ghost@example.com' })).error,
    ).toBeNull();
    const confirmations = () =>
      outboxTo(server.db, 'pending@example.com').then((all) =>
        all.filter((m) => m.template === 'confirm_signup'),
      );
    expect(await confirmations()).toHaveLength(1);

    await server.db.query(
      "update auth.users set confirmation_sent_at = now() - interval '2 minutes' where email = 'pending@example.com'",
    );
    expect(
      (await server.client().auth.resend({ type: 'signup', email: 'pending@example.com' })).error,
    ).toBeNull();
    expect(await confirmations()).toHaveLength(2);
    expect(await outboxTo(server.db, 'ghost@example.com')).toEqual([]);
  });

  it('refuses an expired link', async () => {
    await server.db.query(
      "update auth.users set confirmation_sent_at = now() - interval '2 minutes' where email = 'pending@example.com'",
    );
    await server.client().auth.resend({ type: 'signup', email: 'pending@example.com' });
    const link = await latestLink(server.db, 'pending@example.com');
    await server.db.query(
      "update auth.one_time_tokens set expires_at = now() - interval '1 second'",
    );
    const { error } = await server
      .client()
      .auth.verifyOtp({ token_hash: link.tokenHash, type: 'signup' });
    expect(error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('supports GoTrue email links: GET /verify redirects with the session in the fragment', async () => {
    await server.db.query(
      "update auth.users set confirmation_sent_at = now() - interval '2 minutes' where email = 'pending@example.com'",
    );
    await server.client().auth.resend({ type: 'signup', email: 'pending@example.com' });
    const link = await latestLink(server.db, 'pending@example.com');
    const target = `${server.config.siteUrl}/welcome`;
    const url = `${server.url}/auth/v1/verify?token=${link.tokenHash}&type=signup&redirect_to=${encodeURIComponent(target)}`;
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(target);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect([...fragment.keys()]).toEqual([
      'access_token',
      'expires_at',
      'expires_in',
      'refresh_token',
      'sb',
      'token_type',
      'type',
    ]);
    expect(fragment.get('type')).toBe('signup');

    const reused = await fetch(url, { redirect: 'manual' });
    const failed = new URLSearchParams(new URL(reused.headers.get('location')!).hash.slice(1));
    expect(Object.fromEntries(failed)).toMatchObject({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
  });

  it('drops a redirect_to that points at another site', async () => {
    await server.client().auth.resetPasswordForEmail('pending@example.com', {
      redirectTo: 'https://evil.example/steal',
    });
    await server.db.query("update auth.users set recovery_sent_at = now() - interval '2 minutes'");
    await server.client().auth.resetPasswordForEmail('pending@example.com', {
      redirectTo: 'https://evil.example/steal',
    });
    const link = await latestLink(server.db, 'pending@example.com');
    expect(link.url.searchParams.has('redirect_to')).toBe(false);
  });
});
