import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmLink, mailSubject } from '../test/smtp-receiver.ts';
import { type ServerWithSmtp, startServerWithSmtp } from '../test/server-with-smtp.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

const password = 'correct horse battery 7';

describe('sign-up with email confirmation (the default)', () => {
  let server: ServerWithSmtp;

  beforeAll(async () => {
    server = await startServerWithSmtp();
  });
  afterAll(() => server.close());

  it('answers the bare user, emails a scanner-safe link, and the link confirms the account', async () => {
    const client = server.client();
    const { data, error } = await client.auth.signUp({
      email: 'Ana.Petrovic@Example.com',
      password,
      options: { data: { full_name: 'Ана Петровић' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email: 'ana.petrovic@example.com',
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Ана Петровић' },
      is_anonymous: false,
    });
    expect(data.user!.confirmation_sent_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(data.user).not.toHaveProperty('email_confirmed_at');
    expect(data.user!.identities).toHaveLength(1);
    expect(data.user!.identities![0]).toMatchObject({
      id: data.user!.id,
      user_id: data.user!.id,
      provider: 'email',
      identity_data: {
        sub: data.user!.id,
        email: 'ana.petrovic@example.com',
        email_verified: false,
      },
    });

    // Not confirmed yet: the right password is told "Email not confirmed".
    const early = await client.auth.signInWithPassword({
      email: 'ana.petrovic@example.com',
      password,
    });
    expect(early.error?.code).toBe('email_not_confirmed');

    const mail = await server.smtp.waitFor('ana.petrovic@example.com');
    expect(mailSubject(mail)).toBe('Confirm your Zajednica account');
    expect(mail.raw).toContain('Content-Type: text/html');
    const link = confirmLink(mail);
    expect(link.origin + link.pathname).toBe(`${server.config.siteUrl}/auth/confirm`);
    expect(link.searchParams.get('type')).toBe('signup');
    const tokenHash = link.searchParams.get('token_hash')!;
    expect(tokenHash).toMatch(/^[0-9a-f]{56}$/);

    // What the /auth/confirm page's button does.
    const verified = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.access_token).toBeTruthy();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();
    expect(verified.data.user?.identities?.[0]?.identity_data?.email_verified).toBe(true);

    // A link works once.
    const again = await server.client().auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
    expect(again.error?.code).toBe('otp_expired');
    expect(again.error?.status).toBe(403);

    const signedIn = await server.client().auth.signInWithPassword({
      email: 'ANA.PETROVIC@example.com',
      password,
    });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.email).toBe('ana.petrovic@example.com');
  });

  it('writes the Serbian email in Cyrillic when the person chose Serbian', async () => {
    const { error } = await server.client().auth.signUp({
      email: 'marko@example.com',
      password,
      options: { data: { full_name: 'Марко', language: 'sr_cyrillic' } },
    });
    expect(error).toBeNull();
    const mail = await server.smtp.waitFor('marko@example.com');
    expect(mailSubject(mail)).toBe('Потврдите свој налог на Заједници');
    expect(confirmLink(mail).searchParams.get('type')).toBe('signup');
  });

  it('does not reveal an existing confirmed account: a decoy of the same shape, and a mail to its owner', async () => {
    const fresh = await server.client().auth.signUp({ email: 'someone.new@example.com', password });
    const before = server.smtp.messages.length;
    const { data, error } = await server.client().auth.signUp({
      email: 'ana.petrovic@example.com',
      password: 'another good password 9',
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(Object.keys(data.user!)).toEqual(Object.keys(fresh.data.user!));
    expect(data.user?.identities).toHaveLength(1);
    expect(Object.keys(data.user!.identities![0]!)).toEqual(
      Object.keys(fresh.data.user!.identities![0]!),
    );
    expect(data.user?.email).toBe('ana.petrovic@example.com');
    expect(data.user?.role).toBe('authenticated');
    // Its owner is told to sign in or reset the password; nothing to confirm.
    const mail = await server.smtp.waitFor('ana.petrovic@example.com', 10_000, before);
    expect(mailSubject(mail)).toBe('You already have a Zajednica account');
    expect(mail.raw).not.toContain('/auth/confirm');
  });

  it('a repeated sign-up of an unconfirmed address replaces its link with one that keeps no password', async () => {
    const first = await server
      .client()
      .auth.signUp({ email: 'twice@example.com', password: 'first person password 1' });
    const firstMail = await server.smtp.waitFor('twice@example.com');
    const second = await server.client().auth.signUp({
      email: 'twice@example.com',
      password,
      options: { data: { full_name: 'Second' } },
    });
    expect(second.error).toBeNull();
    expect(second.data.user?.id).toBe(first.data.user?.id);
    expect(second.data.user?.identities).toHaveLength(1);
    // The answer shows what this sign-up sent; the account keeps the first one's.
    expect(second.data.user?.user_metadata).toEqual({ full_name: 'Second' });
    const after = server.smtp.messages.indexOf(firstMail) + 1;
    const secondMail = await server.smtp.waitFor('twice@example.com', 10_000, after);

    const old = confirmLink(firstMail).searchParams.get('token_hash')!;
    const stale = await server.client().auth.verifyOtp({ token_hash: old, type: 'signup' });
    expect(stale.error?.code).toBe('otp_expired');
    const link = confirmLink(secondMail);
    expect(link.searchParams.get('choose_password')).toBe('1');
    const owner = server.client();
    const confirmed = await owner.auth.verifyOtp({
      token_hash: link.searchParams.get('token_hash')!,
      type: 'signup',
    });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data.user?.user_metadata).toEqual({});

    // Neither sign-up's password signs in: the owner, signed in by the link, sets one.
    for (const tried of ['first person password 1', password]) {
      const attempt = await server
        .client()
        .auth.signInWithPassword({ email: 'twice@example.com', password: tried });
      expect(attempt.error?.code).toBe('invalid_credentials');
    }
    expect((await owner.auth.updateUser({ password })).error).toBeNull();
    const withChosen = await server
      .client()
      .auth.signInWithPassword({ email: 'twice@example.com', password });
    expect(withChosen.error).toBeNull();
  });

  it('creates a profile with the full name from the sign-up metadata', async () => {
    const { rows } = await server.db.query<{ full_name: string }>(
      `select p.full_name from public.profiles p join auth.users u on u.id = p.id
       where u.email = 'ana.petrovic@example.com'`,
    );
    expect(rows).toEqual([{ full_name: 'Ана Петровић' }]);
  });
});

describe('sign-up with AUTH_AUTOCONFIRM=true', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ AUTH_AUTOCONFIRM: 'true' });
  });
  afterAll(() => server.close());

  it('returns a session at once and refuses a second account for the address', async () => {
    const client = server.client();
    const { data, error } = await client.auth.signUp({ email: 'jovan@example.com', password });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.session?.expires_in).toBe(3600);
    expect(data.user?.email_confirmed_at).toBeTruthy();
    const { data: current } = await client.auth.getUser();
    expect(current.user?.id).toBe(data.user?.id);

    const duplicate = await server.client().auth.signUp({ email: 'JOVAN@example.com', password });
    expect(duplicate.error?.code).toBe('user_already_exists');
    expect(duplicate.error?.status).toBe(422);
    const { rows } = await server.db.query(`select count(*)::int as n from public.mail_outbox`);
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('rejects weak and too long passwords with the reasons', async () => {
    const short = await server
      .client()
      .auth.signUp({ email: 'short@example.com', password: 'abc12' });
    expect(short.error?.status).toBe(422);
    expect(short.error?.code).toBe('weak_password');
    expect(short.error).toMatchObject({ name: 'AuthWeakPasswordError', reasons: ['length'] });

    const common = await server
      .client()
      .auth.signUp({ email: 'common@example.com', password: 'password123' });
    expect(common.error).toMatchObject({ name: 'AuthWeakPasswordError', reasons: ['pwned'] });

    const long = await server
      .client()
      .auth.signUp({ email: 'long@example.com', password: 'x'.repeat(129) });
    expect(long.error?.code).toBe('validation_failed');

    const sixtyFour = await server.client().auth.signUp({
      email: 'long64@example.com',
      password: 'Zq9!'.repeat(16),
    });
    expect(sixtyFour.error).toBeNull();
  });

  it('validates the address and requires a password', async () => {
    const bad = await server.client().auth.signUp({ email: 'not-an-email', password });
    expect(bad.error?.code).toBe('validation_failed');
    const empty = await server.client().auth.signUp({ email: 'x@example.com', password: '' });
    expect(empty.error?.code).toBe('validation_failed');
  });
});
