import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { startAuthPruning } from './auth/prune-auth.ts';
import { startCalendarFeedSchedule } from './calendar-feeds/calendar-feed-schedule.ts';
import { seedDemoAdmin } from './auth/seed-admin.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import type { SafeFetchOptions } from './net/safe-fetch.ts';
import { answerClientErrors } from './http/client-errors.ts';
import { createRateLimitStore } from './http/rate-limit.ts';
import { openDatabase } from './db/open-database.ts';
import { completeDemoFromTemplate, seedDemoIfEmpty } from './db/seed.ts';
import { startImageUpkeep } from './images/image-upkeep.ts';
import { demoPhotosMade, ensureDemoPhotos } from './images/demo-photos.ts';
import { startDemoPhotosLater } from './images/demo-photos-later.ts';
import { openObjectStore } from './storage/open-object-store.ts';
import { loadJwtSecret } from './jwt-secret.ts';
import { deriveApiKeys, type ApiKeys } from './keys.ts';
import { log, setLogLevel } from './log.ts';
import { startMailWorker } from './mail/outbox-worker.ts';
import { startNewsletterSchedule } from './newsletter/newsletter-schedule.ts';
import { startRetentionPurge } from './retention/purge-expired-data.ts';
import { removeServerLock, writeServerLock } from './server-lock.ts';

export interface RunningServer {
  url: string;
  config: Config;
  db: Database;
  keys: ApiKeys;
  jwtSecret: string;
  /** Stops accepting, lets in-flight requests finish, then closes the database. */
  close(): Promise<void>;
}

/**
 * The database's one-time work: migrations, then the demo content when
 * SEED=demo. Closes `db` when it fails. With SERVER_WORKERS the cluster's
 * primary runs it once before forking, so workers find nothing to do.
 */
export async function prepareDatabase(
  config: Config,
  db: Database,
  options: { demoPhotosLater?: boolean } = {},
): Promise<{ demoPhotosLater: boolean }> {
  try {
    const applied = await migrate(db);
    // First start of a fresh embedded database: made from the template just
    // now, or (without one) its auth schema was created just now.
    const fresh = db.created === true || applied.includes('auth/0002_auth_schema.sql');
    if (fresh && !config.databaseUrl && config.seed === 'demo')
      await seedDemoAdmin(db, config.dataDir);
    if (!config.databaseUrl) await completeDemoFromTemplate(db, config.siteUrl);
    if (config.seed === 'demo') await seedDemoIfEmpty(db, new Date(), config.siteUrl);
    if (config.seed === 'demo' && config.demoPhotos) {
      // Not made yet (the first start of a checkout): made after the server listens.
      if (options.demoPhotosLater && !(await demoPhotosMade())) return { demoPhotosLater: true };
      await ensureDemoPhotos(db, openObjectStore(config));
    }
    return { demoPhotosLater: false };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/**
 * Boot: config -> database -> migrate -> app -> listen. `worker`: this is one
 * of SERVER_WORKERS processes, whose primary announces the server once, so
 * "server listening" is a debug line here. `mediaFetch`: tests only, widens
 * what `POST /media/fetch` may reach (a port, their own local server).
 */
export async function startServer(
  config: Config,
  options: { db?: Database; worker?: boolean; mediaFetch?: Partial<SafeFetchOptions> } = {},
): Promise<RunningServer> {
  setLogLevel(config.logLevel);
  const jwtSecret = await loadJwtSecret(config);
  const keys = await deriveApiKeys(jwtSecret);
  // Only this process may open the embedded database: the lock tells `npm run user` so.
  const locksDataDir = !options.db && !config.databaseUrl;
  if (locksDataDir) await writeServerLock(config.dataDir, null);
  const db = options.db ?? (await openDatabase(config));
  const prepared = await prepareDatabase(config, db, { demoPhotosLater: !options.worker });
  const rateLimits = createRateLimitStore(config);

  // The app needs the real port (PORT=0 in tests), so it is attached once listening.
  // The Node bindings (env) carry the socket, which the client-IP rules read.
  const live: { fetch?: (request: Request, env: unknown) => Response | Promise<Response> } = {};
  const buildApp = (resolved: Config) =>
    createApp({
      config: resolved,
      db,
      keys,
      jwtSecret,
      rateLimits,
      mediaFetch: options.mediaFetch,
    });
  // A worker builds its app before listening when it can (the port matters
  // only to a SITE_URL derived from PORT=0): node:cluster hands connections
  // to every listening worker in turn, so a replacement still starting would
  // answer some of them 503.
  const siteUrlNeedsPort = config.port === 0 && /:0$/.test(config.siteUrl);
  if (options.worker && !siteUrlNeedsPort) live.fetch = (await buildApp(config)).fetch;
  const server = serve({
    fetch: (request, env) =>
      live.fetch ? live.fetch(request, env) : new Response('Starting', { status: 503 }),
    port: config.port,
    hostname: config.host,
  }) as Server;
  answerClientErrors(server);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const resolved: Config =
    config.port === 0
      ? { ...config, port, siteUrl: config.siteUrl.replace(/:0$/, `:${port}`) }
      : config;
  live.fetch ??= (await buildApp(resolved)).fetch;
  const mailWorker = startMailWorker({ db, config: resolved });
  const authPruning = startAuthPruning(db);
  const retentionPurge = startRetentionPurge(db);
  // Kept images: external addresses adopted, unused ones purged (server/images/, issue 35).
  const imageUpkeep = startImageUpkeep(db, openObjectStore(config));
  const newsletterSchedule = startNewsletterSchedule({ db, config: resolved });
  // Organizations' calendar feeds (server/calendar-feeds/, decision 033).
  const calendarFeeds = startCalendarFeedSchedule(db);
  const demoPhotos = prepared.demoPhotosLater
    ? startDemoPhotosLater(db, openObjectStore(config))
    : undefined;

  const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`;
  if (locksDataDir) await writeServerLock(config.dataDir, url);
  (options.worker ? log.debug : log.info)('server listening', {
    url,
    siteUrl: resolved.siteUrl,
    database: db.kind,
  });

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      await new Promise<void>((resolve) => {
        const force = setTimeout(() => server.closeAllConnections(), 10_000);
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
        server.closeIdleConnections();
      });
      await mailWorker.stop();
      await authPruning.stop();
      await retentionPurge.stop();
      await imageUpkeep.stop();
      await demoPhotos?.stop();
      await newsletterSchedule.stop();
      await calendarFeeds.stop();
      await rateLimits.close();
      await db.close();
      if (locksDataDir) await removeServerLock(config.dataDir);
      log.info('server stopped');
    })();
    return closing;
  };
  return { url, config: resolved, db, keys, jwtSecret, close };
}
