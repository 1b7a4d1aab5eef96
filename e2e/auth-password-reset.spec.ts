import type { Page } from '@playwright/test';
import {
  createConfirmedUser,
  expect,
  signOutFromMenu,
  test,
  uniqueEmail,
} from './auth-fixtures.ts';

const header = (page: Page) => page.getByRole('banner');
const main = (page: Page) => page.getByRole('main');
const serverWork = 15_000;

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await main(page).getByLabel('Email address').fill(email);
  await main(page).getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in with `password` and lands on the home page with the account menu. */
async function signInWorks(page: Page, email: string, password: string) {
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole('button', { name: 'Your account' })).toBeVisible();
}

/** Saves the password typed into both fields: the toast confirms it and the home page opens. */
async function saveNewPassword(page: Page) {
  await page.getByRole('button', { name: 'Save the new password' }).click();
  // Toasts last 3 s; password hashing on a busy machine can take longer than the default wait.
  await expect(page.getByRole('status').filter({ hasText: 'Password changed' })).toBeVisible({
    timeout: serverWork,
  });
  await expect(page).toHaveURL(/\/$/);
}

test('a person who forgot their password resets it and signs in with the new one', async ({
  page,
  mailbox,
}) => {
  const { email, password } = await createConfirmedUser(page.request, mailbox, 'forgetful');
  const newPassword = 'Kalemegdan in the spring';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
  await main(page).getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');
  await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();

  const link = await mailbox.linkFor(email, 'recovery');
  await page.goto(link);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');

  await main(page).getByLabel('New password', { exact: true }).fill(newPassword);
  await main(page).getByLabel('Repeat the new password').fill('Kalemegdan in the summer');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(main(page).getByLabel('Repeat the new password')).toBeFocused();
  await expect(main(page).getByLabel('Repeat the new password')).toHaveAccessibleDescription(
    'The two passwords are not the same.',
  );
  await main(page).getByLabel('Repeat the new password').fill(newPassword);
  await saveNewPassword(page);

  await signOutFromMenu(page);

  await signIn(page, email, password);
  await expect(page.getByRole('status').filter({ hasText: 'Sign in Failed' })).toBeVisible({
    timeout: serverWork,
  });
  await signInWorks(page, email, newPassword);

  // The link worked once; opened again it explains itself and offers a new one.
  await page.goto(link);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link no longer works');
  await expect(page.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});

test('a person resets their password with the code from the email', async ({ page, mailbox }) => {
  const { email } = await createConfirmedUser(page.request, mailbox, 'coder');
  const newPassword = 'Avala on a clear day';

  await page.goto('/forgot-password');
  await main(page).getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');
  const code = await mailbox.codeFor(email, 'recovery');

  // A wrong code is refused with a way forward, and stays in the field to be corrected.
  const wrongCode = `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;
  const codeField = main(page).getByLabel('6-digit code');
  await codeField.fill(wrongCode);
  await page.getByRole('button', { name: 'Confirm the code' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This code is wrong or has expired. Check it against the newest email, or ask for a new one.',
    { timeout: serverWork },
  );
  await expect(codeField).toHaveValue(wrongCode);
  await expect(page.getByRole('button', { name: 'Confirm the code' })).toBeEnabled();

  await codeField.fill(code);
  await page.getByRole('button', { name: 'Confirm the code' }).click();
  await expect(page).toHaveURL(/\/reset-password$/, { timeout: serverWork });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
  await main(page).getByLabel('New password', { exact: true }).fill(newPassword);
  await main(page).getByLabel('Repeat the new password').fill(newPassword);
  await saveNewPassword(page);

  // Signing out must have finished before /login loads, or the kept session sends it away.
  await signOutFromMenu(page);
  await signInWorks(page, email, newPassword);
});

test('asking for a reset link tells nobody whether an account exists', async ({
  page,
  mailbox,
}) => {
  const nobody = uniqueEmail('nobody');
  await page.goto('/forgot-password');
  await main(page).getByLabel('Email address').fill(nobody);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');
  await expect(page.getByText(`If an account exists for ${nobody}`)).toBeVisible();
  expect(await mailbox.subjectsFor(nobody)).toEqual([]);
});

test('the new-password screen explains how to get there without a recovery link', async ({
  page,
}) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Open the link from your email first',
  );
  await expect(page.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});
