import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './hydrated-test.ts';

const languages = [
  {
    label: 'Ћир',
    htmlLang: 'sr-Cyrl',
    heading: 'Српска заједница у Канади и САД',
    news: 'Вести',
  },
  {
    label: 'Eng',
    htmlLang: 'en',
    heading: 'The Serbian community in Canada and the USA',
    news: 'News',
  },
  {
    label: 'Lat',
    htmlLang: 'sr-Latn',
    heading: 'Srpska zajednica u Kanadi i SAD',
    news: 'Vesti',
  },
] as const;

const switcher = (page: Page) => page.getByRole('group', { name: /Language|Језик|Jezik/ });

for (const language of languages) {
  test(`a visitor reads the home page in ${language.label}`, async ({ page }) => {
    await page.goto('/');
    await switcher(page).getByRole('link', { name: language.label }).click();

    await expect(page.locator('html')).toHaveAttribute('lang', language.htmlLang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.heading);
    await expect(page).toHaveTitle(new RegExp(language.heading));
    const navigation = page.getByRole('navigation', { name: /./ }).first();
    await expect(
      navigation.getByRole('link', { name: language.news, exact: true }),
    ).toHaveAttribute('href', '/news');
    const accessibility = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(accessibility.violations).toEqual([]);
  });
}

test.describe('with a Serbian browser', () => {
  test.use({ locale: 'sr-RS' });

  test('a Serbian-speaking visitor gets Cyrillic by default', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Cyrl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(languages[0].heading);
  });
});

test('an English-speaking visitor gets English by default', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(languages[1].heading);
});

test('the language choice persists across a reload', async ({ page }) => {
  await page.goto('/events');
  await switcher(page).getByRole('link', { name: 'Lat' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Događaji');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Latn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Događaji');
  expect(await page.evaluate<string | null>("localStorage.getItem('language')")).toBe('sr_latin');
  // Remembered where the server reads it: the reload's HTML was Latin from its first byte.
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'language')?.value).toBe('sr-Latn');
});

test('the switcher highlights only the active language', async ({ page }) => {
  await page.goto('/');
  const links = switcher(page).getByRole('link');
  await expect(links).toHaveText(['Ћир', 'Eng', 'Lat']);
  await expect(links.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(links.nth(0)).toHaveAttribute('href', '/?lang=sr-Cyrl');

  await links.nth(0).click();
  await expect(links.nth(0)).toHaveAttribute('aria-current', 'true');
  await expect(links.nth(1)).not.toHaveAttribute('aria-current');
  await expect(links.nth(2)).not.toHaveAttribute('aria-current');
});

test('a keyboard user opens the mega menu and follows a category', async ({ page }) => {
  await page.goto('/');
  const trigger = page.getByRole('button', { name: 'Explore' });
  await trigger.focus();
  await page.keyboard.press('Enter');

  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const politics = page.getByRole('link', { name: 'Politics' });
  await expect(politics).toBeVisible();
  await expect(politics).toHaveAttribute('href', '/news?category=politics');
  await expect(page.getByRole('link', { name: 'Event calendar' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(politics).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAttribute('href', '/news');
  await page.keyboard.press('Tab');
  await expect(politics).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/news\?category=politics$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
});

test('an unknown route shows the not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');

  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(languages[1].heading);
});

test('the footer opens the privacy policy and the terms of use', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  await footer.getByRole('link', { name: 'Terms of use' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of use');
});

test('F8 moves focus to the notifications region', async ({ page }) => {
  await page.goto('/');
  // The app renders once the visitor's language has loaded.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Radix focuses the toast list inside the labelled region. Its key listener is attached
  // after the first paint, so a press that came before it is pressed again.
  const toasts = page.getByRole('region', { name: 'Notifications (F8)' }).locator('ol');
  await expect(async () => {
    await page.keyboard.press('F8');
    await expect(toasts).toBeFocused({ timeout: 1_000 });
  }).toPass();
});

test.describe('on a 360 px wide phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a visitor opens the menu and goes to the news', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();

    await menu.getByRole('link', { name: 'News', exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
    const width = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(width).toBeLessThanOrEqual(360);
  });
});

test('an anonymous visitor browses without downloading the auth client', async ({ page }) => {
  const authChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/supabase-client-[^/]*\.js$/.test(request.url())) authChunks.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Sign in/ }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(authChunks).toEqual([]);
});
