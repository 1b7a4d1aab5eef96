import { test } from './hydrated-test.ts';
import {
  collectConsoleErrors,
  expect,
  expectNoAxeViolations,
  jsonLdOf,
  portalLanguages,
  visitIn,
} from './portal-visitor.ts';

test.describe.configure({ timeout: 90_000 });

const texts = {
  en: { heading: 'Organizations', category: 'Category', church: 'Church', print: 'Print' },
  sr_cyrillic: {
    heading: 'Организације',
    category: 'Категорија',
    church: 'Црква',
    print: 'Штампај',
  },
  sr_latin: { heading: 'Organizacije', category: 'Kategorija', church: 'Crkva', print: 'Štampaj' },
} as const;

for (const language of portalLanguages) {
  const text = texts[language];

  test(`a visitor browses the organizations and opens one (${language})`, async ({ page }) => {
    const consoleErrors = collectConsoleErrors(page);
    await visitIn(page, language);
    await page.goto('/organizations');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.heading);
    const names = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link');
    await expect(names.first()).toBeVisible();
    expect(await names.count()).toBeGreaterThanOrEqual(15);
    await expect(page.getByText('10,000+')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel(text.category).selectOption('church');
    // Three Canadian parishes and the demo's three US ones (Chicago, Pittsburgh, Milwaukee).
    await expect(names).toHaveCount(6);
    await expect(page.getByRole('main').getByRole('article').first()).toContainText(text.church);

    await names.first().click();
    await expect(page).toHaveURL(/\/org\/[a-z0-9-]+$/);
    await expect(page.getByRole('button', { name: text.print })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
}

test('an organization page shows its contact details, upcoming events and Organization data', async ({
  page,
}) => {
  await page.goto('/organizations');
  await page.getByLabel('Search organizations').fill('Kolo Folklore');
  const names = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link');
  await expect(names).toHaveCount(1);
  const card = page.getByRole('main').getByRole('article');
  const website = card.getByRole('link', { name: /Website of Kolo Folklore Ensemble/ });
  await expect(website).toHaveAttribute('target', '_blank');
  await expect(website).toHaveAttribute('rel', 'noopener nofollow ugc');

  await names.first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kolo Folklore Ensemble');
  const contact = page.getByRole('region', { name: 'Contact' });
  await expect(contact.getByText('Website')).toBeVisible();
  const events = page.getByRole('region', { name: 'Upcoming events' });
  await expect(
    events.getByRole('link', { name: 'View details: Folklore Evening with the Kolo Ensemble' }),
  ).toBeVisible();
  const organization = (await jsonLdOf(page)).find((item) => item['@type'] === 'Organization');
  expect(organization).toMatchObject({ name: 'Kolo Folklore Ensemble' });
});

test('a search without matches says so', async ({ page }) => {
  await page.goto('/organizations');
  await page.getByLabel('Search organizations').fill('no-such-organization');
  await expect(page.getByText('No results found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add your organization' })).toHaveAttribute(
    'href',
    '/organizations/submit',
  );
});

test('an unknown organization says so', async ({ page }) => {
  await page.goto('/org/no-such-organization');
  await expect(page.getByText('Organization not found.')).toBeVisible();
});
