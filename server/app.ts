import { Hono } from 'hono';
import { authRoutes } from './auth/auth-routes.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import {
  expectedSchemaVersion,
  hasSchemaVersion,
  mayMeanSchemaGone,
  schemaGoneCheck,
} from './db/schema-version.ts';
import path from 'node:path';
import { apiCors } from './http/api-cors.ts';
import { compress } from './http/compress.ts';
import { clientKey, proxyTrust } from './http/client-ip.ts';
import { databaseRetryAfterSeconds, isDatabaseUnavailable } from './http/database-unavailable.ts';
import { memoryRateLimitStore, type RateLimitStore } from './http/rate-limit.ts';
import { type RequestVariables, requestLog } from './http/request-log.ts';
import { restBodyType } from './http/rest-body-type.ts';
import { securityHeaders } from './http/security-headers.ts';
import type { ApiKeys } from './keys.ts';
import { createFunctionsRouter } from './functions/functions-router.ts';
import { mediaRoutes } from './images/media-routes.ts';
import { errorFields, log } from './log.ts';
import type { SafeFetchOptions } from './net/safe-fetch.ts';
import { createRestRouter } from './rest/router.ts';
import type { ObjectStore } from './storage/object-store.ts';
import { openObjectStore } from './storage/open-object-store.ts';
import { createStorageRouter } from './storage/storage-router.ts';
import { createPageCache } from './site/page-cache.ts';
import { loadPageRenderer } from './site/page-renderer.ts';
import { createRenderGuard } from './site/render-guard.ts';
import { serveApp } from './site/serve-app.ts';

export interface AppContext {
  config: Config;
  db: Database;
  keys: ApiKeys;
  jwtSecret: string;
  /** Rate-limit counters (Redis when REDIS_URL is set); in memory when absent. */
  rateLimits?: RateLimitStore;
  /** Where /storage/v1 keeps file bytes; opened from the configuration when absent. */
  objectStore?: ObjectStore;
  /** Tests only: widens what `POST /media/fetch` may reach (their own local server). */
  mediaFetch?: Partial<SafeFetchOptions>;
}

/** Every route of the server, in the order a request meets them. */
export async function createApp(context: AppContext) {
  const { config, db, keys } = context;
  const rateLimits = context.rateLimits ?? memoryRateLimitStore();
  const trustProxy = proxyTrust(config.trustProxy, { ipv6Prefix: config.rateLimitIpv6Prefix });
  const app = new Hono<{ Variables: RequestVariables }>();

  app.use('*', requestLog);
  app.use('*', await securityHeaders({ https: config.siteUrl.startsWith('https:') }));
  // gzip for HTML, JSON, XML, SVG and other text over 1 kB; built assets come precompressed.
  app.use('*', compress);
  for (const prefix of ['/auth/v1/*', '/rest/v1/*', '/functions/v1/*']) app.use(prefix, apiCors);
  app.use('/rest/v1/*', restBodyType);
  // Server-rendered pages are kept 10 s; any write through the API clears them
  // all, so a published edit shows on the next visit (site/page-cache.ts).
  const pageCache = createPageCache();
  for (const prefix of ['/rest/v1/*', '/functions/v1/*']) {
    app.use(prefix, async (c, next) => {
      await next();
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 400)
        pageCache.clear();
    });
  }

  app.get('/health', (c) => c.json({ status: 'ok' }));
  const schemaVersion = await expectedSchemaVersion();
  // Ready means reachable and migrated: a database recreated empty is not ready.
  app.get('/ready', async (c) => {
    const unavailable = () =>
      c.json({ status: 'unavailable' }, 503, { 'Retry-After': String(databaseRetryAfterSeconds) });
    try {
      if (await hasSchemaVersion(db, schemaVersion)) return c.json({ status: 'ready' });
      log.warn('database schema is not at the expected version', { schemaVersion });
      return unavailable();
    } catch (error) {
      log.warn('database not reachable', errorFields(error));
      return unavailable();
    }
  });
  const restRouter = await createRestRouter({ ...context, rateLimits });
  app.route('/rest/v1', restRouter);

  app.route(
    '/auth/v1',
    authRoutes({ config, db, jwtSecret: context.jwtSecret, rateLimits, trustProxy }),
  );
  app.route(
    '/storage/v1',
    createStorageRouter({
      config,
      db,
      store: context.objectStore ?? openObjectStore(config),
      jwtSecret: context.jwtSecret,
      trustedKeys: config.jwtTrustedKeys,
      rateLimits,
      trustProxy,
    }),
  );
  app.route(
    '/functions/v1',
    createFunctionsRouter({ config, db, jwtSecret: context.jwtSecret, rateLimits, trustProxy }),
  );

  // Images kept by the portal (server/images/): uploads, addresses fetched once, variants.
  const mediaStore = context.objectStore ?? openObjectStore(config);
  app.route(
    '/media',
    mediaRoutes({
      config,
      db,
      store: mediaStore,
      jwtSecret: context.jwtSecret,
      rateLimits,
      trustProxy,
      fetchOptions: context.mediaFetch,
    }),
  );

  app.route(
    '/',
    await serveApp({
      webDir: config.webDir,
      siteUrl: config.siteUrl,
      db,
      browserConfig: () => ({ anonKey: keys.anonKey, siteUrl: config.siteUrl }),
      // The app's server entry, built beside the web app (npm run build:ssr).
      renderer: await loadPageRenderer({
        ssrDir: path.resolve(config.webDir, '../ssr'),
        anonKey: keys.anonKey,
        rest: async (request, env) => restRouter.fetch(request, env),
      }),
      cache: pageCache,
      // The render guard counts, and the reads it makes count against, the visitor's network.
      visitorAddress: (c) => clientKey(c, trustProxy),
      renderGuard: createRenderGuard({ rateLimits }),
    }),
  );

  // A failure no route answered itself: the error envelope, with code and message only.
  const failure = (code: string, message: string) => ({ code, message, details: null, hint: null });
  // A database recreated empty under the running server is unavailable (503), not broken (500).
  const schemaGone = schemaGoneCheck(db, schemaVersion);
  app.onError(async (error, c) => {
    if (isDatabaseUnavailable(error) || (mayMeanSchemaGone(error) && (await schemaGone()))) {
      log.warn('database unavailable', { requestId: c.get('requestId'), ...errorFields(error) });
      return c.json(
        failure(
          'service_unavailable',
          'Service temporarily unavailable. Please try again in a moment.',
        ),
        503,
        { 'Retry-After': String(databaseRetryAfterSeconds) },
      );
    }
    log.error('unhandled error', { requestId: c.get('requestId'), ...errorFields(error) });
    return c.json(
      failure('unexpected_failure', 'Something went wrong on our side. Please try again.'),
      500,
    );
  });
  return app;
}
