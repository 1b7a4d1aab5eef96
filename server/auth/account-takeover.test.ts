import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCreator } from '../../db/seed/factories.ts';
import { storedRow } from '../db/test-rows.ts';
import { confirmLink, mailText, type ReceivedMail } from '../test/smtp-receiver.ts';
import { type ServerWithSmtp, startServerWithSmtp } from '../test/server-with-smtp.ts';

/**
 * Pre-account takeover, in every order (issue 34; confirmation on, the
 * default): whoever proves the address owns the account, and a password
 * chosen by someone who never proved it never signs in.
 */

const attackerPassword = 'attacker chosen password 1';
const victimPassword = 'victim own password 2';

let server: ServerWithSmtp;

beforeAll(async () => {
  server = await startServerWithSmtp();
});
afterAll(() => server.close());

function code(mail: ReceivedMail): string {
  return /code: (\d{6})/i.exec(mailText(mail))![1]!;
}

/** The next mail to `email` after every one it has had so far. */
async function nextMail(email: string, before: number) {
  return server.smtp.waitFor(email, 10_000, before);
}

/** Lets a new mail of the same kind go out now (one a minute per account otherwise). */
async function afterAMinute(email: string) {
  await server.db.query(
    `update auth.users set confirmation_sent_at = now() - interval '2 minutes',
       recovery_sent_at = null where email = $1`,
    [email],
  );
}

const signIn = (email: string, password: string) =>
  server.client().auth.signInWithPassword({ email, password });

