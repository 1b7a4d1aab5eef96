import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization } from '../../db/seed/factories.ts';
import { type ServerWithSmtp, startServerWithSmtp } from '../../server/test/server-with-smtp.ts';
import { mailSubject, type ReceivedMail } from '../../server/test/smtp-receiver.ts';
import { grantRole, signUpAndIn, startSecurityServer } from '../security-server.ts';

/**
 * Mail that cannot be silenced or delayed (issue 34), tried as an attacker
 * would: real HTTP from many simulated clients (TRUST_PROXY, IPv6 networks
 * and IPv4 addresses in X-Forwarded-For) and a real SMTP receiver.
 *
 * Before issue 34: 12 reports of one organization were 36 mails to three
 * editors; after 600 reports a password-recovery mail went out 8 min 42 s
 * late; fifty contact messages filled each editor's daily cap and the
 * review-queue digest announcing a real submission was dropped.
 */

let server: ServerWithSmtp;
const editors = ['flood-editor-1@example.com', 'flood-editor-2@example.com'];
const admin = 'flood-admin@example.com';
const staff = [...editors, admin];
const digestSeconds = 5;

let network = 0;
/** A new IPv6 /64 each call (so per-network limits never decide a test). */
const nextNetwork = () => `2001:db8:${(++network).toString(16)}::`;
let ipv4 = 0;
const nextIpv4 = () => `203.0.113.${(++ipv4 % 250) + 1}`;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const mailsTo = (address: string, after = 0) =>
  server.smtp.messages.slice(after).filter((mail) => mail.to.includes(address));

/** Quoted-printable soft breaks undone, so the text of a message can be searched. */
const bodyOf = (mail: ReceivedMail) =>
  mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=')
    .replace(/=E2=80=94/g, '—');

async function post(path: string, body: unknown, client: string) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      apikey: server.keys.anonKey,
      Authorization: `Bearer ${server.keys.anonKey}`,
      'Content-Type': 'application/json',
      'X-Forwarded-For': client,
    },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

const report = (slug: string, reason: string, client: string) =>
  post('/functions/v1/report-content', { kind: 'organization', slug, reason }, client);

/** Requests a password recovery and waits for its mail: milliseconds from request to receipt. */
async function recoveryDelay(email: string) {
  const seen = server.smtp.messages.length;
  const started = Date.now();
  expect(await post('/auth/v1/recover', { email }, `${nextNetwork()}1`)).toBe(200);
  await server.smtp.waitFor(email, 60_000, seen);
  return Date.now() - started;
}

/** Waits until every editor and the admin received a mail after `seen`, then a little longer. */
async function digestsAfter(seen: number) {
  for (const address of staff) await server.smtp.waitFor(address, 60_000, seen);
  await wait(1_500);
}

beforeAll(async () => {
  server = await startServerWithSmtp(
    { TRUST_PROXY: 'loopback', MAIL_DIGEST_SECONDS: String(digestSeconds) },
    startSecurityServer,
  );
  for (const email of editors) {
    await grantRole(server, (await signUpAndIn(server, email)).user.id, 'editor');
  }
  await grantRole(server, (await signUpAndIn(server, admin)).user.id, 'admin');
});
afterAll(() => server?.close());

