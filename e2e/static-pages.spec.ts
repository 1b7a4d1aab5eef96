import { expect } from '@playwright/test';
import { test } from './hydrated-test.ts';
import { collectConsoleErrors, expectNoAxeViolations, visitIn } from './portal-visitor.ts';

const screens = [
  {
    path: '/business-directory',
    en: 'Business directory',
    cyr: 'Пословни именик',
    lat: 'Poslovni imenik',
  },
  { path: '/culture', en: 'Culture', cyr: 'Култура', lat: 'Kultura' },
  { path: '/multimedia', en: 'Multimedia', cyr: 'Мултимедија', lat: 'Multimedija' },
  { path: '/contact', en: 'Contact', cyr: 'Контакт', lat: 'Kontakt' },
  { path: '/about', en: 'About us', cyr: 'О нама', lat: 'O nama' },
  {
    path: '/privacy',
    en: 'Privacy policy',
    cyr: 'Политика приватности',
    lat: 'Politika privatnosti',
  },
  { path: '/terms', en: 'Terms of use', cyr: 'Услови коришћења', lat: 'Uslovi korišćenja' },
] as const;
const languages = [
  { code: 'en', key: 'en' },
  { code: 'sr_cyrillic', key: 'cyr' },
  { code: 'sr_latin', key: 'lat' },
] as const;

for (const screen of screens) {
  for (const language of languages) {
    test(`a visitor reads ${screen.path} (${language.code})`, async ({ page }) => {
      const consoleErrors = collectConsoleErrors(page);
      await visitIn(page, language.code);
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen[language.key]);
      if (screen.path === '/privacy' || screen.path === '/terms') {
        // The document's own text in this language, not only the title from the messages.
        const updated = { en: 'Last updated', cyr: 'Последња измена', lat: 'Poslednja izmena' };
        await expect(page.getByRole('main')).toContainText(updated[language.key]);
      }
      if (screen.path === '/business-directory') {
        await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      }
      await expectNoAxeViolations(page);
      expect(consoleErrors).toEqual([]);
    });
  }
}

test('the business directory shows the featured business first and filters', async ({ page }) => {
  await page.goto('/business-directory');
  const listings = page.getByRole('main').getByRole('article');
  await expect(listings.first()).toContainText('Featured business');
  await expect(listings.first()).toContainText('Kafana Stari Grad');
  const featured = listings.first();
  await expect(featured.getByRole('link', { name: 'Contact Kafana Stari Grad' })).toHaveAttribute(
    'href',
    'tel:+14165550150',
  );
  const website = featured.getByRole('link', { name: /Visit website: Kafana Stari Grad/ });
  await expect(website).toHaveAttribute('href', 'https://starigrad-toronto.example');
  await expect(website).toHaveAttribute('target', '_blank');
  await expect(website).toHaveAttribute('rel', 'noopener nofollow ugc');
  const total = await listings.count();
  expect(total).toBeGreaterThan(5);

  await page.getByLabel('Search by name or description').fill('burek');
  await expect(listings).toHaveCount(1);
  await expect(listings.first()).toContainText('Balkan Bakery');

  await page.getByLabel('Search by name or description').fill('');
  await page.getByLabel('Category').selectOption('healthcare');
  await expect(listings.first()).toContainText('Healthcare');
  await page.getByLabel('City').selectOption('winnipeg');
  await page.getByLabel('Category').selectOption('all');
  for (const listing of await listings.all()) await expect(listing).toContainText('Winnipeg');

  await page.getByLabel('Category').selectOption('construction');
  await expect(page.getByText('No results found')).toBeVisible();

  // Adding a business is a signed-in submission: a visitor is asked to sign in.
  await page.getByRole('link', { name: 'Add your business' }).click();
  await expect(page).toHaveURL(/\/business-directory\/submit$/);
  await expect(page.getByRole('alert')).toContainText('You must be logged in to add a business.');
  await expect(page.getByRole('link', { name: 'Sign in to continue' })).toBeVisible();
});

