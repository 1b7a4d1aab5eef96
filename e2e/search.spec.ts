import { expect, type Page } from '@playwright/test';
import { test } from './hydrated-test.ts';
import { collectConsoleErrors, expectNoAxeViolations, visitIn } from './portal-visitor.ts';

const languages = [
  {
    code: 'en',
    heading: 'Search',
    label: 'Search the portal',
    tab: 'In Memoriam',
    announced: '1 result for “djordjevic”',
  },
  {
    code: 'sr_cyrillic',
    heading: 'Претрага',
    label: 'Претражи портал',
    tab: 'In memoriam',
    announced: '1 резултат за „djordjevic“',
  },
  {
    code: 'sr_latin',
    heading: 'Pretraga',
    label: 'Pretraži portal',
    tab: 'In memoriam',
    announced: '1 rezultat za „djordjevic“',
  },
] as const;

/**
 * The polite status that tells screen readers what the search found, found by
 * the text it should say (the loading indicator is a status too).
 */
function announcement(page: Page, text: string) {
  return page.getByRole('status').filter({ hasText: text });
}

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
    // Screen readers hear the count once, not the whole list.
    await expect(announcement(page, language.announced)).toHaveText(language.announced);
    await expect(page.locator('main [aria-live]')).toHaveCount(0);
    // The person is named in the reader's script, as on the memorial page (issue 21),
    // with the matched word marked in that script.
    const name = language.code === 'sr_cyrillic' ? 'Бранислав Ђорђевић' : 'Branislav Đorđević';
    const card = page.getByRole('link', { name: new RegExp(name) });
    await expect(card).toBeVisible();
    await expect(card.locator('mark').first()).toHaveText(name.split(' ')[1]!);
    await expectNoAxeViolations(page);

    await memorialTab.click();
    await expect(page.getByRole('tabpanel')).toContainText(name);
    await card.click();
    await expect(page).toHaveURL(/\/inmemoriam\/[\w-]+$/);
    // The memorial page names the person in the reader's script (issue 21).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      language.code === 'sr_cyrillic' ? 'Бранислав Ђорђевић' : 'Branislav Đorđević',
    );
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
  const total = /\d+/.exec((await page.getByRole('tab', { name: /^All\s*\d+$/ }).innerText())!)![0];
  const announced = `${total} results for “toronto”`;
  await expect(announcement(page, announced)).toHaveText(announced);
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
  const noResults = page.getByText('No results found');
  await expect(noResults.and(page.locator(':not([role="status"])'))).toBeVisible();
  await expect(announcement(page, 'No results found')).toHaveText('No results found');

  await box.fill('');
  await expect(page).toHaveURL(/\/search$/);
  await expect(noResults).toHaveCount(0); // the status says nothing for an empty keyword
  await expect(page.getByText('Type at least two letters.', { exact: false })).toBeVisible();
});

test('a screen reader hears the count in the Serbian plural form', async ({ page }) => {
  await visitIn(page, 'sr_cyrillic');
  await page.goto('/search');
  const box = page.getByLabel('Претражи портал');
  await box.fill('sava');
  // However many the demo holds, the count takes the Serbian plural form of its number
  // (1, 21: резултат; 2–4, 11, 12: резултата), as Intl's Serbian rules say.
  const all = page.getByRole('tab', { name: /^Све\s*\d+$/ });
  await expect(all).toBeVisible();
  const count = Number(/\d+/.exec(await all.innerText())![0]);
  const word = new Intl.PluralRules('sr').select(count) === 'one' ? 'резултат' : 'резултата';
  const said = `${count} ${word} за „sava“`;
  await expect(announcement(page, said)).toHaveText(said);

  await box.fill('djordjevic');
  await expect(announcement(page, '1 резултат за „djordjevic“')).toHaveText(
    '1 резултат за „djordjevic“',
  );
  await box.fill('qqxxzz');
  await expect(announcement(page, 'Нема резултата')).toHaveText('Нема резултата');

  // One letter is not searched: the page asks for a second one instead of "no results".
  await box.fill('ш');
  await expect(page.getByText('Унесите бар два слова за претрагу.')).toBeVisible();
  await expect(page.getByText('Нема резултата')).toHaveCount(0);
});

test('the matched words are marked, and events are found by their city', async ({ page }) => {
  await page.goto('/search?q=djordjevic');
  await expect(page.getByRole('link', { name: /Branislav Đorđević/ }).locator('mark')).toHaveText(
    'Đorđević',
  );

  await page.goto('/search?q=toronto');
  const events = page.getByRole('tab', { name: /^Events\s*\d+$/ });
  await expect(events).toContainText(/[1-9]/);
  await events.click();
  await expect(page.getByRole('tabpanel').getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/event\//,
  );
});