describe('mail floods', () => {
  it('12 reports of one organization are one digest per editor, not 36 mails', async () => {
    const organization = await buildOrganization(server.db, { name_en: 'Reported Twelve' });
    const seen = server.smtp.messages.length;
    for (let index = 1; index <= 12; index += 1) {
      const status = await report(String(organization.slug), `Report ${index}`, nextIpv4());
      expect(status).toBe(200);
    }
    await digestsAfter(seen);
    await wait(digestSeconds * 1000);
    for (const address of staff) {
      const received = mailsTo(address, seen);
      expect(received, address).toHaveLength(1);
      expect(mailSubject(received[0]!)).toBe('1 item to review');
      expect(bodyOf(received[0]!)).toContain('Organization reported (12 reports): Reported Twelve');
    }
  });

  it('600 reports, then a password recovery goes out within a few seconds', async () => {
    // Two members: one address gets one recovery mail a minute.
    const [idleMember, member] = ['flood-idle@example.com', 'flood-member@example.com'];
    for (const email of [idleMember, member]) await signUpAndIn(server, email);
    const idle = await recoveryDelay(idleMember);

    const organizations: { slug: string }[] = [];
    for (let index = 0; index < 30; index += 1) {
      const organization = await buildOrganization(server.db, { name_en: `Flooded ${index}` });
      organizations.push({ slug: String(organization.slug) });
    }
    const seen = server.smtp.messages.length;
    // 600 reports from 120 IPv6 networks, five each (the per-client limit), 20 at a time.
    const clients = Array.from({ length: 120 }, nextNetwork).flatMap((prefix) =>
      [1, 2, 3, 4, 5].map((host) => `${prefix}${host}`),
    );
    const statuses: number[] = [];
    const floodStarted = Date.now();
    for (let start = 0; start < clients.length; start += 20) {
      statuses.push(
        ...(await Promise.all(
          clients
            .slice(start, start + 20)
            .map((client, offset) =>
              report(organizations[(start + offset) % 30]!.slug, `Flood ${start + offset}`, client),
            ),
        )),
      );
    }
    const floodMs = Date.now() - floodStarted;
    console.log(`600 reports sent in ${floodMs} ms`);
    expect(statuses.filter((status) => status === 200)).toHaveLength(600);
    const { rows } = await server.db.query<{ count: number }>(
      "select count(*)::int as count from public.content_reports where reason like 'Flood %'",
    );
    expect(rows[0]!.count).toBe(600);

    const afterFlood = await recoveryDelay(member);
    console.log(`recovery mail: ${idle} ms idle, ${afterFlood} ms right after 600 reports`);
    expect(afterFlood).toBeLessThan(5_000);

    // The 600 reports reach each editor as at most one digest per digest period of
    // the flood (and one after it), each counting an organization's reports on one line.
    const mostDigests = Math.ceil(floodMs / (digestSeconds * 1000)) + 1;
    await digestsAfter(seen);
    await wait(digestSeconds * 1000);
    for (const address of staff) {
      const received = mailsTo(address, seen);
      expect(received.length, address).toBeGreaterThanOrEqual(1);
      expect(received.length, address).toBeLessThanOrEqual(mostDigests);
      for (const mail of received) expect(mailSubject(mail)).toMatch(/^\d+ items? to review$/);
      const { rows: notices } = await server.db.query<{ reports: number; waiting: number }>(
        `select sum(n.times)::int as reports, count(*) filter (where n.digested_at is null)::int as waiting
         from public.editor_notifications n join auth.users u on u.id = n.editor_id
         where u.email = $1 and n.kind = 'report' and n.title like 'Flooded %'`,
        [address],
      );
      expect(notices[0]).toEqual({ reports: 600, waiting: 0 });
    }
  }, 240_000);

  it('50 contact messages never silence the editors: the next submission’s digest still arrives', async () => {
    // The editors' day of notifications is already used up, as any flood could leave it.
    await server.db.query(
      `insert into public.mail_outbox (to_address, template, locale, data, status, sent_at)
       select address, 'creator_received', 'en', '{}', 'sent', now()
       from unnest($1::text[]) address, generate_series(1, 50)`,
      [staff],
    );
    const seen = server.smtp.messages.length;
    const sent = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        post(
          '/functions/v1/send-contact-message',
          {
            fullname: `Sender ${index}`,
            email: `sender-${index}@example.com`,
            subject: `Flood message ${index}`,
            message: 'Buy now.',
          },
          nextIpv4(),
        ),
      ),
    );
    expect(sent.every((status) => status === 200)).toBe(true);
    await digestsAfter(seen);
    for (const address of staff) {
      const received = mailsTo(address, seen);
      expect(received, address).toHaveLength(1);
      expect(mailSubject(received[0]!)).toBe('50 items to review');
    }

    // A real submission after the flood.
    const seenBeforeSubmission = server.smtp.messages.length;
    const submission = await fetch(`${server.url}/rest/v1/creators`, {
      method: 'POST',
      headers: {
        apikey: server.keys.anonKey,
        Authorization: `Bearer ${server.keys.anonKey}`,
        'Content-Type': 'application/json',
        Prefer: 'return=minimal',
        'X-Forwarded-For': nextIpv4(),
      },
      body: JSON.stringify({
        id: crypto.randomUUID(),
        name_lat: 'Prava Prijava',
        short_bio_lat: 'Bio',
      }),
    });
    expect(submission.status).toBe(201);
    await digestsAfter(seenBeforeSubmission);
    for (const address of staff) {
      const received = mailsTo(address, seenBeforeSubmission);
      expect(received, address).toHaveLength(1);
      expect(mailSubject(received[0]!)).toBe('1 item to review');
      expect(bodyOf(received[0]!)).toContain('Prava Prijava');
    }
    const { rows } = await server.db.query(
      "select 1 from public.mail_outbox where template = 'editor_digest' and status = 'dropped'",
    );
    expect(rows).toEqual([]);
  });
});
