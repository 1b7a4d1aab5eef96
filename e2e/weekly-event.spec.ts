import { createConfirmedUser, readMailbox, test } from './auth-fixtures.ts';
import { withSession } from './demo-admin.ts';
import { expect, expectNoAxeViolations, visitIn } from './portal-visitor.ts';
import { signedInEditor } from './signed-in-pages.ts';

/**
 * Recurring events from the form (issue 38) on a phone in Cyrillic: a member
 * submits a weekly event for four weeks (the form says what is missing first,
 * keeping what was typed), an editor publishes it with the queue's bulk
 * action (the activity log names the decision), and the event shows once a
 * week in the list; the member's mail follows the language it was submitted in.
 */

test.describe.configure({ timeout: 240_000 });

const isoDay = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a member submits a weekly event on a phone in Cyrillic and sees it every week', async ({
  browser,
  baseURL,
  mailbox,
}) => {
  test.slow();
  const title = `Шаховско вече ${Date.now()}`;
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const member = await phone.newPage();
  await visitIn(member, 'sr_cyrillic');
  // Signed up in English: the mail follows the language the event is submitted in.
  const { email, session } = await createConfirmedUser(member.request, mailbox, 'weekly', {
    language: 'en',
  });
  await withSession(member, baseURL!, JSON.stringify(session));

  await member.goto('/events/submit');
  await member.getByLabel('Наслов (енглески)').fill(title);
  await member.getByLabel('Датум почетка').fill(isoDay(3));
  await member.getByLabel('Време почетка').fill('19:00');
  await member.getByRole('combobox', { name: 'Град' }).selectOption('toronto');
  await member.getByLabel('Колико често').selectOption('weekly');
  // The start date's weekday is chosen for the member; without any day the form says so.
  const days = member.getByRole('group', { name: 'Ових дана' }).getByRole('checkbox');
  await expect(days.and(member.locator(':checked'))).toHaveCount(1);
  for (const day of await days.all()) await day.uncheck();
  await member.getByRole('button', { name: 'Пошаљи на преглед' }).click();
  await expect(member.getByText('Изаберите бар један дан у седмици.').first()).toBeVisible();
  await expect(member.getByLabel('Наслов (енглески)')).toHaveValue(title);

  const weekday = new Date(`${isoDay(3)}T12:00:00Z`).getUTCDay();
  await days.nth((weekday + 6) % 7).check();
  await member.getByLabel('После одређеног броја пута').check();
  await member.getByLabel('Број пута, рачунајући овај датум').fill('4');
  await expect(member.getByText(/Приказује се као: Сваке седмице: .+, 4 пута/)).toBeVisible();
  await expectNoAxeViolations(member);
  // Nothing of the form is wider than the phone.
  expect(await member.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
    390,
  );
  await member.getByRole('button', { name: 'Пошаљи на преглед' }).click();
  await expect(member.getByRole('heading', { name: 'Успешно послато!' })).toBeVisible();

  // The editor finds it in the queue and publishes it with the bulk action.
  const editor = await signedInEditor(browser, baseURL!, mailbox);
  await editor.goto('/admin');
  await editor.getByRole('tab', { name: /^Events/ }).click();
  await editor.getByRole('tabpanel').getByLabel('Search').fill(title);
  await editor.getByRole('checkbox', { name: `Select ${title}` }).check();
  await editor.getByRole('button', { name: 'Publish selected' }).click();
  await expect(editor.getByRole('article', { name: title })).toHaveCount(0);
  // The activity log names who decided what, and when.
  await editor.goto('/admin/activity');
  await editor.getByLabel('Item or editor').fill(title);
  const entry = editor.getByRole('listitem').filter({ hasText: title });
  await expect(entry).toHaveCount(1);
  await expect(entry.getByText('Published', { exact: true })).toBeVisible();
  await expect(entry.getByText(/^Administrator, /)).toBeVisible();

  // In the list the event shows once for each of its four weeks.
  await member.goto(`/events?q=${encodeURIComponent(title)}`);
  const cards = member.getByRole('heading', { level: 2, name: title });
  await expect(cards).toHaveCount(4);
  await member.getByRole('link', { name: title }).first().click();
  await expect(member.getByText(/Сваке седмице: .+, 4 пута/)).toBeVisible();

  // The member's mails about it are in Serbian (the form's language), not English.
  await expect
    .poll(async () => (await readMailbox(member.request, email)).map((mail) => mail.subject))
    .toContainEqual(`Објављено: ${title}`);
});
