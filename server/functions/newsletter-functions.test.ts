import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNews } from '../../db/seed/factories.ts';
import { type Actor, createActors } from '../db/test-actors.ts';
import { renderMail } from '../mail/render-mail.ts';
import { composeWeeklyDigest } from '../newsletter/compose-digest.ts';
import { digestLinesTo, outboxTo } from '../test/outbox.ts';
import { addressSequence, functionInvoker } from '../test/invoke-function.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * The newsletter through supabase-js `functions.invoke` and plain HTTP, as
 * the web app and mail providers call it: double opt-in, one-click
 * unsubscribe, the CASL record, limits, the admin tab's functions and RLS.
 */

let server: TestServer;
let actors: Record<'anon' | 'owner' | 'editor' | 'admin', Actor>;

/** Each call comes from its own address (TRUST_PROXY=loopback), so rate limits stay per test. */
const freshIp = addressSequence('198.51');

const invoke = functionInvoker(() => server, freshIp);

let emailCounter = 0;
function freshEmail() {
  emailCounter += 1;
  return `subscriber${emailCounter}-${Date.now()}@example.com`;
}

async function subscriberRow(email: string) {
  const { rows } = await server.db.query<Record<string, unknown>>(
    'select * from public.newsletter_subscribers where lower(email) = lower($1)',
    [email],
  );
  return rows[0];
}

/** The token of the newest confirmation link mailed to `email`. */
async function confirmationToken(email: string) {
  const mails = (await outboxTo(server.db, email)).filter(
    (m) => m.template === 'newsletter_confirm',
  );
  const link = new URL(String(mails.at(-1)!.data.confirm_url));
  expect(link.pathname).toBe('/newsletter/confirm');
  return link.searchParams.get('token')!;
}

async function subscribe(email: string, fields: Record<string, unknown> = {}) {
  return invoke('newsletter-subscribe', {
    email,
    language: 'sr_cyrillic',
    cities: ['toronto'],
    ...fields,
  });
}

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'loopback' });
  const all = await createActors(server);
  actors = { anon: all.anon, owner: all.owner, editor: all.editor, admin: all.admin };
});

afterAll(async () => {
  await server?.close();
});

