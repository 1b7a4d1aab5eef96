import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxTo } from '../test/outbox.ts';
import { type ServerWithSmtp, startServerWithSmtp } from '../test/server-with-smtp.ts';

/** auth.admin.generateLink and inviteUserByEmail (service role only), and reauthenticate. */

const password = 'a long enough passphrase 42';

describe('admin links and invitations', () => {
  let server: ServerWithSmtp;

  beforeAll(async () => {
    server = await startServerWithSmtp();
  });
  afterAll(() => server.close());

  it('generateLink(signup) creates the user and answers a working link, sending nothing', async () => {
    const admin = server.serviceClient().auth.admin;
    const { data, error } = await admin.generateLink({
      type: 'signup',
      email: 'generated@example.com',
      password,
      options: { data: { status: 'alpha' }, redirectTo: 'http://localhost:5173/welcome' },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ status: 'alpha' });
    expect(data.properties).toMatchObject({
      verification_type: 'signup',
      redirect_to: 'http://localhost:5173/welcome',
    });
    expect(data.properties?.email_otp).toMatch(/^\d{6}$/);
    expect(await outboxTo(server.db, 'generated@example.com')).toHaveLength(0);

    const response = await fetch(data.properties!.action_link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = response.headers.get('Location')!;
    expect(location.startsWith('http://localhost:5173/welcome#access_token=')).toBe(true);
    const signIn = await server
      .client()
      .auth.signInWithPassword({ email: 'generated@example.com', password });
    expect(signIn.error).toBeNull();
  });

  it('generateLink(magiclink) for an unknown address is 404, a bad address 400', async () => {
    const admin = server.serviceClient().auth.admin;
    const unknown = await admin.generateLink({ type: 'magiclink', email: 'none@example.com' });
    expect(unknown.error).toMatchObject({ status: 404 });
    const bad = await admin.generateLink({ type: 'signup', email: 'bad', password });
    expect(bad.error?.message).toBe('Unable to validate email address: invalid format');
  });

  it('inviteUserByEmail creates an invited account and mails a link whose code signs in', async () => {
    const admin = server.serviceClient().auth.admin;
    const { data, error } = await admin.inviteUserByEmail('invited@example.com', {
      data: { full_name: 'Invited' },
    });
    expect(error).toBeNull();
    expect(data.user?.invited_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();
    const mail = await server.smtp.waitFor('invited@example.com');
    expect(mail.raw).toContain('You are invited to Zajednica');
    const code = /Or enter this code: (\d{6})/.exec(mail.raw.replace(/=\r?\n/g, ''))?.[1];
    const verified = await server
      .client()
      .auth.verifyOtp({ email: 'invited@example.com', token: code!, type: 'invite' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();
  });

  it('generate_link and invite refuse anon and signed-in users', async () => {
    for (const path of ['/auth/v1/admin/generate_link', '/auth/v1/invite']) {
      const response = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: {
          apikey: server.keys.anonKey,
          Authorization: `Bearer ${server.keys.anonKey}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ type: 'magiclink', email: 'generated@example.com' }),
      });
      expect(response.status).toBe(403);
    }
  });
});

describe('reauthentication before a password or email change', () => {
  let server: ServerWithSmtp;

  beforeAll(async () => {
    server = await startServerWithSmtp();
  });
  afterAll(() => server.close());

  it('an old session needs the mailed nonce; a fresh sign-in does not', async () => {
    const email = 'reauth@example.com';
    await server.serviceClient().auth.admin.createUser({ email, password, email_confirm: true });
    const client = server.client();
    await client.auth.signInWithPassword({ email, password });
    // The session signed in a while ago.
    await server.db.query(
      `update auth.sessions set created_at = now() - interval '1 hour'
       where user_id = (select id from auth.users where email = $1)`,
      [email],
    );
    const refused = await client.auth.updateUser({ password: 'another long passphrase 7' });
    expect(refused.error).toMatchObject({ status: 400, code: 'reauthentication_needed' });

    const asked = await client.auth.reauthenticate();
    expect(asked.error).toBeNull();
    expect(asked.data).toEqual({ user: null, session: null });
    const mail = await server.smtp.waitFor(email);
    const nonce = /Code: (\d{6})/.exec(mail.raw.replace(/=\r?\n/g, ''))?.[1];
    expect(nonce).toMatch(/^\d{6}$/);

    const wrong = await client.auth.updateUser({
      password: 'another long passphrase 7',
      nonce: nonce === '000000' ? '111111' : '000000',
    });
    expect(wrong.error).toMatchObject({ code: 'reauthentication_not_valid' });
    const changed = await client.auth.updateUser({ password: 'another long passphrase 7', nonce });
    expect(changed.error).toBeNull();
    const reused = await client.auth.updateUser({ password: 'a third long passphrase 9', nonce });
    expect(reused.error).toMatchObject({ code: 'reauthentication_not_valid' });

    const fresh = server.client();
    await fresh.auth.signInWithPassword({ email, password: 'another long passphrase 7' });
    const direct = await fresh.auth.updateUser({ password: 'a third long passphrase 9' });
    expect(direct.error).toBeNull();
  });

  it('reauthenticate without a session is an error', async () => {
    const { error } = await server.client().auth.reauthenticate();
    expect(error).not.toBeNull();
  });
});
