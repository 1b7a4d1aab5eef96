import type { Page } from '@playwright/test';
import { createConfirmedUser, expect, test, uniqueEmail } from './auth-fixtures.ts';

const header = (page: Page) => page.getByRole('banner');
const main = (page: Page) => page.getByRole('main');
const serverWork = 15_000;

test('a person who forgot their password signs in with a code from the email', async ({
  page,
  mailbox,
}) => {
  test.slow();
  const { email } = await createConfirmedUser(page.request, mailbox, 'codeonly');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Send me a sign-in code instead' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in with a code');
  await main(page).getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send me a sign-in code' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');
  await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();

  const code = await mailbox.codeFor(email, 'magiclink');
  const codeField = main(page).getByLabel('6-digit code');
  await codeField.fill(`${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`);
  await page.getByRole('button', { name: 'Confirm the code' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This code is wrong or has expired. Check it against the newest email, or ask for a new one.',
    { timeout: serverWork },
  );
  await codeField.fill(code);
  await page.getByRole('button', { name: 'Confirm the code' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: serverWork });
  await expect(header(page).getByRole('button', { name: 'Your account' })).toBeVisible();
});

test('asking for a sign-in code tells nobody whether an account exists', async ({
  page,
  mailbox,
}) => {
  const nobody = uniqueEmail('nocode');
  await page.goto('/login/code');
  await main(page).getByLabel('Email address').fill(nobody);
  await page.getByRole('button', { name: 'Send me a sign-in code' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');
  await expect(page.getByText(`If an account exists for ${nobody}`)).toBeVisible();
  expect(await mailbox.subjectsFor(nobody)).toEqual([]);
});

test('the sign-in link of the email signs in from the confirm page', async ({ page, mailbox }) => {
  const { email } = await createConfirmedUser(page.request, mailbox, 'linkonly');
  await page.goto('/login/code');
  await main(page).getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send me a sign-in code' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');
  const link = await mailbox.linkFor(email, 'magiclink');
  expect(new URL(link).searchParams.get('token_hash')).toMatch(/^pkce_/);
  await page.goto(link);
  await page.getByRole('button', { name: 'Sign me in' }).click();
  await expect(header(page).getByRole('button', { name: 'Your account' })).toBeVisible({
    timeout: serverWork,
  });
});
