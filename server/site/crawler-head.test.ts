import { parse } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../test/test-server.ts';
import { hostileTitle, siteUrl, startSiteServer } from './test/site-content.ts';

/** The head the server writes into index.html for crawlers, which run no JavaScript. */

let server: TestServer;

beforeAll(async () => {
  server = await startSiteServer();
});
afterAll(() => server.close());

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, { headers });
  const html = await response.text();
  const document = parse(html);
  const meta = (key: string) =>
    document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content');
  const jsonLd = document
    .querySelectorAll('script[type="application/ld+json"]')
    .flatMap((script) => [JSON.parse(script.textContent) as Record<string, unknown>].flat());
  return {
    status: response.status,
    headers: response.headers,
    html,
    lang: document.querySelector('html')?.getAttribute('lang'),
    title: document.querySelector('title')?.textContent,
    description: meta('description'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    meta,
    feeds: document
      .querySelectorAll('link[rel="alternate"]')
      .filter((link) => !link.getAttribute('hreflang'))
      .map((link) => link.getAttribute('href')),
    languages: Object.fromEntries(
      document
        .querySelectorAll('link[rel="alternate"][hreflang]')
        .map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
    ),
    jsonLd: jsonLd.flat() as Record<string, unknown>[],
    noscript: document.querySelector('noscript')?.textContent,
  };
}

const ofType = (items: Record<string, unknown>[], type: string) =>
  items.find((item) => item['@type'] === type);

describe('detail pages', () => {
  it('a news article: NewsArticle, breadcrumbs and the /blog canonical, from /news too', async () => {
    for (const path of ['/blog/community-day', '/news/community-day']) {
      const result = await page(path);
      expect(result.status).toBe(200);
      expect(result.title).toBe(`${hostileTitle} · Zajednica`);
      expect(result.description).toBe('Twelve cities celebrate together.');
      expect(result.canonical).toBe(`${siteUrl}/blog/community-day`);
      expect(result.meta('og:title')).toBe(hostileTitle);
      expect(result.meta('og:image')).toBe(`${siteUrl}/images/content/festival.svg`);
      expect(result.meta('twitter:card')).toBe('summary_large_image');
      expect(result.feeds).toContain('/news/rss.xml');
      const article = ofType(result.jsonLd, 'NewsArticle');
      expect(article?.headline).toBe(hostileTitle);
      expect(article?.url).toBe(`${siteUrl}/blog/community-day`);
      expect(ofType(result.jsonLd, 'BreadcrumbList')).toBeDefined();
    }
  });

  it('escapes every text, so a title cannot break out of the JSON-LD block or the head', async () => {
    const result = await page('/blog/community-day');
    expect(result.html).not.toContain('<script>alert(1)</script>');
    expect(result.html.match(/<script/g)).toHaveLength(2); // the config block and the JSON-LD
    expect(result.noscript).toContain(hostileTitle);
  });

  it('an event: Event in its own time zone', async () => {
    const result = await page('/event/folklore-evening');
    expect(result.status).toBe(200);
    expect(result.title).toBe('Folklore Evening · Zajednica');
    expect(result.canonical).toBe(`${siteUrl}/event/folklore-evening`);
    const event = ofType(result.jsonLd, 'Event');
    expect(event?.name).toBe('Folklore Evening');
    expect(event?.startDate).toMatch(/T19:00:00-0[45]:00$/);
    expect(result.feeds).toEqual(['/events/rss.xml', '/events.ics']);
  });

  it('an organization: Organization', async () => {
    const result = await page('/org/st-sava');
    expect(result.status).toBe(200);
    expect(result.description).toBe('Parish of the Serbian Orthodox Church.');
    expect(ofType(result.jsonLd, 'Organization')?.name).toBe('St. Sava Church');
  });

  it('a creator: Person with the profile links', async () => {
    const result = await page('/creator/ana-creator');
    expect(result.status).toBe(200);
    expect(result.title).toBe('Ana Petrović · Zajednica');
    const person = ofType(result.jsonLd, 'Person');
    expect(person?.name).toBe('Ana Petrović');
    expect(person?.sameAs).toEqual(['https://www.youtube.com/@ana']);
  });

  it('a memorial: Person with birth and death dates', async () => {
    const result = await page('/inmemoriam/branislav-djordjevic');
    expect(result.status).toBe(200);
    // The obituary's first words describe the page (without one: "In memory of …").
    expect(result.description).toBe('He built bridges and sang in the choir.');
    const person = ofType(result.jsonLd, 'Person');
    expect(person).toMatchObject({
      name: 'Branislav Đorđević',
      birthDate: '1940-02-02',
      deathDate: '2021-08-30',
    });
  });

  it('a city, matched case-insensitively, advertises its calendar', async () => {
    const result = await page('/city/Toronto');
    expect(result.status).toBe(200);
    expect(result.title).toBe('Toronto · Zajednica');
    expect(result.canonical).toBe(`${siteUrl}/city/toronto`);
    expect(result.feeds).toEqual(['/city/toronto/events.ics']);
  });

  it.each([
    '/blog/no-such-article',
    '/blog/secret-draft',
    '/event/pending-event',
    '/org/draft-club',
    '/creator/pending-creator',
    '/inmemoriam/private-person',
    '/city/atlantis',
    '/no/such/page',
  ])('%s answers 404 with the app and the not-found title', async (path) => {
    const result = await page(path);
    expect(result.status).toBe(404);
    expect(result.title).toBe('Page not found · Zajednica');
    expect(result.jsonLd).toEqual([]);
    expect(result.html).toContain('id="app-config"');
  });
});

