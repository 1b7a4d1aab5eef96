import type { Page } from '@playwright/test';
import { anonKey, type Mailbox, mailedLink, test, uniqueEmail } from './auth-fixtures.ts';
import { demoAdminSession, withSession } from './demo-admin.ts';
import { expect, expectNoAxeViolations, visitIn } from './portal-visitor.ts';

/** Creators: directory, submission, claim by email, and the editors' page (issue 7). */

// Long journeys with several axe runs: room for a busy machine.
test.describe.configure({ timeout: 120_000 });

/** The polite status that tells screen readers what the directory found (picked by its text). */
function announcement(page: Page, text: RegExp) {
  return page.getByRole('status').filter({ hasText: text });
}

/** Signs the demo admin (an editor too) in with the run's shared session. */
async function signInAsDemoAdmin(page: Page, baseURL: string, mailbox: Mailbox) {
  await withSession(page, baseURL, await demoAdminSession(page.request, mailbox));
}

test('a visitor filters the directory and opens a creator', async ({ page }) => {
  await page.goto('/creators');
  await expect(page.getByRole('heading', { level: 1, name: 'Creators' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Ana Kovacevic/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Country').selectOption('USA');
  await page.getByLabel('Niche').selectOption('Theatre');
  await expect(page).toHaveURL(/country=USA/);
  await expect(page.getByRole('link', { name: /Milica Lazic/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Katarina Mitrovic/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Ana Kovacevic/ })).toHaveCount(0);
  await expect(announcement(page, /found/)).toHaveText('2 creators found');

  await page.getByLabel('Search creators').fill('milica');
  await expect(page).toHaveURL(/q=milica/);
  await expect(announcement(page, /found/)).toHaveText('1 creator found');
  await expect(page.getByRole('link', { name: /Katarina Mitrovic/ })).toHaveCount(0);
  await page.getByRole('link', { name: /Milica Lazic/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Milica Lazic/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quick facts' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a screen reader hears how many creators match, in Serbian plural forms', async ({ page }) => {
  await visitIn(page, 'sr_cyrillic');
  await page.goto('/creators?country=USA&niche=Theatre');
  await expect(page.getByRole('link', { name: /Милица|Milica/ })).toBeVisible();
  await expect(announcement(page, /Пронађен/)).toHaveText('Пронађена су 2 ствараоца');

  await page.getByRole('searchbox').fill('milica');
  await expect(page).toHaveURL(/q=milica/);
  await expect(announcement(page, /Пронађен/)).toHaveText('Пронађен је 1 стваралац');
  await page.getByRole('searchbox').fill('qqxxzz');
  await expect(announcement(page, /Нема резултата/)).toHaveText('Нема резултата');
  await expectNoAxeViolations(page);
});

test('a visitor submits a creator profile', async ({ page }) => {
  await page.goto('/creators/submit');
  const openedAt = Date.now();
  await page.getByRole('button', { name: 'Submit profile' }).click();
  // Under each field, and again in the summary at the top; focus on the first invalid field.
  await expect(
    page.getByText('At least one name (Cyrillic, Latin, or English) is required.', { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByText('You must confirm you are authorized to submit this profile.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Public email' })).toBeVisible();
  await expect(page.getByLabel('Public email')).toBeFocused();
  await expectNoAxeViolations(page);

  await page.getByLabel('Public email').fill(uniqueEmail('maker'));
  await page.getByLabel('Name (English)').fill(`New Maker ${Date.now()}`);
  await page.getByRole('tab', { name: 'English' }).click();
  await page
    .getByLabel('Short biography (English)')
    .fill('Documentary films about Serbian Vancouver.');
  await page.getByLabel('Film').check();
  await page.getByLabel('Featured YouTube video').fill('https://vimeo.com/1');
  await page.getByLabel('I confirm I am authorized to submit this profile.').check();
  await page.getByRole('button', { name: 'Submit profile' }).click();
  await expect(
    page.getByText('Please provide a valid YouTube video URL.', { exact: true }),
  ).toBeVisible();
  await page
    .getByLabel('Featured YouTube video')
    .fill('https://www.youtube.com/watch?v=eRsGyueVLvQ');
  // Faster than 3 s after opening is "please take a moment", not a success.
  await page.waitForTimeout(Math.max(0, 3_500 - (Date.now() - openedAt)));
  await page.getByRole('button', { name: 'Submit profile' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your submission!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to creators' })).toBeVisible();
});

test('someone claims a profile and verifies it through the emailed link', async ({ page }) => {
  await page.goto('/creators?q=bojan');
  await page.getByRole('link', { name: /Bojan Zivkovic/ }).click();
  await page.getByRole('link', { name: 'Claim this profile' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Claim a creator profile' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Request claim' }).click();
  await expect(page.getByText('Proof of ownership is required.')).toBeVisible();
  await expectNoAxeViolations(page);

  const email = uniqueEmail('claimant');
  await page.getByLabel('Your email').fill(email);
  await page.getByLabel('Proof of ownership').fill('My channel description links to Zajednica.');
  await page.getByRole('button', { name: 'Request claim' }).click();
  await expect(page.getByText('Check your email')).toBeVisible();

  const link = await mailedLink(page.request, email, '/creators/verify-claim');
  await page.goto(link);
  await expect(page.getByRole('button', { name: 'Confirm my claim' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm my claim' }).click();
  await expect(page.getByText('Claim verified')).toBeVisible();
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm my claim' }).click();
  await expect(
    page.getByText('This verification link is invalid or has already been used.'),
  ).toBeVisible();

  // A claim never changes the profile: it stays in the directory while the claim waits for review.
  await page.goto('/creators?q=bojan');
  await expect(announcement(page, /found/)).toHaveText(/^\d+ creators? found$/);
  await expect(page.getByRole('link', { name: /Bojan Zivkovic/ })).toBeVisible();
});

test('a visitor sees Access Denied on the editors page', async ({ page }) => {
  await page.goto('/admin/creators');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the homepage' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an editor publishes a public submission; visitors contact and report it', async ({
  page,
  baseURL,
  mailbox,
}) => {
  const name = `Editor Check ${Date.now()}`;
  const creatorEmail = uniqueEmail('pending');
  const inserted = await page.request.post('/rest/v1/creators', {
    headers: { apikey: await anonKey(page.request), Prefer: 'return=minimal' },
    data: { name_eng: name, email_public: creatorEmail, short_bio_eng: 'Bio', country: 'USA' },
  });
  expect(inserted.status()).toBe(201);

  await signInAsDemoAdmin(page, baseURL!, mailbox);
  await page.goto('/admin/creators');
  await expect(page.getByRole('heading', { level: 1, name: 'Creator submissions' })).toBeVisible();
  const status = page.getByLabel(`Status of ${name}`);
  await expect(status).toHaveValue('pending_review');
  await expectNoAxeViolations(page);
  await status.selectOption('published');
  await expect(page.getByText('Submission status updated.', { exact: true })).toBeVisible();
  await expect(status).toHaveValue('published');

  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('A message is required.')).toBeVisible();
  await page.getByLabel('Your name').fill('Ana');
  await page.getByLabel('Your email').fill('ana@example.com');
  await page.getByLabel('Message').fill('Would you play at our festival?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText(`Your message was sent to ${name}.`)).toBeVisible();
  await expect
    .poll(() => mailbox.subjectsFor(creatorEmail))
    .toContain('New message through Zajednica from Ana');

  await page.getByRole('button', { name: 'Report profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this profile' });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('A reason for the report is required.')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Reason').fill('This is a test report.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByText('Thank you. Our editors will review your report.', { exact: true }),
  ).toBeVisible();
});
