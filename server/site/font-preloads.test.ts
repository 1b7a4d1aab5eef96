import path from 'node:path';
import { parse } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { loadViteManifest, type ViteManifest } from './first-load-hints.ts';
import { fontPreloads, injectFontPreloads } from './font-preloads.ts';

/** A build whose index.html preloads the Latin subset and whose manifest names both subsets. */
const webDir = path.resolve(import.meta.dirname, 'test/web-with-fonts');

describe('fontPreloads', () => {
  let manifest: ViteManifest;
  beforeAll(async () => {
    manifest = (await loadViteManifest(webDir))!;
  });

  it('Cyrillic pages preload the Cyrillic subset, with crossorigin as fonts need', () => {
    expect(fontPreloads(manifest, 'sr_cyrillic')).toEqual([
      '<link rel="preload" href="/assets/inter-cyrillic-wght-font2.woff2" as="font" type="font/woff2" crossorigin>',
    ]);
  });

  it('English and Serbian Latin pages need only the Latin subset index.html preloads', () => {
    expect(fontPreloads(manifest, 'en')).toEqual([]);
    expect(fontPreloads(manifest, 'sr_latin')).toEqual([]);
  });

  it('a manifest without the subset gives no preload', () => {
    expect(fontPreloads({}, 'sr_cyrillic')).toEqual([]);
  });

  it('goes before the config block, so before every script', () => {
    const html =
      '<head><link rel="preload" as="font"><script type="application/json" id="app-config">{}</script><script type="module"></script></head>';
    const result = injectFontPreloads(html, ['<link rel="preload" href="/c.woff2">']);
    expect(result).toBe(
      '<head><link rel="preload" as="font"><link rel="preload" href="/c.woff2">\n<script type="application/json" id="app-config">{}</script><script type="module"></script></head>',
    );
    expect(injectFontPreloads(html, [])).toBe(html);
  });
});

describe('the HTML of a page preloads the fonts of its language', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ WEB_DIR: webDir });
  });
  afterAll(() => server.close());

  async function fontPreloadsOf(pathname: string) {
    const html = await (await fetch(`${server.url}${pathname}`)).text();
    return parse(html)
      .querySelectorAll('link[rel="preload"][as="font"]')
      .map((link) => link.getAttribute('href'));
  }

  it('?lang=sr-Cyrl: the Latin subset (digits, punctuation) and the Cyrillic one', async () => {
    expect(await fontPreloadsOf('/?lang=sr-Cyrl')).toEqual([
      '/assets/inter-latin-wght-font1.woff2',
      '/assets/inter-cyrillic-wght-font2.woff2',
    ]);
  });

  it('English and Serbian Latin: the Latin subset only', async () => {
    for (const pathname of ['/?lang=en', '/?lang=sr-Latn', '/events?lang=en']) {
      expect(await fontPreloadsOf(pathname)).toEqual(['/assets/inter-latin-wght-font1.woff2']);
    }
  });
});
