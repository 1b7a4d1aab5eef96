import { expect } from '@playwright/test';
import { test } from './hydrated-test.ts';

test.describe.configure({ timeout: 90_000 });

test('the favicon, apple-touch-icon and web app manifest are served, in the Serbian blue', async ({
  page,
  request,
}) => {
  for (const [path, type] of [
    ['/favicon.ico', 'image/x-icon'],
    ['/favicon.svg', 'image/svg+xml'],
    ['/apple-touch-icon.png', 'image/png'],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain(type);
  }

  const manifestResponse = await request.get('/manifest.webmanifest');
  expect(manifestResponse.status()).toBe(200);
  expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await manifestResponse.json()) as {
    theme_color: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest.theme_color).toBe('#0c4076');
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons)
    expect((await request.get(icon.src)).status(), icon.src).toBe(200);

  // The page links them.
  await page.goto('/');
  for (const [rel, href] of [
    ['icon', '/favicon.ico'],
    ['icon', '/favicon.svg'],
    ['apple-touch-icon', '/apple-touch-icon.png'],
    ['manifest', '/manifest.webmanifest'],
  ])
    await expect(page.locator(`head link[rel="${rel}"][href="${href}"]`)).toHaveCount(1);
});
