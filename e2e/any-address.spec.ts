import { test } from './hydrated-test.ts';
import { collectConsoleErrors, expect } from './portal-visitor.ts';

test.describe.configure({ timeout: 90_000 });

/**
 * Issue 17: the server's SITE_URL is http://127.0.0.1:PORT (playwright.config.ts),
 * and a visitor opens the site at http://localhost:PORT — as with a LAN address
 * or a reverse proxy, a host name the server was not told about. The page must
 * call the API on the origin it was loaded from; SITE_URL stays in canonical links.
 */
test('the site works at a host name other than SITE_URL', async ({ page, baseURL }) => {
  const siteUrl = new URL(baseURL!);
  const otherOrigin = `http://localhost:${siteUrl.port}`;
  const consoleErrors = collectConsoleErrors(page);
  const apiOrigins = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/(rest|auth|functions)\/v1\//.test(url.pathname)) apiOrigins.add(url.origin);
  });

  await page.goto(`${otherOrigin}/`);
  for (const heading of ['Latest news', 'Upcoming events', 'Featured organizations']) {
    const section = page.getByRole('region', { name: heading });
    await expect(section.getByRole('listitem')).toHaveCount(3);
  }

  await page.goto(`${otherOrigin}/news`);
  const articles = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link');
  await expect(articles.first()).toBeVisible();
  expect(await articles.count()).toBeGreaterThanOrEqual(6);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${siteUrl.origin}/news`,
  );

  // Server-rendered pages arrive with their data; the app's own reads start on
  // navigation inside it (here: to the events, whose data no page has yet).
  await page.locator('header a[href="/events"]').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'View details' }).first(),
  ).toBeVisible();
  expect([...apiOrigins]).toEqual([otherOrigin]);
  expect(consoleErrors).toEqual([]);
});
