import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, type Actor, signedInActor } from '../db/test-actors.ts';
import { digestLinesTo, editorNotices, outboxTo } from '../test/outbox.ts';
import { addressSequence, functionInvoker } from '../test/invoke-function.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/** The five creator functions through supabase-js `functions.invoke`, mails read from the outbox. */

let server: TestServer;
let editor: Actor;
let admin: Actor;

/** Each call comes from its own address (TRUST_PROXY=loopback), so rate limits stay per test. */
const freshIp = addressSequence('203.0');

const invoke = functionInvoker(() => server, freshIp);

async function insertCreator(fields: Record<string, unknown>) {
  const row = {
    name_eng: 'Test Creator',
    status: 'published',
    email_public: `creator-${Date.now()}-${Math.random()}@example.com`,
    ...fields,
  };
  const columns = Object.keys(row);
  const { rows } = await server.db.query<{ id: string; slug: string; email_public: string }>(
    `insert into public.creators (${columns.join(', ')})
     values (${columns.map((_, index) => `$${index + 1}`).join(', ')})
     returning id::text, slug, email_public`,
    Object.values(row),
  );
  return rows[0]!;
}

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'loopback' });
  editor = await signedInActor(server, 'editor', ['editor']);
  admin = await signedInActor(server, 'admin', ['admin']);
});

afterAll(async () => {
  await server?.close();
});

describe('a public submission', () => {
  it('notifies each editor once, by the database and the function together', async () => {
    const id = crypto.randomUUID();
    const email = `maker-${Date.now()}@example.com`;
    const ip = freshIp();
    const { error } = await server
      .client()
      .from('creators')
      .insert({ id, name_lat: 'Novi Stvaralac', email_public: email, short_bio_lat: 'Bio' })
      .setHeader('X-Forwarded-For', ip);
    expect(error).toBeNull();
    const first = await invoke('notify-editors-on-submission', { record: { id } });
    const second = await invoke('notify-editors-on-submission', {
      table: 'creators',
      record: { id },
    });
    expect([first.status, second.status]).toEqual([200, 200]);
    for (const person of [editor, admin]) {
      // One notice each for the next digest, and no email per row.
      expect(await editorNotices(server.db, person.email!, id)).toEqual([
        { source_table: 'creators', title: 'Novi Stvaralac', digested: false },
      ]);
      expect((await outboxTo(server.db, person.email!)).filter((m) => m.data.id === id)).toEqual(
        [],
      );
    }

    const received = await invoke(
      'send-creator-verification',
      { email, name: 'Spam text' },
      { ip },
    );
    const again = await invoke('send-creator-verification', { email, name: 'Spam text' }, { ip });
    expect(received).toEqual({ status: 200, body: { ok: true } });
    expect(again).toMatchObject({ status: 409, body: { code: 'already_sent' } });
    const toSubmitter = await outboxTo(server.db, email);
    expect(toSubmitter.map((mail) => mail.template)).toEqual(['creator_received']);
    expect(JSON.stringify(toSubmitter[0]!.data)).not.toContain('Spam');
  });

  it('does not notify about a published or unknown row, nor mail an address without a pending profile', async () => {
    const published = await insertCreator({});
    const before = await server.db.query(
      'select count(*)::int as n from public.editor_notifications',
    );
    await invoke('notify-editors-on-submission', { record: { id: published.id } });
    await invoke('notify-editors-on-submission', { record: { id: crypto.randomUUID() } });
    const after = await server.db.query(
      'select count(*)::int as n from public.editor_notifications',
    );
    expect(after.rows).toEqual(before.rows);
    const stranger = `stranger-${Date.now()}@example.com`;
    const refused = await invoke('send-creator-verification', { email: stranger, name: 'X' });
    expect(refused).toMatchObject({ status: 404, body: { code: 'creator_not_found' } });
    expect(await outboxTo(server.db, stranger)).toHaveLength(0);
  });

  it('answers 400 with field errors as i18n keys', async () => {
    const result = await invoke('send-creator-verification', { email: '', name: '' });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      code: 'validation_failed',
      errors: {
        email: 'creators.validation.emailRequired',
        name: 'creators.validation.nameRequired',
      },
    });
    expect((await invoke('notify-editors-on-submission', { record: { id: 'x' } })).status).toBe(
      400,
    );
  });
});