describe('order 1: the attacker signs up first, the victim signs in with an emailed code', () => {
  it('the code confirms the address without the attacker’s password', async () => {
    const email = 'order1.victim@example.com';
    const attacker = await server.client().auth.signUp({
      email,
      password: attackerPassword,
      options: { data: { full_name: 'Attacker' } },
    });
    expect(attacker.error).toBeNull();
    await server.smtp.waitFor(email);
    await afterAMinute(email);

    // The victim uses "email me a code" (the sign-in-code page).
    const before = server.smtp.messages.length;
    const victim = server.client();
    expect((await victim.auth.signInWithOtp({ email })).error).toBeNull();
    const mail = await nextMail(email, before);
    const verified = await victim.auth.verifyOtp({ email, token: code(mail), type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();

    // The attacker's password does not sign in, now or ever.
    expect((await signIn(email, attackerPassword)).error?.code).toBe('invalid_credentials');
    // The owner chooses a password, and it works.
    expect((await victim.auth.updateUser({ password: victimPassword })).error).toBeNull();
    expect((await signIn(email, victimPassword)).error).toBeNull();
    expect((await signIn(email, attackerPassword)).error?.code).toBe('invalid_credentials');
  });

  it('the link of that mail also confirms without it, and leads to choosing a password', async () => {
    const email = 'order1.link@example.com';
    await server.client().auth.signUp({ email, password: attackerPassword });
    // The sign-up's own link keeps its password, so it does not ask for one.
    expect(confirmLink(await server.smtp.waitFor(email)).searchParams.has('choose_password')).toBe(
      false,
    );
    await afterAMinute(email);
    const before = server.smtp.messages.length;
    await server.client().auth.signInWithOtp({ email });
    const link = confirmLink(await nextMail(email, before));
    expect(link.searchParams.get('choose_password')).toBe('1');
    const verified = await server.client().auth.verifyOtp({
      token_hash: link.searchParams.get('token_hash')!,
      type: link.searchParams.get('type') as 'signup',
    });
    expect(verified.error).toBeNull();
    expect((await signIn(email, attackerPassword)).error?.code).toBe('invalid_credentials');
  });
});

describe('order 2: the victim signs up first, the attacker signs the same address up again', () => {
  it('the newest mail confirms the victim without the attacker’s password; nothing was replaced', async () => {
    const email = 'order2.victim@example.com';
    const first = await server.client().auth.signUp({
      email,
      password: victimPassword,
      options: { data: { full_name: 'Вера Жртвић', language: 'sr_cyrillic' } },
    });
    const victimMail = await server.smtp.waitFor(email);
    const before = server.smtp.messages.length;
    const second = await server.client().auth.signUp({
      email,
      password: attackerPassword,
      options: { data: { full_name: 'Attacker' } },
    });
    expect(second.error).toBeNull();
    // The attacker learns nothing of the first sign-up from the answer.
    expect(second.data.user?.id).toBe(first.data.user?.id);
    expect(second.data.user?.user_metadata).toEqual({ full_name: 'Attacker' });
    // The stored account is the first sign-up's.
    const { rows } = await server.db.query<{ meta: Record<string, unknown>; full_name: string }>(
      `select u.raw_user_meta_data as meta, p.full_name from auth.users u
       join public.profiles p on p.id = u.id where u.email = $1`,
      [email],
    );
    expect(rows[0]).toEqual({
      meta: { full_name: 'Вера Жртвић', language: 'sr_cyrillic' },
      full_name: 'Вера Жртвић',
    });

    // The victim clicks the newest mail.
    const newest = await nextMail(email, before);
    expect(newest).not.toBe(victimMail);
    const victim = server.client();
    const confirmed = await victim.auth.verifyOtp({
      token_hash: confirmLink(newest).searchParams.get('token_hash')!,
      type: 'signup',
    });
    expect(confirmed.error).toBeNull();
    expect((await signIn(email, attackerPassword)).error?.code).toBe('invalid_credentials');
    // Two people signed the address up, so neither password is trusted: the owner,
    // signed in by the link, chooses one.
    expect((await signIn(email, victimPassword)).error?.code).toBe('invalid_credentials');
    expect((await victim.auth.updateUser({ password: victimPassword })).error).toBeNull();
    expect((await signIn(email, victimPassword)).error).toBeNull();
  });

  it('the other way round: the victim’s own newer link does not keep the attacker’s password', async () => {
    const email = 'order2.reverse@example.com';
    await server.client().auth.signUp({ email, password: attackerPassword });
    const attackerMail = await server.smtp.waitFor(email);
    const before = server.smtp.messages.length;
    await server.client().auth.signUp({ email, password: victimPassword });
    const own = await nextMail(email, before);
    expect(own).not.toBe(attackerMail);
    // The victim types the code of their own mail on the sign-up page.
    const confirmed = await server
      .client()
      .auth.verifyOtp({ email, token: code(own), type: 'signup' });
    expect(confirmed.error).toBeNull();
    expect((await signIn(email, attackerPassword)).error?.code).toBe('invalid_credentials');
  });
});

describe('a claim approved before its owner had an account', () => {
  it('goes to the address’s owner, and the attacker who signed it up cannot sign in', async () => {
    const email = 'creator.owner@example.com';
    const creator = await buildCreator(server.db);
    const { rows } = await server.db.query<{ id: string }>(
      `insert into public.creator_claims (creator_id, email, proof, status, awaiting_account)
       values ($1, $2, 'I run the channel.', 'approved', true) returning id`,
      [creator.id, email],
    );
    const claimId = rows[0]!.id;
    await server.client().auth.signUp({ email, password: attackerPassword });
    expect((await storedRow(server.db, 'creators', creator.id))?.owner_user_id).toBeNull();
    await server.smtp.waitFor(email);
    await afterAMinute(email);

    const before = server.smtp.messages.length;
    const victim = server.client();
    await victim.auth.signInWithOtp({ email });
    const verified = await victim.auth.verifyOtp({
      email,
      token: code(await nextMail(email, before)),
      type: 'email',
    });
    expect(verified.error).toBeNull();
    // The profile is the owner's account now…
    expect((await storedRow(server.db, 'creators', creator.id))?.owner_user_id).toBe(
      verified.data.user?.id,
    );
    expect((await storedRow(server.db, 'creator_claims', claimId))?.awaiting_account).toBe(false);
    // …and nobody else can sign in to it.
    expect((await signIn(email, attackerPassword)).error?.code).toBe('invalid_credentials');
  });
});

describe('repeated sign-ups tell nothing about an account', () => {
  async function twice(email: string) {
    const one = await server.client().auth.signUp({ email, password: attackerPassword });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const two = await server
      .client()
      .auth.signUp({ email, password: attackerPassword, options: { data: { n: 2 } } });
    expect(one.error).toBeNull();
    expect(two.error).toBeNull();
    return [one.data.user!, two.data.user!] as const;
  }

  /** Which fields of the user (and of its identity) stay the same from one try to the next. */
  function stability(userA: object, userB: object) {
    const a = userA as Record<string, unknown>;
    const b = userB as Record<string, unknown>;
    const identityA = (a.identities as Record<string, unknown>[])[0]!;
    const identityB = (b.identities as Record<string, unknown>[])[0]!;
    return {
      keys: Object.keys(a),
      identityKeys: Object.keys(identityA),
      same: Object.keys(a)
        .filter((key) => key !== 'identities')
        .map((key) => [key, JSON.stringify(a[key]) === JSON.stringify(b[key])]),
      identitySame: Object.keys(identityA)
        .filter((key) => key !== 'identity_data')
        .map((key) => [key, JSON.stringify(identityA[key]) === JSON.stringify(identityB[key])]),
    };
  }

  it('a confirmed address answers as a new unconfirmed one does, try after try', async () => {
    const confirmed = 'already.confirmed@example.com';
    const admin = await server.serviceClient().auth.admin.createUser({
      email: confirmed,
      password: victimPassword,
      email_confirm: true,
    });
    expect(admin.error).toBeNull();

    const [decoyOne, decoyTwo] = await twice(confirmed);
    const [realOne, realTwo] = await twice('not.yet.confirmed@example.com');
    expect(decoyOne.id).toBe(decoyTwo.id);
    expect(decoyOne.id).not.toBe(admin.data.user?.id);
    expect(decoyOne.identities?.[0]?.identity_id).toBe(decoyTwo.identities?.[0]?.identity_id);
    expect(stability(decoyOne, decoyTwo)).toEqual(stability(realOne, realTwo));
    expect(decoyTwo.user_metadata).toEqual({ n: 2 });
    expect(realTwo.user_metadata).toEqual({ n: 2 });
    expect(decoyTwo.identities?.[0]?.identity_data).toEqual(
      expect.objectContaining({ n: 2, sub: decoyTwo.id, email_verified: false }),
    );
    expect(Object.keys(decoyTwo.identities![0]!.identity_data!)).toEqual(
      Object.keys(realTwo.identities![0]!.identity_data!),
    );
  });
});
