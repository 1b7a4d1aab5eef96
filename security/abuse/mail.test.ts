import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailSubject,
  type ReceivedMail,
  type SmtpReceiver,
} from '../../server/test/smtp-receiver.ts';
import { type ServerWithSmtp, startServerWithSmtp } from '../../server/test/server-with-smtp.ts';
import type { TestServer } from '../../server/test/test-server.ts';
import { signInWithTwoFactors } from '../../server/test/two-factor-sign-in.ts';
import { grantRole, signUpAndIn, startSecurityServer } from '../security-server.ts';

/**
 * Mail abuse (issue 16), tried as an attacker would: real HTTP from several
 * client addresses (TRUST_PROXY=loopback, X-Forwarded-For) against the real
 * server, and the real SMTP receiver where mail is delivered.
 */

let addressCounter = 0;
/** A new simulated client address for each caller. */
const nextClient = () => `198.51.100.${++addressCounter}`;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function apiHeaders(server: TestServer, client: string, token?: string) {
  return {
    apikey: server.keys.anonKey,
    Authorization: `Bearer ${token ?? server.keys.anonKey}`,
    'Content-Type': 'application/json',
    'X-Forwarded-For': client,
  };
}

/** An anonymous public creator submission, as the web form sends it. */
async function submitCreator(server: TestServer, client: string, fields: Record<string, unknown>) {
  const id = crypto.randomUUID();
  const response = await fetch(`${server.url}/rest/v1/creators`, {
    method: 'POST',
    headers: { ...apiHeaders(server, client), Prefer: 'return=minimal' },
    body: JSON.stringify({ id, name_lat: 'Stvaralac', short_bio_lat: 'Bio', ...fields }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return id;
}

async function sendVerification(server: TestServer, client: string, email: string, name: string) {
  const response = await fetch(`${server.url}/functions/v1/send-creator-verification`, {
    method: 'POST',
    headers: apiHeaders(server, client),
    body: JSON.stringify({ email, name }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Quoted-printable soft breaks undone, so the text of a message can be searched. */
const bodyOf = (mail: ReceivedMail) => mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

const mailsTo = (smtp: SmtpReceiver, address: string) =>
  smtp.messages.filter((mail) => mail.to.includes(address.toLowerCase()));

describe('the development mailbox (embedded mode without SMTP)', () => {
  let server: TestServer;
  let adminToken: string;
  let memberToken: string;
  const victim = 'mailbox-victim@example.com';

  beforeAll(async () => {
    server = await startSecurityServer({ TRUST_PROXY: 'loopback' });
    const admin = await signUpAndIn(server, 'mailbox-admin@example.com');
    await grantRole(server, admin.user.id, 'admin');
    // An admin acts only with two factors (decision 018): sign in again with TOTP.
    const signedIn = await signInWithTwoFactors(server, {
      id: admin.user.id,
      email: admin.user.email!,
    });
    adminToken = signedIn.session.access_token;
    memberToken = (await signUpAndIn(server, 'mailbox-member@example.com')).access_token;
    await signUpAndIn(server, victim);
    // The attacker asks for the victim's recovery link, then tries to read it.
    const recover = await fetch(`${server.url}/auth/v1/recover`, {
      method: 'POST',
      headers: apiHeaders(server, nextClient()),
      body: JSON.stringify({ email: victim }),
    });
    expect(recover.status).toBe(200);
  });
  afterAll(() => server?.close());

  const readMailbox = (headers: Record<string, string>) =>
    fetch(`${server.url}/functions/v1/dev-mailbox`, { headers });

  it('refuses the anon key, a signed-in member and forged local-looking headers', async () => {
    const forged = {
      'X-Forwarded-For': '127.0.0.1',
      'X-Real-IP': '127.0.0.1',
      Forwarded: 'for=127.0.0.1',
    };
    const attempts = [
      await readMailbox(apiHeaders(server, nextClient())),
      await readMailbox(apiHeaders(server, nextClient(), memberToken)),
      await readMailbox({ ...apiHeaders(server, '127.0.0.1'), ...forged }),
      await readMailbox({ apikey: server.keys.anonKey }),
    ];
    expect(attempts.map((response) => response.status)).toEqual([401, 403, 401, 401]);
    for (const response of attempts) expect(await response.text()).not.toContain('token_hash');
    // The page a same-host proxy forwards (no X-Forwarded-For, from loopback) lists nothing.
    for (const headers of [{}, forged]) {
      const page = await fetch(`${server.url}/dev/mailbox`, { headers });
      expect(await page.text()).not.toContain('token_hash');
    }
  });

  it('shows the outbox, links included, to a signed-in admin', async () => {
    const response = await readMailbox(apiHeaders(server, nextClient(), adminToken));
    expect(response.status).toBe(200);
    const { messages } = (await response.json()) as { messages: { to: string; text: string }[] };
    const recovery = messages.find((message) => message.to === victim);
    expect(recovery?.text).toMatch(/\/auth\/confirm\?token_hash=[0-9a-f]+&type=recovery/);
  });
});

describe('mail volume with SMTP', () => {
  let server: ServerWithSmtp;
  const editors = ['digest-editor-1@example.com', 'digest-editor-2@example.com'];
  const admin = 'digest-admin@example.com';

  beforeAll(async () => {
    server = await startServerWithSmtp(
      { TRUST_PROXY: 'loopback', MAIL_DIGEST_SECONDS: '15' },
      startSecurityServer,
    );
    for (const email of editors) {
      await grantRole(server, (await signUpAndIn(server, email)).user.id, 'editor');
    }
    await grantRole(server, (await signUpAndIn(server, admin)).user.id, 'admin');
  });
  afterAll(() => server?.close());

  it('30 anonymous creator submissions make one digest per editor, not 90 emails', async () => {
    await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        submitCreator(server, nextClient(), { name_lat: `Poplava ${index}` }),
      ),
    );
    for (const address of [...editors, admin]) await server.smtp.waitFor(address, 60_000);
    // Room for any further email the flood would have caused.
    await wait(4_000);
    for (const address of [...editors, admin]) {
      const received = mailsTo(server.smtp, address);
      expect(received).toHaveLength(1);
      expect(mailSubject(received[0]!)).toBe('30 items to review');
      expect(bodyOf(received[0]!)).toContain('Poplava 29');
    }
  });

  describe('send-creator-verification', () => {
    it('refuses another client’s creator, so a stranger cannot mail its address', async () => {
      const victim = 'verify-victim-1@example.com';
      await submitCreator(server, nextClient(), { email_public: victim });
      const attempt = await sendVerification(server, nextClient(), victim, 'Buy cheap pills');
      expect(attempt.status).toBe(404);
      await wait(3_000);
      expect(mailsTo(server.smtp, victim)).toEqual([]);
    });

    it('refuses a creator older than a few minutes', async () => {
      const victim = 'verify-victim-2@example.com';
      const client = nextClient();
      const id = await submitCreator(server, client, { email_public: victim });
      await server.db.query(
        "update public.creators set created_at = now() - interval '10 minutes' where id = $1",
        [id],
      );
      const attempt = await sendVerification(server, client, victim, 'Stvaralac');
      expect(attempt.status).toBe(404);
      await wait(3_000);
      expect(mailsTo(server.smtp, victim)).toEqual([]);
    });

    it('mails the same client’s new creator once, with none of the attacker’s text', async () => {
      const victim = 'verify-victim-3@example.com';
      const client = nextClient();
      await submitCreator(server, client, {
        email_public: victim,
        name_lat: 'Visit spam.example now',
      });
      const first = await sendVerification(server, client, victim, 'Buy cheap pills at spam');
      const second = await sendVerification(server, client, victim, 'Buy cheap pills at spam');
      expect([first.status, second.status]).toEqual([200, 409]);
      const mail = await server.smtp.waitFor(victim, 30_000);
      await wait(3_000);
      expect(mailsTo(server.smtp, victim)).toHaveLength(1);
      expect(bodyOf(mail)).not.toMatch(/pills|spam/i);
    });
  });

  // Last: the flood it leaves takes a while to drain.
  it('a recovery requested after a flood of 200 notifications is sent first', async () => {
    // 200 notifications waiting in the outbox, as a flood of submissions leaves them.
    await server.db.query(
      `insert into public.mail_outbox (to_address, template, locale, data)
       select 'flood-' || n || '@example.com', 'submission_published', 'en',
         jsonb_build_object('table', 'news', 'title', 'Flood ' || n)
       from generate_series(1, 200) n`,
    );
    const before = server.smtp.messages.length;
    const recover = await fetch(`${server.url}/auth/v1/recover`, {
      method: 'POST',
      headers: apiHeaders(server, nextClient()),
      body: JSON.stringify({ email: admin }),
    });
    expect(recover.status).toBe(200);
    const isRecovery = (mail: ReceivedMail) =>
      mail.to.includes(admin) && mailSubject(mail).includes('password');
    const deadline = Date.now() + 60_000;
    while (!server.smtp.messages.slice(before).some(isRecovery) && Date.now() < deadline)
      await wait(50);
    const position = server.smtp.messages.slice(before).findIndex(isRecovery);
    // The worker sends 10 a poll: the recovery is in the first batches, not after the 200.
    expect(position).toBeGreaterThanOrEqual(0);
    expect(position).toBeLessThan(30);
  });
});
