import { test } from './auth-fixtures.ts';
import { expect, expectNoAxeViolations } from './portal-visitor.ts';
import { signedInEditor } from './signed-in-pages.ts';

/** Reports for organizations and businesses (issues 19 and 20): the dialog and the queue. */

test.describe.configure({ timeout: 90_000 });

test('a visitor reports an organization from its page and an editor resolves it with a note', async ({
  page,
  browser,
  baseURL,
  mailbox,
}) => {
  const reason = `The phone number is out of date (${Date.now()}).`;
  await page.goto('/organizations');
  await page.getByRole('link', { name: 'Kolo Folklore Ensemble' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kolo Folklore Ensemble');

  await page.getByRole('button', { name: 'Report an issue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this organization' });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('A reason for the report is required.')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByText('Thank you. Our editors will review your report.', { exact: true }),
  ).toBeVisible();

  const editor = await signedInEditor(browser, baseURL!, mailbox);
  await editor.goto('/admin?tab=reports');
  const report = editor.getByRole('article').filter({ hasText: reason });
  await expect(report).toBeVisible();
  await expect(report.getByText('Organization', { exact: true })).toBeVisible();
  await expect(report.getByText('Reported by a visitor who was not signed in')).toBeVisible();
  await expect(report.getByRole('link', { name: 'Kolo Folklore Ensemble' })).toHaveAttribute(
    'href',
    /^\/org\//,
  );
  await report.getByRole('button', { name: 'Mark resolved' }).click();
  await report.getByRole('button', { name: 'Resolve with this note' }).click();
  await expect(report.getByText('A note is required to resolve a report.')).toBeVisible();
  await expectNoAxeViolations(editor);
  await report.getByLabel('Resolution note').fill('Called them; the number is fixed.');
  await report.getByRole('button', { name: 'Resolve with this note' }).click();
  await expect(editor.getByText('Report resolved.', { exact: true })).toBeVisible();
  await expect(report).toHaveCount(0);
});

test('a visitor reports a business from its card; Escape gives focus back', async ({ page }) => {
  await page.goto('/business-directory');
  const button = page.getByRole('button', { name: /^Report / }).first();
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Report this business' });
  await expect(dialog.getByLabel('Reason')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();
  await button.click();
  await dialog.getByLabel('Reason').fill('This shop has closed.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByText('Thank you. Our editors will review your report.', { exact: true }),
  ).toBeVisible();
});
