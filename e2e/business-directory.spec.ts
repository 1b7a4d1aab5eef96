import { createConfirmedUser, mailedLink, test } from './auth-fixtures.ts';
import { withSession } from './demo-admin.ts';
import { expect, expectNoAxeViolations } from './portal-visitor.ts';
import { signedInEditor, signedInPerson } from './signed-in-pages.ts';

/**
 * The business directory for real (issue 20): a signed-in person adds a
 * business that an editor publishes; the owner of a demo listing claims it
 * (mail link, editor approval) and edits it through a revision. Every mail
 * is read from the run's SMTP receiver.
 */

test.describe.configure({ timeout: 180_000 });

test('a signed-in person adds a business; an editor publishes it to the directory', async ({
  browser,
  baseURL,
  mailbox,
}) => {
  const name = `Pekara Klas ${Date.now()}`;
  const person = await signedInPerson(browser, baseURL!, mailbox);
  await person.goto('/business-directory');
  await person.getByRole('link', { name: 'Add your business' }).click();
  await expect(person.getByRole('heading', { level: 1, name: 'Add your business' })).toBeVisible();
  // A bad address is refused with a translated message; nothing typed is lost.
  await person.getByLabel('Name (English)').fill(name);
  await person.getByLabel('Category').selectOption({ label: 'Restaurant' });
  await person.getByLabel('City Tag').selectOption({ label: 'Toronto' });
  await person.getByLabel('Website').fill('not a site');
  await person.getByRole('button', { name: 'Submit for review' }).click();
  await expect(person.getByText('Please check these fields:')).toBeVisible();
  await expect(person.getByRole('link', { name: 'Website' })).toBeVisible();
  await expect(person.getByLabel('Name (English)')).toHaveValue(name);
  await person.getByLabel('Website').fill('https://klas.example.com');
  await person.getByLabel('Phone').fill('+1 416 555 0111');
  await expectNoAxeViolations(person);
  await person.getByRole('button', { name: 'Submit for review' }).click();
  await expect(person.getByRole('heading', { name: 'Submission Successful!' })).toBeVisible();

  // Not listed until an editor publishes it from the queue.
  await person.goto(`/business-directory?text=${encodeURIComponent(name)}`);
  await expect(person.getByText('No results found')).toBeVisible();
  const editor = await signedInEditor(browser, baseURL!, mailbox);
  await editor.goto('/admin');
  await editor.getByRole('tab', { name: /^Businesses/ }).click();
  const item = editor.getByRole('article', { name });
  await expect(item.getByText(/Submitted by Test Member/)).toBeVisible();
  await item.getByRole('button', { name: 'Publish' }).click();
  await expect(item).toHaveCount(0);

  await person.reload();
  await expect(person.getByRole('heading', { name })).toBeVisible();
  await person.goto('/dashboard');
  await person.getByRole('tab', { name: 'My Businesses' }).click();
  await expect(
    person.getByRole('row', { name: new RegExp(name) }).getByText('Published'),
  ).toBeVisible();
});

test('the owner of a listing claims it, is approved, and edits it after review', async ({
  browser,
  baseURL,
  mailbox,
}) => {
  const listing = 'Auto Servis Jovanović';
  const owner = await (await browser.newContext({ baseURL })).newPage();
  const { email, session } = await createConfirmedUser(owner.request, mailbox, 'autoservis');
  await withSession(owner, baseURL!, JSON.stringify(session));
  await owner.goto('/business-directory?text=Jovanovi');
  await owner.getByRole('link', { name: `Claim this listing: ${listing}` }).click();
  await expect(
    owner.getByRole('heading', { level: 1, name: 'Claim a business listing' }),
  ).toBeVisible();
  await owner.getByLabel('Your email').fill(email);
  await owner.getByLabel('Proof of ownership').fill('I own the shop; call (780) 555-0194.');
  await owner.getByRole('button', { name: 'Request claim' }).click();
  await expect(owner.getByText('Check your email')).toBeVisible();

  await owner.goto(await mailedLink(owner.request, email, '/business-directory/verify-claim'));
  await expect(
    owner.getByText('Confirm that you want to claim this business listing.'),
  ).toBeVisible();
  await owner.getByRole('button', { name: 'Confirm my claim' }).click();
  await expect(owner.getByText('Claim verified')).toBeVisible();
  await expect.poll(() => mailbox.subjectsFor(email)).toContain(`Claim confirmed: ${listing}`);

  const editor = await signedInEditor(browser, baseURL!, mailbox);
  await editor.goto('/admin');
  await editor.getByRole('tab', { name: /Claims/ }).click();
  const claim = editor.getByRole('article', { name: listing });
  await expect(claim.getByText(`Claimed by ${email}`)).toBeVisible();
  await expect(claim.getByText(/A claim of a business listing/)).toBeVisible();
  await claim.getByRole('button', { name: 'Approve' }).click();
  await expect(claim).toHaveCount(0);
  await expect.poll(() => mailbox.subjectsFor(email)).toContain(`Claim approved: ${listing}`);

  // Owned now: no claim link; the owner edits it from the dashboard.
  await owner.goto('/business-directory?text=Jovanovi');
  await expect(owner.getByRole('link', { name: `Claim this listing: ${listing}` })).toHaveCount(0);
  await owner.goto('/dashboard?tab=businesses');
  const row = owner.getByRole('row', { name: new RegExp(listing) });
  await expect(row.getByText('Published')).toBeVisible();
  await row.getByRole('link', { name: `Edit ${listing}` }).click();
  await expect(owner.getByLabel('Name (English)')).toHaveValue(listing);
  await owner.getByLabel('Phone').fill('(780) 555-0100');
  await owner.getByRole('button', { name: 'Send for review again' }).click();
  await expect(owner.getByText(/Your changes were sent for review/)).toBeVisible();

  // The directory keeps the published phone until an editor approves the change.
  await owner.goto('/business-directory?text=Jovanovi');
  // Phones are shown in international form (+1 780 555 0194).
  await expect(owner.getByText(/780\D*555\D*0194/)).toBeVisible();
  await editor.goto('/admin');
  await editor.getByRole('tab', { name: /changes/i }).click();
  const change = editor.getByRole('article', { name: new RegExp(listing) });
  // The form stores the phone in international form.
  await expect(change.getByText(/780\D*555\D*0100/)).toBeVisible();
  await change.getByRole('button', { name: 'Approve' }).click();
  await expect(change).toHaveCount(0);
  await owner.reload();
  await expect(owner.getByText(/780\D*555\D*0100/)).toBeVisible();
  await expect.poll(() => mailbox.subjectsFor(email)).toContain(`Changes published: ${listing}`);
});
