import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { anonKey, expect, signOutFromMenu, test, uniqueEmail } from './auth-fixtures.ts';

const header = (page: Page) => page.getByRole('banner');
const main = (page: Page) => page.getByRole('main');
/** Toasts last 3 s; password hashing on a busy machine can take longer than the default wait. */
const serverWork = { timeout: 15_000 };

test('a new person signs up, confirms from the email, signs in, signs out', async ({
  page,
  mailbox,
}) => {
  // The whole journey: three password hashes and two emails through SMTP.
  test.slow();
  const email = uniqueEmail('newcomer');
  const password = 'a walk along the Danube';

  await page.goto('/');
  await header(page).getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create an account');

  // An empty form: the first field with an error gets focus and announces it.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(main(page).getByLabel('Full name')).toBeFocused();
  await expect(main(page).getByLabel('Full name')).toHaveAccessibleDescription(
    'Please enter your name.',
  );
  await main(page).getByLabel('Full name').fill('Милица Јовановић');
  await main(page).getByLabel('Email address').fill(email);
  await main(page).getByLabel('Password').fill('kratka');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(main(page).getByLabel('Password')).toBeFocused();
  await expect(main(page).getByLabel('Password')).toHaveAccessibleDescription(
    /The password needs at least 8 characters\./,
  );

  await main(page).getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');
  await expect(page.getByText(`We sent a confirmation link to ${email}.`)).toBeVisible();
  // Mail goes out through SMTP a moment after the answer: wait for it.
  await expect.poll(() => mailbox.subjectsFor(email)).toEqual(['Confirm your Zajednica account']);

  // Before confirming, signing in explains what is missing.
  await page.goto('/login');
  await main(page).getByLabel('Email address').fill(email);
  await main(page).getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sign in Failed' })).toContainText(
    'Please confirm your email address first',
    serverWork,
  );

  // A mail scanner opening the link first uses nothing up: only the button confirms.
  const link = await mailbox.linkFor(email, 'signup');
  expect((await page.request.get(link)).ok()).toBe(true);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your email');
  await page.getByRole('button', { name: 'Confirm my account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Welcome to Zajednica!' })).toBeVisible(
    serverWork,
  );
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole('button', { name: 'Your account' })).toBeVisible();

  await signOutFromMenu(page);

  // Signing in from a page comes back to that page.
  await page.goto('/events');
  await header(page).getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fevents$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await main(page).getByLabel('Email address').fill(email);
  await main(page).getByLabel('Password').fill('not my password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const failure = page.getByRole('status').filter({ hasText: 'Sign in Failed' });
  await expect(failure).toContainText('The email address or password is not right.', serverWork);
  await expect(main(page).getByLabel('Password')).toBeFocused();

  await main(page).getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await header(page).getByRole('button', { name: 'Your account' }).click();
  await expect(page.getByRole('menu')).toContainText(`Signed in as ${email}`);
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  await page.keyboard.press('Escape');

  await signOutFromMenu(page);
  await expect(page).toHaveURL(/\/$/);
  const stored = await page.evaluate<number>(
    'Object.keys(localStorage).filter((key) => key.endsWith("-auth-token")).length',
  );
  expect(stored).toBe(0);
});

test('a new person signs up and confirms by typing the code from the email', async ({
  page,
  mailbox,
}) => {
  const email = uniqueEmail('coder');
  await page.goto('/signup?next=%2Fevents');
  await main(page).getByLabel('Full name').fill('Jelena Marković');
  await main(page).getByLabel('Email address').fill(email);
  await main(page).getByLabel('Password').fill('a walk along the Sava');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');

  const codeField = main(page).getByLabel('6-digit code');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await codeField.fill('12345');
  await page.getByRole('button', { name: 'Confirm the code' }).click();
  await expect(codeField).toBeFocused();
  await expect(codeField).toHaveAccessibleDescription(/Enter the 6 digits from the email\./);
  const accessibility = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(accessibility.violations).toEqual([]);

  // Typed as it may be read out of the email, with a space in the middle.
  const code = await mailbox.codeFor(email, 'signup');
  await codeField.clear();
  await codeField.pressSequentially(`${code.slice(0, 3)} ${code.slice(3)}`);
  await expect(codeField).toHaveValue(code);
  await page.getByRole('button', { name: 'Confirm the code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Welcome to Zajednica!' })).toBeVisible(
    serverWork,
  );
  await expect(page).toHaveURL(/\/events$/);
  await expect(header(page).getByRole('button', { name: 'Your account' })).toBeVisible();
});

