import { test } from './auth-fixtures.ts';
import { demoAdminSession, withSession } from './demo-admin.ts';
import { expect } from './portal-visitor.ts';

/**
 * Contact messages end to end (issue 20): a visitor writes through the
 * contact page; an editor finds it in the review queue's Messages tab with
 * its count, can reply by email, marks it handled with a note, and reopens it.
 */

test.describe.configure({ timeout: 120_000 });

test('a visitor writes, an editor sees the message and marks it handled', async ({
  page,
  browser,
  baseURL,
  mailbox,
}) => {
  test.slow();
  const subject = `Choir question ${Date.now()}`;
  await page.goto('/contact');
  const form = page.getByRole('main');
  await form.getByLabel('Full name').fill('Jelena Marković');
  await form.getByLabel('Email address').fill('jelena@example.com');
  await form.getByLabel('Subject').fill(subject);
  await form.getByRole('textbox', { name: 'Message' }).fill('Can our choir sing at the slava?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Message sent')).toBeVisible();

  const editor = await (await browser.newContext({ baseURL })).newPage();
  await withSession(editor, baseURL!, await demoAdminSession(editor.request, mailbox));
  await editor.goto('/admin');
  const tab = editor.getByRole('tab', { name: /Messages/ });
  await expect(tab).toContainText(/\d+/);
  await tab.click();
  const message = editor.getByRole('article', { name: subject });
  await expect(message).toContainText('From Jelena Marković');
  await expect(message).toContainText('Can our choir sing at the slava?');
  await expect(message).toContainText('Language: English');
  await expect(message.getByRole('link', { name: 'jelena@example.com' })).toHaveAttribute(
    'href',
    'mailto:jelena@example.com',
  );
  await expect(
    message.getByRole('link', { name: 'Reply to Jelena Marković by email' }),
  ).toHaveAttribute(
    'href',
    `mailto:jelena@example.com?subject=${encodeURIComponent(`Re: ${subject}`)}`,
  );

  await message.getByRole('button', { name: 'Mark handled' }).click();
  await message.getByLabel('Note (optional)').fill('Answered: yes, after the liturgy.');
  await message.getByRole('button', { name: 'Mark handled' }).click();
  await expect(editor.getByText('Message marked handled', { exact: true })).toBeVisible();
  await expect(message).toHaveCount(0);

  await editor.getByRole('button', { name: 'Handled', exact: true }).click();
  const handled = editor.getByRole('article', { name: subject });
  await expect(handled).toContainText('Note: Answered: yes, after the liturgy.');
  await expect(handled).toContainText('Handled');
  await handled.getByRole('button', { name: 'Reopen' }).click();
  await expect(editor.getByText('Message reopened', { exact: true })).toBeVisible();
  await editor.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(editor.getByRole('article', { name: subject })).toBeVisible();
  await editor.context().close();
});
