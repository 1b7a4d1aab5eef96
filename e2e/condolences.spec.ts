import { readMailbox, test, uniqueEmail } from './auth-fixtures.ts';
import { expect } from './portal-visitor.ts';
import { signedInEditor } from './signed-in-pages.ts';

/** The condolence book (issue 20): a visitor writes, confirms by mail; an editor approves; it shows. */

test.describe.configure({ timeout: 120_000 });

test('a visitor leaves a condolence, confirms it by mail, and it shows once approved', async ({
  page,
  browser,
  baseURL,
  mailbox,
}) => {
  const email = uniqueEmail('condolence');
  const message = `Vječnaja pamjat, dear Milorad (${Date.now()}).`;
  await page.goto('/inmemoriam');
  await page
    .getByRole('link', { name: /Milorad Jovanović/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Milorad Jovanović');

  await page.getByRole('link', { name: 'Send condolences' }).click();
  const book = page.getByRole('region', { name: 'Book of condolences' });
  await book.getByRole('button', { name: 'Leave a condolence' }).click();
  await book.getByRole('button', { name: 'Send condolence' }).click();
  await expect(book.getByText('Please enter your name.')).toBeVisible();
  await book.getByLabel('Your name').fill('Jelena Petrović');
  await book.getByLabel('Relation (optional)').fill('Neighbour');
  await book.getByLabel('Message').fill(message);
  await book.getByLabel('Your email').fill(email);
  await book.getByRole('button', { name: 'Send condolence' }).click();
  await expect(book.getByText(/We sent you an email/)).toBeVisible();

  let link = '';
  await expect
    .poll(async () => {
      const mails = await readMailbox(page.request, email);
      link =
        mails
          .flatMap((mail) => mail.links)
          .find((href) => new URL(href).pathname === '/condolences/confirm') ?? '';
      return link;
    })
    .toBeTruthy();
  const confirmUrl = new URL(link);
  await page.goto(`${confirmUrl.pathname}${confirmUrl.search}`);
  await page.getByRole('button', { name: 'Confirm condolence' }).click();
  await expect(page.getByText('Condolence confirmed')).toBeVisible();

  const editor = await signedInEditor(browser, baseURL!, mailbox);
  await editor.goto('/admin?tab=condolences');
  const pending = editor.getByRole('article').filter({ hasText: message });
  await expect(pending).toBeVisible();
  await expect(pending.getByText('Memorial: Milorad Jovanović')).toBeVisible();
  await pending.getByRole('button', { name: 'Approve' }).click();
  await expect(editor.getByText('Condolence approved', { exact: true })).toBeVisible();
  await expect(pending).toHaveCount(0);

  await page.goBack();
  await page.goBack();
  await page.reload();
  const shown = page.getByRole('listitem').filter({ hasText: message });
  await expect(shown).toBeVisible();
  await expect(shown.getByText('Jelena Petrović')).toBeVisible();
  await expect(shown.getByText('· Neighbour')).toBeVisible();

  // The candle counts once per browser.
  const candle = page.getByRole('button', { name: 'Light a candle' });
  await candle.click();
  await expect(page.getByRole('button', { name: 'You lit a candle' })).toBeDisabled();
  await expect(page.getByText(/candles? lit/)).toBeVisible();
});
