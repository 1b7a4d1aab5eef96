import path from 'node:path';
import { parse } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import {
  afterPaintModulesId,
  firstLoadHints,
  injectFirstLoadHints,
  loadViteManifest,
  type ViteManifest,
} from './first-load-hints.ts';
import { insertSiteContent } from './test/site-content.ts';

/** A build whose manifest has the entry, the app it loads, the three languages and three page chunks. */
const webDir = path.resolve(import.meta.dirname, 'test/web-with-manifest');

describe('firstLoadHints', () => {
  let manifest: ViteManifest;
  beforeAll(async () => {
    manifest = (await loadViteManifest(webDir))!;
  });

  it("preloads the app, the language's messages, the page chunk with its imports and its namespaces, not the entry's own", () => {
    expect(firstLoadHints(manifest, { route: 'home', language: 'en' })).toEqual({
      image: [],
      styles: [],
      modules: [
        '/assets/start-app-app1.js',
        '/assets/router-shared4.js',
        '/assets/en-msg1.js',
        '/assets/home-page-pg1.js',
        '/assets/page-head-shared2.js',
        '/assets/news-ns1.js',
      ],
    });
  });

  it('Serbian Latin preloads the Cyrillic messages and the transliteration it is built from', () => {
    const hints = firstLoadHints(manifest, { language: 'sr_latin' });
    expect(hints.modules).toEqual([
      '/assets/start-app-app1.js',
      '/assets/router-shared4.js',
      '/assets/sr-latin-msg3.js',
      '/assets/transliterate-shared3.js',
      '/assets/sr-cyrillic-msg2.js',
    ]);
  });

  it("preloads the route's message namespaces in the page's language, Latin's from Cyrillic", () => {
    expect(firstLoadHints(manifest, { route: 'newsArticle', language: 'en' }).modules).toEqual([
      '/assets/start-app-app1.js',
      '/assets/router-shared4.js',
      '/assets/en-msg1.js',
      '/assets/news-article-page-pg3.js',
      '/assets/page-head-shared2.js',
      '/assets/news-ns1.js',
    ]);
    const latin = firstLoadHints(manifest, { route: 'newsArticle', language: 'sr_latin' });
    expect(latin.modules).toContain('/assets/news-ns2.js');
    expect(latin.modules).not.toContain('/assets/news-ns1.js');
  });

  it("preloads the lead image at high priority, and a page chunk's stylesheet", () => {
    const hints = firstLoadHints(manifest, {
      route: 'event',
      language: 'sr_cyrillic',
      leadImage: '/images/content/a "quoted" name.svg',
    });
    expect(hints.styles).toEqual(['/assets/event-detail-style2.css']);
    expect(hints.image).toEqual([
      '<link rel="preload" as="image" fetchpriority="high" href="/images/content/a &quot;quoted&quot; name.svg">',
    ]);
  });

  it('preloads a kept lead image as the AVIF srcset the page offers, with its sizes', () => {
    const id = 'a'.repeat(32);
    const article = firstLoadHints(manifest, {
      route: 'newsArticle',
      language: 'en',
      leadImage: `/media/${id}/1600x1067/UklGRkAAAABXRUJQVlA4IDQAAADwAQCd`,
    });
    expect(article.image).toEqual([
      `<link rel="preload" as="image" fetchpriority="high" type="image/avif" imagesrcset="/media/${id}/320.avif 320w, /media/${id}/640.avif 640w, /media/${id}/960.avif 960w, /media/${id}/1600.avif 1600w" imagesizes="min(100vw, 1200px)">`,
    ]);
    const memorial = firstLoadHints(manifest, {
      route: 'memorial',
      language: 'en',
      leadImage: `/media/${id}/800x800`,
    });
    expect(memorial.image[0]).toContain('imagesizes="224px"');
    // The creator banner spans the screen: the AVIF variants, with the banner's sizes.
    const creator = firstLoadHints(manifest, {
      route: 'creator',
      language: 'en',
      leadImage: `/media/${id}/1600x400`,
    });
    expect(creator.image).toHaveLength(1);
    expect(creator.image[0]).toContain(`/media/${id}/1600.avif 1600w`);
    expect(creator.image[0]).toContain('imagesizes="100vw"');
  });

  it('preloads only same-site images (the policy allows no other)', () => {
    for (const leadImage of [
      'http://example.com/a.jpg',
      '//example.com/a.jpg',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
    ]) {
      const hints = firstLoadHints(manifest, { route: 'event', language: 'en', leadImage });
      expect(hints.image).toEqual([]);
    }
    // An address elsewhere is not loaded at all (img-src 'self'; issue 35), so not preloaded.
    const elsewhere = firstLoadHints(manifest, {
      route: 'event',
      language: 'en',
      leadImage: 'https://cdn.example.com/a.jpg',
    });
    expect(elsewhere.image).toEqual([]);
  });

  describe('in the head', () => {
    const head =
      '<head><script type="module" crossorigin src="/assets/index-entry1.js"></script></head>';
    const hints = {
      image: ['<link rel="preload" as="image" fetchpriority="high" href="/hero.svg">'],
      modules: ['/assets/a.js', '/assets/b.js'],
      styles: ['/assets/c.css'],
    };

    it('a page the browser renders preloads the chunks at once', () => {
      const document = parse(injectFirstLoadHints(head, hints, { afterFirstPaint: false }));
      expect(
        document.querySelectorAll('link[rel="modulepreload"]').map((link) => link.attributes.href),
      ).toEqual(['/assets/a.js', '/assets/b.js']);
      expect(document.querySelector(`#${afterPaintModulesId}`)).toBeNull();
    });

    it('a server-rendered page lists them for the entry to preload after the first paint', () => {
      const html = injectFirstLoadHints(head, hints, { afterFirstPaint: true });
      const document = parse(html);
      expect(document.querySelectorAll('link[rel="modulepreload"]')).toEqual([]);
      const list = document.querySelector(`script#${afterPaintModulesId}`);
      expect(list?.getAttribute('type')).toBe('application/json');
      expect(JSON.parse(list!.textContent)).toEqual(['/assets/a.js', '/assets/b.js']);
      // The image and stylesheets are still fetched at once; the image before the entry.
      expect(html.indexOf('/hero.svg')).toBeLessThan(html.indexOf('index-entry1.js'));
      expect(document.querySelector('link[rel="preload"][as="style"]')?.attributes.href).toBe(
        '/assets/c.css',
      );
    });
  });

  it('a build without a manifest gives no hints', async () => {
    expect(await loadViteManifest(path.resolve(import.meta.dirname, 'test'))).toBeUndefined();
  });
});

