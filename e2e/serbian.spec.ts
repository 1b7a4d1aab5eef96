import { test } from './hydrated-test.ts';
import { collectConsoleErrors, expect, visitIn } from './portal-visitor.ts';

/**
 * Issue 21: a Cyrillic reader sees names in Cyrillic and texts that agree
 * with the person's gender; each language has its own URL, whose head a
 * crawler reads without JavaScript.
 */

test('a Cyrillic visitor reads names in Cyrillic on memorial, city and creator pages', async ({
  page,
}) => {
  test.slow(); // three pages
  const consoleErrors = collectConsoleErrors(page);
  await visitIn(page, 'sr_cyrillic');
  await page.goto('/inmemoriam');
  await page.getByRole('link', { name: /Десанка Петровић/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Десанка Петровић');
  await expect(page.getByText('Преминула', { exact: true })).toBeVisible();
  await expect(page.getByText('Чачак, Србија')).toBeVisible();
  // Dates come from our own month names: Debian Chromium's Intl writes sr-Cyrl months in Latin.
  const dates = page.getByRole('main').locator('time');
  await expect(dates.first()).toBeVisible();
  for (const date of await dates.allInnerTexts()) {
    expect(date).not.toMatch(/[a-z]/i);
  }
  await expect(page.getByRole('main')).not.toContainText(
    /\b(januar|februar|mart|april|maj|jun|jul|avgust|septembar|oktobar|novembar|decembar)\b/,
  );
  await expect(dates.first()).toContainText(
    /(јануар|фебруар|март|април|мај|јун|јул|август|септембар|октобар|новембар|децембар)/,
  );

  await page.goto('/city/niagara');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Нијагара');

  await page.goto('/creators');
  await page
    .getByRole('link', { name: /Ана Ковачевић/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ана Ковачевић');
  await expect(page.getByText('Торонто, Канада')).toBeVisible();
  await expect(page.getByText('Потврђена', { exact: true })).toBeVisible();
  await expect(page.getByText('Придружила се')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('each language URL serves its own head to a crawler', async ({ request, baseURL }) => {
  const heads = {
    'sr-Cyrl': '<title>Догађаји · Заједница</title>',
    'sr-Latn': '<title>Događaji · Zajednica</title>',
    en: '<title>Events · Zajednica</title>',
  };
  for (const [tag, title] of Object.entries(heads)) {
    const html = await (await request.get(`/events?lang=${tag}`)).text();
    expect(html).toContain(`<html lang="${tag}">`);
    expect(html).toContain(title);
    expect(html).toContain(
      `<link rel="alternate" href="${baseURL}/events?lang=sr-Cyrl" hreflang="sr-Cyrl"`,
    );
    expect(html).toContain(`<link rel="alternate" href="${baseURL}/events" hreflang="x-default"`);
  }
  const city = await (await request.get('/city/niagara?lang=sr-Cyrl')).text();
  expect(city).toContain('<title>Нијагара · Заједница</title>');
  expect(city).toContain(`<link rel="canonical" href="${baseURL}/city/niagara?lang=sr-Cyrl"`);
});

test("a URL's language wins over the stored one and is remembered", async ({ page }) => {
  await visitIn(page, 'en');
  await page.goto('/city/niagara?lang=sr-Latn');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Nijagara');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Latn');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('sr_latin');
});
