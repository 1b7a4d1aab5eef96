import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { isAppRoute } from '../../domain/routes.ts';
import { type BrowserConfig, loadIndexTemplate, renderIndexHtml } from './index-html.ts';

const notBuilt = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Zajednica</title>
<p>The web app has not been built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds it).</p></html>`;

/**
 * The built web app: hashed assets cached for a year, other files for an hour,
 * and index.html (never cached) for every app route. Unknown paths get the same
 * page with status 404, where the app shows its translated not-found page.
 */
export async function serveApp(options: { webDir: string; browserConfig: () => BrowserConfig }) {
  const root = path.relative(process.cwd(), path.resolve(options.webDir)) || '.';
  const template = await loadIndexTemplate(options.webDir);
  const app = new Hono();

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
  // HTML pages are rendered below, with the config filled in.
  app.use('*', (c, next) =>
    c.req.path === '/' || c.req.path.endsWith('.html') ? next() : publicFiles(c, next),
  );

  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    if (!template) return c.html(notBuilt, 503);
    const status = isAppRoute(c.req.path) ? 200 : 404;
    return c.html(renderIndexHtml(template, options.browserConfig()), status);
  });
  return app;
}
