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
  en: {
    heading: 'News',
    search: 'Search news',
    noResults: 'No results found',
    back: 'Back to news',
  },
  sr_cyrillic: {
    heading: 'Вести',
    search: 'Претрага вести',
    noResults: 'Нема резултата',
    back: 'Назад на вести',
  },
  sr_latin: {
    heading: 'Vesti',
    search: 'Pretraga vesti',
    noResults: 'Nema rezultata',
    back: 'Nazad na vesti',
  },
} as const;

for (const language of portalLanguages) {
  const text = texts[language];

  test(`a visitor browses the news and reads an article (${language})`, async ({ page }) => {
    const consoleErrors = collectConsoleErrors(page);
    await visitIn(page, language);
    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.heading);
    const articles = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link');
    await expect(articles.first()).toBeVisible();
    expect(await articles.count()).toBeGreaterThanOrEqual(6);
    await expectNoAxeViolations(page);

    await page.getByLabel(text.search).fill('zzzz-nothing');
    await expect(page.getByText(text.noResults)).toBeVisible();
    await page.getByLabel(text.search).fill('');

    const firstTitle = (await articles.first().textContent())!;
    await articles.first().click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstTitle);
    await expect(page.getByRole('link', { name: text.back })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
}

test('the category filter keeps only that category and the mega menu link preselects it', async ({
  page,
}) => {
  await page.goto('/news?category=sports');
  await expect(page.getByLabel('Category')).toHaveValue('sports');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toContainText('Sports');
  for (const card of await cards.all()) await expect(card).toContainText('Sports');

  await page.getByLabel('Category').selectOption('');
  await expect(page).toHaveURL(/\/news$/);
  expect(await cards.count()).toBeGreaterThan(3);
});

test('an article is served at /news/{slug} with its canonical address under /blog and NewsArticle data', async ({
  page,
}) => {
  await page.goto('/news');
  const link = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link').first();
  const href = (await link.getAttribute('href'))!;
  const slug = href.replace('/blog/', '');

  await page.goto(`/news/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/blog/${slug}$`),
  );
  // The page's own description (web/index.html still carries a default one before it).
  await expect(page.locator('meta[name="description"]').last()).toHaveAttribute(
    'content',
    /^.{20,160}$/,
  );
  const data = await jsonLdOf(page);
  const article = data.find((item) => item['@type'] === 'NewsArticle');
  expect(article).toMatchObject({ url: expect.stringMatching(new RegExp(`/blog/${slug}$`)) });
  expect(article?.author).toMatchObject({ '@type': 'Person', name: expect.any(String) });
});

test('an unknown article says so', async ({ page }) => {
  await page.goto('/blog/no-such-article');
  await expect(page.getByText('Article not found.')).toBeVisible();
});
