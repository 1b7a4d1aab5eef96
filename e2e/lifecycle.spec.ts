import { createConfirmedUser, mailedLink, test, uniqueEmail } from './auth-fixtures.ts';
import { withSession } from './demo-admin.ts';
import { expect, expectNoAxeViolations } from './portal-visitor.ts';
import { signedInEditor } from './signed-in-pages.ts';

/**
 * The ownership and moderation lifecycle (issue 19), walked as the people in
 * it would: a claimant who has no account yet, and a submitter whose item is
 * rejected with a reason, fixed and sent again. Every mail is read from the
 * run's SMTP receiver.
 */

// Two or three people, several mails and password hashes each.
test.describe.configure({ timeout: 180_000 });

test('a claimant without an account is approved, signs up, and edits the profile', async ({
  browser,
  baseURL,
  mailbox,
}) => {
  const claimant = await (await browser.newContext({ baseURL })).newPage();
  await claimant.goto('/creators?q=vuk');
  await claimant.getByRole('link', { name: /Vuk Stevanovic/ }).click();
  await expect(claimant.getByRole('heading', { level: 1, name: 'Vuk Stevanovic' })).toBeVisible();
  const profilePath = new URL(claimant.url()).pathname;
  await claimant.getByRole('link', { name: 'Claim this profile' }).click();
  const email = uniqueEmail('vuk');
  await claimant.getByLabel('Your email').fill(email);
  await claimant
    .getByLabel('Proof of ownership')
    .fill('My YouTube channel "about" page links here.');
  await claimant.getByRole('button', { name: 'Request claim' }).click();
  await expect(claimant.getByText('Check your email')).toBeVisible();
  await claimant.goto(await mailedLink(claimant.request, email, '/creators/verify-claim'));
  await claimant.getByRole('button', { name: 'Confirm my claim' }).click();
  await expect(claimant.getByText('Claim verified')).toBeVisible();
  await expect.poll(() => mailbox.subjectsFor(email)).toContain('Claim confirmed: Vuk Stevanovic');

  // The editor sees the claim next to the profile, the proof and the address, and approves.
  const editor = await signedInEditor(browser, baseURL!, mailbox);
  await editor.goto('/admin');
  await editor.getByRole('tab', { name: /Claims/ }).click();
  const claim = editor.getByRole('article', { name: 'Vuk Stevanovic' });
  await expect(claim.getByText(`Claimed by ${email}`)).toBeVisible();
  await expect(claim.getByText('Proof: My YouTube channel "about" page links here.')).toBeVisible();
  await claim.getByRole('button', { name: 'Approve' }).click();
  await expect(
    editor
      .getByRole('region', { name: /Notifications/ })
      .getByText(
        `Claim approved. The profile will pass to ${email} once an account with that address is confirmed.`,
      ),
  ).toBeVisible();

  // The approval mail invites the claimant to sign up with the claimed address.
  await expect.poll(() => mailbox.subjectsFor(email)).toContain('Claim approved: Vuk Stevanovic');
  await claimant.goto(await mailedLink(claimant.request, email, '/signup'));
  const main = claimant.getByRole('main');
  await expect(main.getByLabel('Email address')).toHaveValue(email);
  await main.getByLabel('Full name').fill('Вук Стевановић');
  await main.getByLabel('Password').fill('snimam sela od Drine do Timoka');
  await claimant.getByRole('button', { name: 'Create account' }).click();
  await expect(claimant.getByRole('heading', { level: 1 })).toHaveText('Check your email');
  await claimant.goto(await mailbox.linkFor(email, 'signup'));
  await claimant.getByRole('button', { name: 'Confirm my account' }).click();
  await expect(
    claimant.getByRole('banner').getByRole('button', { name: 'Your account' }),
  ).toBeVisible({ timeout: 15_000 });

  // Owned now: no claim link, and the profile is among the claimant's own.
  await claimant.goto(profilePath);
  await expect(claimant.getByRole('heading', { level: 1, name: 'Vuk Stevanovic' })).toBeVisible();
  await expect(claimant.getByRole('link', { name: 'Claim this profile' })).toHaveCount(0);
  await claimant.goto('/dashboard');
  await claimant.getByRole('tab', { name: 'My Creator Profiles' }).click();
  const row = claimant.getByRole('row', { name: /Vuk Stevanovic/ });
  await expect(row.getByText('Published')).toBeVisible();
  await row.getByRole('link', { name: 'Edit Vuk Stevanovic' }).click();
  await expect(claimant.getByLabel('Name (English)')).toHaveValue('Vuk Stevanovic');
  // The demo profile lists no address; the form asks its owner for one.
  await claimant.getByLabel('Public email').fill(email);
  await claimant.getByLabel('City').fill('Santa Monica');
  await claimant.getByLabel('I confirm I am authorized to submit this profile.').check();
  await expectNoAxeViolations(claimant);
  await claimant.getByRole('button', { name: 'Send for review again' }).click();
  await expect(
    claimant.getByRole('heading', { name: 'Thank you for your submission!' }),
  ).toBeVisible();

  // The published profile stays as it was until an editor approves the change.
  await claimant.goto(profilePath);
  await expect(claimant.getByText(/Los Angeles/).first()).toBeVisible();
  await expect(claimant.getByText(/Santa Monica/)).toHaveCount(0);
  await editor.goto('/admin');
  await editor.getByRole('tab', { name: /changes/i }).click();
  const change = editor.getByRole('article', { name: /Vuk Stevanovic/ });
  await expect(change.getByText('Santa Monica')).toBeVisible();
  await change.getByRole('button', { name: 'Approve' }).click();
  await expect(change).toHaveCount(0);
  await claimant.goto(profilePath);
  await expect(claimant.getByText(/Santa Monica/).first()).toBeVisible();
  await expect
    .poll(() => mailbox.subjectsFor(email))
    .toContain('Changes published: Vuk Stevanovic');
});

