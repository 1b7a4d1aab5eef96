import { mailedLink, test, uniqueEmail } from './auth-fixtures.ts';
import { demoAdminSession, withSession } from './demo-admin.ts';
import { expect } from './portal-visitor.ts';

/**
 * The newsletter end to end with real mail (issue 20): subscribe in the
 * footer, confirm from the email, an admin sends the week's digest, and the
 * digest's unsubscribe link unsubscribes with one click.
 */

test.describe.configure({ timeout: 120_000 });

test('subscribe in the footer, confirm from the mail, unsubscribe from the digest', async ({
  page,
  browser,
  baseURL,
  mailbox,
}) => {
  test.slow();
  const email = uniqueEmail('reader');
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  // Nothing is chosen for the visitor: no city box is ticked.
  await footer.locator('summary', { hasText: 'Cities (optional)' }).click();
  await expect(footer.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await footer.getByRole('checkbox', { name: 'Toronto' }).check();
  await footer.getByLabel('Email address').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText('Check your email')).toBeVisible();

  await page.goto(await mailedLink(page.request, email, '/newsletter/confirm'));
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByText('You are subscribed')).toBeVisible();

  // The demo admin sends this week's digest from the newsletter tab.
  const admin = await (await browser.newContext({ baseURL })).newPage();
  await withSession(admin, baseURL!, await demoAdminSession(admin.request, mailbox));
  await admin.goto('/admin/newsletter');
  await admin.getByRole('button', { name: /Send this week’s digest/ }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'mails queued' })).toBeVisible();

  const unsubscribe = await mailedLink(page.request, email, '/newsletter/unsubscribe');
  await page.goto(unsubscribe);
  await expect(page.getByText('You are unsubscribed')).toBeVisible();
  // The same link again answers the same.
  await page.reload();
  await expect(page.getByText('You are unsubscribed')).toBeVisible();
  await admin.context().close();
});
