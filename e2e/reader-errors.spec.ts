import type { Page } from '@playwright/test';
import { test } from './hydrated-test.ts';
import { expect, visitIn } from './portal-visitor.ts';

/**
 * Issue 37: when the API cannot be reached, a list says so within seconds,
 * in the reader's language, and no page or toast shows the browser's or the
 * server's own words ("TypeError: Failed to fetch", a raw message).
 */

test.use({ locale: 'en-CA' });

const rawWords = /TypeError|Failed to fetch|NetworkError|AbortError|boom/;

/** Every read of the API from now on fails as an unreachable server does. */
async function cutTheApi(page: Page) {
  await page.route('**/rest/v1/**', (route) => route.abort('connectionrefused'));
}

const cases = [
  {
    language: 'sr_cyrillic',
    events: 'Догађаје није било могуће учитати.',
    organizations: 'Организације није било могуће учитати.',
    searchFailed: /^Претрага није успела/,
  },
  {
    language: 'sr_latin',
    events: 'Događaje nije bilo moguće učitati.',
    organizations: 'Organizacije nije bilo moguće učitati.',
    searchFailed: /^Pretraga nije uspela/,
  },
  {
    language: 'en',
    events: 'Could not fetch events.',
    organizations: 'Could not fetch organizations.',
    searchFailed: /^The search did not work/,
  },
] as const;

for (const { language, events, organizations, searchFailed } of cases) {
  test(`with the API unreachable the lists and the search answer at once (${language})`, async ({
    page,
  }) => {
    await visitIn(page, language);
    const fast = { timeout: 5_000 };

    await page.goto('/events');
    await cutTheApi(page);
    await page.locator('#events-search').fill('folk');
    await expect(page.getByText(events, { exact: true }).first()).toBeVisible(fast);

    await page.unroute('**/rest/v1/**');
    await page.goto('/organizations');
    await cutTheApi(page);
    await page.locator('#organizations-search').fill('kolo');
    await expect(page.getByText(organizations, { exact: true }).first()).toBeVisible(fast);

    await page.unroute('**/rest/v1/**');
    await page.goto('/search');
    await cutTheApi(page);
    await page.locator('#search-keyword').fill('sava');
    await page.locator('#search-keyword').press('Enter');
    await expect(page.getByRole('main').getByText(searchFailed)).toBeVisible(fast);
    await expect(page.locator('body')).not.toContainText(rawWords);
  });
}

test("a server's own message never reaches the search page or its toast", async ({ page }) => {
  await visitIn(page, 'sr_cyrillic');
  await page.goto('/search');
  await page.route('**/rest/v1/rpc/search_all**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'XX000', message: 'boom', details: null, hint: null }),
    }),
  );
  await page.locator('#search-keyword').fill('сава');
  await page.locator('#search-keyword').press('Enter');
  await expect(page.getByRole('main').getByText(/^Претрага није успела/)).toBeVisible();
  await expect(page.getByText('Подаци нису учитани', { exact: true })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(rawWords);
});
