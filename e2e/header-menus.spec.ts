import { expect, type Page } from '@playwright/test';
import { test } from './hydrated-test.ts';

/**
 * The header's menus are the browser's own controls (a disclosure button, a
 * <dialog>): what Radix did for them is checked here, and what the keyboard
 * does in e2e/smoke.spec.ts and e2e/keyboard-journey.spec.ts.
 */

// Browser code with structural types: the e2e type check has no DOM types.
const isModal = (element: { matches(selector: string): boolean }) => element.matches(':modal');

test.describe('on a computer', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  const explore = (page: Page) => page.getByRole('button', { name: 'Explore' });
  const politics = (page: Page) => page.getByRole('link', { name: 'Politics' });

  test('the Explore button controls its panel, which a click outside closes', async ({ page }) => {
    await page.goto('/');
    const button = explore(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(politics(page)).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panelId = await button.getAttribute('aria-controls');
    await expect(page.locator(`#${panelId}`)).toBeVisible();
    await expect(page.locator(`#${panelId}`).getByRole('link', { name: 'Politics' })).toBeVisible();

    // Below the panel, on the page.
    await page.mouse.click(5, 850);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(politics(page)).toBeHidden();
  });

  test('the mouse resting on Explore opens the panel, and leaving closes it', async ({ page }) => {
    await page.goto('/');
    await explore(page).hover();
    await expect(politics(page)).toBeVisible();
    // From the button down into the panel, across the gap between them: it stays open.
    await politics(page).hover();
    await page.waitForTimeout(400);
    await expect(politics(page)).toBeVisible();

    await page.mouse.move(5, 850);
    await expect(politics(page)).toBeHidden();
  });

  test('Tab past the last link of the panel closes it', async ({ page }) => {
    await page.goto('/');
    await explore(page).focus();
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('link', { name: 'Event calendar' });
    await calendar.focus();
    await page.keyboard.press('Tab');
    await expect(calendar).toBeHidden();
    await expect(explore(page)).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu is a modal dialog: Escape and the backdrop close it, focus returns', async ({
    page,
  }) => {
    await page.goto('/');
    const button = page.getByRole('link', { name: 'Open menu' });
    await button.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // Opened with showModal(): focus moves in and the page behind it is inert.
    expect(await menu.evaluate(isModal)).toBe(true);
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    await button.click();
    await expect(menu).toBeVisible();
    // The backdrop: left of the sheet, which is at most 24 rem wide on the right.
    await page.mouse.click(5, 400);
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  });
});
