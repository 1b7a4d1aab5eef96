import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { anonKey, createConfirmedUser, readMailbox, test } from './auth-fixtures.ts';
import { demoAdminSession, withSession } from './demo-admin.ts';
import { expect, visitIn } from './portal-visitor.ts';
import { withTwoFactors } from './two-factor.ts';

/**
 * Issue 38: two editors on phones, in Cyrillic, decide the same organization.
 * The second editor sees that the first has it open; the first publishes;
 * the second, in a tab opened earlier, rejects it and is told who decided
 * first. The organization stays published and its author gets only the
 * mails of what happened.
 */

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 390, height: 844 } });

async function phoneIn(browser: Browser, baseURL: string, session: string): Promise<Page> {
  const page = await (
    await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })
  ).newPage();
  await visitIn(page, 'sr_cyrillic');
  await withSession(page, baseURL, session);
  return page;
}

test('two editors deciding the same item: the later one is told who decided first', async ({
  browser,
  baseURL,
  mailbox,
  request,
}) => {
  test.slow();
  const key = await anonKey(request);
  const adminSession = await demoAdminSession(request, mailbox);
  const adminToken = (JSON.parse(adminSession) as { access_token: string }).access_token;

  // A second editor, Mira, with two-step sign-in (decision 018).
  const mira = await createConfirmedUser(request, mailbox, 'mira');
  const miraUser = mira.session.user as { id: string };
  const grant = await request.post('/rest/v1/rpc/admin_set_user_role', {
    headers: { apikey: key, Authorization: `Bearer ${adminToken}` },
    data: { target_user: miraUser.id, role: 'editor', granted: true },
  });
  expect(grant.ok(), await grant.text()).toBe(true);
  const miraSession = (await withTwoFactors(request, JSON.stringify(mira.session))).session;
  const miraToken = (JSON.parse(miraSession) as { access_token: string }).access_token;
  const named = await request.patch(`/rest/v1/profiles?id=eq.${miraUser.id}`, {
    headers: { apikey: key, Authorization: `Bearer ${miraToken}` },
    data: { full_name: 'Мира Уредница' },
  });
  expect(named.ok(), await named.text()).toBe(true);

  // A member's organization waits for review.
  const author = await createConfirmedUser(request, mailbox, 'author');
  const stamp = Date.now();
  const name = `Фолклорни ансамбл ${stamp}`;
  const nameEn = `Folklore ensemble ${stamp}`;
  const insert = await request.post('/rest/v1/organizations', {
    headers: {
      apikey: key,
      Authorization: `Bearer ${String(author.session.access_token)}`,
      Prefer: 'return=minimal',
    },
    data: {
      id: randomUUID(),
      name_en: nameEn,
      name_sr_cyrl: name,
      category: 'culture',
      city_tag: 'toronto',
    },
  });
  expect(insert.ok(), await insert.text()).toBe(true);

  // Mira opens the queue first (her tab stays as it is) and starts on the item.
  const miraPage = await phoneIn(browser, baseURL!, miraSession);
  await miraPage.goto('/admin');
  await miraPage.getByRole('tab', { name: /^Организације/ }).click();
  const miraItem = miraPage.getByRole('article', { name });
  await expect(miraItem).toBeVisible();
  await miraItem.getByRole('heading', { name, level: 3 }).click();

  // The admin sees that Mira has it open, and publishes it anyway.
  const adminPage = await phoneIn(browser, baseURL!, adminSession);
  await adminPage.goto('/admin');
  await adminPage.getByRole('tab', { name: /^Организације/ }).click();
  const adminItem = adminPage.getByRole('article', { name });
  await expect(adminItem.getByText(/^Прегледа: Мира Уредница, од \d{1,2}:\d{2}/)).toBeVisible();
  await adminItem.getByRole('button', { name: 'Објави' }).click();
  await expect(adminItem).toHaveCount(0);

  // Mira, in her older tab, rejects it: refused, with who decided what.
  await miraItem.getByRole('button', { name: 'Одбиј' }).click();
  await miraItem.getByLabel('Разлог одбијања').fill('Нема адресе.');
  await miraItem.getByRole('button', { name: 'Одбиј са овим разлогом' }).click();
  const notice = miraPage.getByRole('alert').filter({ hasText: 'Неко други је већ одлучио' });
  await expect(notice).toContainText('О овој ставци је већ одлучено — Администратор: објављено');
  await expect(notice).toContainText('Ваша одлука није примењена.');
  await expect(miraItem).toHaveCount(0);

  // The public page is there, and the author holds only the mails of what happened.
  const visitor = await browser.newPage({ baseURL });
  await visitIn(visitor, 'sr_cyrillic');
  await visitor.goto('/organizations');
  await expect(visitor.getByRole('link', { name }).first()).toBeVisible();
  const subjects = async () =>
    (await readMailbox(request, author.email)).map((mail) => mail.subject);
  await expect.poll(subjects, { timeout: 30_000 }).toContain(`Published: ${nameEn}`);
  expect((await subjects()).filter((subject) => subject.includes('not published'))).toEqual([]);
});

test('a member’s dashboard on a phone lists submissions as cards, in Cyrillic', async ({
  browser,
  baseURL,
  mailbox,
  request,
}) => {
  const member = await createConfirmedUser(request, mailbox, 'phone-member');
  const name = `Српска читаоница „Доситеј Обрадовић“ ${Date.now()}`;
  const insert = await request.post('/rest/v1/organizations', {
    headers: {
      apikey: await anonKey(request),
      Authorization: `Bearer ${String(member.session.access_token)}`,
      Prefer: 'return=minimal',
    },
    data: {
      id: randomUUID(),
      name_en: 'Reading room',
      name_sr_cyrl: name,
      category: 'culture',
      city_tag: 'toronto',
    },
  });
  expect(insert.ok(), await insert.text()).toBe(true);
  const page = await phoneIn(browser, baseURL!, JSON.stringify(member.session));
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Моје организације' }).click();
  const card = page.getByTestId('submission-cards').getByRole('listitem', { name });
  await expect(card).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const badge = card.getByText('Чека преглед', { exact: true });
  await expect(badge).toBeVisible();
  // The status reads on one line (the table squeezed it into a letter or three a line).
  const box = (await badge.boundingBox())!;
  expect(box.height).toBeLessThan(32);
  await expect(card.getByRole('button', { name: `Обриши: ${name}` })).toBeVisible();
});
