import type { Page } from '@playwright/test';
import { createConfirmedUser, expect, type Mailbox, test } from './auth-fixtures.ts';

/** Signs up and confirms through the real /auth/v1 API and the email, then hands the session to the page. */
async function signUpInBrowser(page: Page, baseURL: string, mailbox: Mailbox) {
  const { session } = await createConfirmedUser(page.request, mailbox, 'visitor');

  // supabase-js keeps the session under sb-<first label of the API host>-auth-token.
  const storageKey = `sb-${new URL(baseURL).hostname.split('.')[0]}-auth-token`;
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [storageKey, JSON.stringify(session)],
  );
}

test('the dashboard link shows only to a signed-in visitor', async ({ page, baseURL, mailbox }) => {
  await page.goto('/');
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.getByRole('link', { name: 'Search' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

  await signUpInBrowser(page, baseURL!, mailbox);
  await page.reload();
  await expect(navigation.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
});
