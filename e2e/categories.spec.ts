import { type Page } from '@playwright/test';
import { test } from './hydrated-test.ts';
import { megaMenuGroups } from '../web/src/app/layout/mega-menu-groups.ts';
import { collectConsoleErrors, expect } from './portal-visitor.ts';

/**
 * Issue 20: every news and events link of the mega menu opens a filtered,
 * non-empty list of the demo content, and a list's filters live in its URL
 * (reload and the back button keep them).
 */

test.describe.configure({ timeout: 120_000 });
// Wide enough for the desktop navigation with its mega menu.
test.use({ viewport: { width: 1440, height: 900 } });

const menuLinks = (id: 'news' | 'events') =>
  megaMenuGroups.find((group) => group.id === id)!.links.map((link) => link.to);

/** Opens the mega menu on the page shown (its header is on every page) and follows a link. */
async function followMenuLink(page: Page, to: string) {
  const explore = page.getByRole('button', { name: 'Explore' });
  const link = page.locator(`a[href="${to}"]`).first();
  // Radix opens the menu on hover as well as on click; on a slow machine the
  // two can meet and leave it closed, so open it until the link shows.
  await expect(async () => {
    if ((await explore.getAttribute('aria-expanded')) !== 'true') await explore.click();
    await expect(link).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${to.replace('?', '\\?')}$`));
}

test('every news link of the mega menu opens a filtered, non-empty list', async ({ page }) => {
  const consoleErrors = collectConsoleErrors(page);
  await page.goto('/about');
  for (const to of menuLinks('news')) {
    const category = new URL(to, 'http://x').searchParams.get('category')!;
    await followMenuLink(page, to);
    await expect(page.getByLabel('Category')).toHaveValue(category);
    const articles = page.getByRole('main').getByRole('article');
    await expect(articles.first(), to).toBeVisible();
    await expect(page.getByText('No results found')).toHaveCount(0);
    if (category !== 'archive') {
      const label = category[0]!.toUpperCase() + category.slice(1);
      for (const article of await articles.all()) await expect(article).toContainText(label);
    }
  }
  expect(consoleErrors).toEqual([]);
});

test('every events link of the mega menu opens a filtered, non-empty list', async ({ page }) => {
  const consoleErrors = collectConsoleErrors(page);
  await page.goto('/about');
  for (const to of menuLinks('events')) {
    await followMenuLink(page, to);
    const category = new URL(to, 'http://x').searchParams.get('category');
    if (category === null) {
      // The "Event calendar" link: the calendar with this month's events.
      await expect(page.getByRole('grid')).toBeVisible();
      continue;
    }
    await expect(page.getByLabel('Category')).toHaveValue(category);
    const details = page.getByRole('tabpanel').getByRole('link', { name: /^View details: / });
    await expect(details.first(), to).toBeVisible();
    await expect(page.getByText('No upcoming events found.')).toHaveCount(0);
  }
  expect(consoleErrors).toEqual([]);
});

test('the events filters live in the URL: reload and the back button keep them', async ({
  page,
}) => {
  await page.goto('/city/toronto');
  await page.getByRole('link', { name: 'View all events' }).first().click();
  await expect(page).toHaveURL(/\/events\?city=toronto$/);
  await expect(page.getByLabel('City')).toHaveValue('toronto');

  await page.getByLabel('Category').selectOption('festivals');
  await expect(page).toHaveURL(/\/events\?city=toronto&category=festivals$/);
  const folklore = page.getByRole('link', {
    name: 'View details: Folklore Evening with the Kolo Ensemble',
  });
  await expect(folklore).toBeVisible();
  await expect(page.getByRole('link', { name: 'Subscribe to calendar' })).toHaveAttribute(
    'href',
    /^webcal:\/\/127\.0\.0\.1:\d+\/city\/toronto\/events\.ics\?category=festivals$/,
  );

  await page.reload();
  await expect(page.getByLabel('City')).toHaveValue('toronto');
  await expect(page.getByLabel('Category')).toHaveValue('festivals');
  await expect(folklore).toBeVisible();

  await page.getByRole('tab', { name: 'Past' }).click();
  await expect(page).toHaveURL(/[?&]tab=past/);
  await page.getByRole('tab', { name: 'Upcoming' }).click();
  await folklore.click();
  await expect(page).toHaveURL(/\/event\/folklore-evening-with-the-kolo-ensemble$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/events\?city=toronto&category=festivals$/);
  await expect(page.getByLabel('Category')).toHaveValue('festivals');
  await expect(folklore).toBeVisible();
});

test('a past event says it has passed and offers no tickets or calendar entry', async ({
  page,
}) => {
  await page.goto('/events?tab=past');
  await page
    .getByRole('tabpanel')
    .getByRole('link', { name: /^View details: / })
    .first()
    .click();
  await expect(page.getByText('This event has passed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to calendar (.ics)' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Get Tickets / RSVP' })).toHaveCount(0);
});
