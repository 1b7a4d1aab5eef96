import { readFile } from 'node:fs/promises';
import { test } from './hydrated-test.ts';
import {
  collectConsoleErrors,
  expect,
  expectNoAxeViolations,
  jsonLdOf,
  portalLanguages,
  visitIn,
} from './portal-visitor.ts';

test.describe.configure({ timeout: 90_000 });

const texts = {
  en: { heading: 'Events', past: 'Past', calendar: 'Calendar', details: /^View details: / },
  sr_cyrillic: { heading: 'Догађаји', past: 'Прошли', calendar: 'Календар', details: /^Детаљи: / },
  sr_latin: { heading: 'Događaji', past: 'Prošli', calendar: 'Kalendar', details: /^Detalji: / },
} as const;

for (const language of portalLanguages) {
  const text = texts[language];

  test(`a visitor browses upcoming and past events and the calendar (${language})`, async ({
    page,
  }) => {
    const consoleErrors = collectConsoleErrors(page);
    await visitIn(page, language);
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.heading);
    const details = page.getByRole('link', { name: text.details });
    await expect(details.first()).toBeVisible();
    expect(await details.count()).toBeGreaterThanOrEqual(10);
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: text.past }).click();
    await expect(page).toHaveURL(/\/events\?tab=past$/);
    await expect(page.getByRole('tabpanel').getByRole('link', { name: text.details })).toHaveCount(
      3,
    );
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: text.calendar }).click();
    await expect(page).toHaveURL(/\?tab=past&view=calendar$/);
    await expect(page.getByRole('grid')).toBeVisible();
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
}

test('the upcoming and past tabs answer the keyboard as tabs do', async ({ page }) => {
  await page.goto('/events');
  const upcoming = page.getByRole('tab', { name: 'Upcoming' });
  const past = page.getByRole('tab', { name: 'Past' });
  await expect(upcoming).toHaveAttribute('aria-selected', 'true');
  // One tab stop for the list: the shown tab; the other is reached with the arrows.
  await expect(past).toHaveAttribute('tabindex', '-1');
  await upcoming.focus();
  await page.keyboard.press('ArrowRight');
  await expect(past).toBeFocused();
  await expect(past).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/events\?tab=past$/);
  const panel = page.getByRole('tabpanel');
  await expect(panel).toHaveAttribute('aria-labelledby', (await past.getAttribute('id'))!);
  await expect(panel.getByRole('link', { name: /^View details: / })).toHaveCount(3);
  await page.keyboard.press('Home');
  await expect(upcoming).toBeFocused();
  await expect(upcoming).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(past).toBeFocused();
});

test('a visitor opens an event from the list and downloads its .ics', async ({ page }) => {
  await page.goto('/events');
  await page
    .getByRole('link', { name: 'View details: Folklore Evening with the Kolo Ensemble' })
    .click();
  await expect(page).toHaveURL(/\/event\/folklore-evening-with-the-kolo-ensemble$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Folklore Evening with the Kolo Ensemble',
  );
  await expect(page.getByText('St. Sava Parish Hall')).toBeVisible();
  await expect(page.getByText(/America\/Toronto/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Tickets / RSVP' })).toHaveAttribute(
    'href',
    'https://kolo-toronto.example/tickets',
  );
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  const event = (await jsonLdOf(page)).find((item) => item['@type'] === 'Event');
  expect(event).toMatchObject({
    name: 'Folklore Evening with the Kolo Ensemble',
    startDate: expect.stringMatching(/T19:00:00-0[45]:00$/),
  });
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('folklore-evening-with-the-kolo-ensemble.ics');
  const ics = await readFile((await download.path())!, 'utf8');
  const lines = ics.replace(/\r\n /g, '').split('\r\n');
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines).toContain('TZID:America/Toronto');
  expect(lines.find((line) => line.startsWith('DTSTART;'))).toMatch(
    /^DTSTART;TZID=America\/Toronto:\d{8}T190000$/,
  );
  expect(lines).toContain('SUMMARY:Folklore Evening with the Kolo Ensemble');
});

test('a keyboard user moves through the calendar and to the next month', async ({ page }) => {
  await page.goto('/events?view=calendar');
  const grid = page.getByRole('grid');
  const today = grid.locator('td[tabindex="0"]');
  await expect(today).toHaveAttribute('aria-current', 'date');
  const start = (await today.getAttribute('data-date'))!;
  await today.focus();
  await page.keyboard.press('ArrowDown');
  const next = new Date(`${start}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 7);
  await expect(page.locator(':focus')).toHaveAttribute(
    'data-date',
    next.toISOString().slice(0, 10),
  );

  const month = page.locator('#calendar-month');
  const before = await month.textContent();
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(month).not.toHaveText(before!);
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(month).toHaveText(before!);
  // The demo has events within the next five days, so this month shows at least one.
  await expect(grid.getByRole('link').first()).toBeVisible();
});

test('the city filter and the search narrow the list', async ({ page }) => {
  await page.goto('/events');
  await page.getByLabel('City').selectOption('montreal');
  await expect(page.getByRole('link', { name: /View details: Film Night/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Kolo Ensemble/ })).toHaveCount(0);

  await page.getByLabel('City').selectOption('');
  await page.getByLabel('Search events').fill('фолклорно');
  await expect(page.getByRole('link', { name: /View details: Folklore Evening/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /View details: Film Night/ })).toHaveCount(0);

  await page.getByLabel('Search events').fill('no-such-event-anywhere');
  await expect(page.getByText('No upcoming events found.')).toBeVisible();
});

test('an unknown event says so', async ({ page }) => {
  await page.goto('/event/no-such-event');
  await expect(page.getByText('Event not found.')).toBeVisible();
});