describe('the HTML of a page names what it needs first', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ WEB_DIR: webDir });
    await insertSiteContent(server);
  });
  afterAll(() => server.close());

  async function hintsOf(pathname: string, acceptLanguage = 'en-CA,en;q=0.9') {
    const response = await fetch(`${server.url}${pathname}`, {
      headers: { 'Accept-Language': acceptLanguage },
    });
    const html = await response.text();
    const document = parse(html);
    return {
      html,
      status: response.status,
      csp: response.headers.get('content-security-policy') ?? '',
      document,
      modules: document
        .querySelectorAll('link[rel="modulepreload"]')
        .map((link) => link.getAttribute('href')),
      images: document
        .querySelectorAll('link[rel="preload"][as="image"]')
        .map((link) => link.getAttribute('href')),
    };
  }

  it("home: the entry's preloads from the build, then app, messages, page chunk and hero", async () => {
    const page = await hintsOf('/');
    expect(page.modules).toEqual([
      '/assets/jsx-runtime-shared1.js',
      '/assets/start-app-app1.js',
      '/assets/router-shared4.js',
      '/assets/en-msg1.js',
      '/assets/home-page-pg1.js',
      '/assets/page-head-shared2.js',
      '/assets/news-ns1.js',
    ]);
    expect(page.images).toEqual(['/images/cities/lake-skyline.svg']);
  });

  it('the image is asked for before the entry script, the modules after it', async () => {
    const { html } = await hintsOf('/');
    const position = (text: string) => {
      expect(html).toContain(text);
      return html.indexOf(text);
    };
    const entry = position('<script type="module" crossorigin src="/assets/index-entry1.js">');
    expect(position('href="/images/cities/lake-skyline.svg"')).toBeLessThan(entry);
    expect(position('href="/assets/home-page-pg1.js"')).toBeGreaterThan(entry);
  });

  it('the messages follow the Accept-Language the page is served for', async () => {
    const page = await hintsOf('/', 'sr-RS,sr;q=0.9,en;q=0.5');
    expect(page.modules).toContain('/assets/sr-cyrillic-msg2.js');
    expect(page.modules).not.toContain('/assets/en-msg1.js');
  });

  it("a detail page preloads the image its row names, or the view's placeholder", async () => {
    expect((await hintsOf('/blog/community-day')).images).toEqual(['/images/content/festival.svg']);
    const event = await hintsOf('/event/folklore-evening');
    expect(event.modules).toContain('/assets/event-detail-page-pg2.js');
    expect(event.images).toEqual(['/images/content/festival.svg']);
  });

  it('an unknown or unpublished page preloads only the messages of its not-found page', async () => {
    for (const pathname of ['/no-such-page', '/blog/secret-draft']) {
      const page = await hintsOf(pathname);
      expect(page.status).toBe(404);
      expect(page.modules).toEqual([
        '/assets/jsx-runtime-shared1.js',
        '/assets/start-app-app1.js',
        '/assets/router-shared4.js',
        '/assets/en-msg1.js',
      ]);
      expect(page.images).toEqual([]);
    }
  });

  it("the build's manifest is read by the server, not served", async () => {
    const response = await fetch(`${server.url}/.vite/manifest.json`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).not.toContain('isEntry');
  });

  it('adds no inline script: the policy still allows only scripts from the site', async () => {
    const page = await hintsOf('/event/folklore-evening');
    expect(page.csp).toMatch(/script-src 'self'(;|$)/);
    const inline = page.document
      .querySelectorAll('script:not([src])')
      .map((script) => script.getAttribute('type'));
    expect(
      inline.every((type) => type === 'application/json' || type === 'application/ld+json'),
    ).toBe(true);
  });
});
