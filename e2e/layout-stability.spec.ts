import { expect, type Page } from '@playwright/test';
import { test } from './hydrated-test.ts';

/**
 * The first screen stands still while its data loads (issue 9: no layout
 * shift). Each page's REST reads are held back for a moment so its loading
 * placeholders are on screen; when the cards replace them, the sum of the
 * browser's layout-shift entries (what Lighthouse reports as CLS) must stay
 * near zero. A phone-sized window, as in Lighthouse's mobile run.
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

async function layoutShiftWhileLoading(page: Page, path: string): Promise<number> {
  await page.addInitScript(recordLayoutShifts);
  await page.route('**/rest/v1/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.goto(path);
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
}

test('the placeholders are one status for screen readers, their shapes hidden', async ({
  page,
}) => {
  await page.route('**/rest/v1/events?*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto('/events');
  const loading = page.getByRole('status').filter({ hasText: 'Loading events' });
  await expect(loading).toBeVisible();
  await expect(loading.locator('[aria-hidden="true"]').first()).toBeAttached();
  await expect(page.getByRole('tab', { name: 'Upcoming' })).toBeVisible();
});