describe('request-creator-claim', () => {
  it('emails a one-time link that verifies once; the creator stays published', async () => {
    const creator = await insertCreator({});
    const email = `claimant-${Date.now()}@example.com`;
    const result = await invoke('request-creator-claim', {
      slug: creator.slug,
      email,
      proof: 'My channel links here.',
    });
    expect(result).toEqual({ status: 200, body: { ok: true } });
    const [mail] = await outboxTo(server.db, email);
    expect(mail?.template).toBe('creator_claim');
    const link = new URL(String(mail!.data.link));
    expect(link.pathname).toBe('/creators/verify-claim');
    const token = link.searchParams.get('token')!;
    const anon = server.client();
    expect((await anon.rpc('verify_creator_claim', { token })).data).toBe('verified');
    expect((await anon.rpc('verify_creator_claim', { token })).data).toBe('invalid_or_used');
    const { rows } = await server.db.query<{ status: string }>(
      'select status from public.creators where id = $1',
      [creator.id],
    );
    expect(rows[0]?.status).toBe('published');
  });

  it('expires after 24 hours', async () => {
    const creator = await insertCreator({});
    const email = `late-${Date.now()}@example.com`;
    await invoke('request-creator-claim', { slug: creator.slug, email, proof: 'proof' });
    await server.db.query(
      `update public.creator_claims set token_expires_at = now() - interval '1 minute'
       where creator_id = $1`,
      [creator.id],
    );
    const token = new URL(
      String((await outboxTo(server.db, email))[0]!.data.link),
    ).searchParams.get('token');
    expect((await server.client().rpc('verify_creator_claim', { token })).data).toBe('expired');
  });

  it('answers 404 for an unknown slug, 409 for an owned profile, 400 without proof', async () => {
    const unknown = await invoke('request-creator-claim', {
      slug: 'nobody-here',
      email: 'a@example.com',
      proof: 'p',
    });
    expect(unknown).toMatchObject({ status: 404, body: { code: 'creator_not_found' } });
    const owned = await insertCreator({ owner_user_id: editor.userId });
    const taken = await invoke('request-creator-claim', {
      slug: owned.slug,
      email: 'a@example.com',
      proof: 'p',
    });
    expect(taken).toMatchObject({
      status: 409,
      body: {
        code: 'not_claimable',
        message: 'This profile already has an owner and cannot be claimed.',
      },
    });
    expect(await outboxTo(server.db, 'a@example.com')).toEqual([]);
    const invalid = await invoke('request-creator-claim', {
      slug: owned.slug,
      email: 'a@example.com',
      proof: ' ',
    });
    expect(invalid).toMatchObject({
      status: 400,
      body: { errors: { proof: 'creators.validation.proofRequired' } },
    });
  });

  it('is rate-limited per IP', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const result = await invoke(
        'request-creator-claim',
        { slug: 'nobody-here', email: 'a@example.com', proof: 'p' },
        { ip },
      );
      statuses.push(result.status);
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
  });
});

describe('send-creator-contact-form', () => {
  const message = (creatorId: string) => ({
    name: 'Ana',
    fromEmail: 'ana@example.com',
    message: 'Hello, would you play at our festival?',
    honeypot: '',
    creatorId,
  });

  it('sends the message to the public email with Reply-To the sender', async () => {
    const creator = await insertCreator({});
    expect(await invoke('send-creator-contact-form', message(creator.id))).toEqual({
      status: 200,
      body: { ok: true },
    });
    const [mail] = await outboxTo(server.db, creator.email_public);
    expect(mail).toMatchObject({
      template: 'creator_contact',
      data: { sender_name: 'Ana', reply_to: 'ana@example.com' },
    });
  });

  it('drops a filled honeypot silently and refuses a disabled form or unknown creator', async () => {
    const creator = await insertCreator({});
    const trapped = await invoke('send-creator-contact-form', {
      ...message(creator.id),
      honeypot: 'http://spam.example',
    });
    expect(trapped.status).toBe(200);
    expect(await outboxTo(server.db, creator.email_public)).toHaveLength(0);
    const closed = await insertCreator({ contact_form_enabled: false });
    expect(await invoke('send-creator-contact-form', message(closed.id))).toMatchObject({
      status: 403,
      body: { code: 'contact_disabled' },
    });
    const missing = await invoke('send-creator-contact-form', message(crypto.randomUUID()));
    expect(missing.status).toBe(404);
    const invalid = await invoke('send-creator-contact-form', {
      ...message(creator.id),
      message: '',
    });
    expect(invalid.body.errors).toEqual({ message: 'creators.validation.messageRequired' });
  });
});

describe('report-creator-profile', () => {
  it('stores the report with the reporter from the JWT and tells the editors', async () => {
    const creator = await insertCreator({ name_eng: 'Reported One' });
    const reporter = await signedInActor(server, 'other');
    const token = await accessToken(server, reporter.userId!, reporter.email!);
    const body = {
      creatorSlug: creator.slug,
      creatorName: 'Reported One',
      reason: 'Not the real person.',
      reporterInfo: 'forged@example.com',
    };
    expect((await invoke('report-creator-profile', body, { token })).status).toBe(200);
    expect((await invoke('report-creator-profile', body)).status).toBe(200);
    const { rows } = await server.db.query<{ reporter: string }>(
      'select reporter from public.creator_reports where creator_id = $1 order by created_at',
      [creator.id],
    );
    expect(rows.map((row) => row.reporter).sort()).toEqual(
      [reporter.email!, 'Anonymous user'].sort(),
    );
    // Both reports are one line of the editors' next digest (issue 34).
    const lines = (await digestLinesTo(server.db, editor.email!)).filter(
      (line) => line.id === creator.id && line.kind === 'report',
    );
    expect(lines).toEqual([expect.objectContaining({ table: 'creators', times: 2 })]);
  });

  it('needs a reason and a published creator', async () => {
    const blank = await invoke('report-creator-profile', { creatorSlug: 'x', reason: '  ' });
    expect(blank.body.errors).toEqual({ reason: 'creators.validation.reasonRequired' });
    const missing = await invoke('report-creator-profile', { creatorSlug: 'nobody', reason: 'r' });
    expect(missing.status).toBe(404);
  });
});
