import exifReader from 'exif-reader';
import sharp from 'sharp';
import { syntheticPhoto } from '../server/images/synthetic-photo.ts';
import { createConfirmedUser, test } from './auth-fixtures.ts';
import { withSession } from './demo-admin.ts';
import { expect, visitIn } from './portal-visitor.ts';
import { signedInEditor } from './signed-in-pages.ts';

/**
 * Issue 35 on a phone (390 × 844): a family adds grandmother's photo to a
 * memorial from the file picker, an editor sees it in the queue and
 * publishes the memorial, and a visitor's phone gets a small copy served by
 * us, offered as AVIF/WebP/JPEG at several widths, without the GPS position
 * the phone wrote into the file.
 */
test.describe.configure({ timeout: 180_000 });

const phone = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};

test('a memorial photo uploaded from a phone is private until approved, then served small and without GPS', async ({
  browser,
  baseURL,
  mailbox,
}) => {
  test.slow();
  const name = `Zora Photo ${Date.now()}`;
  const photo = await syntheticPhoto({
    width: 3000,
    height: 2000,
    seed: 35,
    gps: { latitude: 43.6532, longitude: -79.3832 },
  });
  expect(exifReader((await sharp(photo).metadata()).exif!).GPSInfo?.GPSLatitude?.[0]).toBe(43);

  const family = await (await browser.newContext({ baseURL, ...phone })).newPage();
  await visitIn(family, 'en');
  const { session } = await createConfirmedUser(family.request, mailbox, 'family');
  await withSession(family, baseURL!, JSON.stringify(session));
  await family.goto('/inmemoriam/submit');
  await family.getByLabel('Full name').fill(name);
  const city = family.getByLabel('Primary city');
  await expect(city.locator('option')).not.toHaveCount(1);
  // Toronto by name: the list is in the reader's order, and other journeys count Calgary's memorials.
  await city.selectOption({ label: 'Toronto' });
  await family.getByLabel('Biography (English)').fill('She kept the garden and the songs.');
  const cover = family.locator('#field-cover_image_url-file');
  await cover.setInputFiles({ name: 'IMG_0412.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(family.getByText('Photo added.')).toBeVisible({ timeout: 60_000 });
  await expect(family.getByRole('img', { name: 'Preview of the image' }).first()).toHaveAttribute(
    'src',
    /^blob:/,
  );
  const path = await family.locator('#field-cover_image_url').inputValue();
  // The path carries the size and the tiny blurred placeholder (domain/media-path.ts).
  expect(path).toMatch(/^\/media\/[0-9a-f]{32}\/1600x1067\/[A-Za-z0-9_-]{16,}$/);
  const id = path.split('/')[2]!;

  // Pending: nobody but the family and the editors can load it.
  const visitorContext = await browser.newContext({ baseURL, ...phone });
  expect((await visitorContext.request.get(`/media/${id}/640.webp`)).status()).toBe(404);

  await family.getByRole('button', { name: 'Submit for review' }).click();
  await expect(family.getByText('Thank you for submitting a memorial!')).toBeVisible();

  const editor = await signedInEditor(browser, baseURL!, mailbox);
  await editor.goto('/admin');
  await editor.getByRole('tab', { name: /Memorials/ }).click();
  const item = editor.getByRole('article', { name });
  await expect(item.getByRole('heading', { level: 1, name })).toBeVisible();
  // The editor sees the pending photo itself, fetched with the editor's token.
  const pendingPhoto = item.locator('img[src^="blob:"]');
  await expect(pendingPhoto).toBeVisible();
  await item.getByRole('button', { name: 'Publish' }).click();
  await expect(item).toHaveCount(0);

  const visitor = await visitorContext.newPage();
  await visitor.goto('/inmemoriam');
  await visitor
    .getByRole('main')
    .getByRole('link', { name: new RegExp(name) })
    .click();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(name);
  const portrait = visitor.getByRole('main').locator(`picture img[srcset*="/media/${id}/"]`);
  await expect(portrait).toBeVisible();
  await expect(portrait).toHaveAttribute('width', /^\d+$/);
  await expect(portrait).toHaveAttribute('height', /^\d+$/);
  // The blurred placeholder is under the photo from the server's HTML on, with no request of its own.
  await expect(portrait).toHaveAttribute(
    'style',
    /background-image: url\("data:image\/webp;base64,/,
  );
  await expect(
    visitor.locator(`picture source[type="image/avif"][srcset*="/media/${id}/"]`),
  ).toHaveCount(1);
  await expect
    .poll(() =>
      portrait.evaluate((img) => {
        const shown = img as unknown as { complete: boolean; naturalWidth: number };
        return shown.complete ? shown.naturalWidth : 0;
      }),
    )
    .toBeGreaterThan(0);
  const shown = await portrait.evaluate(
    (img) => (img as unknown as { currentSrc: string }).currentSrc,
  );
  expect(shown).toContain(`/media/${id}/`);
  const served = await visitor.request.get(shown);
  expect(served.status()).toBe(200);
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const bytes = await served.body();
  // A phone gets a small copy: the 224 px portrait at 3x is the 960 px variant at most.
  expect(bytes.length).toBeLessThan(100 * 1024);
  const metadata = await sharp(bytes).metadata();
  expect(metadata.exif).toBeUndefined();
  expect(metadata.width).toBeLessThanOrEqual(960);
});
