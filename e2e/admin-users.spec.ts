import { anonKey, createConfirmedUser, test, uniqueEmail } from './auth-fixtures.ts';
import { demoAdminEmail, demoAdminSession, withSession } from './demo-admin.ts';
import { expect, expectNoAxeViolations } from './portal-visitor.ts';
import { enrolAuthenticatorApp, signInOnPage } from './two-factor.ts';

/**
 * The admins' Users page (issue 17): an admin grants editor, and the person,
 * once two-step sign-in is set up (decision 018), reviews.
 */

test.describe.configure({ timeout: 120_000 });

test('an admin makes a confirmed person editor, who then sees the review queue', async ({
  browser,
  baseURL,
  mailbox,
}) => {
  test.slow();
  const admin = await (await browser.newContext({ baseURL })).newPage();
  const member = await createConfirmedUser(admin.request, mailbox, 'new-editor');
  // Someone who never confirmed their address: nothing can be granted to them.
  const waiting = uniqueEmail('unconfirmed');
  const signup = await admin.request.post('/auth/v1/signup', {
    headers: { apikey: await anonKey(admin.request) },
    data: { email: waiting, password: 'a long enough password' },
  });
  expect(signup.ok()).toBe(true);

  await withSession(admin, baseURL!, await demoAdminSession(admin.request, mailbox));
  await admin.goto('/');
  await admin.getByRole('banner').getByRole('button', { name: 'Your account' }).click();
  await admin.getByRole('menuitem', { name: 'Users' }).click();
  await expect(admin).toHaveURL(/\/admin\/users$/);
  await expect(admin.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();

  await admin.getByLabel('Search by email').fill(waiting);
  const waitingCard = admin.getByTestId('admin-user').filter({ hasText: waiting });
  await expect(waitingCard).toHaveCount(1);
  await expect(waitingCard.getByText('Not confirmed')).toBeVisible();
  await expect(waitingCard.getByRole('button', { name: `Make editor: ${waiting}` })).toBeDisabled();
  await expect(
    waitingCard.getByText('Roles can be given once the email address is confirmed.'),
  ).toBeVisible();

  await admin.getByLabel('Search by email').fill(member.email);
  const card = admin.getByTestId('admin-user').filter({ hasText: member.email });
  await expect(card).toHaveCount(1);
  await expect(admin.getByTestId('admin-user')).toHaveCount(1);
  await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(card.getByText('No roles')).toBeVisible();
  await expectNoAxeViolations(admin);

  await card.getByRole('button', { name: `Make editor: ${member.email}` }).click();
  await expect(admin.getByText(`Roles of ${member.email} updated.`, { exact: true })).toBeVisible();
  await expect(card.getByText('Editor', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: `Remove editor: ${member.email}` })).toBeVisible();
  await expect(
    admin
      .getByTestId('role-changes')
      .getByText(`${demoAdminEmail} gave ${member.email} the Editor role`),
  ).toBeVisible();

  const editor = await (await browser.newContext({ baseURL })).newPage();
  // Signed in through the page, so the session the code raises is the one kept.
  await signInOnPage(editor, member.email, member.password);
  await expect(
    editor.getByRole('banner').getByRole('button', { name: 'Your account' }),
  ).toBeVisible();
  await editor.goto('/admin');
  // Editors moderate only with two factors (decision 018): first the way to set them up.
  await expect(
    editor.getByRole('heading', { name: 'Set up two-step sign-in to moderate' }),
  ).toBeVisible();
  await editor.getByRole('link', { name: 'Set up two-step sign-in' }).click();
  await enrolAuthenticatorApp(editor);
  await editor.goto('/admin');
  await expect(editor.getByRole('heading', { name: 'Review queue' })).toBeVisible();
  // An editor is not an admin: the Users page stays closed to them.
  await editor.goto('/admin/users');
  await expect(editor.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});

test('revoking admin asks first, and the last admin cannot lose the role', async ({
  browser,
  baseURL,
  mailbox,
}) => {
  test.slow();
  const admin = await (await browser.newContext({ baseURL })).newPage();
  const helper = await createConfirmedUser(admin.request, mailbox, 'second-admin');
  await withSession(admin, baseURL!, await demoAdminSession(admin.request, mailbox));
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.goto('/admin/users');

  await admin.getByLabel('Search by email').fill(helper.email);
  const card = admin.getByTestId('admin-user').filter({ hasText: helper.email });
  await card.getByRole('button', { name: `Make admin: ${helper.email}` }).click();
  await expect(card.getByText('Admin', { exact: true })).toBeVisible();

  const remove = card.getByRole('button', { name: `Remove admin: ${helper.email}` });
  const dialog = admin.getByRole('dialog', { name: 'Remove admin rights?' });
  // The card re-renders when the grant's answer arrives; a click on the button
  // it replaced opens nothing, so click until the question is asked.
  const askToRemove = () =>
    expect(async () => {
      await remove.click({ timeout: 5_000 });
      await expect(dialog).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  await askToRemove();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Admin', { exact: true })).toBeVisible();
  await askToRemove();
  await dialog.getByRole('button', { name: 'Remove admin' }).click();
  await expect(card.getByText('Admin', { exact: true })).toBeHidden();

  // The demo admin is the only admin again: the page does not offer to remove it.
  await admin.getByLabel('Search by email').fill(demoAdminEmail);
  const last = admin.getByTestId('admin-user').filter({ hasText: demoAdminEmail });
  await expect(last.getByText('Admin', { exact: true })).toBeVisible();
  await expect(
    last.getByRole('button', { name: `Remove admin: ${demoAdminEmail}` }),
  ).toBeDisabled();
  await expect(last.getByText('The last admin cannot lose the admin role.')).toBeVisible();
});
