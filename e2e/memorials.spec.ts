import { expect } from '@playwright/test';
import { test } from './hydrated-test.ts';
import {
  collectConsoleErrors,
  expectNoAxeViolations,
  jsonLdOf,
  visitIn,
} from './portal-visitor.ts';

const languages = [
  {
    code: 'en',
    heading: 'In Memoriam',
    obituary: 'Obituary',
    share: 'Share',
    names: ['Nikola Ilić', 'Milorad Jovanović'],
  },
  {
    code: 'sr_cyrillic',
    heading: 'In memoriam',
    obituary: 'Читуља',
    share: 'Подели',
    // Names in the reader's script (issue 21).
    names: ['Никола Илић', 'Милорад Јовановић'],
  },
  {
    code: 'sr_latin',
    heading: 'In memoriam',
    obituary: 'Čitulja',
    share: 'Podeli',
    names: ['Nikola Ilić', 'Milorad Jovanović'],
  },
] as const;

for (const language of languages) {
  test(`a visitor reads the memorials and one memorial page (${language.code})`, async ({
    page,
  }) => {
    test.slow(); // two pages, two axe scans per language
    const consoleErrors = collectConsoleErrors(page);
    await visitIn(page, language.code);
    await page.goto('/inmemoriam');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.heading);
    // The demo's nine; memorials other journeys publish meanwhile carry a timestamp in their name.
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasNotText: /\d{10,}/ });
    await expect(cards).toHaveCount(9);
    // Most recent death first: Nikola Ilić (January 2025), then Milorad Jovanović (November 2024).
    await expect(cards.nth(0)).toContainText(language.names[0]);
    await expect(cards.nth(1)).toContainText(language.names[1]);
    await expect(cards.nth(1)).toContainText('1938 – 2024');
    await expectNoAxeViolations(page);

    await cards.nth(1).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.names[1]);
    await expect(page.getByRole('heading', { name: language.obituary })).toBeVisible();
    await expect(page.locator('meta[name="description"]').last()).toHaveAttribute(
      'content',
      /^.{20,160}$/,
    );
    const person = (await jsonLdOf(page)).find((item) => item['@type'] === 'Person');
    expect(person).toMatchObject({
      '@type': 'Person',
      name: language.names[1],
      birthDate: '1938-03-14',
      deathDate: '2024-11-02',
    });
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
}

test('a visitor filters memorials by name without diacritics and by city', async ({ page }) => {
  await page.goto('/inmemoriam');
  const cards = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasNotText: /\d{10,}/ });
  await page.getByLabel('Search by first or last name').fill('petrovic');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Desanka Petrović');

  await page.getByLabel('Search by first or last name').fill('');
  await page.getByLabel('City').selectOption({ label: 'Calgary' });
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Đorđević');

  await page.getByLabel('Search by first or last name').fill('milorad');
  await expect(page.getByText('No results found')).toBeVisible();
});

test('a visitor enlarges the gallery and moves through it with keys and buttons', async ({
  page,
}) => {
  await page.goto('/inmemoriam');
  await page.getByRole('link', { name: /Milorad Jovanović/ }).click();
  await page.getByRole('button', { name: 'Enlarge photo 1 of 3' }).click();

  const dialog = page.getByRole('dialog', { name: 'Photos in memory of Milorad Jovanović' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Photo 1 of 3')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('Photo 2 of 3')).toBeVisible();
  await dialog.getByRole('button', { name: 'Previous photo' }).click();
  await dialog.getByRole('button', { name: 'Previous photo' }).click();
  await expect(dialog.getByText('Photo 3 of 3')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Enlarge photo 1 of 3' })).toBeFocused();
});

test('a visitor shares a memorial: the link is copied', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/inmemoriam');
  await page.getByRole('link', { name: /Desanka Petrović/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Desanka Petrović');

  await page.getByRole('button', { name: 'Share' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Link copied to clipboard!' }),
  ).toBeVisible();
  const copied = await page.evaluate<string>('navigator.clipboard.readText()');
  expect(copied).toBe(page.url());

  await page.getByRole('link', { name: 'Send condolences' }).click();
  await expect(page).toHaveURL(/#condolences$/);
  await expect(page.getByRole('region', { name: 'Book of condolences' })).toBeInViewport();
});

test('an unknown memorial says it was not found', async ({ page }) => {
  await page.goto('/inmemoriam/no-such-person');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Memorial not found.');
});
