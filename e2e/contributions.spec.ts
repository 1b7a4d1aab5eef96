import type { Browser } from '@playwright/test';
import { createConfirmedUser, type Mailbox, test } from './auth-fixtures.ts';
import { demoAdminSession, withSession } from './demo-admin.ts';
import { expect, expectNoAxeViolations } from './portal-visitor.ts';

/** Contribute → review → publish (issue 8): forms, dashboard and the editors' queue. */

/** A new person with a confirmed account, signed in on a fresh page. */
async function signedInPerson(browser: Browser, baseURL: string, mailbox: Mailbox) {
  const page = await (await browser.newContext({ baseURL })).newPage();
  const { session } = await createConfirmedUser(page.request, mailbox, 'contributor');
  await withSession(page, baseURL, JSON.stringify(session));
  return page;
}

/** The demo admin (an editor too), signed in on a fresh page. */
async function signedInEditor(browser: Browser, baseURL: string, mailbox: Mailbox) {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await withSession(page, baseURL, await demoAdminSession(page.request, mailbox));
  return page;
}

// Each journey signs people up through email and walks several screens.
test.describe.configure({ timeout: 120_000 });

test('a logged-out visitor sees the login warning and cannot submit', async ({ page }) => {
  await page.goto('/organizations/submit');
  await expect(page.getByRole('heading', { name: 'Not Logged In' })).toBeVisible();
  await expect(page.getByText('You must be logged in to submit an organization.')).toBeVisible();
  await expect(page.getByText('IP address of the submitter is logged')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit for review' })).toBeDisabled();
  await expectNoAxeViolations(page);
});

test('a person submits an event, an editor publishes it, and it shows on /events', async ({
  browser,
  baseURL,
  mailbox,
}) => {
  const title = `Community picnic ${Date.now()}`;
  const person = await signedInPerson(browser, baseURL!, mailbox);
  await person.goto('/events/submit');
  await expect(person.getByRole('heading', { level: 1, name: 'Submit an event' })).toBeVisible();

  await person.getByRole('button', { name: 'Submit for review' }).click();
  await expect(person.getByText('Validation Error', { exact: true })).toBeVisible();
  await expect(person.getByText('English title is required.')).toBeVisible();

  await person.getByLabel('Title (English)').fill(title);
  await person.getByLabel('Start date').fill(`${new Date().getFullYear() + 1}-06-28`);
  await person.getByLabel('Start time').fill('12:00');
  await person.getByLabel('City Tag').selectOption('toronto');
  const organization = person.getByLabel('Related organization');
  await expect(organization.locator('option')).not.toHaveCount(1);
  await organization.selectOption({ index: 1 });
  await person.getByLabel('Image URL').fill('http://example.com/picnic.jpg');
  await person.reload();
  await expect(person.getByLabel('Title (English)')).toHaveValue(title);
  await person.getByRole('button', { name: 'Submit for review' }).click();
  await expect(person.getByText('Please enter a public https:// address.')).toBeVisible();
  await person.getByLabel('Image URL').fill('');
  await expectNoAxeViolations(person);
  await person.getByRole('button', { name: 'Submit for review' }).click();

  await expect(person.getByRole('heading', { name: 'Submission Successful!' })).toBeVisible();
  await expect(person.getByText('Thank you for submitting an event!')).toBeVisible();
  await person.getByRole('link', { name: 'Back to Dashboard' }).click();
  await person.getByRole('tab', { name: 'My Events' }).click();
  const row = person.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText('Pending review')).toBeVisible();
  await expect(row.getByRole('button', { name: `Edit ${title}` })).toBeDisabled();
  await expectNoAxeViolations(person);

  const editor = await signedInEditor(browser, baseURL!, mailbox);
  await editor.goto('/');
  await editor.getByRole('link', { name: /Review queue: \d+ waiting/ }).click();
  await expect(editor.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible();
  await editor.getByRole('tab', { name: /Events/ }).click();
  const item = editor.getByRole('article', { name: title });
  await expect(item).toBeVisible();
  await expectNoAxeViolations(editor);
  await item.getByRole('button', { name: 'Publish' }).click();
  await expect(editor.getByText('Submission status updated.', { exact: true })).toBeVisible();
  await expect(item).toHaveCount(0);
  for (const tab of [/Creator claims/, /Creator reports/]) {
    await editor.getByRole('tab', { name: tab }).click();
    await expect(
      editor
        .getByRole('tabpanel')
        .getByText('Nothing is waiting for review.')
        .or(editor.getByRole('tabpanel').getByRole('article').first()),
    ).toBeVisible();
    await expectNoAxeViolations(editor);
  }

  await person.goto('/events');
  await expect(person.getByText(title)).toBeVisible();
  await person.goto('/search');
  await person.getByLabel('Search the portal').fill(title);
  await expect(person.getByText(title).first()).toBeVisible();
  await person.goto('/dashboard');
  await person.getByRole('tab', { name: 'My Events' }).click();
  await expect(
    person.getByRole('row', { name: new RegExp(title) }).getByText('Published'),
  ).toBeVisible();
});

test('a visitor who is not an editor sees Access Denied on /admin', async ({
  browser,
  baseURL,
  mailbox,
}) => {
  const person = await signedInPerson(browser, baseURL!, mailbox);
  await person.goto('/admin');
  await expect(person.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(person.getByRole('link', { name: 'Go to the homepage' })).toBeVisible();
  await expectNoAxeViolations(person);
});

test('an editor sends news back with a note; the author edits the draft and resubmits', async ({
  browser,
  baseURL,
  mailbox,
}) => {
  const title = `Choir news ${Date.now()}`;
  const person = await signedInPerson(browser, baseURL!, mailbox);
  await person.goto('/news/submit');
  await person.getByLabel('Title (English)').fill(title);
  await person.getByLabel('Content (English)').fill('The choir sings again on Sunday.');
  await expectNoAxeViolations(person);
  await person.getByRole('button', { name: 'Submit for review' }).click();
  await expect(person.getByRole('heading', { name: 'Submission Successful!' })).toBeVisible();

  const editor = await signedInEditor(browser, baseURL!, mailbox);
  await editor.goto('/admin');
  await editor.getByRole('tab', { name: /News/ }).click();
  const item = editor.getByRole('article', { name: title });
  await item.getByRole('button', { name: 'Send back as draft' }).click();
  await item.getByLabel('Note for the author').fill('Please add a Serbian title.');
  await item.getByRole('button', { name: 'Send back', exact: true }).click();
  await expect(item).toHaveCount(0);

  await person.goto('/dashboard');
  await person.getByRole('tab', { name: 'My News' }).click();
  const row = person.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  await expect(row.getByText('Editor’s note: Please add a Serbian title.')).toBeVisible();
  await row.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(person.getByLabel('Title (English)')).toHaveValue(title);
  await person.getByLabel('Title (Serbian Cyrillic)').fill('Хор поново пева');
  await person.getByRole('button', { name: 'Send for review again' }).click();
  await expect(person.getByRole('heading', { name: 'Submission Successful!' })).toBeVisible();
  await person.getByRole('link', { name: 'Back to Dashboard' }).click();
  await person.getByRole('tab', { name: 'My News' }).click();
  await expect(
    person.getByRole('row', { name: new RegExp(title) }).getByText('Pending review'),
  ).toBeVisible();
});

test('a person deletes their own memorial; another person never sees it', async ({
  browser,
  baseURL,
  mailbox,
}) => {
  const name = `Milena Test ${Date.now()}`;
  const person = await signedInPerson(browser, baseURL!, mailbox);
  await person.goto('/inmemoriam/submit');
  await person.getByLabel('Full name').fill(name);
  const city = person.getByLabel('Primary city');
  await expect(city.locator('option')).not.toHaveCount(1);
  await city.selectOption({ index: 1 });
  await person.getByLabel('Biography (English)').fill('Loving mother.\n\nRest in peace.');
  await expectNoAxeViolations(person);
  await person.getByRole('button', { name: 'Submit for review' }).click();
  await expect(person.getByText('Thank you for submitting a memorial!')).toBeVisible();

  const other = await signedInPerson(browser, baseURL!, mailbox);
  await other.goto('/dashboard');
  await other.getByRole('tab', { name: 'My Memorials' }).click();
  await expect(other.getByText('Nothing here yet.')).toBeVisible();
  await expect(other.getByText(name)).toHaveCount(0);

  await person.goto('/dashboard');
  await person.getByRole('tab', { name: 'My Memorials' }).click();
  const row = person.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  person.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(person.getByText('Item deleted successfully.', { exact: true })).toBeVisible();
  await expect(person.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});
