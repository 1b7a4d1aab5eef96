import { expect, type Page } from '@playwright/test';
import { test } from './hydrated-test.ts';

/**
 * The screen stands still while its data loads (issue 9: no layout shift).
 * A first visit gets the page rendered with its data (decision 014), so the
 * placeholders show when a page loads its data in the browser: after an
 * in-app navigation from another page. Each page's REST reads are held back
 * for a moment so its loading placeholders are on screen; when the cards
 * replace them, the sum of the browser's layout-shift entries (what
 * Lighthouse reports as CLS) must stay near zero. A phone-sized window, as in
 * Lighthouse's mobile run.
 */

test.use({ viewport: { width: 412, height: 823 } });

// Adds up every layout shift not caused by the visitor, from the first paint on.
const recordLayoutShifts = `
  window.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) window.__layoutShift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** Goes to `path` inside the app, as its links do (React Router follows popstate). */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate(
    `history.pushState(null, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'))`,
  );
}

async function layoutShiftWhileLoading(page: Page, path: string): Promise<number> {
  await page.addInitScript(recordLayoutShifts);
  await page.goto('/about');
  await page.route('**/rest/v1/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await navigateInApp(page, path);
  const loading = page.locator('main').getByRole('status');
  await expect(loading.first()).toBeVisible();
  await expect(loading).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('main article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  return page.evaluate<number>('window.__layoutShift');
}

for (const path of ['/', '/events']) {
  test(`${path}: the cards take the place of their loading placeholders`, async ({ page }) => {
    expect(await layoutShiftWhileLoading(page, path)).toBeLessThan(0.02);
  });

  test(`${path}: a first visit gets the cards rendered, with nothing to shift`, async ({
    page,
  }) => {
    await page.addInitScript(recordLayoutShifts);
    await page.goto(path);
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(page.locator('main').getByRole('status')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate<number>('window.__layoutShift')).toBeLessThan(0.02);
  });
}

test('the placeholders are one status for screen readers, their shapes hidden', async ({
  page,
}) => {
  await page.goto('/about');
  await page.route('**/rest/v1/events?*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await navigateInApp(page, '/events');
  const loading = page.getByRole('status').filter({ hasText: 'Loading events' });
  await expect(loading).toBeVisible();
  await expect(loading.locator('[aria-hidden="true"]').first()).toBeAttached();
  await expect(page.getByRole('tab', { name: 'Upcoming' })).toBeVisible();
});
