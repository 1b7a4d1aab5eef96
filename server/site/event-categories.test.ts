import ICAL from 'ical.js';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEvent, buildOrganization } from '../../db/seed/factories.ts';
import { createActors, type Actors } from '../db/test-actors.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { dayFromToday } from './test/site-content.ts';
import { decideRevision } from '../test/decide.ts';

/**
 * Event categories (issue 20, migration 0390) through the API as the web app
 * sends them, and in the feeds: the RSS category, the iCalendar CATEGORIES,
 * the ?category= calendar feeds and the organization's calendar feed.
 */

const siteUrl = 'https://zajednica.example';
let server: TestServer;
let actors: Actors;
let organizationSlug: string;

beforeAll(async () => {
  server = await startTestServer({ SITE_URL: siteUrl });
  actors = await createActors(server);
  const organization = await buildOrganization(server.db, { slug: 'kolo-ensemble' });
  organizationSlug = String(organization.slug);
  await buildEvent(server.db, {
    title_en: 'Choir Concert',
    category: 'music',
    event_date: dayFromToday(5),
    organization_id: organization.id,
  });
  await buildEvent(server.db, {
    title_en: 'Basketball Cup',
    category: 'sports',
    event_date: dayFromToday(6),
    city_tag: 'vancouver',
  });
  await buildEvent(server.db, {
    title_en: 'Kolo Festival',
    category: 'festivals',
    event_date: dayFromToday(7),
    organization_id: organization.id,
  });
  await buildEvent(server.db, {
    title_en: 'Hidden Music Night',
    category: 'music',
    event_date: dayFromToday(8),
    status: 'pending_review',
  });
});
afterAll(() => server.close());

const newEvent = (extra: Record<string, unknown>) => ({
  title_en: `Submitted ${Math.random()}`,
  event_date: dayFromToday(20),
  city_tag: 'toronto',
  status: 'pending_review',
  ...extra,
});

async function fetchText(path: string) {
  const response = await fetch(`${server.url}${path}`);
  return { response, body: await response.text() };
}

function calendarSummaries(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar
    .getAllSubcomponents('vevent')
    .map((component) => String(component.getFirstPropertyValue('summary')));
}

describe('an event category in the schema and the API', () => {
  it('is stored as submitted, and is other when none is given', async () => {
    const owner = actors.owner.client;
    const chosen = await owner
      .from('events')
      .insert(newEvent({ category: 'theatre' }))
      .select();
    expect(chosen.error).toBeNull();
    expect(chosen.data![0]!.category).toBe('theatre');
    const unset = await owner.from('events').insert(newEvent({})).select('category');
    expect(unset.error).toBeNull();
    expect(unset.data![0]!.category).toBe('other');
  });

  it('refuses a category outside the list with a 400, whatever its length', async () => {
    for (const category of ['politics', 'x'.repeat(65)]) {
      const { error, status } = await actors.owner.client
        .from('events')
        .insert(newEvent({ category }));
      expect(error, category).not.toBeNull();
      expect(status, category).toBe(400);
    }
  });

  it('filters the published list for a visitor, pending events never shown', async () => {
    const { data, error } = await actors.anon.client
      .from('events')
      .select('title_en, category')
      .eq('status', 'published')
      .eq('category', 'music');
    expect(error).toBeNull();
    expect(data).toEqual([{ title_en: 'Choir Concert', category: 'music' }]);
  });

  it('can be changed after publication through a reviewed revision', async () => {
    const row = await buildEvent(server.db, {
      author_id: actors.owner.userId,
      title_en: 'Recategorised',
      category: 'other',
      // Past, so it stays out of the calendar feeds the next tests count.
      event_date: '2020-05-01',
    });
    const proposal = await actors.owner.client.rpc('propose_content_revision', {
      target_table: 'events',
      row_id: row.id,
      changes: { category: 'music' },
    });
    expect(proposal.error).toBeNull();
    const decision = await decideRevision(
      actors.editor.client,
      'content_revisions',
      proposal.data,
      true,
    );
    expect(decision.error).toBeNull();
    const { data } = await actors.anon.client.from('events').select('category').eq('id', row.id);
    expect(data).toEqual([{ category: 'music' }]);
  });
});

describe('event categories in the feeds', () => {
  it('names each item’s category in the RSS feed', async () => {
    const { body } = await fetchText('/events/rss.xml');
    const items = (
      new XMLParser({ isArray: (name) => name === 'item' }).parse(body) as {
        rss: { channel: { item: { title: string; category: string }[] } };
      }
    ).rss.channel.item;
    const byTitle = Object.fromEntries(items.map((item) => [item.title, item.category]));
    expect(byTitle['Choir Concert']).toBe('music');
    expect(byTitle['Basketball Cup']).toBe('sports');
  });

  it('writes CATEGORIES into the calendar and narrows it with ?category=', async () => {
    const all = await fetchText('/events.ics');
    expect(all.body).toContain('CATEGORIES:MUSIC');
    expect(calendarSummaries(all.body)).toEqual(
      expect.arrayContaining(['Choir Concert', 'Basketball Cup', 'Kolo Festival']),
    );
    const music = await fetchText('/events.ics?category=music');
    expect(music.response.status).toBe(200);
    expect(calendarSummaries(music.body)).toEqual(['Choir Concert']);
    expect(music.body).toContain('X-WR-CALNAME:Events · Music · Zajednica');
    const citySports = await fetchText('/city/vancouver/events.ics?category=sports');
    expect(calendarSummaries(citySports.body)).toEqual(['Basketball Cup']);
    const cityMusic = await fetchText('/city/vancouver/events.ics?category=music');
    expect(calendarSummaries(cityMusic.body)).toEqual([]);
    expect((await fetchText('/events.ics?category=politics')).response.status).toBe(404);
  });

  it('serves an organization’s upcoming events as a calendar, cached like the others', async () => {
    const { response, body } = await fetchText(`/org/${organizationSlug}/events.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(calendarSummaries(body)).toEqual(['Choir Concert', 'Kolo Festival']);
    const festivals = await fetchText(`/org/${organizationSlug}/events.ics?category=festivals`);
    expect(calendarSummaries(festivals.body)).toEqual(['Kolo Festival']);
    const etag = response.headers.get('etag');
    const again = await fetch(`${server.url}/org/${organizationSlug}/events.ics`, {
      headers: { 'If-None-Match': etag! },
    });
    expect(again.status).toBe(304);
    expect((await fetchText('/org/no-such-club/events.ics')).response.status).toBe(404);
  });

  it('does not serve the calendar of an organization that is not published', async () => {
    await buildOrganization(server.db, { slug: 'draft-club', status: 'draft' });
    expect((await fetchText('/org/draft-club/events.ics')).response.status).toBe(404);
  });
});
