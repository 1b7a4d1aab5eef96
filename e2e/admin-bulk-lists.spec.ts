import { anonKey, test } from './auth-fixtures.ts';
import { demoAdminSession, withSession } from './demo-admin.ts';
import { expect, expectNoAxeViolations, visitIn } from './portal-visitor.ts';

/**
 * Issue 38, bulk actions in every admin list (decision 034), on a phone in
 * Cyrillic: the admin selects two contact messages and marks them handled
 * with one note; one was handled meanwhile in another tab, so it is refused
 * by name and the other is handled. Then both are deleted at once, after a
 * confirmation. And two reports are dismissed together with one note.
 */

test.describe.configure({ timeout: 150_000 });
test.use({ viewport: { width: 390, height: 844 } });

test('an editor handles and deletes two contact messages at once; one handled meanwhile is refused', async ({
  page,
  baseURL,
  mailbox,
  request,
}) => {
  test.slow();
  const key = await anonKey(request);
  const stamp = Date.now();
  const subjects = [`Сала ${stamp}`, `Хор ${stamp}`];
  for (const subject of subjects) {
    const sent = await request.post('/functions/v1/send-contact-message', {
      headers: { apikey: key, Authorization: `Bearer ${key}` },
      data: {
        fullname: 'Петар Петровић',
        email: 'petar@example.com',
        subject,
        message: 'Здраво, имам питање.',
        honeypot: '',
      },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
  }

  await visitIn(page, 'sr_cyrillic');
  const session = await demoAdminSession(page.request, mailbox);
  await withSession(page, baseURL!, session);
  await page.goto('/admin');
  await page.getByRole('tab', { name: /^Поруке/ }).click();
  await page.getByRole('tabpanel').getByLabel('Претрага').fill(String(stamp));
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.getByLabel('Изабери све на овој страни').check();
  await expect(page.getByText('Изабране 2')).toBeVisible();

  // Meanwhile, in another tab, the first one is handled.
  const token = (JSON.parse(session) as { access_token: string }).access_token;
  const rows = await request.get(
    `/rest/v1/contact_messages?select=id,subject&subject=like.*${stamp}`,
    { headers: { apikey: key, Authorization: `Bearer ${token}` } },
  );
  const ids = (await rows.json()) as { id: string; subject: string }[];
  const first = ids.find((row) => row.subject === subjects[0])!;
  const earlier = await request.post('/rest/v1/rpc/handle_contact_messages', {
    headers: { apikey: key, Authorization: `Bearer ${token}` },
    data: { messages: [{ id: first.id, seen_status: 'open' }], action: 'handled' },
  });
  expect(earlier.ok(), await earlier.text()).toBe(true);

  const bar = page.getByRole('region', { name: 'Изабране 2' });
  await bar.getByRole('button', { name: 'Означи изабрано као решено' }).click();
  await bar
    .getByLabel('Белешка за све изабране поруке (није обавезна, виде је само уредници)')
    .fill('Одговорено е-поштом.');
  const width = await page.evaluate<number>('document.documentElement.scrollWidth');
  expect(width).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await bar.getByRole('button', { name: 'Означи изабрано као решено' }).last().click();
  await expect(page.getByText('Промењена је 1 порука.').first()).toBeVisible();
  const refused = page.getByRole('alert').filter({ hasText: 'Није примењено' });
  await expect(refused).toContainText(subjects[0]!);
  await expect(refused).toContainText('означено као решено');

  // Both handled now: deleted together, after saying it cannot be undone.
  await page.getByRole('button', { name: 'Решене', exact: true }).click();
  await page.getByRole('tabpanel').getByLabel('Претрага').fill(String(stamp));
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.getByLabel('Изабери све на овој страни').check();
  await page.getByRole('button', { name: 'Обриши изабрано' }).click();
  await expect(
    page.getByText('Трајно обрисати 2 поруке? Ово не може да се опозове.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Обриши трајно' }).click();
  await expect(page.getByText('Промењене су 2 поруке.').first()).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});

test('an editor dismisses two reports at once with one note', async ({
  page,
  baseURL,
  mailbox,
  request,
}) => {
  test.slow();
  const key = await anonKey(request);
  const headers = { apikey: key, Authorization: `Bearer ${key}` };
  const organizations = await request.get(
    '/rest/v1/organizations?select=slug&status=eq.published&limit=2',
    { headers },
  );
  const found = (await organizations.json()) as { slug: string }[];
  expect(found).toHaveLength(2);
  const stamp = Date.now();
  // As the report dialog sends them (report-content).
  for (const [index, organization] of found.entries()) {
    const sent = await request.post('/functions/v1/report-content', {
      headers,
      data: {
        kind: 'organization',
        slug: organization.slug,
        reason: `Пробна примедба ${index} ${stamp}`,
      },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
  }

  await visitIn(page, 'sr_cyrillic');
  await withSession(page, baseURL!, await demoAdminSession(page.request, mailbox));
  await page.goto('/admin?tab=reports');
  await page.getByRole('tabpanel').getByLabel('Претрага').fill(String(stamp));
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.getByLabel('Изабери све на овој страни').check();
  const bar = page.getByRole('region', { name: 'Изабране 2' });
  await bar.getByRole('button', { name: 'Одбаци изабрано' }).click();
  // The note is required, said in Cyrillic.
  await bar.getByRole('button', { name: 'Одбаци изабрано' }).last().click();
  await expect(bar.getByText('За затварање примедби потребна је белешка.')).toBeVisible();
  await bar
    .getByLabel('Белешка за све изабране примедбе (виде је само уредници)')
    .fill('Подаци су тачни.');
  const width = await page.evaluate<number>('document.documentElement.scrollWidth');
  expect(width).toBeLessThanOrEqual(390);
  await bar.getByRole('button', { name: 'Одбаци изабрано' }).last().click();
  await expect(page.getByText('Затворене су 2 примедбе.').first()).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});
