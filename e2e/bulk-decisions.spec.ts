import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { anonKey, createConfirmedUser, test } from './auth-fixtures.ts';
import { demoAdminSession, withSession } from './demo-admin.ts';
import { expect, expectNoAxeViolations, visitIn } from './portal-visitor.ts';
import { secondEditor } from './second-editor.ts';

/**
 * Issue 38, editors' lists on a phone in Cyrillic: an editor selects two
 * waiting organizations and rejects them together; the admin published one
 * of them in the meantime, so that one is refused, naming who decided it,
 * and the other is rejected. The activity log shows both decisions.
 */

test.describe.configure({ timeout: 180_000 });

async function phoneIn(browser: Browser, baseURL: string, session: string): Promise<Page> {
  const page = await (
    await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })
  ).newPage();
  await visitIn(page, 'sr_cyrillic');
  await withSession(page, baseURL, session);
  return page;
}

test('an editor rejects two items at once; the one decided meanwhile is refused by name', async ({
  browser,
  baseURL,
  mailbox,
  request,
}) => {
  test.slow();
  const key = await anonKey(request);
  const adminSession = await demoAdminSession(request, mailbox);
  const miraSession = await secondEditor(request, mailbox, adminSession, 'Мира Уредница');

  const author = await createConfirmedUser(request, mailbox, 'author');
  const stamp = Date.now();
  const names = [`Хор Слога ${stamp}`, `Клуб Сокол ${stamp}`];
  for (const name of names) {
    const insert = await request.post('/rest/v1/organizations', {
      headers: {
        apikey: key,
        Authorization: `Bearer ${String(author.session.access_token)}`,
        Prefer: 'return=minimal',
      },
      data: {
        id: randomUUID(),
        name_en: `Org ${name}`,
        name_sr_cyrl: name,
        category: 'culture',
        city_tag: 'toronto',
      },
    });
    expect(insert.ok(), await insert.text()).toBe(true);
  }

  // Mira finds both by searching and selects the page.
  const mira = await phoneIn(browser, baseURL!, miraSession);
  await mira.goto('/admin');
  await mira.getByRole('tab', { name: /^Организације/ }).click();
  await mira.getByRole('tabpanel').getByLabel('Претрага').fill(String(stamp));
  await expect(mira.getByRole('article')).toHaveCount(2);
  await mira.getByLabel('Изабери све на овој страни').check();
  await expect(mira.getByText('Изабране 2')).toBeVisible();

  // The admin publishes the first one meanwhile.
  const admin = await phoneIn(browser, baseURL!, adminSession);
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: /^Организације/ }).click();
  const first = admin.getByRole('article', { name: names[0] });
  await first.getByRole('button', { name: 'Објави' }).click();
  await expect(first).toHaveCount(0);

  // Mira rejects both with one reason: the first is refused, naming the admin.
  await mira.getByRole('button', { name: 'Одбиј изабрано' }).click();
  await mira.getByLabel('Разлог за све изабрано (аутори га читају)').fill('Нема адресе.');
  await mira.getByRole('region').getByRole('button', { name: 'Одбиј изабрано' }).last().click();
  const refused = mira.getByRole('alert').filter({ hasText: 'Није примењено' });
  await expect(refused).toContainText(
    `${names[0]}: О овој ставци је већ одлучено — Администратор: објављено`,
  );
  await expect(refused).not.toContainText(names[1]!);
  await expect(mira.getByRole('article')).toHaveCount(0);

  // The activity log shows who decided what.
  await mira.goto('/admin/activity');
  await mira.getByLabel('Ставка или уредник').fill(String(stamp));
  const entries = mira.getByRole('region', { name: 'Рад уредника' }).getByRole('listitem');
  await expect(entries).toHaveCount(2);
  await expect(entries.filter({ hasText: names[0] })).toContainText('Објављено');
  await expect(entries.filter({ hasText: names[0] })).toContainText('Администратор');
  await expect(entries.filter({ hasText: names[1] })).toContainText('Одбијено');
  await expect(entries.filter({ hasText: names[1] })).toContainText('Мира Уредница');
  await expect(entries.filter({ hasText: names[1] })).toContainText('Разлог: Нема адресе.');
  // Each item by its Cyrillic name, as the reader reads the page.
  await expect(entries.getByText(names[1]!, { exact: true })).toBeVisible();
  await expectNoAxeViolations(mira);
});
