import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { loadJwtSecret } from './jwt-secret.ts';
import { deriveApiKeys, type ApiKeys } from './keys.ts';
import { log, setLogLevel } from './log.ts';

export interface RunningServer {
  url: string;
  config: Config;
  db: Database;
  keys: ApiKeys;
  jwtSecret: string;
  /** Stops accepting, lets in-flight requests finish, then closes the database. */
  close(): Promise<void>;
}

/** Boot: config -> database -> migrate -> app -> listen. */
export async function startServer(
  config: Config,
  options: { db?: Database } = {},
): Promise<RunningServer> {
  setLogLevel(config.logLevel);
  const jwtSecret = await loadJwtSecret(config);
  const keys = await deriveApiKeys(jwtSecret);
  const db = options.db ?? (await openDatabase(config));
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }

  // The app needs the real port (PORT=0 in tests), so it is attached once listening.
  const live: { fetch?: (request: Request) => Response | Promise<Response> } = {};
  const server = serve({
    fetch: (request) =>
      live.fetch ? live.fetch(request) : new Response('Starting', { status: 503 }),
    port: config.port,
    hostname: config.host,
  }) as Server;
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const resolved: Config =
    config.port === 0
      ? { ...config, port, siteUrl: config.siteUrl.replace(/:0$/, `:${port}`) }
      : config;
  const app = await createApp({ config: resolved, db, keys, jwtSecret });
  live.fetch = app.fetch;

  const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`;
  log.info('server listening', { url, siteUrl: resolved.siteUrl, database: db.kind });

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
      await db.close();
      log.info('server stopped');
    })();
    return closing;
  };
  return { url, config: resolved, db, keys, jwtSecret, close };
}
