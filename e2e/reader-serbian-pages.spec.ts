import type { Page } from '@playwright/test';
import { sortedByReaderName } from '../domain/serbian-sort-key.ts';
import { test } from './auth-fixtures.ts';
import { expect, type PortalLanguage, visitIn } from './portal-visitor.ts';
import { signedInPerson } from './signed-in-pages.ts';

/**
 * Issue 37, what a picky Serbian reader on a phone meets: places named in
 * Serbian (an English fallback tagged as English), every list of names in
 * the reader's alphabet, the small items (news categories, the phone menu
 * without JavaScript, printing a memorial, no calendar for a past service).
 */

test.use({ locale: 'en-CA', viewport: { width: 390, height: 844 } });

test('a Cyrillic reader sees venues and churches in Serbian, a past service without a calendar', async ({
  page,
}) => {
  await visitIn(page, 'sr_cyrillic');
  await page.goto('/event/folklore-evening-with-the-kolo-ensemble');
  const main = page.getByRole('main');
  await expect(main.getByText('Парохијски дом Светог Саве', { exact: true })).toBeVisible();
  await expect(main.getByText('St. Sava Parish Hall')).toHaveCount(0);

  await page.goto('/inmemoriam/milorad-jovanovic');
  await expect(
    main.getByText('Српска православна парохија Светог Саве', { exact: true }),
  ).toBeVisible();
  // A condolence written in English says so; the Cyrillic one is the page's own.
  await expect(main.getByText(/^Milorad taught me more about bridges/)).toHaveAttribute(
    'lang',
    'en',
  );
  await expect(main.getByText(/^Вечнаја памјат/)).not.toHaveAttribute('lang', /.*/);
  // The service was in 2024: nothing to add to a calendar.
  await expect(main.getByRole('button', { name: /календар/ })).toHaveCount(0);
  await expect(main.getByRole('heading', { name: 'Опело' })).toBeVisible();

  // Printed, the memorial shows no button and no form (the gallery's photos,
  // buttons on screen, print as photos: they have no words).
  await page.emulateMedia({ media: 'print' });
  const shownControls = await main
    .locator('button, form, a[href="#condolences"]')
    .evaluateAll(
      (elements) =>
        elements.filter(
          (element) =>
            element.checkVisibility() &&
            (element.tagName === 'FORM' || (element.textContent ?? '').trim() !== ''),
        ).length,
    );
  expect(shownControls).toBe(0);
});

test('a Latin list names venues in Latin; any tagged fragment is English', async ({ request }) => {
  // The served HTML: venues in the reader's script; a venue without a Serbian
  // name (one a journey added) is an English fallback, tagged lang="en".
  const response = await request.get('/events?lang=sr-Latn');
  const html = await response.text();
  expect(html).toContain('Parohijski dom Svetog Save');
  for (const [, lang, text] of html.matchAll(/<span lang="([^"]+)">([^<]*)<\/span>/g)) {
    expect(lang, text).toBe('en');
    expect(text, 'a tagged fallback is not Serbian').not.toMatch(/[čćšžđ]/i);
  }
});

test('without JavaScript the phone menu opens the navigation', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    locale: 'en-CA',
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto('/organizations?lang=sr-Cyrl', { waitUntil: 'commit' });
  await page.waitForLoadState('load');
  const navigation = page.getByRole('navigation', { name: 'Главна навигација' });
  await expect(navigation).toBeHidden();
  await page.getByRole('link', { name: 'Отвори мени' }).click();
  await expect(navigation).toBeVisible();
  await navigation.getByRole('link', { name: 'Догађаји' }).click();
  await page.waitForURL(/\/events$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Догађаји');
  await context.close();
});

test('every news category can be picked on /news, the mega menu’s too', async ({ page }) => {
  await visitIn(page, 'sr_cyrillic');
  await page.goto('/news');
  const values = await page
    .locator('#news-category option')
    .evaluateAll((options) => options.map((option) => option.getAttribute('value') ?? ''));
  expect(values).toEqual(expect.arrayContaining(['politics', 'interviews', 'archive']));
  await page.locator('#news-category').selectOption('interviews');
  await expect(page).toHaveURL(/category=interviews/);
});

/** The labels of a select's options, its "all" / empty choice left out. */
async function namedOptions(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(`${selector} option`)
    .evaluateAll((options) =>
      options
        .filter((option) => !['', 'all'].includes(option.getAttribute('value') ?? ''))
        .map((option) => option.textContent ?? ''),
    );
}

async function expectReaderOrder(page: Page, selector: string, language: PortalLanguage) {
  // Some lists (cities, organizers) arrive after the page: wait for them.
  await expect
    .poll(async () => (await namedOptions(page, selector)).length, { message: selector })
    .toBeGreaterThan(2);
  const names = await namedOptions(page, selector);
  expect(names, selector).toEqual(sortedByReaderName(names, language, (name) => name));
}

for (const language of ['sr_cyrillic', 'sr_latin', 'en'] as const) {
  test(`every select of names is in the reader's alphabet (${language})`, async ({
    browser,
    baseURL,
    mailbox,
  }) => {
    const page = await signedInPerson(browser, baseURL!, mailbox, language);
    await page.goto('/events');
    await expectReaderOrder(page, '#events-city', language);
    await page.goto('/inmemoriam');
    await expectReaderOrder(page, '#memorial-city', language);
    await page.goto('/business-directory');
    await expectReaderOrder(page, '#business-city', language);
    await page.goto('/events/submit');
    await expectReaderOrder(page, '#field-city_tag', language);
    await expectReaderOrder(page, '#field-organization_id', language);
    await page.goto('/inmemoriam/submit');
    await expectReaderOrder(page, '#field-primary_city_id', language);
    await page.goto('/organizations/submit');
    await expectReaderOrder(page, '#field-city_tag', language);
    await page.context().close();
  });
}

test('on a phone the English video caption leaves the play button clear', async ({ page }) => {
  await visitIn(page, 'en');
  await page.goto('/');
  const video = page.locator('section[aria-labelledby="featured-video"]');
  const play = await video
    .getByRole('button', { name: /^Play the video/ })
    .locator('span')
    .first()
    .boundingBox();
  const caption = await video
    .getByText('Sintel, an open movie by the Blender Foundation')
    .boundingBox();
  expect(play && caption).toBeTruthy();
  // The caption begins below the round play button.
  expect(caption!.y).toBeGreaterThanOrEqual(play!.y + play!.height);
});
