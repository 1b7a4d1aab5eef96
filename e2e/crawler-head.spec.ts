import { expect } from '@playwright/test';
import { test } from './hydrated-test.ts';

/**
 * The server writes each page's head for crawlers; once the app runs, its own
 * head replaces it, and navigating keeps exactly one title, description and
 * canonical link, for the page on screen.
 */

const eventPath = '/event/folklore-evening-with-the-kolo-ensemble';

test('a crawler gets the event head without JavaScript', async ({ request }) => {
  const response = await request.get(eventPath);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<title>Folklore Evening with the Kolo Ensemble · Zajednica</title>');
  expect(html).toContain('"@type":"Event"');
  expect((await request.get('/event/no-such-event')).status()).toBe(404);
});

test('the app owns the head after it starts and on every navigation', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(eventPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Folklore Evening with the Kolo Ensemble',
  );
  await expect(page).toHaveTitle('Folklore Evening with the Kolo Ensemble · Zajednica');
  await expect(page.locator('[data-server-head]')).toHaveCount(0);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${eventPath}$`),
  );

  await page.getByRole('link', { name: 'Back to events' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page).toHaveTitle('Events · Zajednica');
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/events$/);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  expect(errors).toEqual([]);
});