test.describe('with a Serbian browser', () => {
  test.use({ locale: 'sr-RS' });

  test('a Serbian speaker signs up in Cyrillic and gets the email in Serbian', async ({
    page,
    mailbox,
  }) => {
    const email = uniqueEmail('srpski');
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Отворите налог');
    await page.getByRole('button', { name: 'Отвори налог' }).click();
    await expect(main(page).getByLabel('Име и презиме')).toHaveAccessibleDescription(
      'Унесите своје име.',
    );
    await main(page).getByLabel('Име и презиме').fill('Петар Петровић');
    await main(page).getByLabel('Адреса е-поште').fill(email);
    await main(page).getByLabel('Лозинка').fill('шетња поред Саве');
    await page.getByRole('button', { name: 'Отвори налог' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Проверите е-пошту');
    await expect
      .poll(() => mailbox.subjectsFor(email))
      .toEqual(['Потврдите свој налог на Заједници']);

    await page.goto(await mailbox.linkFor(email, 'signup'));
    await page.getByRole('button', { name: 'Потврди налог' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Добродошли на Заједницу!' }),
    ).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Ваш налог' })).toBeVisible();
  });
});

test('an expired or used confirmation link says so and offers a way forward', async ({ page }) => {
  await page.goto(`/auth/confirm?token_hash=${'0'.repeat(56)}&type=signup`);
  await page.getByRole('button', { name: 'Confirm my account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link no longer works');
  await expect(page.getByRole('link', { name: 'Sign up again' })).toHaveAttribute(
    'href',
    '/signup',
  );

  await page.goto('/auth/confirm?type=signup');
  await expect(page.getByRole('alert')).toContainText('Sign in, or sign up again');
});

test('a link to sign in never sends a person to another site afterwards', async ({ page }) => {
  await page.goto('/login?next=https%3A%2F%2Fevil.example%2F');
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    '/signup',
  );
  await page.goto('/login?next=%2F%2Fevil.example');
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    '/signup',
  );
});

test.describe('on a 360 px wide phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  const screens = [
    '/login',
    '/signup',
    '/forgot-password',
    '/reset-password',
    `/auth/confirm?token_hash=${'0'.repeat(56)}&type=recovery`,
  ];
  for (const path of screens) {
    test(`the account screen ${path} fits and passes the accessibility checks`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
      const width = await page.evaluate<number>('document.documentElement.scrollWidth');
      expect(width).toBeLessThanOrEqual(360);
      const accessibility = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(accessibility.violations).toEqual([]);
    });
  }
});

test('a second sign-up of the address sets no password: its mail leads the owner to choose one', async ({
  page,
  mailbox,
}) => {
  // Issue 34, order 2: the owner signs up, someone else signs the address up again.
  test.slow();
  const email = uniqueEmail('contested');
  const headers = { apikey: await anonKey(page.request) };
  const first = await page.request.post('/auth/v1/signup', {
    headers,
    data: { email, password: 'the owner own password' },
  });
  expect(first.ok()).toBe(true);
  await expect.poll(() => mailbox.subjectsFor(email)).toHaveLength(1);
  const second = await page.request.post('/auth/v1/signup', {
    headers,
    data: { email, password: 'someone else chose this' },
  });
  expect(second.ok()).toBe(true);
  await expect.poll(() => mailbox.subjectsFor(email)).toHaveLength(2);

  // The owner opens the newest mail: confirmed and signed in, then asked for a password.
  await page.goto(await mailbox.linkFor(email, 'signup'));
  await page.getByRole('button', { name: 'Confirm my account' }).click();
  await expect(page).toHaveURL(/\/reset-password$/, serverWork);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
  await main(page).getByLabel('New password', { exact: true }).fill('the owner chose again');
  await main(page).getByLabel('Repeat the new password').fill('the owner chose again');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page).toHaveURL(/\/$/, serverWork);

  // The password of the second sign-up never signs in; the owner's new one does.
  const token = (password: string) =>
    page.request.post('/auth/v1/token?grant_type=password', {
      headers,
      data: { email, password },
    });
  expect((await token('someone else chose this')).status()).toBe(400);
  expect((await token('the owner chose again')).status()).toBe(200);
});
