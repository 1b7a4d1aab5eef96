import { expect, test } from '@playwright/test';
import { collectConsoleErrors, expectNoAxeViolations, visitIn } from './portal-visitor.ts';

const languages = [
  { code: 'en', heading: 'Search', label: 'Search the portal', tab: 'In Memoriam' },
  { code: 'sr_cyrillic', heading: 'Претрага', label: 'Претражи портал', tab: 'In memoriam' },
  { code: 'sr_latin', heading: 'Pretraga', label: 'Pretraži portal', tab: 'In memoriam' },
] as const;

for (const language of languages) {
  test(`a visitor finds a Cyrillic memorial by typing Latin without diacritics (${language.code})`, async ({
    page,
  }) => {
    test.slow(); // two axe scans and a debounced search per language
    const consoleErrors = collectConsoleErrors(page);
    await visitIn(page, language.code);
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.heading);
    await expectNoAxeViolations(page);

    await page.getByLabel(language.label).fill('djordjevic');
    await expect(page).toHaveURL(/\/search\?q=djordjevic$/);
    const memorialTab = page.getByRole('tab', { name: new RegExp(`^${language.tab}\\s*\\d+$`) });
    await expect(memorialTab).toContainText(/[1-9]/);
    const card = page.getByRole('link', { name: /Branislav Đorđević|Бранислав Ђорђевић/ });
    await expect(card).toBeVisible();
    if (language.code === 'sr_cyrillic') await expect(card).toContainText(/[а-яђјљњћџ]{4}/);
    await expectNoAxeViolations(page);

    await memorialTab.click();
    await expect(page.getByRole('tabpanel')).toContainText('Đorđević');
    await card.click();
    await expect(page).toHaveURL(/\/inmemoriam\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Branislav Đorđević');
    expect(consoleErrors).toEqual([]);
  });
}

test('typing Cyrillic finds Latin content, and the keyword survives a reload', async ({ page }) => {
  await page.goto('/search');
  await page.getByLabel('Search the portal').fill('Ђорђевић');
  await expect(page.getByRole('link', { name: /Branislav Đorđević/ })).toBeVisible();

  await page.goto('/search?q=toronto');
  await expect(page.getByLabel('Search the portal')).toHaveValue('toronto');
  const cities = page.getByRole('tab', { name: /^Cities\s*\d+$/ });
  await expect(cities).toContainText(/[1-9]/);
  await cities.click();
  await expect(
    page
      .getByRole('tabpanel')
      .getByRole('link', { name: /Toronto/ })
      .first(),
  ).toHaveAttribute('href', '/city/toronto');
});

test('a keyword without matches says so, and clearing it clears the results', async ({ page }) => {
  await page.goto('/search');
  const box = page.getByLabel('Search the portal');
  await box.fill('qqxxzz');
  await expect(page.getByText('No results found')).toBeVisible();

  await box.fill('');
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByText('No results found')).toBeHidden();
  await expect(page.getByText('Type at least two letters.', { exact: false })).toBeVisible();
});
