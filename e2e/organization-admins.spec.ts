import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { anonKey, createConfirmedUser, type Mailbox, mailedLink, test } from './auth-fixtures.ts';
import { withSession } from './demo-admin.ts';
import { expect, expectNoAxeViolations, visitIn } from './portal-visitor.ts';
import { signedInEditor } from './signed-in-pages.ts';

/**
 * Organizations run by their members (issue 38, decision 029) on a 390 × 844
 * phone in Cyrillic: the submitter of a parish runs it, invites a co-admin
 * by email (the invitation read from the mail catcher), the co-admin
 * accepts it and posts an event as the parish, which waits for review.
 */

test.describe.configure({ timeout: 240_000 });

const phone = { width: 390, height: 844 };

/** A member with a confirmed account (Cyrillic mail), signed in on a phone in Cyrillic. */
async function memberOnPhone(browser: Browser, baseURL: string, mailbox: Mailbox, who: string) {
  const page = await (await browser.newContext({ baseURL, viewport: phone })).newPage();
  await visitIn(page, 'sr_cyrillic');
  const member = await createConfirmedUser(page.request, mailbox, who, {
    language: 'sr_cyrillic',
  });
  await withSession(page, baseURL, JSON.stringify(member.session));
  return { page, ...member };
}

/** Submits an organization through the REST API as the member, as the form does. */
async function submitOrganization(
  request: APIRequestContext,
  session: Record<string, unknown>,
  name: string,
) {
  const response = await request.post('/rest/v1/organizations', {
    headers: {
      apikey: await anonKey(request),
      Authorization: `Bearer ${String(session.access_token)}`,
      Prefer: 'return=representation',
    },
    data: {
      name_en: name,
      name_sr_cyrl: `Парохија ${name}`,
      // Not a church: organizations.spec.ts counts the demo's three churches.
      category: 'culture',
      city_tag: 'toronto',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { slug: string }[])[0]!.slug;
}

async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate<number>('document.documentElement.scrollWidth');
  expect(width, 'nothing wider than the phone').toBeLessThanOrEqual(phone.width);
}

test('a parish admin invites a co-admin by email, who accepts and posts an event', async ({
  browser,
  baseURL,
  mailbox,
}) => {
  test.slow();
  const name = `St Sava ${Date.now()}`;
  const admin = await memberOnPhone(browser, baseURL!, mailbox, 'parish-admin');
  const slug = await submitOrganization(admin.page.request, admin.session, name);

  // An editor publishes the parish (review as today).
  const editor = await signedInEditor(browser, baseURL!, mailbox);
  await editor.goto('/admin');
  await editor.getByRole('tab', { name: /^Organizations/ }).click();
  const submitted = editor.getByRole('article', { name: name });
  await submitted.getByRole('button', { name: 'Publish' }).click();
  await expect(submitted).toHaveCount(0);

  // The submitter finds "manage" on the parish's page and invites a co-admin.
  const coAdmin = await memberOnPhone(browser, baseURL!, mailbox, 'co-admin');
  await admin.page.goto(`/org/${slug}`);
  await admin.page.getByRole('link', { name: 'Управљај организацијом' }).click();
  await expect(
    admin.page.getByRole('heading', { level: 1, name: `Управљање: Парохија ${name}` }),
  ).toBeVisible();
  await admin.page.getByLabel('Адреса е-поште').fill(coAdmin.email);
  await admin.page.getByRole('button', { name: 'Пошаљи позив' }).click();
  await expect(
    admin.page.getByText(`Позив је послат на ${coAdmin.email}.`, { exact: true }),
  ).toBeVisible();
  await expect(admin.page.getByText(coAdmin.email, { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(admin.page);

  // The invitation arrives in Cyrillic; the co-admin accepts it.
  const link = await mailedLink(coAdmin.page.request, coAdmin.email, '/organizations/invite');
  const subjects = await mailbox.subjectsFor(coAdmin.email);
  expect(subjects).toContain(`Позив: помозите у вођењу странице „Парохија ${name}“`);
  await coAdmin.page.goto(link);
  await expectNoAxeViolations(coAdmin.page);
  await coAdmin.page.getByRole('button', { name: 'Прихвати позив' }).click();
  await expect(
    coAdmin.page.getByText(`Сада сте администратор организације „Парохија ${name}“.`),
  ).toBeVisible();
  await coAdmin.page.getByRole('link', { name: `Управљај: Парохија ${name}` }).click();
  const admins = coAdmin.page.getByRole('region', { name: 'Администратори' });
  await expect(admins.getByText(admin.email)).toBeVisible();
  await expectNoSidewaysScroll(coAdmin.page);

  // The co-admin posts an event as the parish: it waits for review.
  const title = `Slava ${Date.now()}`;
  await coAdmin.page.getByRole('link', { name: 'Објави догађај' }).click();
  await expect(coAdmin.page.getByLabel('Повезана организација')).toHaveValue(/[0-9a-f-]{36}/);
  await coAdmin.page.getByLabel('Наслов (енглески)').fill(title);
  await coAdmin.page
    .getByLabel('Датум почетка')
    .fill(new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10));
  await coAdmin.page.getByLabel('Време почетка').fill('10:00');
  await coAdmin.page.getByRole('combobox', { name: 'Град' }).selectOption('toronto');
  await coAdmin.page.getByRole('button', { name: 'Пошаљи на преглед' }).click();
  await expect(coAdmin.page.getByRole('heading', { name: 'Успешно послато!' })).toBeVisible();

  // Both admins see it on the parish's manage page, waiting for review.
  await admin.page.reload();
  const events = admin.page.getByRole('region', { name: 'Догађаји' });
  const item = events.getByRole('listitem').filter({ hasText: title });
  await expect(item.getByText('Чека преглед')).toBeVisible();
  await expectNoSidewaysScroll(admin.page);
  await expectNoAxeViolations(admin.page);
});
