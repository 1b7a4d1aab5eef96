import { syntheticPhoto } from '../server/images/synthetic-photo.ts';
import { test } from './auth-fixtures.ts';
import { demoAdminSession, withSession } from './demo-admin.ts';
import { expect, expectNoAxeViolations, visitIn } from './portal-visitor.ts';

/**
 * Issue 38: cities are data the admins manage. On a phone, in Cyrillic, an
 * admin adds a city; without a rebuild it is in the footer's city menu and
 * the events filter, and it has its own page.
 */

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 } });

test('an admin adds a city on a phone in Cyrillic, and it appears in the menu, the filter and its page', async ({
  page,
  baseURL,
  mailbox,
}) => {
  test.slow();
  await visitIn(page, 'sr_cyrillic');
  await withSession(page, baseURL!, await demoAdminSession(page.request, mailbox));
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Ваш налог' }).click();
  await page.getByRole('menuitem', { name: 'Градови' }).click();
  await expect(page).toHaveURL(/\/admin\/cities$/);
  await expect(page.getByRole('heading', { name: 'Градови', level: 1 })).toBeVisible();
  const form = page.getByRole('region', { name: 'Додајте град' });

  // A name written in Latin letters in the Cyrillic field is refused, in Cyrillic.
  await form.getByLabel('Назив на енглеском').fill('Cleveland');
  await form.getByLabel('Назив на српском (ћирилица)').fill('Klivlend');
  await form.getByLabel('Провинција или држава').selectOption({ label: 'Охајо (OH)' });
  await page.getByRole('button', { name: 'Додај град' }).click();
  await expect(page.getByText('Напишите овај назив ћирилицом.')).toBeVisible();
  await expect(form.getByLabel('Назив на енглеском')).toHaveValue('Cleveland');

  await form.getByLabel('Назив на српском (ћирилица)').fill('Кливленд');
  await page.getByRole('button', { name: 'Додај град' }).click();
  await expect(page.getByText('Град је додат: Кливленд.').first()).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: '/city/cleveland' });
  await expect(card.getByRole('heading', { name: 'Кливленд' })).toBeVisible();
  await expect(card.getByText('Cleveland · Кливленд · Klivlend')).toBeVisible();
  // Nothing of the page is wider than the phone.
  const width = await page.evaluate<number>('document.documentElement.scrollWidth');
  expect(width).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);

  // The same address twice is refused on its field, in Cyrillic.
  await form.getByLabel('Назив на енглеском').fill('Cleveland');
  await form.getByLabel('Назив на српском (ћирилица)').fill('Кливленд');
  await form.getByLabel('Провинција или држава').selectOption({ label: 'Охајо (OH)' });
  await page.getByRole('button', { name: 'Додај град' }).click();
  await expect(page.getByText('Други град већ има ову адресу странице.').first()).toBeVisible();

  // The public pages follow at once: the footer's menu, the events filter, the city's page.
  await page.goto('/events');
  await expect(page.locator('#events-city option', { hasText: 'Кливленд' })).toHaveCount(1);
  const footerCities = page.getByRole('navigation', { name: 'Градови' });
  await footerCities.getByRole('link', { name: 'Кливленд' }).click();
  await expect(page).toHaveURL(/\/city\/cleveland$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Кливленд');

  // Served by the server too, to a visitor who opens the address directly.
  const served = await page.request.get('/city/cleveland?lang=sr-Cyrl');
  expect(served.status()).toBe(200);
  expect(await served.text()).toContain('Кливленд');
});

