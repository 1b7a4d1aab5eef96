import { expect, type Page, test } from '@playwright/test';

/** Signs up through the real /auth/v1 API (auto-confirm is on) and hands the session to the page. */
async function signUpInBrowser(page: Page, baseURL: string) {
  const html = await (await page.request.get('/')).text();
  const anonKey = /"anonKey":"([^"]+)"/.exec(html)?.[1];
  expect(anonKey, 'the server fills the app-config block').toBeTruthy();

  const response = await page.request.post('/auth/v1/signup', {
    headers: { apikey: anonKey! },
    data: { email: `visitor-${Date.now()}@example.com`, password: 'a long enough password' },
  });
  expect(response.ok()).toBe(true);
  const session: unknown = await response.json();
  expect(session).toHaveProperty('access_token');

  // supabase-js keeps the session under sb-<first label of the API host>-auth-token.
  const storageKey = `sb-${new URL(baseURL).hostname.split('.')[0]}-auth-token`;
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [storageKey, JSON.stringify(session)],
  );
}

test('the dashboard link shows only to a signed-in visitor', async ({ page, baseURL }) => {
  await page.goto('/');
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.getByRole('link', { name: 'Search' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

  await signUpInBrowser(page, baseURL!);
  await page.reload();
  await expect(navigation.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
});
