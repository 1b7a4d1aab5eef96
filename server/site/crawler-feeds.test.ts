import ICAL from 'ical.js';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedTimeToUtc } from '../../domain/time-zone.ts';
import { buildCity } from '../../db/seed/factories.ts';
import type { TestServer } from '../test/test-server.ts';
import { dayFromToday, hostileTitle, siteUrl, startSiteServer } from './test/site-content.ts';

/** Sitemap, robots.txt, RSS and iCalendar feeds, checked with real parsers. */

let server: TestServer;

beforeAll(async () => {
  server = await startSiteServer();
});
afterAll(() => server.close());

const xmlParser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['url', 'sitemap', 'item'].includes(name),
});

async function fetchText(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, { headers });
  return { response, body: await response.text() };
}

/** A well-formed XML document, parsed. */
async function fetchXml(path: string) {
  const { response, body } = await fetchText(path);
  expect(response.status, path).toBe(200);
  expect(XMLValidator.validate(body), path).toBe(true);
  return { response, document: xmlParser.parse(body) as Record<string, Record<string, unknown>> };
}

const local = (url: string) => url.replace(siteUrl, '');

describe('sitemap', () => {
  it('indexes one child sitemap per type; together they list every published page and nothing else', async () => {
    const { response, document } = await fetchXml('/sitemap.xml');
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const children = (document.sitemapindex!.sitemap as { loc: string; lastmod?: string }[]).map(
      (child) => child.loc,
    );
    expect(children).toContain(`${siteUrl}/sitemaps/news-1.xml`);
    const urls: { loc: string; lastmod?: string }[] = [];
    for (const child of children) {
      const part = await fetchXml(local(child));
      urls.push(...(part.document.urlset!.url as { loc: string; lastmod?: string }[]));
    }
    const locs = urls.map((url) => url.loc);
    for (const path of [
      '/',
      '/events',
      '/inmemoriam',
      '/blog/community-day',
      '/event/folklore-evening',
      '/event/old-picnic',
      '/org/st-sava',
      '/creator/ana-creator',
      '/inmemoriam/branislav-djordjevic',
      '/city/toronto',
    ]) {
      expect(locs).toContain(`${siteUrl}${path}`);
    }
    for (const hidden of [
      'secret-draft',
      'pending-event',
      'draft-club',
      'pending-creator',
      'private-person',
    ]) {
      expect(locs.join(' ')).not.toContain(hidden);
    }
    for (const language of ['sr-Cyrl', 'sr-Latn']) {
      expect(locs).toContain(`${siteUrl}/event/folklore-evening?lang=${language}`);
      expect(locs).toContain(`${siteUrl}/?lang=${language}`);
    }
    const article = urls.find((url) => url.loc.endsWith('/blog/community-day'));
    expect(article?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it('answers 404 for a child sitemap that does not exist', async () => {
    expect((await fetchText('/sitemaps/news-2.xml')).response.status).toBe(404);
    expect((await fetchText('/sitemaps/secrets-1.xml')).response.status).toBe(404);
  });

  it('robots.txt keeps crawlers out of account screens and names the sitemap', async () => {
    const { response, body } = await fetchText('/robots.txt');
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(body).toContain(
      'Disallow: /admin\nDisallow: /dashboard\nDisallow: /dev\nDisallow: /auth\n',
    );
    expect(body).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });
});

describe('RSS', () => {
  it('names every language version of each page in the sitemap (hreflang, x-default)', async () => {
    const { body } = await fetchText('/sitemaps/events-1.xml');
    const entry = body
      .split('</url>')
      .find((url) => url.includes('<loc>' + siteUrl + '/event/folklore-evening?lang=sr-Latn<'));
    expect(entry).toContain(
      `hreflang="sr-Cyrl" href="${siteUrl}/event/folklore-evening?lang=sr-Cyrl"`,
    );
    expect(entry).toContain(`hreflang="en" href="${siteUrl}/event/folklore-evening"`);
    expect(entry).toContain(`hreflang="x-default" href="${siteUrl}/event/folklore-evening"`);
  });

  it('writes a feed in the language its address names, item links included', async () => {
    const { document } = await fetchXml('/news/rss.xml?lang=sr-Cyrl');
    const channel = document.rss!.channel as {
      language: string;
      title: string;
      item: { title: string; link: string }[];
    };
    expect(channel.language).toBe('sr-Cyrl');
    expect(channel.title).toMatch(/Заједница/);
    expect(channel.item[0]!.title).toBe('Дан заједнице');
    expect(channel.item[0]!.link).toBe(`${siteUrl}/blog/community-day?lang=sr-Cyrl`);
  });

  it('lists published news only, with absolute links', async () => {
    const { response, document } = await fetchXml('/news/rss.xml');
    expect(response.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    const channel = document.rss!.channel as { item: { title: string; link: string }[] };
    expect(channel.item.map((item) => item.title)).toEqual([hostileTitle]);
    expect(channel.item[0]!.link).toBe(`${siteUrl}/blog/community-day`);
  });

  it('lists published events only, newest announcement first', async () => {
    const { document } = await fetchXml('/events/rss.xml');
    const items = (document.rss!.channel as { item: { title: string; pubDate: string }[] }).item;
    expect(items.map((item) => item.title)).toEqual([
      'Old Picnic',
      'Vancouver Slava',
      'Folklore Evening',
    ]);
    const dates = items.map((item) => Date.parse(item.pubDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });
});

/** The events of a calendar, read by ical.js with the feed's own VTIMEZONEs. */
function calendarEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
}

describe('iCalendar', () => {
  it('has the upcoming published events at the right moments, with stable UIDs and folded lines', async () => {
    const { response, body } = await fetchText('/events.ics');
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    for (const line of body.split('\r\n')) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    }
    const events = calendarEvents(body);
    expect(events.map((event) => event.summary)).toEqual(['Folklore Evening', 'Vancouver Slava']);
    const folklore = events[0]!;
    expect(folklore.startDate.zone?.tzid).toBe('America/Toronto');
    expect(folklore.startDate.toJSDate().getTime()).toBe(
      zonedTimeToUtc(dayFromToday(10), '19:00', 'America/Toronto'),
    );
    expect(folklore.endDate.toJSDate().getTime()).toBe(
      zonedTimeToUtc(dayFromToday(10), '22:00', 'America/Toronto'),
    );
    expect(folklore.location).toBe('St. Sava Parish Hall, 200 Parish Lane');
    expect(folklore.description).toBe('Dances from every region; bring friends, family.');
    expect(folklore.uid).toMatch(/^[0-9a-f-]{36}@zajednica\.example$/);
    expect(events[1]!.startDate.isDate).toBe(true);
    expect((await fetchText('/events.ics')).body).toBe(body);
    // A Serbian feed names the venue in Serbian (issue 37).
    const [cyrillicFolklore] = calendarEvents((await fetchText('/events.ics?lang=sr-Cyrl')).body);
    expect(cyrillicFolklore!.location).toBe('Парохијски дом Светог Саве, 200 Parish Lane');
  });

  it("comes in the language its address names: the events, their links and the calendar's name", async () => {
    const service = server.serviceClient();
    await buildCity(server.db, 'windsor');
    const { error } = await service.from('events').insert({
      slug: 'kolo-in-windsor',
      title_en: 'Kolo in Windsor',
      title_sr_cyrl: 'Коло у Виндзору',
      description_sr_cyrl: 'Игре из свих крајева.',
      event_date: dayFromToday(12),
      timezone: 'America/Toronto',
      city_tag: 'windsor',
      organization_id: (
        await service.from('organizations').select('id').eq('slug', 'st-sava').single()
      ).data!.id,
      status: 'published',
    });
    expect(error).toBeNull();
    try {
      const cyrillic = await fetchText('/city/windsor/events.ics?lang=sr-Cyrl');
      const [event] = calendarEvents(cyrillic.body);
      expect(event!.summary).toBe('Коло у Виндзору');
      expect(event!.description).toBe('Игре из свих крајева.');
      expect(cyrillic.body).toContain('/event/kolo-in-windsor?lang=sr-Cyrl');
      expect(cyrillic.body).toMatch(/X-WR-CALNAME:Догађаји · Виндзор · Заједница/);
      const latin = await fetchText('/org/st-sava/events.ics?lang=sr-Latn');
      expect(calendarEvents(latin.body).map((item) => item.summary)).toEqual(['Kolo u Vindzoru']);
      expect(latin.body).toMatch(/X-WR-CALNAME:Događaji · Crkva Svetog Save · Zajednica/);
      const english = await fetchText('/events.ics?category=other');
      expect(english.body).not.toMatch(/[\u0400-\u04ff]/);
    } finally {
      await service.from('events').delete().eq('slug', 'kolo-in-windsor');
    }
  });

  it('has one city per city feed, and 404 for an unknown city', async () => {
    const { body } = await fetchText('/city/Vancouver/events.ics');
    expect(calendarEvents(body).map((event) => event.summary)).toEqual(['Vancouver Slava']);
    expect((await fetchText('/city/atlantis/events.ics')).response.status).toBe(404);
  });
});
