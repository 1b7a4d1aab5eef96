import { type APIRequestContext, type Page } from '@playwright/test';
import { test } from './hydrated-test.ts';
import { routePath } from '../domain/routes.ts';
import { anonKey } from './auth-fixtures.ts';
import { expect, expectNoAxeViolations, portalLanguages, visitIn } from './portal-visitor.ts';

/**
 * Issue 9: axe finds no WCAG 2.1 A/AA violation on any public route, in each
 * of the three languages. Each page opened directly.
 */

// Axe on a full page takes a while on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

/** The newest published slug of a content table in the demo seed, read as an anonymous visitor. */
async function publishedSlug(request: APIRequestContext, table: string): Promise<string> {
  const response = await request.get(
    `/rest/v1/${table}?select=slug&status=eq.published&order=created_at.desc&limit=1`,
    { headers: { apikey: await anonKey(request) } },
  );
  expect(response.ok()).toBe(true);
  const [row] = (await response.json()) as { slug: string }[];
  expect(row, `the demo seed publishes ${table}`).toBeDefined();
  return row!.slug;
}

const listAndFormRoutes = [
  routePath('home'),
  routePath('search'),
  `${routePath('search')}?q=Toronto`,
  routePath('news'),
  routePath('newsSubmit'),
  routePath('events'),
  routePath('eventsSubmit'),
  routePath('organizations'),
  routePath('organizationsSubmit'),
  routePath('businessDirectory'),
  routePath('culture'),
  routePath('multimedia'),
  routePath('contact'),
  routePath('about'),
  routePath('city', { cityName: 'toronto' }),
  routePath('creators'),
  routePath('creatorsSubmit'),
  routePath('creatorsClaim'),
  routePath('memorials'),
  routePath('memorialsSubmit'),
  routePath('login'),
  routePath('signup'),
  routePath('forgotPassword'),
  '/no-such-page',
];

const detailRoutes = [
  { table: 'news', path: (slug: string) => routePath('blogArticle', { slug }) },
  { table: 'events', path: (slug: string) => routePath('event', { slug }) },
  { table: 'organizations', path: (slug: string) => routePath('organization', { slug }) },
  { table: 'creators', path: (slug: string) => routePath('creator', { slug }) },
  { table: 'memorials', path: (slug: string) => routePath('memorial', { slug }) },
];

/**
 * Each list or form route in one language, the three taken in turn (the home
 * and not-found pages in all three, each detail page in two): axe checks markup, which is the same in every
 * language but for its words and `lang`, and a route in each language was
 * two-thirds of this spec's time for no finding (CI's time budget, issue 35).
 */
const allLanguages = new Set<string>([routePath('home'), '/no-such-page']);
const languagesOf = (path: string, index: number) =>
  allLanguages.has(path) ? portalLanguages : [portalLanguages[index % portalLanguages.length]!];

listAndFormRoutes.forEach((path, index) => {
  for (const language of languagesOf(path, index)) {
    test(`${path} has no axe violations (${language})`, async ({ page }) => {
      await visitIn(page, language);
      await page.goto(path);
      await expectSettled(page);
      await expectNoAxeViolations(page);
    });
  }
});

detailRoutes.forEach((detail, index) => {
  for (const language of portalLanguages.filter((_, turn) => turn !== index % 3)) {
    test(`a published ${detail.table} page has no axe violations (${language})`, async ({
      page,
    }) => {
      await visitIn(page, language);
      await page.goto(detail.path(await publishedSlug(page.request, detail.table)));
      await expectSettled(page);
      await expectNoAxeViolations(page);
    });
  }
});

/** The page has its heading and no loading indicator left, so axe sees the real content. */
async function expectSettled(page: Page) {
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}