describe('list pages and language', () => {
  it('gives list pages their title, description and canonical', async () => {
    const result = await page('/events');
    expect(result.status).toBe(200);
    expect(result.title).toBe('Events · Zajednica');
    expect(result.canonical).toBe(`${siteUrl}/events`);
    expect(result.description?.length).toBeLessThanOrEqual(160);
    expect((await page('/inmemoriam/submit')).status).toBe(200);
  });

  it('keeps every description within 160 characters', async () => {
    const result = await page('/inmemoriam');
    expect(result.description).toMatch(/…$/);
    expect(result.description!.length).toBeLessThanOrEqual(160);
  });

  it('answers in English by default and in Serbian Cyrillic for a Serbian browser', async () => {
    expect((await page('/')).lang).toBe('en');
    const serbian = await page('/organizations', { 'Accept-Language': 'sr-RS,sr;q=0.9' });
    expect(serbian.lang).toBe('sr-Cyrl');
    expect(serbian.title).toBe('Организације · Заједница');
    expect(serbian.headers.get('vary')).toMatch(/accept-language/i);
  });

  it('serves each language at its own URL: ?lang= wins over Accept-Language', async () => {
    const cyrillic = await page('/organizations?lang=sr-Cyrl');
    expect(cyrillic.lang).toBe('sr-Cyrl');
    expect(cyrillic.title).toBe('Организације · Заједница');
    expect(cyrillic.canonical).toBe(`${siteUrl}/organizations?lang=sr-Cyrl`);
    const latin = await page('/organizations?lang=sr-Latn', { 'Accept-Language': 'en' });
    expect(latin.lang).toBe('sr-Latn');
    expect(latin.title).toBe('Organizacije · Zajednica');
    expect(latin.canonical).toBe(`${siteUrl}/organizations?lang=sr-Latn`);
    const english = await page('/organizations?lang=en', { 'Accept-Language': 'sr-RS' });
    expect(english.lang).toBe('en');
    expect(english.canonical).toBe(`${siteUrl}/organizations`);
    expect(english.languages).toEqual({
      en: `${siteUrl}/organizations`,
      'sr-Cyrl': `${siteUrl}/organizations?lang=sr-Cyrl`,
      'sr-Latn': `${siteUrl}/organizations?lang=sr-Latn`,
      'x-default': `${siteUrl}/organizations`,
    });
    expect((await page('/organizations?lang=de')).lang).toBe('en');
  });

  it('serves the plain address in the language the reader chose (cookie), on an English browser', async () => {
    const chosen = await page('/organizations', {
      'Accept-Language': 'en-CA,en;q=0.9',
      Cookie: 'language=sr-Cyrl',
    });
    expect(chosen.lang).toBe('sr-Cyrl');
    expect(chosen.title).toBe('Организације · Заједница');
    // Indexed once per language: the plain address names its Cyrillic URL as canonical.
    expect(chosen.canonical).toBe(`${siteUrl}/organizations?lang=sr-Cyrl`);
    expect(chosen.headers.get('vary')).toMatch(/cookie/i);
    expect(chosen.meta('og:locale')).toBe('sr_RS');
    expect(chosen.meta('og:locale:alternate')).toBe('en_CA');
    expect(chosen.headers.get('set-cookie')).toBeNull();
    // The language URL wins over the cookie, and is remembered.
    const named = await page('/organizations?lang=sr-Latn', { Cookie: 'language=sr-Cyrl' });
    expect(named.lang).toBe('sr-Latn');
    expect(named.headers.get('set-cookie')).toMatch(/^language=sr-Latn; Path=\/; Max-Age=/);
    const again = await page('/organizations?lang=sr-Latn', { Cookie: 'language=sr-Latn' });
    expect(again.headers.get('set-cookie')).toBeNull();
    // A cookie naming no language falls back to Accept-Language.
    const unknown = await page('/organizations', {
      Cookie: 'language=de',
      'Accept-Language': 'sr',
    });
    expect(unknown.lang).toBe('sr-Cyrl');
  });

  it('writes a detail page head, its JSON-LD and its city description in the URL language', async () => {
    const city = await page('/city/toronto?lang=sr-Cyrl');
    expect(city.title).toBe('Торонто · Заједница');
    expect(city.description).not.toMatch(/[A-Za-z]{4}/);
    expect(city.languages['sr-Latn']).toBe(`${siteUrl}/city/toronto?lang=sr-Latn`);
    const memorial = await page('/inmemoriam/branislav-djordjevic?lang=sr-Cyrl');
    expect(ofType(memorial.jsonLd, 'Person')).toMatchObject({ name: 'Бранислав Ђорђевић' });
    const latin = await page('/inmemoriam/branislav-djordjevic?lang=sr-Latn');
    expect(ofType(latin.jsonLd, 'Person')).toMatchObject({ name: 'Branislav Đorđević' });
  });
});
