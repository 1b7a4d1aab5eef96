import { test } from './hydrated-test.ts';
import { cities } from '../domain/cities.ts';
import {
  collectConsoleErrors,
  expect,
  expectNoAxeViolations,
  portalLanguages,
  visitIn,
} from './portal-visitor.ts';

test.describe.configure({ timeout: 90_000 });

for (const city of cities) {
  test(`the ${city.slug} city page opens`, async ({ page }) => {
    const consoleErrors = collectConsoleErrors(page);
    await page.goto(`/city/${city.slug}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText(city.name);
    await expect(heading).toContainText(city.nameSrCyrl);
    await expect(page.getByRole('link', { name: 'Suggest an update' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(page.getByRole('region', { name: 'Upcoming events' })).toBeVisible();
    await expect(page.getByText('Loading…')).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
}

const texts = {
  en: { organizations: 'Organizations', suggest: 'Suggest an update' },
  sr_cyrillic: { organizations: 'Организације', suggest: 'Предложите измену' },
  sr_latin: { organizations: 'Organizacije', suggest: 'Predložite izmenu' },
} as const;

for (const language of portalLanguages) {
  test(`a visitor reads the Toronto page (${language})`, async ({ page }) => {
    await visitIn(page, language);
    await page.goto('/city/TORONTO');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Toronto');
    const organizations = page.getByRole('region', { name: texts[language].organizations });
    const items = organizations.getByRole('listitem');
    await expect(items.first()).toBeVisible();
    expect(await items.count()).toBeLessThanOrEqual(6);
    await expect(page.getByRole('link', { name: texts[language].suggest })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('an unknown city shows the city-not-found page', async ({ page }) => {
  await page.goto('/city/atlantis');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('City not found');
});
