import { mailedLink, test, uniqueEmail } from './auth-fixtures.ts';
import { expect } from './portal-visitor.ts';

/**
 * Newsletter preferences end to end (issue 20): the confirmation mail's
 * "choose your language and cities" link opens the preferences page without
 * an account; the subscriber changes language and cities, and unsubscribes
 * from there.
 */

test.describe.configure({ timeout: 120_000 });

test('a subscriber changes language and cities from the mail, then unsubscribes', async ({
  page,
}) => {
  test.slow();
  const email = uniqueEmail('prefs');
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Email address').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText('Check your email')).toBeVisible();
  await page.goto(await mailedLink(page.request, email, '/newsletter/confirm'));
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByText('You are subscribed')).toBeVisible();

  const preferences = await mailedLink(page.request, email, '/newsletter/preferences');
  await page.goto(preferences);
  await expect(page.getByRole('heading', { name: 'Newsletter preferences' })).toBeVisible();
  await expect(page.getByText(`Preferences of ${email[0]}…@`)).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await main.getByLabel('Language').selectOption('sr_latin');
  await main.getByRole('checkbox', { name: 'Ottawa' }).check();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Preferences saved')).toBeVisible();

  await page.reload();
  await expect(main.getByRole('checkbox', { name: 'Ottawa' })).toBeChecked();
  await expect(main.getByLabel('Language')).toHaveValue('sr_latin');

  // The unsubscribe page answers in the subscriber's language, now Serbian Latin.
  await page.getByRole('link', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('Pretplata je otkazana')).toBeVisible();
  await page.goto(preferences);
  await expect(page.getByText('Ova adresa nije pretplaćena')).toBeVisible();

  await page.goto('/newsletter/preferences?token=not-a-real-token-at-all-0000000000');
  await expect(page.getByText('Ova veza ne važi.', { exact: false })).toBeVisible();
});
