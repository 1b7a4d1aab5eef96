import { test } from './hydrated-test.ts';
import { sortedByReaderName } from '../domain/serbian-sort-key.ts';
import { expect, visitIn } from './portal-visitor.ts';

/**
 * Issue 37: the reader's language and script from the first byte. The
 * usual diaspora setup: an English phone (en-CA), Serbian reading. Once the
 * reader picks Ћир, the server's HTML of every page is Cyrillic — on reload,
 * on a plain shared link — asserted on the HTML served, not the painted page.
 */

test.use({ locale: 'en-CA' });

const servedLanguage = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
const servedHeading = (html: string) => /<h1[^>]*>([^<]+)</.exec(html)?.[1];

test('a reader who chose Ћир on an English browser gets Cyrillic HTML from the server', async ({
  page,
}) => {
  const first = await page.goto('/organizations');
  expect(servedLanguage(await first!.text())).toBe('en');
  await page.getByRole('group', { name: 'Language' }).getByRole('link', { name: 'Ћир' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Организације');

  // Reload: the HTML the server sends is Cyrillic from its first byte.
  const reloaded = await page.reload();
  const html = await reloaded!.text();
  expect(servedLanguage(html)).toBe('sr-Cyrl');
  // The rendered page, or (when the render guard is busy) the shell titled by the page.
  expect(servedHeading(html)).toMatch(/^Организације( · Заједница)?$/);
  // The switch is served with Ћир active.
  expect(html).toMatch(/<a [^>]*lang="sr-Cyrl"[^>]*aria-current="true"/);
  await expect(
    page.getByRole('group', { name: 'Језик' }).getByRole('link', { name: 'Ћир' }),
  ).toHaveAttribute('aria-current', 'true');

  // A plain shared link (no ?lang=) and another page: Cyrillic too.
  for (const address of ['/org/sokol-niagara-sports-club', '/events', '/']) {
    const response = await page.request.get(address);
    const served = await response.text();
    expect(servedLanguage(served), address).toBe('sr-Cyrl');
    expect(response.headers()['vary'], address).toMatch(/Cookie/);
  }
  const shared = await page.request.get('/org/sokol-niagara-sports-club');
  expect(servedHeading(await shared.text())).toMatch(/[А-Яа-яЂђЉљЊњЋћЏџ]/);
});

test('the language switch works without JavaScript and is remembered for the next page', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-CA' });
  const page = await context.newPage();
  await page.goto('/organizations', { waitUntil: 'commit' });
  await page.waitForLoadState('load');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Organizations');
  await page.getByRole('group', { name: 'Language' }).getByRole('link', { name: 'Lat' }).click();
  await page.waitForURL(/\/organizations\?lang=sr-Latn$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Organizacije');
  // A link inside the page carries no ?lang=: the server remembered the choice.
  await page.goto('/events', { waitUntil: 'commit' });
  await page.waitForLoadState('load');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Latn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Događaji');
  await context.close();
});

const cyrillicLetter = /[\u0400-\u04ff]/;

/** The item titles of an RSS feed or the event summaries of a calendar. */
function feedItemTitles(body: string): string[] {
  if (body.startsWith('BEGIN:VCALENDAR')) {
    return [...body.matchAll(/^SUMMARY:(.*)$/gm)].map((match) => match[1]!.trim());
  }
  return [...body.matchAll(/<item>[\s\S]*?<title>([^<]*)<\/title>/g)].map((match) => match[1]!);
}

test('every feed link on a Cyrillic page returns Cyrillic items', async ({ page, request }) => {
  await visitIn(page, 'sr_cyrillic');
  const feeds = new Set<string>();
  for (const address of ['/news', '/events', '/city/toronto', '/org/kolo-folklore-ensemble', '/']) {
    await page.goto(address);
    const main = page.getByRole('main');
    // The visible links ("RSS фид", "Преузмите календар") and the head's.
    const visible = await main
      .locator('a[href*="rss.xml"], a[href*=".ics"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    const advertised = await page
      .locator('head link[rel="alternate"][type]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    for (const href of [...visible, ...advertised]) {
      feeds.add(href.replace(/^webcal:\/\/[^/]+/, ''));
    }
  }
  expect([...feeds].sort()).toEqual([
    '/city/toronto/events.ics?lang=sr-Cyrl',
    '/events.ics?lang=sr-Cyrl',
    '/events/rss.xml?lang=sr-Cyrl',
    '/news/rss.xml?lang=sr-Cyrl',
    '/org/kolo-folklore-ensemble/events.ics?lang=sr-Cyrl',
  ]);
  for (const feed of feeds) {
    const response = await request.get(feed);
    expect(response.status(), feed).toBe(200);
    // Items other journeys publish meanwhile carry a timestamp and only an English title.
    const titles = feedItemTitles(await response.text()).filter((title) => !/\d{10,}/.test(title));
    expect(titles.length, feed).toBeGreaterThan(0);
    for (const title of titles) expect(title, feed).toMatch(cyrillicLetter);
  }
});

for (const language of ['sr_cyrillic', 'sr_latin', 'en'] as const) {
  test(`the business directory's city filter is in the reader's order (${language})`, async ({
    page,
  }) => {
    await visitIn(page, language);
    await page.goto('/business-directory');
    const labels = await page.locator('#business-city option').allTextContents();
    const [, ...cities] = labels; // "all cities" first
    expect(cities.length).toBeGreaterThan(3);
    expect(cities).toEqual(sortedByReaderName(cities, language, (name) => name));
  });
}

test('list searches match words as the site search does, never inside an English word', async ({
  page,
}) => {
  // An English reader typing Cyrillic: the Serbian words, each from its start.
  await page.goto('/events');
  await page.getByLabel('Search events').fill('хор');
  await expect(page.getByRole('link', { name: /View details: Choir Concert/ })).toBeVisible();
  // "cHORreographies" in the folklore evening's English text no longer matches.
  await expect(page.getByRole('link', { name: /View details: Folklore Evening/ })).toHaveCount(0);

  await page.goto('/organizations');
  await page.getByLabel('Search organizations').fill('ниш');
  await expect(page.getByText('No results found')).toBeVisible();
  await page.getByLabel('Search organizations').fill('хор');
  await expect(page.getByRole('link', { name: 'Branko Radičević Choir' })).toBeVisible();

  // Creators: `ист` starts "Историчар", and is only inside "Ристић" and "Документаристкиња".
  await page.goto('/creators');
  await page.getByLabel('Search creators').fill('ист');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: /^Dusan Milenkovic/ })).toBeVisible();
  await expect(main.getByRole('heading', { name: /^Nemanja Ristic/ })).toHaveCount(0);
  await expect(main.getByRole('heading', { name: /^Ivana Simic/ })).toHaveCount(0);
});