test('a submitter is rejected with a reason, fixes the item and resubmits; the editor publishes', async ({
  browser,
  baseURL,
  mailbox,
}) => {
  const title = `Choir concert ${Date.now()}`;
  const person = await (await browser.newContext({ baseURL })).newPage();
  const { email, session } = await createConfirmedUser(person.request, mailbox, 'choir');
  await withSession(person, baseURL!, JSON.stringify(session));
  await person.goto('/news/submit');
  await person.getByLabel('Title (English)').fill(title);
  await person.getByLabel('Content (English)').fill('Sunday at noon.');
  await person.getByRole('button', { name: 'Submit for review' }).click();
  await expect(person.getByRole('heading', { name: 'Submission Successful!' })).toBeVisible();

  // Rejecting asks for a reason first; without one nothing happens.
  const editor = await signedInEditor(browser, baseURL!, mailbox);
  await editor.goto('/admin');
  await editor.getByRole('tab', { name: /^News/ }).click();
  const item = editor.getByRole('article', { name: title });
  await expect(item.getByText(/Submitted by Test Member/)).toBeVisible();
  await item.getByRole('button', { name: 'Reject', exact: true }).click();
  await item.getByRole('button', { name: 'Reject with this reason' }).click();
  await expect(item.getByText('A reason is required to reject.')).toBeVisible();
  await item.getByLabel('Reason for the rejection').fill('Please say where the concert is.');
  await item.getByRole('button', { name: 'Reject with this reason' }).click();
  await expect(item).toHaveCount(0);
  await expect
    .poll(() => mailbox.subjectsFor(email))
    .toContain(`Submission not published: ${title}`);

  // The submitter reads the reason on the dashboard, fixes the item and sends it again.
  await person.goto('/dashboard');
  await person.getByRole('tab', { name: 'My News' }).click();
  const row = person.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText('Editor’s reason: Please say where the concert is.')).toBeVisible();
  await row.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(person.getByLabel('Title (English)')).toHaveValue(title);
  // The form is an edit, not a new submission, and says what the editor asked for.
  await expect(person.getByRole('heading', { level: 1, name: 'Edit your news' })).toBeVisible();
  await expect(
    person.getByRole('note').getByText('Please say where the concert is.'),
  ).toBeVisible();
  await person
    .getByLabel('Content (English)')
    .fill('Sunday at noon, in the hall of St. Sava Church.');
  await person.getByRole('button', { name: 'Send for review again' }).click();
  await expect(person.getByRole('heading', { name: 'Submission Successful!' })).toBeVisible();

  // The editor sees it is a resubmission, with the earlier decision in its history, and publishes.
  await editor.goto('/admin');
  await editor.getByRole('tab', { name: /^News/ }).click();
  const again = editor.getByRole('article', { name: title });
  await expect(again.getByText('Resubmitted')).toBeVisible();
  await again.getByText('History').click();
  await expect(again.getByText('Reason: Please say where the concert is.')).toBeVisible();
  await again.getByRole('button', { name: 'Publish' }).click();
  await expect(again).toHaveCount(0);
  await expect.poll(() => mailbox.subjectsFor(email)).toContain(`Published: ${title}`);
  await person.goto('/news');
  await expect(person.getByText(title)).toBeVisible();
});
