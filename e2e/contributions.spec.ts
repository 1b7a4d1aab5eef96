import type { Page } from '@playwright/test';
import { toLatin } from '../domain/transliterate.ts';
import { test } from './auth-fixtures.ts';
import { expect, expectNoAxeViolations } from './portal-visitor.ts';
import { signedInEditor, signedInPerson } from './signed-in-pages.ts';

/** Contribute → review → publish (issue 8): forms, dashboard and the editors' queue. */

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
  // The longest journey: two people, the queue, four public pages.
  test.slow();
  const title = `Community picnic ${Date.now()}`;
  const person = await signedInPerson(browser, baseURL!, mailbox);
  await person.goto('/events/submit');
  await expect(person.getByRole('heading', { level: 1, name: 'Submit an event' })).toBeVisible();

  await person.getByRole('button', { name: 'Submit for review' }).click();
  await expect(person.getByText('Validation Error', { exact: true })).toBeVisible();
  await expect(person.locator('#field-title_en-error')).toHaveText('English title is required.');
  await expect(person.getByLabel('Title (English)')).toBeFocused();

  await person.getByLabel('Title (English)').fill(title);
  // Tomorrow: among the six soonest events that the city page lists.
  await person
    .getByLabel('Start date')
    .fill(new Date(Date.now() + 86_400_000).toISOString().slice(0, 10));
  await person.getByLabel('Start time').fill('12:00');
  await person.getByLabel('City Tag').selectOption('toronto');
  const organization = person.getByLabel('Related organization');
  await expect(organization.locator('option')).not.toHaveCount(1);
  await organization.selectOption({ index: 1 });
  await person.getByLabel('Image URL', { exact: true }).fill('http://example.com/picnic.jpg');
  await person.reload();
  await expect(person.getByLabel('Title (English)')).toHaveValue(title);
  await person.getByRole('button', { name: 'Submit for review' }).click();
  await expect(person.locator('#field-image_url-error')).toHaveText(
    'Please enter a public https:// address.',
  );
  await person.getByLabel('Image URL', { exact: true }).fill('');
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
  // The preview is the public event page's own component, drawn from the pending row.
  await expect(item.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(item.getByRole('button', { name: /Add to calendar/ })).toBeVisible();
  await expect(item.getByRole('button', { name: /^Delete/ })).toBeVisible();
  await expectNoAxeViolations(editor);
  await item.getByRole('button', { name: 'Publish' }).click();
  await expect(editor.getByText('Submission status updated.', { exact: true })).toBeVisible();
  await expect(item).toHaveCount(0);
  for (const tab of [/Claims/, /Reports/]) {
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
  await person.goto('/city/toronto');
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
  await expect(row.getByText('Editor’s reason: Please add a Serbian title.')).toBeVisible();
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

/**
 * Submits a memorial from the form in the first city offered, and waits for
 * the thanks; `checkAccessibility` runs axe on the filled form first.
 */
async function submitMemorial(
  person: Page,
  memorial: { name: string; biography: string; checkAccessibility?: boolean },
) {
  await person.goto('/inmemoriam/submit');
  await person.getByLabel('Full name').fill(memorial.name);
  const city = person.getByLabel('Primary city');
  await expect(city.locator('option')).not.toHaveCount(1);
  await city.selectOption({ index: 1 });
  await person.getByLabel('Biography (English)').fill(memorial.biography);
  if (memorial.checkAccessibility) await expectNoAxeViolations(person);
  await person.getByRole('button', { name: 'Submit for review' }).click();
  await expect(person.getByText('Thank you for submitting a memorial!')).toBeVisible();
}

test('a person deletes their own memorial; another person never sees it', async ({
  browser,
  baseURL,
  mailbox,
}) => {
  const name = `Milena Test ${Date.now()}`;
  const person = await signedInPerson(browser, baseURL!, mailbox);
  await submitMemorial(person, {
    name,
    biography: 'Loving mother.\n\nRest in peace.',
    checkAccessibility: true,
  });

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

/** The Serbian texts of the contribution journey; Latin is the transliterated Cyrillic. */
const serbian = {
  nameEnglish: 'Назив (енглески)',
  nameCyrillic: 'Назив (ћирилица)',
  category: 'Категорија',
  city: 'Град',
  email: 'Имејл',
  titleEnglish: 'Наслов (енглески)',
  contentEnglish: 'Текст (енглески)',
  submit: 'Пошаљи на преглед',
  success: 'Успешно послато!',
  backToDashboard: 'Назад на контролну таблу',
  myOrganizations: 'Моје организације',
  myNews: 'Моје вести',
  pending: 'Чека преглед',
  published: 'Објављено',
};
const serbianLatin = Object.fromEntries(
  Object.entries(serbian).map(([key, value]) => [key, toLatin(value)]),
) as typeof serbian;

test('in Serbian Cyrillic: a person submits an organization, an editor publishes it, it is listed', async ({
  browser,
  baseURL,
  mailbox,
}) => {
  const stamp = Date.now();
  const name = `Serbian Folk Club ${stamp}`;
  const cyrillicName = `Српски фолклорни клуб ${stamp}`;
  const text = serbian;
  const person = await signedInPerson(browser, baseURL!, mailbox, 'sr_cyrillic');
  await person.goto('/organizations/submit');
  await expect(person.getByText('бележи се IP адреса пошиљаоца')).toBeVisible();
  await person.getByLabel(text.nameEnglish).fill(name);
  await person.getByLabel(text.nameCyrillic).fill(cyrillicName);
  await person.getByLabel(text.category).selectOption('culture');
  await person.getByRole('combobox', { name: text.city }).selectOption('ottawa');
  await person.getByLabel(text.email, { exact: true }).fill('club@example.com');
  await expectNoAxeViolations(person);
  await person.getByRole('button', { name: text.submit }).click();
  await expect(person.getByRole('heading', { name: text.success })).toBeVisible();
  await person.getByRole('link', { name: text.backToDashboard }).click();
  await person.getByRole('tab', { name: text.myOrganizations }).click();
  const row = person.getByRole('row', { name: new RegExp(cyrillicName) });
  await expect(row.getByText(text.pending)).toBeVisible();

  const editor = await signedInEditor(browser, baseURL!, mailbox);
  await editor.goto('/admin');
  await editor.getByRole('tab', { name: /Organizations/ }).click();
  const item = editor.getByRole('article', { name });
  await expect(item.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(item.getByRole('region', { name: 'Contact' })).toBeVisible();
  await expectNoAxeViolations(editor);
  await item.getByRole('button', { name: 'Publish' }).click();
  await expect(item).toHaveCount(0);

  await person.goto('/organizations');
  await person.getByRole('link', { name: cyrillicName }).first().click();
  await expect(person.getByRole('heading', { level: 1 })).toHaveText(cyrillicName);
  await person.goto('/dashboard');
  await person.getByRole('tab', { name: text.myOrganizations }).click();
  await expect(
    person.getByRole('row', { name: new RegExp(cyrillicName) }).getByText(text.published),
  ).toBeVisible();
});

test('in Serbian Latin: a person sends news, an editor publishes it, it is on /news', async ({
  browser,
  baseURL,
  mailbox,
}) => {
  const title = `Kolo u parku ${Date.now()}`;
  const text = serbianLatin;
  const person = await signedInPerson(browser, baseURL!, mailbox, 'sr_latin');
  await person.goto('/news/submit');
  await person.getByLabel(text.titleEnglish).fill(title);
  await person.getByLabel(text.contentEnglish).fill('Folklor igra u nedelju.');
  await expectNoAxeViolations(person);
  await person.getByRole('button', { name: text.submit }).click();
  await expect(person.getByRole('heading', { name: text.success })).toBeVisible();
  await person.getByRole('link', { name: text.backToDashboard }).click();
  await person.getByRole('tab', { name: text.myNews }).click();
  await expect(
    person.getByRole('row', { name: new RegExp(title) }).getByText(text.pending),
  ).toBeVisible();
  await expectNoAxeViolations(person);

  const editor = await signedInEditor(browser, baseURL!, mailbox);
  await editor.goto('/admin');
  await editor.getByRole('tab', { name: /News/ }).click();
  const item = editor.getByRole('article', { name: title });
  await expect(item.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(item.getByText('Folklor igra u nedelju.')).toBeVisible();
  await item.getByRole('button', { name: 'Publish' }).click();
  await expect(item).toHaveCount(0);

  await person.goto('/news');
  await person.getByText(title).first().click();
  await expect(person.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('an admin deletes a memorial from the queue after confirming; its author no longer has it', async ({
  browser,
  baseURL,
  mailbox,
}) => {
  const name = `Petar Queue ${Date.now()}`;
  const person = await signedInPerson(browser, baseURL!, mailbox);
  await submitMemorial(person, { name, biography: 'A kind neighbour.' });

  const admin = await signedInEditor(browser, baseURL!, mailbox);
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: /Memorials/ }).click();
  const item = admin.getByRole('article', { name });
  await expect(item.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(item.getByText('A kind neighbour.')).toBeVisible();
  await expectNoAxeViolations(admin);
  admin.once('dialog', (dialog) => void dialog.dismiss());
  await item.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(item).toBeVisible();
  admin.once('dialog', (dialog) => void dialog.accept());
  await item.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(admin.getByText('Submission has been deleted.', { exact: true })).toBeVisible();
  await expect(item).toHaveCount(0);

  await person.goto('/dashboard');
  await person.getByRole('tab', { name: 'My Memorials' }).click();
  await expect(person.getByText('Nothing here yet.')).toBeVisible();
});

test('an editor sends a creator profile back; its owner edits it from the dashboard and resubmits', async ({
  browser,
  baseURL,
  mailbox,
}) => {
  const name = `Owner Maker ${Date.now()}`;
  const person = await signedInPerson(browser, baseURL!, mailbox);
  await person.goto('/creators/submit');
  const openedAt = Date.now();
  await person.getByLabel('Public email').fill(`maker-${Date.now()}@example.com`);
  await person.getByLabel('Name (English)').fill(name);
  await person.getByRole('tab', { name: 'English' }).click();
  await person.getByLabel('Short biography (English)').fill('Songs from Hamilton.');
  await person.getByLabel('Music').check();
  await person.getByLabel('I confirm I am authorized to submit this profile.').check();
  // The form quietly drops a profile sent within 3 s of opening it (a bot's pace).
  await person.waitForTimeout(Math.max(0, 3_500 - (Date.now() - openedAt)));
  await person.getByRole('button', { name: 'Submit profile' }).click();
  await expect(
    person.getByRole('heading', { name: 'Thank you for your submission!' }),
  ).toBeVisible();

  const editor = await signedInEditor(browser, baseURL!, mailbox);
  await editor.goto('/admin');
  await editor.getByRole('tab', { name: /^Creators/ }).click();
  const item = editor.getByRole('article', { name });
  await item.getByRole('button', { name: 'Send back as draft' }).click();
  await expect(item).toHaveCount(0);

  await person.goto('/dashboard');
  await person.getByRole('tab', { name: 'My Creator Profiles' }).click();
  const row = person.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(person.getByLabel('Name (English)')).toHaveValue(name);
  await expect(person.getByLabel('Music')).toBeChecked();
  await person.getByLabel('City').fill('Hamilton');
  await person.getByLabel('I confirm I am authorized to submit this profile.').check();
  await expectNoAxeViolations(person);
  await person.getByRole('button', { name: 'Send for review again' }).click();
  await expect(
    person.getByRole('heading', { name: 'Thank you for your submission!' }),
  ).toBeVisible();
  await person.getByRole('link', { name: 'Back to Dashboard' }).click();
  await person.getByRole('tab', { name: 'My Creator Profiles' }).click();
  await expect(
    person.getByRole('row', { name: new RegExp(name) }).getByText('Pending review'),
  ).toBeVisible();
});
