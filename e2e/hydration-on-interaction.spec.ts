import { test as base } from '@playwright/test';
import { visitorAddress } from './hydrated-test.ts';
import { expect } from './portal-visitor.ts';

/**
 * A server-rendered page is hydrated at the reader's first interaction
 * (web/src/app/hydrate-when-needed.ts). These tests use Playwright's own
 * `test`, not hydrated-test.ts, whose navigation hydrates every page for the
 * other specs: here the first tap, key or pointer move must do it, and must
 * itself be answered.
 */
const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': visitorAddress(testInfo) });
  },
});

const html = 'html';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a reader who only reads runs no app; the first tap opens the menu it hit', async ({
    page,
  }) => {
    await page.goto('/events');
    await expect(page.locator('html[data-awaits-interaction]')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    // Nothing hydrates while the reader only reads.
    await page.waitForTimeout(1500);
    await expect(page.locator(html)).not.toHaveAttribute('data-hydrated', 'true');
    // The head the server wrote stays until the app writes its own.
    await expect(page.locator('meta[name="description"][data-server-head]')).toHaveCount(1);

    await page.getByRole('link', { name: 'Open menu' }).tap();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.locator(html)).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('[data-server-head]')).toHaveCount(0);
  });
});

test.describe('on a computer', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the first key press hydrates the page and is answered', async ({ page }) => {
    await page.goto('/creators');
    await expect(page.locator('html[data-awaits-interaction]')).toBeAttached();
    await page.keyboard.press('Tab');
    await expect(page.locator(html)).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  });

  test('a click on a button before any other interaction is answered', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html[data-awaits-interaction]')).toBeAttached();
    // A synthetic press with no pointer move before it: the press itself must wake the app.
    const join = page.getByRole('button', { name: 'Join the community' }).first();
    const box = (await join.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 1 });
    await page.mouse.down();
    await page.mouse.up();
    await expect(page.locator(html)).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('a language kept in this browser is shown at once, without waiting for a reader', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'sr_cyrillic'));
    await page.goto('/events');
    await expect(page.locator(html)).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('heading', { level: 1, name: 'Догађаји' })).toBeVisible();
  });
});
