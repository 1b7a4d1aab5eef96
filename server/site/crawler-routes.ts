import { Hono } from 'hono';
import { languageFromParam } from '../../domain/language-url.ts';
import type { Database } from '../db/database.ts';
import { conditionalResponse } from './conditional-response.ts';
import { eventCategories } from '../../domain/content-categories.ts';
import { localizedField, localizedText } from '../../domain/content-language.ts';
import { readCity, readOrganization } from './detail-rows.ts';
import { eventsCalendarIcs } from './events-calendar.ts';
import { readEventsFeed, readNewsFeed, readUpcomingEvents } from './feed-rows.ts';
import { robotsTxt } from './robots.ts';
import { eventsRssXml, newsRssXml } from './rss-feeds.ts';
import { sitemapIndexXml, sitemapPartXml } from './sitemap.ts';

/**
 * What crawlers, feed readers and calendar apps fetch: robots.txt, the
 * sitemap, RSS and iCalendar feeds. Each is cached briefly and revalidated
 * with an ETag, so a poller gets 304 until something is published.
 */
export function crawlerRoutes(options: { db: Database; siteUrl: string }) {
  const { db, siteUrl } = options;
  const app = new Hono();
  const respond = (request: Request, body: string, type: string) =>
    conditionalResponse(request, body, {
      headers: { 'Content-Type': type, 'Cache-Control': 'public, max-age=300' },
    });
  const xml = 'application/xml; charset=utf-8';
  const rss = 'application/rss+xml; charset=utf-8';
  const calendar = 'text/calendar; charset=utf-8';

  app.get('/robots.txt', (c) =>
    respond(c.req.raw, robotsTxt(siteUrl), 'text/plain; charset=utf-8'),
  );
  app.get('/sitemap.xml', async (c) => respond(c.req.raw, await sitemapIndexXml(db, siteUrl), xml));
  app.get('/sitemaps/:file', async (c) => {
    const match = /^([a-z]+)-(\d+)\.xml$/.exec(c.req.param('file'));
    const body = match && (await sitemapPartXml(db, siteUrl, match[1]!, Number(match[2])));
    return body ? respond(c.req.raw, body, xml) : c.notFound();
  });
  // Feeds (RSS and calendars) are English unless the address names a language (?lang=sr-Cyrl).
  const feedLanguage = (param: string | undefined) => languageFromParam(param) ?? 'en';
  app.get('/news/rss.xml', async (c) =>
    respond(
      c.req.raw,
      newsRssXml(await readNewsFeed(db), siteUrl, feedLanguage(c.req.query('lang'))),
      rss,
    ),
  );
  app.get('/events/rss.xml', async (c) =>
    respond(
      c.req.raw,
      eventsRssXml(await readEventsFeed(db), siteUrl, feedLanguage(c.req.query('lang'))),
      rss,
    ),
  );
  // Calendar feeds: all upcoming events, a city's or an organization's;
  // ?category= narrows any of them to one event category.
  const category = (value: string | undefined) =>
    value === undefined ? null : eventCategories.find((known) => known === value);
  app.get('/events.ics', async (c) => {
    const chosen = category(c.req.query('category'));
    if (chosen === undefined) return c.notFound();
    const rows = await readUpcomingEvents(db, { category: chosen ?? undefined });
    const language = feedLanguage(c.req.query('lang'));
    return respond(
      c.req.raw,
      eventsCalendarIcs(rows, siteUrl, { language, category: chosen }),
      calendar,
    );
  });
  app.get('/city/:name/events.ics', async (c) => {
    const chosen = category(c.req.query('category'));
    const city = await readCity(db, c.req.param('name'));
    if (!city || chosen === undefined) return c.notFound();
    const rows = await readUpcomingEvents(db, {
      cityTag: city.slug,
      category: chosen ?? undefined,
    });
    const language = feedLanguage(c.req.query('lang'));
    const scopeNames = [localizedText(language, city.name, city.name_sr_cyrl)];
    return respond(
      c.req.raw,
      eventsCalendarIcs(rows, siteUrl, { language, scopeNames, category: chosen }),
      calendar,
    );
  });
  app.get('/org/:slug/events.ics', async (c) => {
    const chosen = category(c.req.query('category'));
    const organization = await readOrganization(db, c.req.param('slug'));
    if (!organization || chosen === undefined) return c.notFound();
    const rows = await readUpcomingEvents(db, {
      organizationSlug: organization.slug,
      category: chosen ?? undefined,
    });
    const language = feedLanguage(c.req.query('lang'));
    const scopeNames = [localizedField(organization, 'name', language)];
    return respond(
      c.req.raw,
      eventsCalendarIcs(rows, siteUrl, { language, scopeNames, category: chosen }),
      calendar,
    );
  });
  return app;
}