test('an admin renames a state, retires only an empty one, and writes a city page’s intro and picture, on a phone in Cyrillic', async ({
  page,
  baseURL,
  mailbox,
  request,
}) => {
  test.slow();
  await visitIn(page, 'sr_cyrillic');
  await withSession(page, baseURL!, await demoAdminSession(page.request, mailbox));
  await page.goto('/admin/cities');
  await expect(page.getByRole('heading', { name: 'Провинције и државе' })).toBeVisible();
  const states = page.getByTestId('admin-province');

  // Renamed in three scripts; the city page shows the new name.
  const pennsylvania = states.filter({ hasText: '(PA)' });
  await pennsylvania.getByRole('button', { name: 'Преименуј' }).click();
  const rename = page.getByRole('dialog', { name: 'Преименовање: Пенсилванија' });
  await rename.getByLabel('Назив на српском (ћирилица)').fill('Држава Пенсилванија');
  await rename.getByLabel('Назив на српском (латиница)').fill('Država Pensilvanija');
  await rename.getByRole('button', { name: 'Сачувај' }).click();
  await expect(page.getByText('Преименовано: Држава Пенсилванија.').first()).toBeVisible();
  await expect(
    pennsylvania.getByText('Pennsylvania · Држава Пенсилванија · Država Pensilvanija'),
  ).toBeVisible();

  // A state with an active city (Pittsburgh) cannot be retired: said in Cyrillic.
  await pennsylvania.getByRole('button', { name: 'Угаси' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Угаси' }).click();
  await expect(
    page.getByText('Ова провинција или држава још има активне градове.', { exact: false }).first(),
  ).toBeVisible();
  await expect(pennsylvania.getByText('Активан')).toBeVisible();

  // An empty one is retired, leaves the city form's picker, and comes back.
  const add = page.getByRole('region', { name: 'Додајте провинцију или државу' });
  await add.getByLabel('Ознака од два слова').fill('NV');
  await add.getByLabel('Назив на енглеском').fill('Nevada');
  await add.getByLabel('Назив на српском (ћирилица)').fill('Невада');
  await add.getByLabel('Назив на српском (латиница)').fill('Nevada');
  await add.getByLabel('Временска зона њених догађаја').selectOption('America/Los_Angeles');
  await page.getByRole('button', { name: 'Додај провинцију или државу' }).click();
  const nevada = states.filter({ hasText: '(NV)' });
  await expect(nevada.getByText('Активних градова: 0')).toBeVisible();
  const picker = page
    .getByRole('region', { name: 'Додајте град' })
    .getByLabel('Провинција или држава');
  await expect(picker.locator('option', { hasText: 'Невада (NV)' })).toHaveCount(1);
  await nevada.getByRole('button', { name: 'Угаси' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Угаси' }).click();
  await expect(page.getByText('Угашено: Невада.').first()).toBeVisible();
  await expect(nevada.getByText('Угашен')).toBeVisible();
  await expect(picker.locator('option', { hasText: 'Невада (NV)' })).toHaveCount(0);
  await nevada.getByRole('button', { name: 'Врати' }).click();
  await expect(page.getByText('Враћено: Невада.').first()).toBeVisible();

  // The city page's intro in three scripts and its picture, uploaded and kept by the portal.
  const pittsburgh = page.getByRole('listitem').filter({ hasText: '/city/pittsburgh' });
  await pittsburgh.getByRole('button', { name: 'Увод и слика' }).click();
  const dialog = page.getByRole('dialog', { name: 'Увод и слика странице: Питсбург' });
  await dialog.getByLabel('Увод на српском (ћирилица)').fill('Pitsburg latinicom');
  await dialog.getByRole('button', { name: 'Сачувај' }).click();
  await expect(dialog.getByText('Напишите овај увод ћирилицом.')).toBeVisible();
  await dialog.getByLabel('Увод на српском (ћирилица)').fill('Град челика и тамбурица.');
  await dialog.getByLabel('Увод на српском (латиница)').fill('Grad čelika i tamburica.');
  const photo = await syntheticPhoto({ width: 1600, height: 600, seed: 38 });
  await dialog
    .locator(`input[type="file"]`)
    .setInputFiles({ name: 'pittsburgh.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(dialog.getByText('Фотографија је додата.')).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByRole('img', { name: 'Тренутна слика' })).toBeVisible();
  const width = await page.evaluate<number>('document.documentElement.scrollWidth');
  expect(width).toBeLessThanOrEqual(390);
  await dialog.getByRole('button', { name: 'Сачувај' }).click();
  await expect(page.getByText('Страница је сачувана: Питсбург.').first()).toBeVisible();

  await page.goto('/city/pittsburgh');
  await expect(page.getByText('Град челика и тамбурица.')).toBeVisible();
  await expect(page.getByText('Држава Пенсилванија').first()).toBeVisible();
  const hero = await page.getByRole('main').locator('header img').first().getAttribute('src');
  expect(hero).toMatch(/^\/media\/[0-9a-f]{32}\//);
  // A visitor reading Latin (another browser: the admin's page keeps its Cyrillic).
  const latin = await request.get('/city/pittsburgh?lang=sr-Latn');
  expect(await latin.text()).toContain('Grad čelika i tamburica.');

  // The state's old names back, for the other journeys.
  await page.goto('/admin/cities');
  await pennsylvania.getByRole('button', { name: 'Преименуј' }).click();
  const back = page.getByRole('dialog', { name: 'Преименовање: Држава Пенсилванија' });
  await back.getByLabel('Назив на српском (ћирилица)').fill('Пенсилванија');
  await back.getByLabel('Назив на српском (латиница)').fill('');
  await back.getByRole('button', { name: 'Сачувај' }).click();
  await expect(page.getByText('Преименовано: Пенсилванија.').first()).toBeVisible();
});
