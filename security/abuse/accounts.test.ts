import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerWithSmtp, startServerWithSmtp } from '../../server/test/server-with-smtp.ts';
import { confirmLink, mailSubject, type ReceivedMail } from '../../server/test/smtp-receiver.ts';

/**
 * Account abuse (issue 16), tried as an attacker would: real HTTP to the real
 * server with email confirmation on (the default), mail read from a real SMTP
 * receiver, and each actor on its own client address (TRUST_PROXY=loopback +
 * X-Forwarded-For). PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */

let server: ServerWithSmtp;

beforeAll(async () => {
  server = await startServerWithSmtp({ TRUST_PROXY: 'loopback' });
});
afterAll(() => server?.close());

const attackerIp = '203.0.113.66';
const victimIp = '198.51.100.7';

type Answer = { status: number; body: Record<string, unknown>; headers: Headers };

/** One /auth/v1 request from `ip`, as auth-js sends it. */
async function auth(
  method: string,
  path: string,
  ip: string,
  body?: unknown,
  accessToken?: string,
): Promise<Answer> {
  const response = await fetch(`${server.url}/auth/v1${path}`, {
    method,
    headers: {
      apikey: server.keys.anonKey,
      Authorization: `Bearer ${accessToken ?? server.keys.anonKey}`,
      'Content-Type': 'application/json',
      'X-Supabase-Api-Version': '2024-01-01',
      'X-Forwarded-For': ip,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {}, headers: response.headers };
}

const signUp = (ip: string, email: string, password: string, data?: unknown) =>
  auth('POST', '/signup', ip, { email, password, ...(data ? { data } : {}) });
const signIn = (ip: string, email: string, password: string) =>
  auth('POST', '/token?grant_type=password', ip, { email, password });
const verifyLink = (ip: string, mail: ReceivedMail) => {
  const link = confirmLink(mail);
  return auth('POST', '/verify', ip, {
    type: link.searchParams.get('type'),
    token_hash: link.searchParams.get('token_hash'),
  });
};

/** The next mail to `address` after the first `after` messages. */
function nextMail(address: string, after: number) {
  return server.smtp.waitFor(address, 15_000, after);
}

function mailedCode(mail: ReceivedMail): string {
  const match = /code: (\d{6})/i.exec(mail.raw.replace(/=\r?\n/g, ''));
  if (!match) throw new Error(`No code in:\n${mail.raw}`);
  return match[1]!;
}

/** A victim with a confirmed account, signed in: its access token. */
async function confirmedAccount(email: string, password: string, ip = victimIp) {
  const before = server.smtp.messages.length;
  expect((await signUp(ip, email, password)).status).toBe(200);
  expect((await verifyLink(ip, await nextMail(email, before))).status).toBe(200);
  const session = await signIn(ip, email, password);
  expect(session.status).toBe(200);
  return String(session.body.access_token);
}

/** The shape of a JSON value: keys, and what kind of value each one is. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shapeOf(item)]));
  }
  if (typeof value !== 'string') return typeof value;
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value)) return 'uuid';
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value)) {
    return value.endsWith('Z') ? 'timestamp:Z' : 'timestamp:offset';
  }
  return value.includes('@') ? 'email' : `string:${value}`;
}

describe('pre-account takeover', () => {
  it('the attacker’s password is refused once the victim signed up again and confirmed', async () => {
    const victim = 'hijack.victim@example.com';
    const before = server.smtp.messages.length;
    // The attacker signs up first with the victim's address and never confirms.
    expect((await signUp(attackerIp, victim, 'attacker chose this 1')).status).toBe(200);
    await nextMail(victim, before);
    // The victim signs up with their own password and confirms the newest link.
    const second = server.smtp.messages.length;
    expect((await signUp(victimIp, victim, 'victim own password 2')).status).toBe(200);
    const confirmed = await verifyLink(victimIp, await nextMail(victim, second));
    expect(confirmed.status).toBe(200);

    const attacker = await signIn(attackerIp, victim, 'attacker chose this 1');
    expect(attacker.status).toBe(400);
    expect(attacker.body.code).toBe('invalid_credentials');
    // Two sign-ups competed, so the link kept neither password: the victim, signed
    // in by it, chooses one (issue 34).
    const chosen = await auth(
      'PUT',
      '/user',
      victimIp,
      { password: 'victim own password 2' },
      String(confirmed.body.access_token),
    );
    expect(chosen.status).toBe(200);
    expect((await signIn(victimIp, victim, 'victim own password 2')).status).toBe(200);
  });

  it('order 2 (issue 34): the victim signs up, the attacker again; the newest mail keeps no password', async () => {
    const victim = 'late.hijack@example.com';
    const before = server.smtp.messages.length;
    expect((await signUp(victimIp, victim, 'victim own password 3')).status).toBe(200);
    const victimsMail = await nextMail(victim, before);
    const later = server.smtp.messages.length;
    const attackers = await signUp(attackerIp, victim, 'attacker chose this 4', {
      full_name: 'Attacker',
    });
    expect(attackers.status).toBe(200);
    const newest = await nextMail(victim, later);
    // Nothing of the account changed: the answer only echoes the attacker's own data.
    expect((attackers.body.user_metadata as Record<string, unknown>).full_name).toBe('Attacker');
    const { rows } = await server.db.query<{ meta: Record<string, unknown> }>(
      'select raw_user_meta_data as meta from auth.users where email = $1',
      [victim],
    );
    expect(rows[0]!.meta.full_name).toBeUndefined();
    // The older link died; the victim clicks the newest mail.
    expect((await verifyLink(victimIp, victimsMail)).body.code).toBe('otp_expired');
    expect((await verifyLink(victimIp, newest)).status).toBe(200);
    expect((await signIn(attackerIp, victim, 'attacker chose this 4')).body.code).toBe(
      'invalid_credentials',
    );
  });

  it('order 1 (issue 34): the attacker signs up, the victim signs in with an emailed code', async () => {
    const victim = 'code.hijack@example.com';
    const before = server.smtp.messages.length;
    expect((await signUp(attackerIp, victim, 'attacker chose this 5')).status).toBe(200);
    await nextMail(victim, before);
    // A minute later (one mail of a kind a minute), the victim asks for a code.
    await server.db.query(
      "update auth.users set confirmation_sent_at = now() - interval '2 minutes' where email = $1",
      [victim],
    );
    const asked = server.smtp.messages.length;
    expect((await auth('POST', '/otp', victimIp, { email: victim })).status).toBe(200);
    const code = mailedCode(await nextMail(victim, asked));
    const signedIn = await auth('POST', '/verify', victimIp, {
      type: 'email',
      email: victim,
      token: code,
    });
    expect(signedIn.status).toBe(200);
    const attacker = await signIn(attackerIp, victim, 'attacker chose this 5');
    expect(attacker.body.code).toBe('invalid_credentials');
  });

  it('a role granted to an unconfirmed account does not act', async () => {
    const address = 'unconfirmed.editor@example.com';
    expect((await signUp(attackerIp, address, 'attacker chose this 5')).status).toBe(200);
    const { rows } = await server.db.query<{ id: string }>(
      'select id from auth.users where email = $1',
      [address],
    );
    const userId = rows[0]!.id;
    await server.db.query(
      "insert into public.user_roles (user_id, role) values ($1, 'editor'), ($1, 'admin')",
      [userId],
    );
    const roles = await server.db.transaction(async (tx) => {
      await tx.query("select set_config('request.jwt.claims', $1, true)", [
        // Even with two factors (decision 018), the unconfirmed account has no role.
        JSON.stringify({ sub: userId, role: 'authenticated', aal: 'aal2' }),
      ]);
      await tx.query('set local role authenticated');
      const result = await tx.query<{ editor: boolean; admin: boolean }>(
        'select public.is_editor() as editor, public.is_admin() as admin',
      );
      return result.rows[0];
    });
    expect(roles).toEqual({ editor: false, admin: false });
  });
});

describe('account enumeration through sign-up', () => {
  it('answers a new, an unconfirmed and a confirmed address with the same shape', async () => {
    await confirmedAccount('enum.confirmed@example.com', 'confirmed password 6');
    expect((await signUp(victimIp, 'enum.pending@example.com', 'pending password 7')).status).toBe(
      200,
    );

    const mailsBefore = server.smtp.messages.length;
    const prober = '192.0.2.50';
    const fresh = await signUp(prober, 'enum.fresh@example.com', 'probe password 8');
    const pending = await signUp(prober, 'enum.pending@example.com', 'probe password 8');
    const confirmed = await signUp(prober, 'enum.confirmed@example.com', 'probe password 8');
    for (const answer of [fresh, pending, confirmed]) expect(answer.status).toBe(200);
    expect(shapeOf(pending.body)).toEqual(shapeOf(fresh.body));
    expect(shapeOf(confirmed.body)).toEqual(shapeOf(fresh.body));
    expect(Object.keys(confirmed.body)).toEqual(Object.keys(fresh.body));
    // Tried again, both keep their id, as a real unconfirmed account does (issue 34).
    const pendingAgain = await signUp(prober, 'enum.pending@example.com', 'probe password 8');
    const confirmedAgain = await signUp(prober, 'enum.confirmed@example.com', 'probe password 8');
    expect(pendingAgain.body.id).toBe(pending.body.id);
    expect(confirmedAgain.body.id).toBe(confirmed.body.id);
    expect(confirmedAgain.body.created_at).toBe(confirmed.body.created_at);
    expect(pendingAgain.body.created_at).toBe(pending.body.created_at);

    // The confirmed address's owner is told, and may sign in or reset.
    const told = await nextMail('enum.confirmed@example.com', mailsBefore);
    expect(mailSubject(told)).toBe('You already have a Zajednica account');
    expect(told.raw).toContain('/forgot-password');
  });

  it('does not let sign-ups flood a confirmed owner with "already have an account" mail', async () => {
    const owner = 'enum.flooded@example.com';
    await confirmedAccount(owner, 'flooded password 9');
    const before = server.smtp.messages.length;
    for (let attempt = 0; attempt < 8; attempt += 1) {
      expect((await signUp(`192.0.2.${100 + attempt}`, owner, 'probe password 8')).status).toBe(
        200,
      );
    }
    await nextMail(owner, before);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const told = server.smtp.messages.slice(before).filter((mail) => mail.to.includes(owner));
    expect(told.length).toBeGreaterThan(0);
    expect(told.length).toBeLessThanOrEqual(3);
  });
});

describe('email change', () => {
  it('needs the current and the new address; the current one is told', async () => {
    const token = await confirmedAccount('change.old@example.com', 'change password 10');
    const before = server.smtp.messages.length;
    const started = await auth(
      'PUT',
      '/user',
      victimIp,
      { email: 'change.new@example.com' },
      token,
    );
    expect(started.status).toBe(200);
    const toNew = await nextMail('change.new@example.com', before);
    const toOld = await nextMail('change.old@example.com', before);
    expect(mailSubject(toOld)).toBe('Change of your Zajednica email address requested');
    expect(toOld.raw).toContain('change.new@example.com');

    // The new address alone changes nothing.
    const half = await verifyLink(victimIp, toNew);
    expect(half.status).toBe(200);
    expect(half.body).not.toHaveProperty('access_token');
    expect((await signIn(victimIp, 'change.new@example.com', 'change password 10')).status).toBe(
      400,
    );
    expect((await signIn(victimIp, 'change.old@example.com', 'change password 10')).status).toBe(
      200,
    );

    // The current address's confirmation completes it.
    const done = await verifyLink(victimIp, toOld);
    expect(done.status).toBe(200);
    expect(done.body).toHaveProperty('access_token');
    expect((await signIn(victimIp, 'change.new@example.com', 'change password 10')).status).toBe(
      200,
    );
  });

  it('with a stolen session, guessing the current address’s code is stopped per code', async () => {
    const stolen = await confirmedAccount('stolen.session@example.com', 'stolen password 11');
    const before = server.smtp.messages.length;
    const thiefMailbox = 'thief@example.net';
    await auth('PUT', '/user', attackerIp, { email: thiefMailbox }, stolen);
    // The thief confirms their own address...
    expect((await verifyLink(attackerIp, await nextMail(thiefMailbox, before))).status).toBe(200);
    const toOwner = await nextMail('stolen.session@example.com', before);
    const rightCode = mailedCode(toOwner);
    // ...and guesses the owner's code from many addresses (per-IP limits do not help here).
    const wrong = [...rightCode].map((digit) => String((Number(digit) + 1) % 10)).join('');
    for (let guess = 0; guess < 6; guess += 1) {
      const answer = await auth('POST', '/verify', `10.66.0.${guess + 1}`, {
        type: 'email_change',
        email: 'stolen.session@example.com',
        token: wrong,
      });
      expect(answer.body.code).toBe('otp_expired');
    }
    // The code is dead, even the right one; the account keeps its address.
    const late = await auth('POST', '/verify', '10.66.1.1', {
      type: 'email_change',
      email: 'stolen.session@example.com',
      token: rightCode,
    });
    expect(late.body.code).toBe('otp_expired');
    expect(
      (await signIn(victimIp, 'stolen.session@example.com', 'stolen password 11')).status,
    ).toBe(200);
    expect((await signIn(attackerIp, thiefMailbox, 'stolen password 11')).status).toBe(400);
  });
});

describe('user metadata', () => {
  const huge = { blob: 'x'.repeat(200_000) };

  it('refuses 200 kB on sign-up and on PUT /user with 422', async () => {
    const refused = await signUp(attackerIp, 'metadata.bomb@example.com', 'metadata pass 12', huge);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('validation_failed');
    const { rows } = await server.db.query('select 1 from auth.users where email = $1', [
      'metadata.bomb@example.com',
    ]);
    expect(rows).toEqual([]);

    const token = await confirmedAccount('metadata.user@example.com', 'metadata pass 13');
    const update = await auth('PUT', '/user', victimIp, { data: huge }, token);
    expect(update.status).toBe(422);
    expect(update.body.code).toBe('validation_failed');
    // Its tokens stay small.
    const session = await signIn(victimIp, 'metadata.user@example.com', 'metadata pass 13');
    expect(String(session.body.access_token).length).toBeLessThan(8_000);
  });
});

describe('password guessing', () => {
  it('ten wrong passwords from the attacker’s address do not stop the owner elsewhere', async () => {
    const owner = 'guessed.owner@example.com';
    await confirmedAccount(owner, 'the owner password 14');
    const statuses: number[] = [];
    for (let guess = 0; guess < 10; guess += 1) {
      statuses.push((await signIn(attackerIp, owner, `guess number ${guess}`)).status);
    }
    // The attacker is slowed down, and told for how long...
    expect(statuses.filter((status) => status !== 400 && status !== 429)).toEqual([]);
    expect(statuses).toContain(429);
    const slowed = await signIn(attackerIp, owner, 'the owner password 14');
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('Retry-After'))).toBeGreaterThan(0);
    // ...while the owner, from another address, signs in.
    const signedIn = await signIn('198.51.100.99', owner, 'the owner password 14');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toHaveProperty('access_token');
    // And a password reset always goes out.
    const before = server.smtp.messages.length;
    expect((await auth('POST', '/recover', '198.51.100.99', { email: owner })).status).toBe(200);
    expect(mailSubject(await nextMail(owner, before))).toBe('Reset your Zajednica password');
  });
});