test('multimedia opens on photos and switches to videos and music', async ({ page }) => {
  test.slow(); // three panels and an axe scan
  await page.goto('/multimedia');
  await expect(page.getByRole('tab', { name: 'Photos' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'View photo: Sunday liturgy' })).toBeVisible();

  await page.getByRole('tab', { name: 'Videos' }).click();
  await expect(page.getByRole('button', { name: /^Play video: Church choir/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Videos' }).press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Music' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('listitem').filter({ hasText: 'Tamo daleko' })).toBeVisible();
});

test('a multimedia photo opens in a lightbox that the keyboard drives', async ({ page }) => {
  await page.goto('/multimedia');
  const opener = page.getByRole('button', { name: 'View photo: Sunday liturgy' });
  await opener.click();
  const lightbox = page.getByRole('dialog', { name: 'Photos from our communities' });
  await expect(lightbox.getByRole('img', { name: 'Sunday liturgy' })).toBeVisible();
  await expect(lightbox).toContainText('Photo 3 of 6');
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByRole('img', { name: 'Tamburica evening' })).toBeVisible();
  await expect(lightbox).toContainText('Photo 4 of 6');
  // Focus stays inside the dialog (Radix focus trap).
  for (let step = 0; step < 4; step += 1) {
    await page.keyboard.press('Tab');
    await expect(lightbox.locator(':focus')).toHaveCount(1);
  }
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a multimedia video loads the privacy-enhanced player only when played', async ({ page }) => {
  const hostRequests: string[] = [];
  // The outside world stays outside: the player's own request is answered locally.
  await page.route('https://www.youtube-nocookie.com/**', (route) => {
    hostRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' });
  });
  await page.goto('/multimedia');
  await page.getByRole('tab', { name: 'Videos' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: /^Play video:/ })).toHaveCount(3);
  await expect(main.locator('iframe')).toHaveCount(0);
  expect(hostRequests).toEqual([]);

  await main.getByRole('button', { name: /^Play video: Church choir/ }).click();
  const player = main.locator('iframe');
  await expect(player).toHaveCount(1);
  await expect(player).toHaveAttribute('title', 'Church choir: Christmas concert');
  await expect(player).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1/,
  );
  await expect.poll(() => hostRequests.length).toBeGreaterThan(0);
});

test('the contact form requires every field with translated messages', async ({ page }) => {
  await visitIn(page, 'sr_cyrillic');
  await page.goto('/contact');
  for (const card of ['Имејл', 'Телефон', 'Адреса', 'Радно време']) {
    await expect(page.getByRole('heading', { name: card, exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Пошаљи поруку' }).click();
  await expect(page.getByText('Унесите име и презиме.')).toBeVisible();
  await expect(page.getByText('Унесите имејл адресу.')).toBeVisible();
  await expect(page.getByText('Унесите тему.')).toBeVisible();
  await expect(page.getByText('Напишите поруку.')).toBeVisible();
  await expect(page.getByLabel('Име и презиме')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
});

test('a visitor sends the contact form and sees it sent', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByRole('main');
  await expect(form.getByRole('link', { name: 'info@zajednica.ca' })).toHaveAttribute(
    'href',
    'mailto:info@zajednica.ca',
  );
  await expect(form.getByRole('link', { name: '+1 416 555 0100' })).toHaveAttribute(
    'href',
    'tel:+14165550100',
  );
  await expect(form.getByLabel('Email address')).toHaveAttribute('type', 'email');
  await form.getByLabel('Full name').fill('Jelena Marković');
  await form.getByLabel('Email address').fill('jelena at example');
  await form.getByLabel('Subject').fill('Toronto page');
  await form.getByRole('textbox', { name: 'Message' }).fill('The parish address has changed.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(
    page.getByText('This does not look like an email address.', { exact: false }),
  ).toBeVisible();

  await form.getByLabel('Email address').fill('jelena@example.com');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Message sent')).toBeVisible();
  await expect(form.getByText('The editors will answer at jelena@example.com')).toBeVisible();
  await expect(page.getByText('The map will appear here soon.')).toBeVisible();
});
