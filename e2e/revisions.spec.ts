import { test } from './auth-fixtures.ts';
import { expect, expectNoAxeViolations } from './portal-visitor.ts';
import { signedInEditor, signedInPerson } from './signed-in-pages.ts';

/** Edit after publication (issue 19): the published version stays until an editor approves. */

test.describe.configure({ timeout: 180_000 });

test('an owner edits a published event and the public page changes only after approval', async ({
  browser,
  baseURL,
  mailbox,
}) => {
  test.slow();
  const title = `Harvest dance ${Date.now()}`;
  const person = await signedInPerson(browser, baseURL!, mailbox);
  await person.goto('/events/submit');
  await person.getByLabel('Title (English)').fill(title);
  await person.getByLabel('Description (English)').fill('Bring a friend.');
  await person
    .getByLabel('Start date')
    .fill(new Date(Date.now() + 86_400_000).toISOString().slice(0, 10));
  await person.getByLabel('Start time').fill('19:00');
  await person.getByLabel('City Tag').selectOption('toronto');
  await person.getByRole('button', { name: 'Submit for review' }).click();
  await expect(person.getByRole('heading', { name: 'Submission Successful!' })).toBeVisible();

  const editor = await signedInEditor(browser, baseURL!, mailbox);
  await editor.goto('/admin');
  await editor.getByRole('tab', { name: /^Events/ }).click();
  const submitted = editor.getByRole('article', { name: title });
  await submitted.getByRole('button', { name: 'Publish' }).click();
  await expect(submitted).toHaveCount(0);

  // The owner edits the published event from the dashboard.
  await person.goto('/dashboard');
  await person.getByRole('tab', { name: 'My Events' }).click();
  const row = person.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText('Published', { exact: true })).toBeVisible();
  await row.getByRole('link', { name: `Edit ${title}` }).click();
  const description = person.getByLabel('Description (English)');
  await expect(description).toHaveValue('Bring a friend.');
  await description.fill('Bring two friends and a cake.');
  await person.getByRole('button', { name: 'Send for review again' }).click();
  await expect(person.getByText(/Your changes were sent for review/)).toBeVisible();
  await person.getByRole('link', { name: 'Back to Dashboard' }).click();
  await person.getByRole('tab', { name: 'My Events' }).click();
  await expect(row.getByText(/Changes pending review/)).toBeVisible();
  await expect(row.getByText('Published', { exact: true })).toBeVisible();

  // The public page still shows the published version.
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto('/events');
  await visitor.getByRole('link', { name: title }).first().click();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText('Bring a friend.')).toBeVisible();
  await expect(visitor.getByText('Bring two friends and a cake.')).toHaveCount(0);

  // An editor sees the change field by field and approves it.
  await editor.goto('/admin');
  await editor.getByRole('tab', { name: /Changes to published items/ }).click();
  const revision = editor.getByRole('article', { name: title });
  const change = revision.getByRole('row', { name: /Description \(English\)/ });
  await expect(change.getByText('Bring a friend.')).toBeVisible();
  await expect(change.getByText('Bring two friends and a cake.')).toBeVisible();
  await expectNoAxeViolations(editor);
  await revision.getByRole('button', { name: 'Approve' }).click();
  await expect(revision).toHaveCount(0);

  await visitor.reload();
  await expect(visitor.getByText('Bring two friends and a cake.')).toBeVisible();
  await expect(visitor.getByText('Bring a friend.')).toHaveCount(0);
  await person.reload();
  await person.getByRole('tab', { name: 'My Events' }).click();
  await expect(row.getByText('Your latest changes were approved and published.')).toBeVisible();
});
