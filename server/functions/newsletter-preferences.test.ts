import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNews } from '../../db/seed/factories.ts';
import { type Actors, createActors } from '../db/test-actors.ts';
import { renderMail } from '../mail/render-mail.ts';
import { composeWeeklyDigest } from '../newsletter/compose-digest.ts';
import { outboxTo } from '../test/outbox.ts';
import { addressSequence, functionInvoker } from '../test/invoke-function.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * The newsletter's preferences page (issue 20) through supabase-js, as the
 * web app calls it: the link of every newsletter mail carries the
 * subscriber's token, which reads and changes that subscription only; the
 * dashboard finds it for a signed-in subscriber. Bounded and rate-limited.
 */

let server: TestServer;
let actors: Actors;

/** Each call comes from its own address (TRUST_PROXY=loopback), so rate limits stay per test. */
const freshIp = addressSequence('203.0');

const invoke = functionInvoker(() => server, freshIp);

/** Subscribes and confirms `email`; returns the token of its preferences link. */
async function confirmedSubscriber(email: string, cities = ['toronto']) {
  await invoke('newsletter-subscribe', { email, language: 'sr_cyrillic', cities });
  const mail = (await outboxTo(server.db, email)).findLast(
    (m) => m.template === 'newsletter_confirm',
  )!;
  const confirm = new URL(String(mail.data.confirm_url));
  expect(
    (await invoke('newsletter-confirm', { token: confirm.searchParams.get('token') })).status,
  ).toBe(200);
  const preferences = new URL(String(mail.data.preferences_url));
  expect(preferences.pathname).toBe('/newsletter/preferences');
  return preferences.searchParams.get('token')!;
}

async function subscriberRow(email: string) {
  const { rows } = await server.db.query<{
    language: string;
    city_slugs: string[];
    status: string;
  }>(
    'select language, city_slugs, status from public.newsletter_subscribers where lower(email) = lower($1)',
    [email],
  );
  return rows[0];
}

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'loopback' });
  actors = await createActors(server);
});

afterAll(async () => {
  await server?.close();
});

describe('newsletter preferences', () => {
  it('shows and changes the one subscription of the link, naming its address only half', async () => {
    const token = await confirmedSubscriber('ana.preferences@example.com');
    const otherToken = await confirmedSubscriber('other.preferences@example.com', ['ottawa']);
    expect(await invoke('newsletter-preferences', { token })).toEqual({
      status: 200,
      body: {
        ok: true,
        email: 'a…@example.com',
        language: 'sr_cyrillic',
        cities: ['toronto'],
        subscribed: true,
      },
    });
    const saved = await invoke('newsletter-update-preferences', {
      token,
      language: 'en',
      cities: ['chicago', 'vancouver'],
    });
    expect(saved.status).toBe(200);
    expect(await subscriberRow('ana.preferences@example.com')).toEqual({
      language: 'en',
      city_slugs: ['chicago', 'vancouver'],
      status: 'confirmed',
    });
    // The other subscriber is untouched.
    expect(await subscriberRow('other.preferences@example.com')).toMatchObject({
      language: 'sr_cyrillic',
      city_slugs: ['ottawa'],
    });
    expect(otherToken).not.toBe(token);
  });

  it('answers an unknown or malformed token as an invalid link, and changes nothing', async () => {
    for (const token of ['x'.repeat(43), 'short', '']) {
      const read = await invoke('newsletter-preferences', { token });
      expect([400, 404], token).toContain(read.status);
      const write = await invoke('newsletter-update-preferences', {
        token,
        language: 'en',
        cities: [],
      });
      expect([400, 404], token).toContain(write.status);
    }
    expect((await invoke('newsletter-preferences', { token: 'x'.repeat(43) })).body).toMatchObject({
      code: 'link_invalid',
    });
  });

  it('bounds the choice: known languages, city slugs, at most 20 cities', async () => {
    const token = await confirmedSubscriber('bounds.preferences@example.com');
    const tooMany = Array.from({ length: 21 }, (_, i) => `city-${i}`);
    for (const body of [
      { token, language: 'de', cities: [] },
      { token, language: 'en', cities: tooMany },
      { token, language: 'en', cities: ['<script>'] },
    ]) {
      expect((await invoke('newsletter-update-preferences', body)).status).toBe(400);
    }
    expect(await subscriberRow('bounds.preferences@example.com')).toMatchObject({
      language: 'sr_cyrillic',
      city_slugs: ['toronto'],
    });
  });

  it('stops saving after unsubscribing, and says so', async () => {
    const token = await confirmedSubscriber('gone.preferences@example.com');
    expect((await invoke('newsletter-unsubscribe', { token })).status).toBe(200);
    expect((await invoke('newsletter-preferences', { token })).body).toMatchObject({
      subscribed: false,
    });
    const write = await invoke('newsletter-update-preferences', {
      token,
      language: 'en',
      cities: [],
    });
    expect(write.status).toBe(404);
  });

  it('limits saving per client address', async () => {
    const token = await confirmedSubscriber('limit.preferences@example.com');
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (
          await invoke(
            'newsletter-update-preferences',
            { token, language: 'en', cities: [] },
            { ip },
          )
        ).status,
      );
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('links the preferences page from the confirmation mail and the digest', async () => {
    const email = 'mail.preferences@example.com';
    const token = await confirmedSubscriber(email, []);
    await buildNews(server.db, { title_en: 'Preferences news', title_sr_cyrl: 'Вест' });
    await composeWeeklyDigest(server.db, { now: new Date(), siteUrl: server.config.siteUrl });
    const url = `${server.config.siteUrl}/newsletter/preferences?token=${token}`;
    for (const template of ['newsletter_confirm', 'newsletter_digest']) {
      const mail = (await outboxTo(server.db, email)).find((m) => m.template === template)!;
      const rendered = renderMail(
        { template, locale: 'sr', data: mail.data },
        server.config.siteUrl,
      );
      expect(rendered.text, template).toContain(url);
      expect(rendered.html, template).toContain(url);
    }
  });

  it('gives a signed-in subscriber the link from the dashboard, and nobody else', async () => {
    const token = await confirmedSubscriber(actors.owner.email!);
    expect(await invoke('newsletter-my-preferences', {}, { actor: actors.owner })).toEqual({
      status: 200,
      body: { ok: true, subscribed: true, token },
    });
    expect(await invoke('newsletter-my-preferences', {}, { actor: actors.other })).toEqual({
      status: 200,
      body: { ok: true, subscribed: false },
    });
    expect((await invoke('newsletter-my-preferences', {})).status).toBe(401);
  });
});
