import { createConfirmedUser, readMailbox, test } from './auth-fixtures.ts';
import { withSession } from './demo-admin.ts';
import { expect, visitIn } from './portal-visitor.ts';
import { signedInEditor, signedInPerson } from './signed-in-pages.ts';

/**
 * "I'm going" (issue 38) on a phone in Cyrillic: a member says "Идем" on an
 * event, its author moves it to another hour (approved by an editor), and the
 * member gets the change mail in Cyrillic; the author sees who is going.
 */

test.describe.configure({ timeout: 240_000 });

test('a member says Идем, the author changes the time, the member is told', async ({
  browser,
  baseURL,
  mailbox,
}) => {
  test.slow();
  const title = `Chess evening ${Date.now()}`;
  const author = await signedInPerson(browser, baseURL!, mailbox);
  await author.goto('/events/submit');
  await author.getByLabel('Title (English)').fill(title);
  await author.getByLabel('Description (English)').fill('Boards provided.');
  await author
    .getByLabel('Start date')
    .fill(new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10));
  await author.getByLabel('Start time').fill('19:00');
  await author.getByLabel('City Tag').selectOption('toronto');
  await author.getByRole('button', { name: 'Submit for review' }).click();
  await expect(author.getByRole('heading', { name: 'Submission Successful!' })).toBeVisible();

  const editor = await signedInEditor(browser, baseURL!, mailbox);
  await editor.goto('/admin');
  await editor.getByRole('tab', { name: /^Events/ }).click();
  const submitted = editor.getByRole('article', { name: title });
  await submitted.getByRole('button', { name: 'Publish' }).click();
  await expect(submitted).toHaveCount(0);

  // A signed-out visitor is led to sign in.
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const member = await phone.newPage();
  await visitIn(member, 'sr_cyrillic');
  await member.goto('/events');
  await member.getByRole('link', { name: title }).first().click();
  await expect(member.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const eventPath = new URL(member.url()).pathname;
  await expect(
    member.getByRole('link', { name: 'Пријавите се да бисте рекли да идете' }),
  ).toHaveAttribute('href', `/login?next=${encodeURIComponent(eventPath)}`);

  // Signed in (Cyrillic mail), the member says they are going.
  const { email, session } = await createConfirmedUser(member.request, mailbox, 'going', {
    language: 'sr_cyrillic',
  });
  await withSession(member, baseURL!, JSON.stringify(session));
  await member.goto(eventPath);
  await member.getByRole('button', { name: 'Идем' }).click();
  await expect(member.getByRole('button', { name: 'Идете' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(member.getByText('Иде 1 особа')).toBeVisible();

  // The author sees who is going, by the name the member gave.
  await author.goto(eventPath);
  const list = author.getByRole('region', { name: 'Who is going' });
  await expect(list.getByText('Test Member')).toBeVisible();

  // The author moves the event to 20:00; an editor approves the change.
  await author.goto('/dashboard');
  await author.getByRole('tab', { name: 'My Events' }).click();
  const row = author.getByRole('row', { name: new RegExp(title) });
  await row.getByRole('link', { name: `Edit ${title}` }).click();
  await author.getByLabel('Start time').fill('20:00');
  await author.getByRole('button', { name: 'Send for review again' }).click();
  await expect(author.getByText(/Your changes were sent for review/)).toBeVisible();
  await editor.goto('/admin');
  await editor.getByRole('tab', { name: /Changes to published items/ }).click();
  const revision = editor.getByRole('article', { name: title });
  await revision.getByRole('button', { name: 'Approve' }).click();
  await expect(revision).toHaveCount(0);

  let mail: { subject: string; links: string[] } | undefined;
  await expect
    .poll(
      async () => {
        mail = (await readMailbox(member.request, email)).find((message) =>
          message.subject.startsWith('Измена:'),
        );
        return mail?.subject;
      },
      { timeout: 60_000, message: 'the change mail reaches the member' },
    )
    .toBe(`Измена: ${title}`);
  expect(mail!.links.some((href) => new URL(href).pathname === eventPath)).toBe(true);
  // One mail for one change.
  const changeMails = (await readMailbox(member.request, email)).filter((message) =>
    message.subject.startsWith('Измена:'),
  );
  expect(changeMails).toHaveLength(1);

  await member.reload();
  await expect(member.getByText('Иде 1 особа')).toBeVisible();
  await member.getByRole('button', { name: 'Ипак не идем' }).click();
  await expect(member.getByRole('button', { name: 'Идем' })).toBeVisible();
});
