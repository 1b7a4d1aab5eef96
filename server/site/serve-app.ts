import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { languageDetails } from '../../domain/language.ts';
import { languageCookie } from '../../domain/language-cookie.ts';
import { headTags } from '../../domain/seo/head-tags.ts';
import { siteText } from '../../domain/seo/site-text.ts';
import type { Database } from '../db/database.ts';
import { cityRedirects } from './city-redirects.ts';
import { conditionalResponse } from './conditional-response.ts';
import { crawlerRoutes } from './crawler-routes.ts';
import { firstLoadHints, injectFirstLoadHints, loadViteManifest } from './first-load-hints.ts';
import { fontPreloads, injectFontPreloads } from './font-preloads.ts';
import { injectHead } from './head-html.ts';
import { type BrowserConfig, loadIndexTemplate, renderIndexHtml } from './index-html.ts';
import { type CachedPage, type PageCache, pageCacheKey } from './page-cache.ts';
import { pageMetaForPath } from './page-meta-for-path.ts';
import type { PageRenderer } from './page-renderer.ts';
import type { RenderGuard } from './render-guard.ts';
import { languageToRemember, requestLanguage } from './request-language.ts';
import { serverRenderedRoutes } from './server-rendered-routes.ts';
import { injectServerRendering } from './server-rendering-html.ts';
import { errorFields, log } from '../log.ts';

const notBuilt = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Zajednica</title>
<p>The web app has not been built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds it).</p></html>`;

/**
 * The built web app: hashed assets cached for a year, other files for an hour,
 * and index.html for every app route with that page's head written in (title,
 * description, canonical, Open Graph, JSON-LD) so crawlers need no JavaScript.
 * The HTML also preloads what the page needs first (first-load-hints.ts,
 * font-preloads.ts).
 * HTML is revalidated on every visit (no-cache + ETag). Unknown paths and
 * unknown or unpublished slugs get the same page with status 404, where the
 * app shows its translated not-found page.
 *
 * With a `renderer` (the built server entry), the public pages
 * (server-rendered-routes.ts) come with their body and first data rendered
 * in, kept in `cache` per address and language (docs/decisions/014).
 */
export async function serveApp(options: {
  webDir: string;
  siteUrl: string;
  db: Database;
  browserConfig: () => BrowserConfig;
  renderer?: PageRenderer;
  cache?: PageCache;
  /** The visitor's address (client-ip.ts): a render's reads count against it. */
  visitorAddress?: (c: Context) => string;
  /** How many renders, per address and at once (render-guard.ts). */
  renderGuard: RenderGuard;
}) {
  const root = path.relative(process.cwd(), path.resolve(options.webDir)) || '.';
  const template = await loadIndexTemplate(options.webDir);
  const manifest = await loadViteManifest(options.webDir);
  const app = new Hono();

  // A renamed or merged city's old address: a permanent redirect (city-redirects.ts).
  app.use('/city/:name', cityRedirects(options.db));
  app.use('/city/:name/events.ics', cityRedirects(options.db));
  app.route('/', crawlerRoutes({ db: options.db, siteUrl: options.siteUrl }));
  // Hashed and immutable: never revalidated, so no Last-Modified (one header
  // less on each of a page's many small chunks, docs/decisions/014).
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.delete('Last-Modified');
  });
  app.use(
    '/assets/*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  const publicFiles = serveStatic({
    root,
    precompressed: true,
    onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600'),
  });
  // HTML pages are rendered below, with the config and the page's head filled in.
  // The build's .vite/ folder (the manifest the server reads) is not a public file.
  const renderedBelow = (pathname: string) =>
    pathname === '/' || pathname.endsWith('.html') || pathname.startsWith('/.vite/');
  app.use('*', (c, next) => (renderedBelow(c.req.path) ? next() : publicFiles(c, next)));

  const secureCookie = new URL(options.siteUrl).protocol === 'https:';
  // The plain address is in the reader's language (cookie, else Accept-Language),
  // so a cache keeps one copy per both headers; a language URL is one language.
  const htmlResponse = (c: Context, page: CachedPage) => {
    const remember = languageToRemember({
      urlParam: c.req.query('lang'),
      cookie: c.req.header('cookie'),
    });
    return conditionalResponse(c.req.raw, page.html, {
      status: page.status,
      headers: {
        'Content-Type': 'text/html; charset=UTF-8',
        'Cache-Control': 'no-cache',
        Vary: 'Accept-Language, Cookie',
        ...(remember ? { 'Set-Cookie': languageCookie(remember, { secure: secureCookie }) } : {}),
      },
    });
  };

  app.get('*', async (c) => {
    if (!template) return c.html(notBuilt, 503, { 'Cache-Control': 'no-cache' });
    const language = requestLanguage({
      acceptLanguage: c.req.header('accept-language'),
      urlParam: c.req.query('lang'),
      cookie: c.req.header('cookie'),
    });
    const url = new URL(c.req.url);
    const cacheKey = pageCacheKey(url.pathname + url.search, language);
    const cached = options.cache?.get(cacheKey);
    if (cached) return htmlResponse(c, cached);

    const page = await pageMetaForPath(options.db, c.req.path, language, options.siteUrl);
    const address = options.visitorAddress?.(c) ?? 'unknown';
    const release =
      options.renderer && page.route && serverRenderedRoutes.has(page.route)
        ? await options.renderGuard.tryStart(address)
        : undefined;
    // Without a render (none built, not a public route, past the guard, or failed)
    // the browser renders the page, as it does every other route.
    const rendered = release
      ? await options
          .renderer!.render(url.pathname + url.search, language, address)
          .catch((error: unknown) => {
            log.warn('server rendering failed', { path: c.req.path, ...errorFields(error) });
            return undefined;
          })
          .finally(release)
      : undefined;
    const tags = headTags(page.meta, {
      siteUrl: options.siteUrl,
      siteName: siteText(language).siteName,
      language,
    });
    const hints = manifest
      ? firstLoadHints(manifest, { route: page.route, language, leadImage: page.leadImage })
      : { image: [], modules: [], styles: [] };
    const withFonts = injectFontPreloads(
      renderIndexHtml(template, options.browserConfig()),
      manifest ? fontPreloads(manifest, language) : [],
    );
    const head = injectHead(
      injectFirstLoadHints(withFonts, hints, { afterFirstPaint: Boolean(rendered) }),
      { ...tags, lang: languageDetails[language].htmlLang },
      // A rendered page has its own heading and text; the fallback is for pages rendered in the browser.
      { noscriptFallback: !rendered },
    );
    const result = {
      html: rendered ? injectServerRendering(head, rendered) : head,
      status: page.status,
    };
    if (rendered) options.cache?.set(cacheKey, result);
    return htmlResponse(c, result);
  });
  return app;
}
