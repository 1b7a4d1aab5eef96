import type { Browser, Page } from '@playwright/test';
import { createConfirmedUser, type Mailbox, test, uniqueEmail } from './auth-fixtures.ts';
import { withSession } from './demo-admin.ts';
import { expect, type PortalLanguage, visitIn } from './portal-visitor.ts';

/**
 * Forms people trust (issue 18), on a phone and a desktop in the three
 * languages: over-long input gets its field's message and focus, the success
 * replaces the form in view with its heading focused, a double click makes
 * one row and one mail, the memorial page shows the whole funeral service.
 * Selectors are ids, so one loop serves every language.
 */

const viewports = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;
const languages: PortalLanguage[] = ['en', 'sr_latin', 'sr_cyrillic'];
const successTitle: Record<PortalLanguage, string> = {
  en: 'Submission Successful!',
  sr_latin: 'Uspešno poslato!',
  sr_cyrillic: 'Успешно послато!',
};
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

interface FormCase {
  path: string;
  /** The first field, filled over its limit first. */
  first: string;
  max: number;
  fill: (page: Page, name: string) => Promise<void>;
}

const forms: FormCase[] = [
  {
    path: '/organizations/submit',
    first: '#field-name_en',
    max: 200,
    fill: async (page, name) => {
      await page.locator('#field-name_en').fill(name);
      await page.locator('#field-category').selectOption('church');
      await page.locator('#field-city_tag').selectOption('toronto');
    },
  },
  {
    path: '/events/submit',
    first: '#field-title_en',
    max: 300,
    fill: async (page, name) => {
      await page.locator('#field-title_en').fill(name);
      await page.locator('#field-event_date').fill(tomorrow());
      await page.locator('#field-city_tag').selectOption('toronto');
    },
  },
  {
    path: '/news/submit',
    first: '#field-title_en',
    max: 300,
    fill: async (page, name) => {
      await page.locator('#field-title_en').fill(name);
      await page.locator('#field-content_en').fill('A short story.');
    },
  },
  {
    path: '/inmemoriam/submit',
    first: '#field-full_name',
    max: 200,
    fill: async (page, name) => {
      await page.locator('#field-full_name').fill(name);
      const city = page.locator('#field-primary_city_id');
      await expect(city.locator('option')).not.toHaveCount(1);
      await city.selectOption({ index: 1 });
      await page.locator('#field-service_church').fill('St. Sava');
    },
  },
];

async function signedInPage(browser: Browser, baseURL: string, mailbox: Mailbox) {
  const page = await (await browser.newContext({ baseURL })).newPage();
  const { session } = await createConfirmedUser(page.request, mailbox, 'forms');
  await withSession(page, baseURL, JSON.stringify(session));
  return page;
}

test.describe.configure({ timeout: 180_000 });

test('over-long input and success: in view and focused, 2 viewports × 3 languages', async ({
  browser,
  baseURL,
  mailbox,
}) => {
  const page = await signedInPage(browser, baseURL!, mailbox);
  let round = 0;
  for (const viewport of viewports)
    for (const language of languages) {
      // Each round takes the next form, so the six rounds cover all four (and two twice).
      const form = forms[round++ % forms.length]!;
      await page.setViewportSize(viewport);
      await visitIn(page, language);
      await page.goto(form.path);
      const submit = page.locator('main form button[type="submit"]');
      await expect(submit).toBeEnabled();
      await form.fill(page, 'x'.repeat(form.max + 1));
      await submit.click();
      const first = page.locator(form.first);
      await expect(first).toBeFocused();
      await expect(page.locator(`${form.first}-error`)).toContainText(String(form.max));
      await form.fill(page, `Forms ${language} ${viewport.width} ${Date.now()}`);
      await submit.click();
      const heading = page.getByRole('status').getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(successTitle[language]);
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
    }
});

test('a double click makes one row; on the creator form, one mail', async ({
  browser,
  baseURL,
  mailbox,
}) => {
  const page = await signedInPage(browser, baseURL!, mailbox);
  await page.setViewportSize(viewports[0]);
  const name = `Double click club ${Date.now()}`;
  await page.goto('/organizations/submit');
  await forms[0]!.fill(page, name);
  await page.locator('main form button[type="submit"]').dblclick();
  await expect(page.getByRole('heading', { name: 'Submission Successful!' })).toBeFocused();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  // On the phone the dashboard lists cards, one per item (issue 38).
  const cards = page.getByTestId('submission-cards');
  await expect(cards.getByRole('listitem', { name, exact: true })).toHaveCount(1);

  const email = uniqueEmail('double');
  await page.goto('/creators/submit');
  const openedAt = Date.now();
  await page.locator('#creator-email_public').fill(email);
  await page.locator('#creator-name_lat').fill(`Dvostruki ${Date.now()}`);
  await page.getByLabel('Short biography (Cyrillic)').fill('Кратка биографија.');
  await page.getByLabel('I confirm I am authorized to submit this profile.').check();
  await page.waitForTimeout(Math.max(0, 3_500 - (Date.now() - openedAt)));
  await page.getByRole('button', { name: 'Submit profile' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Thank you for your submission!' })).toBeFocused();
  await expect.poll(() => mailbox.subjectsFor(email)).toHaveLength(1);
  // A second mail would have come by now (the first came at once).
  await page.waitForTimeout(2_000);
  expect(await mailbox.subjectsFor(email)).toHaveLength(1);
  // The dashboard names the profile by its only (Latin) name, not "Untitled".
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'My Creator Profiles' }).click();
  await expect(cards.getByRole('listitem', { name: /^Dvostruki / })).toBeVisible();
});

test('the memorial page shows every service detail and the places', async ({ page }) => {
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await page.goto('/inmemoriam');
    await page.getByRole('link', { name: /Milorad Jovanović/ }).click();
    const service = page.getByRole('region', { name: 'Funeral service' });
    await expect(service).toContainText('November 6, 2024');
    await expect(service).toContainText('11:00');
    await expect(service).toContainText('St. Sava Serbian Orthodox Parish');
    await expect(service).toContainText('200 Parish Lane, Toronto, ON');
    await expect(service.getByRole('link', { name: 'Show on the map' })).toHaveAttribute(
      'href',
      /openstreetmap\.org\/search\?query=St\.%20Sava/,
    );
    // The service is past: nothing to add to a calendar (issue 37).
    await expect(
      service.getByRole('button', { name: /Add the service to your calendar/ }),
    ).toHaveCount(0);
    await expect(page.getByText('Kraljevo, Serbia')).toBeVisible();
    await expect(page.getByText('Toronto, Ontario')).toBeVisible();
  }
});
