import { test } from './hydrated-test.ts';
import {
  collectConsoleErrors,
  expect,
  expectNoAxeViolations,
  portalLanguages,
  visitIn,
} from './portal-visitor.ts';

test.describe.configure({ timeout: 90_000 });

const texts = {
  en: {
    heading: 'The Serbian community in Canada and the USA',
    join: 'Join the community',
    create: 'Create account',
    signIn: 'Sign in',
    viewEvents: 'View events',
    news: 'Latest news',
    events: 'Upcoming events',
    organizations: 'Featured organizations',
    subscribe: 'Subscribe',
  },
  sr_cyrillic: {
    heading: 'Српска заједница у Канади и САД',
    join: 'Придружите се заједници',
    create: 'Направите налог',
    signIn: 'Пријавите се',
    viewEvents: 'Погледајте догађаје',
    news: 'Најновије вести',
    events: 'Предстојећи догађаји',
    organizations: 'Издвојене организације',
    subscribe: 'Претплати ме',
  },
  sr_latin: {
    heading: 'Srpska zajednica u Kanadi i SAD',
    join: 'Pridružite se zajednici',
    create: 'Napravite nalog',
    signIn: 'Prijavite se',
    viewEvents: 'Pogledajte događaje',
    news: 'Najnovije vesti',
    events: 'Predstojeći događaji',
    organizations: 'Izdvojene organizacije',
    subscribe: 'Pretplati me',
  },
} as const;

for (const language of portalLanguages) {
  const text = texts[language];

  test(`a visitor reads the home page and opens the Join dialog (${language})`, async ({
    page,
  }) => {
    const consoleErrors = collectConsoleErrors(page);
    await visitIn(page, language);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.heading);
    for (const [heading, count] of [
      [text.news, 3],
      [text.events, 3],
      [text.organizations, 3],
    ] as const) {
      const section = page.getByRole('region', { name: heading });
      await expect(section.getByRole('listitem')).toHaveCount(count);
    }
    await expect(page.getByRole('link', { name: text.viewEvents })).toHaveAttribute(
      'href',
      '/events',
    );
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: text.join }).click();
    const dialog = page.getByRole('dialog', { name: text.join });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveCount(6);
    // Consent is asked, never assumed (CASL): the email box starts unticked.
    const emailUpdates = dialog.getByRole('checkbox');
    await expect(emailUpdates).not.toBeChecked();
    await emailUpdates.check();
    await expect(dialog.getByRole('button', { name: text.subscribe })).toBeVisible();
    await expect(dialog.getByRole('checkbox', { checked: true })).toHaveCount(1);
    await expect(dialog.getByRole('link', { name: text.create })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(dialog.getByRole('link', { name: text.signIn })).toHaveAttribute('href', '/login');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });
}

test('the Join dialog leads to the sign-up screen and View events to the events', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Join the community' }).click();
  await page.getByRole('link', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/signup$/);

  await page.goto('/');
  await page.getByRole('link', { name: 'View events' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events');
});

test('the featured video loads the privacy-enhanced player only when played', async ({ page }) => {
  // The outside world stays outside: the player's own request is answered locally.
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' }),
  );
  await page.goto('/');
  const video = page.getByRole('region', { name: 'Featured video' });
  await expect(video.locator('iframe')).toHaveCount(0);
  await video.getByRole('button', { name: /Play the video/ }).click();
  await expect(video.locator('iframe')).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
  );
});

test('a visitor goes from the city list to a city page', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Explore by city' })
    .getByRole('link', { name: 'Kitchener-Waterloo' })
    .click();
  await expect(page).toHaveURL(/\/city\/kitchener-waterloo$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Kitchener-Waterloo');
});
