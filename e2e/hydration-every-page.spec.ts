import type { APIRequestContext, Page } from '@playwright/test';
import { test } from './hydrated-test.ts';
import { expect } from './portal-visitor.ts';

/**
 * Issue 37: the server and the browser render the same markup on every
 * public page in every language. The sitemap lists each public page once
 * per language (`?lang=`); each is opened in Chromium in a time zone other
 * than the server's, and must read the same before and after the app takes
 * over: the fixture (hydrated-test.ts) fails on any "Hydration mismatch" a
 * page logs (an element only one side renders), and this spec compares the
 * page's text before and after hydration (a date formatted in another zone,
 * a phone number formatted only in the browser). One test per sitemap part,
 * so the parts run in parallel.
 */

test.use({ timezoneId: 'America/Vancouver', locale: 'en-CA' });

const parts = ['pages', 'news', 'events', 'organizations', 'creators', 'memorials', 'cities'];

/** Each page of a sitemap part once, its language taken in turn from the languages it is listed in. */
async function sitemapAddresses(request: APIRequestContext, part: string) {
  const xml = await (await request.get(`/sitemaps/${part}-1.xml`)).text();
  const byPage = new Map<string, string[]>();
  for (const match of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const url = new URL(match[1]!.replaceAll('&amp;', '&'));
    byPage.set(url.pathname, [...(byPage.get(url.pathname) ?? []), url.pathname + url.search]);
  }
  return [...byPage.values()].map((languages, index) => languages[index % languages.length]!);
}

/** The text and links of the page's main content. */
async function mainContent(page: Page) {
  const main = page.locator('main');
  return {
    text: await main.innerText(),
    links: await main
      .locator('a[href^="tel:"], time')
      .evaluateAll((elements) =>
        elements.map(
          (element) => element.getAttribute('href') ?? element.getAttribute('datetime') ?? '',
        ),
      ),
  };
}

for (const part of parts) {
  test(`every ${part} page reads the same before and after hydration, in each language`, async ({
    page,
    request,
  }) => {
    const addresses = await sitemapAddresses(request, part);
    // A page takes 1–2 s on an idle machine: the budget grows with the part, not one figure for all.
    test.setTimeout(30_000 + addresses.length * 6_000);
    expect(addresses.length).toBeGreaterThan(0);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    const html = page.locator('html');
    for (const address of addresses) {
      const response = await page.goto(address, { waitUntil: 'commit' });
      expect(response?.status(), address).toBe(200);
      // The app is loaded and waits for the reader: what the server sent is on screen.
      await page.locator('html[data-awaits-interaction]').waitFor({ state: 'attached' });
      const served = await mainContent(page);
      await html.dispatchEvent('pointermove');
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      expect(await mainContent(page), address).toEqual(served);
    }
    expect(errors).toEqual([]);
  });
}
