import { anonKey, createConfirmedUser, test, uniqueEmail } from './auth-fixtures.ts';
import { withSession } from './demo-admin.ts';
import { expect, expectNoAxeViolations, visitIn } from './portal-visitor.ts';

/**
 * Issue 38: a member manages their own account on a phone, in Cyrillic:
 * the language of their mail, then their email address, confirmed from
 * both addresses, every mail read in the language they chose.
 */

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 } });

test('a member sets the language of their mail and changes their email address', async ({
  page,
  baseURL,
  mailbox,
  request,
}) => {
  test.slow();
  const member = await createConfirmedUser(request, mailbox, 'settings');
  await visitIn(page, 'sr_cyrillic');
  await withSession(page, baseURL!, JSON.stringify(member.session));
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Профил', exact: true }).click();

  await page.getByLabel('Име', { exact: true }).fill('Јована Петровић');
  await page.getByLabel('Језик ваше е-поште').selectOption('sr_cyrillic');
  await page.getByRole('button', { name: 'Сачувај' }).click();
  await expect(page.getByText('Ваш налог је ажуриран.').first()).toBeVisible();
  await expectNoAxeViolations(page);

  const newEmail = uniqueEmail('settings-new');
  await page.getByLabel('Нова адреса е-поште').fill(newEmail);
  await page.getByRole('button', { name: 'Промени адресу е-поште' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'адреса се мења када су обе потврђене' }),
  ).toBeVisible();

  // Both addresses are written to, in the language just chosen.
  await expect
    .poll(() => mailbox.subjectsFor(member.email))
    .toContain('Захтев за промену адресе е-поште на Заједници');
  await expect.poll(() => mailbox.subjectsFor(newEmail)).toContain('Потврдите нову адресу е-поште');

  // The address changes only once both links are used.
  const headers = { apikey: await anonKey(request) };
  const tokenOf = (link: string) => new URL(link).searchParams.get('token_hash');
  const confirmNew = await request.post('/auth/v1/verify', {
    headers,
    data: {
      type: 'email_change',
      token_hash: tokenOf(await mailbox.linkFor(newEmail, 'email_change')),
    },
  });
  expect(confirmNew.ok(), await confirmNew.text()).toBe(true);
  const user = async () =>
    (await (
      await request.get('/auth/v1/user', {
        headers: { ...headers, Authorization: `Bearer ${String(member.session.access_token)}` },
      })
    ).json()) as { email: string; user_metadata: { language?: string; full_name?: string } };
  expect((await user()).email).toBe(member.email.toLowerCase());
  const confirmCurrent = await request.post('/auth/v1/verify', {
    headers,
    data: {
      type: 'email_change',
      token_hash: tokenOf(await mailbox.linkFor(member.email, 'email_change')),
    },
  });
  expect(confirmCurrent.ok(), await confirmCurrent.text()).toBe(true);
  const changed = await user();
  expect(changed.email).toBe(newEmail.toLowerCase());
  expect(changed.user_metadata).toMatchObject({
    language: 'sr_cyrillic',
    full_name: 'Јована Петровић',
  });
});