describe('subscribing (double opt-in)', () => {
  it('stores a pending request with its CASL record and mails a confirmation link', async () => {
    const email = freshEmail();
    expect(await subscribe(email, { source: 'join_dialog' })).toEqual({
      status: 200,
      body: { ok: true },
    });
    const row = await subscriberRow(email);
    expect(row).toMatchObject({
      status: 'pending',
      language: 'sr_cyrillic',
      city_slugs: ['toronto'],
      source: 'join_dialog',
      consented_at: null,
    });
    expect(String(row!.consent_ip_hash)).toMatch(/^[0-9a-f]{64}$/);
    expect(String(row!.consent_ip_hash)).not.toContain('198.51.100');
    const mails = await outboxTo(server.db, email);
    expect(mails.map((m) => m.template)).toEqual(['newsletter_confirm']);
    const mail = renderMail(
      { template: 'newsletter_confirm', locale: 'sr_cyrillic', data: mails[0]!.data },
      server.config.siteUrl,
    );
    expect(mail.subject).toBe('Потврдите претплату на билтен Заједнице');
  });

  it('gets no digest until confirmed, and is confirmed (with the time of consent) by the link', async () => {
    const email = freshEmail();
    await subscribe(email, { language: 'en', cities: [] });
    await buildNews(server.db, { title_en: 'Fresh community story' });
    const now = new Date();
    await composeWeeklyDigest(server.db, { now, siteUrl: server.config.siteUrl });
    expect((await outboxTo(server.db, email)).map((m) => m.template)).toEqual([
      'newsletter_confirm',
    ]);

    const token = await confirmationToken(email);
    expect(await invoke('newsletter-confirm', { token })).toEqual({
      status: 200,
      body: { ok: true, language: 'en' },
    });
    const confirmed = await subscriberRow(email);
    expect(confirmed).toMatchObject({ status: 'confirmed' });
    expect(confirmed!.consented_at).not.toBeNull();
    // Following the link again answers the same and keeps the first time of consent.
    expect((await invoke('newsletter-confirm', { token })).status).toBe(200);
    expect((await subscriberRow(email))!.consented_at).toEqual(confirmed!.consented_at);

    await composeWeeklyDigest(server.db, { now, siteUrl: server.config.siteUrl });
    const digests = (await outboxTo(server.db, email)).filter(
      (m) => m.template === 'newsletter_digest',
    );
    expect(digests).toHaveLength(1);
    expect(JSON.stringify(digests[0]!.data.news)).toContain('Fresh community story');
  });

  it('refuses an unknown or expired confirmation link', async () => {
    expect(await invoke('newsletter-confirm', { token: 'x'.repeat(43) })).toMatchObject({
      status: 404,
      body: { code: 'link_invalid' },
    });
    const email = freshEmail();
    await subscribe(email);
    const token = await confirmationToken(email);
    await server.db.query(
      `update public.newsletter_subscribers set confirm_expires_at = now() - interval '1 second'
       where email = $1`,
      [email],
    );
    expect((await invoke('newsletter-confirm', { token })).status).toBe(404);
    expect((await subscriberRow(email))!.status).toBe('pending');
  });

  it('mails one confirmation per address and period, and answers the same for every address', async () => {
    const email = freshEmail();
    const first = await subscribe(email);
    const second = await subscribe(email.toUpperCase());
    expect(second).toEqual(first);
    expect(await outboxTo(server.db, email)).toHaveLength(1);

    // A confirmed subscription: the same answer, no mail, nothing changed by a stranger.
    await invoke('newsletter-confirm', { token: await confirmationToken(email) });
    await server.db.query(
      `update public.newsletter_subscribers set confirmation_sent_at = now() - interval '2 hours' where email = $1`,
      [email],
    );
    expect(await subscribe(email, { language: 'en', cities: [] })).toEqual(first);
    expect(await outboxTo(server.db, email)).toHaveLength(1);
    expect(await subscriberRow(email)).toMatchObject({
      language: 'sr_cyrillic',
      city_slugs: ['toronto'],
    });

    // After the period, an unconfirmed address gets a fresh link (the old one stops working).
    const pending = freshEmail();
    await subscribe(pending);
    const oldToken = await confirmationToken(pending);
    await server.db.query(
      `update public.newsletter_subscribers set confirmation_sent_at = now() - interval '2 hours' where email = $1`,
      [pending],
    );
    expect((await subscribe(pending)).status).toBe(200);
    expect(await outboxTo(server.db, pending)).toHaveLength(2);
    expect((await invoke('newsletter-confirm', { token: oldToken })).status).toBe(404);
  });

  it('stores nothing for a filled honeypot, and checks every field', async () => {
    const email = freshEmail();
    expect(await subscribe(email, { honeypot: 'http://spam.example' })).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect(await subscriberRow(email)).toBeUndefined();
    expect(await outboxTo(server.db, email)).toEqual([]);

    expect(await subscribe('not-an-email')).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', errors: { email: 'newsletter.errors.emailInvalid' } },
    });
    expect(await subscribe(freshEmail(), { language: 'de' })).toMatchObject({
      status: 400,
      body: { errors: { language: 'newsletter.errors.languageInvalid' } },
    });
    const cities = Array.from({ length: 21 }, (_, index) => `city-${index}`);
    expect(await subscribe(freshEmail(), { cities })).toMatchObject({
      status: 400,
      body: { errors: { cities: 'newsletter.errors.tooManyCities' } },
    });
    expect(await subscribe(`${'a'.repeat(250)}@example.com`)).toMatchObject({ status: 400 });
  });

  it('limits requests per address of the caller', async () => {
    const ip = freshIp();
    const statuses = [];
    for (let index = 0; index < 6; index += 1)
      statuses.push(
        (await invoke('newsletter-subscribe', { email: freshEmail(), language: 'en' }, { ip }))
          .status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('unsubscribing', () => {
  async function confirmedSubscriber(language = 'sr_latin') {
    const email = freshEmail();
    await subscribe(email, { language });
    await invoke('newsletter-confirm', { token: await confirmationToken(email) });
    const row = await subscriberRow(email);
    return { email, token: String(row!.unsubscribe_token) };
  }

  it('works from the page without signing in, twice with the same answer', async () => {
    const { email, token } = await confirmedSubscriber();
    const expected = { status: 200, body: { ok: true, language: 'sr_latin' } };
    expect(await invoke('newsletter-unsubscribe', { token })).toEqual(expected);
    const row = await subscriberRow(email);
    expect(row).toMatchObject({ status: 'unsubscribed' });
    expect(await invoke('newsletter-unsubscribe', { token })).toEqual(expected);
    expect((await subscriberRow(email))!.unsubscribed_at).toEqual(row!.unsubscribed_at);
  });

  it('takes the RFC 8058 one-click POST of the List-Unsubscribe URL, and a GET opens the page', async () => {
    const { email, token } = await confirmedSubscriber('en');
    const url = `${server.url}/functions/v1/newsletter-unsubscribe?token=${token}`;
    const post = () =>
      fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    const first = await post();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true, language: 'en' });
    expect((await subscriberRow(email))!.status).toBe('unsubscribed');
    expect((await post()).status).toBe(200);

    const opened = await fetch(url, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(
      `${server.config.siteUrl}/newsletter/unsubscribe?token=${token}`,
    );
    // A digest composed afterwards does not go to the address.
    await composeWeeklyDigest(server.db, { now: new Date(), siteUrl: server.config.siteUrl });
    expect(
      (await outboxTo(server.db, email)).filter((m) => m.template === 'newsletter_digest'),
    ).toEqual([]);
  });

  it('answers 404 for an unknown link', async () => {
    expect(await invoke('newsletter-unsubscribe', { token: 'y'.repeat(43) })).toMatchObject({
      status: 404,
      body: { code: 'link_invalid' },
    });
    const response = await fetch(`${server.url}/functions/v1/newsletter-unsubscribe`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(404);
  });
});

describe('row-level security', () => {
  it('lets no visitor or user read subscribers, digests or contact messages; editors read contact messages only', async () => {
    await subscribe(freshEmail());
    for (const table of [
      'newsletter_subscribers',
      'newsletter_digests',
      'newsletter_digest_sends',
    ]) {
      for (const actor of [actors.anon, actors.owner, actors.editor, actors.admin]) {
        const { data, error } = await actor.client.from(table).select('*');
        expect(data ?? [], `${actor.name} reads ${table}`).toEqual([]);
        expect(error?.code ?? 'no error', `${actor.name} reads ${table}`).not.toBe('no error');
      }
    }
    const { error: insertError } = await actors.anon.client.from('newsletter_subscribers').insert({
      email: 'x@example.com',
      language: 'en',
      source: 'footer',
      unsubscribe_token: 'z'.repeat(40),
    });
    expect(insertError).not.toBeNull();

    await invoke('send-contact-message', {
      fullname: 'Visitor',
      email: 'visitor@example.com',
      subject: 'Hello',
      message: 'A question',
    });
    for (const actor of [actors.anon, actors.owner]) {
      const { data } = await actor.client.from('contact_messages').select('*');
      expect(data ?? [], actor.name).toEqual([]);
    }
    const { data: seen } = await actors.editor.client.from('contact_messages').select('subject');
    expect(seen).toContainEqual({ subject: 'Hello' });
  });
});

describe('the admin newsletter tab', () => {
  it('previews the digest for a language and cities, and sends the week once', async () => {
    await buildNews(server.db, {
      title_en: 'Ottawa festival',
      title_sr_cyrl: 'Фестивал у Отави',
      city_tag: 'ottawa',
    });
    const preview = await invoke(
      'newsletter-preview',
      { language: 'sr_cyrillic', cities: ['ottawa'] },
      { actor: actors.admin },
    );
    expect(preview.status).toBe(200);
    expect(preview.body.subject).toMatch(/^Заједница ове недеље/);
    expect(String(preview.body.text)).toContain('Фестивал у Отави');
    expect(String(preview.body.html)).toContain('Фестивал у Отави');
    const english = await invoke(
      'newsletter-preview',
      { language: 'en', cities: ['toronto'] },
      { actor: actors.admin },
    );
    expect(String(english.body.text)).not.toContain('Ottawa festival');

    const overview = await invoke('newsletter-overview', {}, { actor: actors.admin });
    expect(overview.status).toBe(200);
    expect(overview.body.subscribers).toMatchObject({ pending: expect.any(Number) });

    const sent = await invoke('newsletter-send-digest', {}, { actor: actors.admin });
    expect(sent.status).toBe(200);
    const again = await invoke('newsletter-send-digest', {}, { actor: actors.admin });
    expect(again.body.mailed).toBe(0);
  });

  it('is for admins only', async () => {
    for (const name of ['newsletter-preview', 'newsletter-overview', 'newsletter-send-digest']) {
      const body = { language: 'en' };
      expect((await invoke(name, body)).status, `${name} anon`).toBe(401);
      expect((await invoke(name, body, { actor: actors.owner })).status, `${name} user`).toBe(403);
      expect((await invoke(name, body, { actor: actors.editor })).status, `${name} editor`).toBe(
        403,
      );
    }
  });
});

describe('the contact form', () => {
  const message = {
    fullname: 'Milica Petrović',
    email: 'milica@example.com',
    subject: 'Ottawa page',
    message: 'The church address has changed.',
  };

  it('stores the message and lists it in every editor’s next digest, never a mail of its own', async () => {
    expect(await invoke('send-contact-message', message)).toEqual({
      status: 200,
      body: { ok: true },
    });
    const { rows } = await server.db.query<Record<string, unknown>>(
      `select full_name, email, subject, message, language, sender_ip_hash from public.contact_messages
       where subject = 'Ottawa page'`,
    );
    expect(rows).toEqual([
      {
        full_name: 'Milica Petrović',
        email: 'milica@example.com',
        subject: 'Ottawa page',
        message: 'The church address has changed.',
        language: 'en',
        sender_ip_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    ]);
    const { rows: ids } = await server.db.query<{ id: string }>(
      "select id::text from public.contact_messages where subject = 'Ottawa page'",
    );
    for (const person of [actors.editor, actors.admin]) {
      const lines = await digestLinesTo(server.db, person.email!);
      expect(lines.filter((line) => line.id === ids[0]!.id)).toEqual([
        {
          table: 'contact_messages',
          id: ids[0]!.id,
          title: 'Ottawa page',
          kind: 'contact',
          times: 1,
          detail: 'Milica Petrović <milica@example.com>',
        },
      ]);
      const single = (await outboxTo(server.db, person.email!)).filter(
        (m) => m.template !== 'editor_digest',
      );
      expect(single).toEqual([]);
    }
    expect(await outboxTo(server.db, actors.owner.email!)).toEqual([]);
  });

  it('drops a filled honeypot, bounds every field and limits the rate', async () => {
    expect(
      await invoke('send-contact-message', { ...message, subject: 'Bot', honeypot: 'x' }),
    ).toEqual({
      status: 200,
      body: { ok: true },
    });
    const { rows } = await server.db.query(
      "select 1 from public.contact_messages where subject = 'Bot'",
    );
    expect(rows).toEqual([]);

    expect(
      await invoke('send-contact-message', { ...message, message: 'x'.repeat(5001) }),
    ).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', errors: { message: 'contact.errors.tooLong' } },
    });
    expect(
      await invoke('send-contact-message', { ...message, fullname: ' ', email: 'nope' }),
    ).toMatchObject({
      status: 400,
      body: {
        errors: {
          fullname: 'contact.errors.fullNameRequired',
          email: 'contact.errors.emailInvalid',
        },
      },
    });
    const ip = freshIp();
    const statuses = [];
    for (let index = 0; index < 6; index += 1)
      statuses.push((await invoke('send-contact-message', message, { ip })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
