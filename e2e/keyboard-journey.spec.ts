import { type Locator, type Page } from '@playwright/test';
import { test } from './hydrated-test.ts';
import { expect, visitIn } from './portal-visitor.ts';

/**
 * Issue 9: a visitor without a mouse gets everywhere, and always sees where
 * the focus is. Every step below uses the keyboard only.
 */

test.describe.configure({ timeout: 120_000 });
// Wide enough for the desktop navigation with its mega menu (Tailwind xl, 1280 px, plus a scrollbar).
test.use({ viewport: { width: 1440, height: 900 } });

// The e2e project compiles without the DOM library, so the page-side code names only what it uses.
interface PageNode {
  ownerDocument: { activeElement: unknown };
  contains(other: unknown): boolean;
}
const isFocused = (element: PageNode) => element === element.ownerDocument.activeElement;
const holdsFocus = (element: PageNode) => element.contains(element.ownerDocument.activeElement);
const focusStyleOfActiveElement = `(() => {
  const element = document.activeElement;
  if (!element || element === document.body) return null;
  const style = getComputedStyle(element);
  return {
    focusVisible: element.matches(':focus-visible'),
    outlineStyle: style.outlineStyle,
    outlineWidth: Number.parseFloat(style.outlineWidth),
    boxShadow: style.boxShadow,
  };
})()`;

interface FocusStyle {
  focusVisible: boolean;
  outlineStyle: string;
  outlineWidth: number;
  boxShadow: string;
}

/** Presses `key` until `target` has the focus (at most `max` times). */
async function moveFocusTo(page: Page, target: Locator, key = 'Tab', max = 80) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate(isFocused).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${max} × ${key} did not reach ${target.toString()}`);
}

/** The focused element shows the focus ring: it matches :focus-visible and draws an outline or a ring. */
async function expectVisibleFocus(page: Page) {
  const focus = await page.evaluate<FocusStyle | null>(focusStyleOfActiveElement);
  expect(focus, 'something has the focus').not.toBeNull();
  expect(focus!.focusVisible, 'the focus is keyboard focus (:focus-visible)').toBe(true);
  // The global ring is a 3 px outline; form fields draw theirs as a 2 px box-shadow ring instead.
  const outlined = focus!.outlineStyle !== 'none' && focus!.outlineWidth >= 2;
  const ringed = focus!.boxShadow !== 'none';
  expect(outlined || ringed, `a focus ring is drawn (${JSON.stringify(focus)})`).toBe(true);
}

test('keyboard only: mega menu, language, search, a result, a dialog and a form with errors', async ({
  page,
}) => {
  await visitIn(page, 'en');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The first Tab reaches the skip link, shown while focused.
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();
  await expectVisibleFocus(page);

  // The mega menu opens with Enter, its links follow with Tab, Escape closes it.
  const explore = page.getByRole('button', { name: 'Explore' });
  await moveFocusTo(page, explore);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(explore).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  const focusedInMenu = page.locator('nav a:focus');
  await expect(focusedInMenu).toBeVisible();
  await expectVisibleFocus(page);
  await page.keyboard.press('Escape');
  await expect(explore).toHaveAttribute('aria-expanded', 'false');

  // The language switcher is back up the header: Latin, then English again.
  const latin = page.getByRole('group', { name: 'Language' }).getByRole('link', { name: 'Lat' });
  await moveFocusTo(page, latin, 'Shift+Tab');
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Latn');
  const latinSwitcher = page.getByRole('group', { name: 'Jezik' });
  await expect(latinSwitcher.getByRole('link', { name: 'Lat' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  const english = latinSwitcher.getByRole('link', { name: 'Eng' });
  await moveFocusTo(page, english, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Search from the navigation: type, wait for the announced results, open the first one.
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await moveFocusTo(page, navigation.getByRole('link', { name: 'Search', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search$/);
  const searchBox = page.getByRole('searchbox');
  await moveFocusTo(page, searchBox);
  await expectVisibleFocus(page);
  await page.keyboard.type('Toronto');
  await expect(page.getByRole('status').filter({ hasText: /results? for “Toronto”/ })).toHaveText(
    /^\d+ results? for “Toronto”$/,
  );
  const firstResult = page.getByRole('tabpanel').getByRole('link').first();
  await expect(firstResult).toBeVisible();
  await moveFocusTo(page, firstResult);
  await expectVisibleFocus(page);
  const resultHref = await firstResult.getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${resultHref}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Home through the navigation, then the Join dialog: focus moves in, Escape returns it.
  await moveFocusTo(page, navigation.getByRole('link', { name: 'Home', exact: true }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  const join = page.getByRole('button', { name: 'Join the community' });
  await moveFocusTo(page, join);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Join the community' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate(holdsFocus)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(join).toBeFocused();

  // The contact form sent empty: the first invalid field gets the focus and names its error.
  await moveFocusTo(page, page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/contact$/);
  await moveFocusTo(page, page.getByRole('button', { name: 'Send message' }));
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const fullName = page.getByRole('textbox', { name: 'Full name' });
  await expect(fullName).toBeFocused();
  await expect(fullName).toHaveAttribute('aria-invalid', 'true');
  await expect(fullName).toHaveAccessibleDescription('Please enter your full name.');
  await expectVisibleFocus(page);
});

interface StyledNode {
  ownerDocument: {
    defaultView: { getComputedStyle(element: unknown): { transitionDuration: string } };
  };
}
const transitionSeconds = (element: StyledNode) =>
  Number.parseFloat(element.ownerDocument.defaultView.getComputedStyle(element).transitionDuration);

test('a visitor who asks for reduced motion gets instant transitions', async ({ page }) => {
  await page.goto('/');
  const chevron = page.getByRole('button', { name: 'Explore' }).locator('svg');
  expect(await chevron.evaluate(transitionSeconds)).toBeGreaterThan(0.05);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await chevron.evaluate(transitionSeconds)).toBeLessThan(0.001);
});
