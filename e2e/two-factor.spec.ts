import { createConfirmedUser, signOutFromMenu, test } from './auth-fixtures.ts';
import { expect, expectNoAxeViolations } from './portal-visitor.ts';
import { enrolAuthenticatorApp, freshTotpCode, signInOnPage, totpCode } from './two-factor.ts';

/** Two-step sign-in for everyone (issue 24, decision 018): set up, sign in with the code, remove. */

test.describe.configure({ timeout: 120_000 });

test('a member sets up an authenticator app, then signs in with its code and removes it', async ({
  page,
  mailbox,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const member = await createConfirmedUser(page.request, mailbox, 'two-step');
  // Signed in through the page (a stored session injected would come back after signing out).
  await signInOnPage(page, member.email, member.password);
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Your account' }),
  ).toBeVisible();
  await page.goto('/dashboard?tab=two-factor');
  await expect(page.getByText('Two-step sign-in is off.', { exact: true })).toBeVisible();

  // A wrong code is refused in words, and the form stays.
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await page.getByLabel('Name of this device (optional)').fill('My phone');
  await page.getByRole('button', { name: 'Continue' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  const wrong = totpCode(secret) === '000000' ? '111111' : '000000';
  await page.getByLabel('6-digit code from the app').fill(wrong);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This code is wrong' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Two-step sign-in is off.', { exact: true })).toBeVisible();

  const appSecret = await enrolAuthenticatorApp(page);
  const firstCode = totpCode(appSecret);
  await signOutFromMenu(page);

  await signInOnPage(page, member.email, member.password);
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { name: 'Enter your two-step code' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .getByLabel('6-digit code from the app')
    .fill(await freshTotpCode(appSecret, firstCode));
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The code accepted, the sign-in goes on to the home page.
  await expect(page.getByRole('heading', { name: 'Enter your two-step code' })).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Your account' }),
  ).toBeVisible();

  // Signed in with the code (aal2): the app can be removed without asking again.
  await page.goto('/dashboard?tab=two-factor');
  await page.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('button', { name: 'Yes, remove it' }).click();
  await expect(page.getByText('Two-step sign-in is off.', { exact: true })).toBeVisible();
});
