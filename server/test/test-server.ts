import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { type Config, parseConfig } from '../config.ts';
import type { SafeFetchOptions } from '../net/safe-fetch.ts';
import { type RunningServer, startServer } from '../start-server.ts';
import { createTestDatabase } from './template-database.ts';

export interface TestServer extends RunningServer {
  /** A supabase-js client with the anon key, as the browser has it. */
  client(options?: { accessToken?: string; flowType?: 'implicit' | 'pkce' }): SupabaseClient;
  /** A supabase-js client with the service-role key. */
  serviceClient(): SupabaseClient;
}

class NoWebSocket {
  constructor() {
    throw new Error('WebSocket is not available in this Node version');
  }
}

/**
 * The real server on a free port with a fresh database (PGlite by default,
 * PostgreSQL when TEST_DATABASE_URL is set). Call `close()` in afterAll.
 * `embeddedOnDisk`: PGlite in the data directory with the statement time
 * budget, as `npm start` opens it, instead of in memory. `mediaFetch`:
 * what `POST /media/fetch` may reach beyond the production policy.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { embeddedOnDisk?: boolean; mediaFetch?: Partial<SafeFetchOptions> } = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'zajednica-test-'));
  const config: Config = parseConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED: 'none',
    // With SEED=demo, a test asks for the demo photographs itself (server/images/demo-photos.test.ts).
    DEMO_PHOTOS: 'false',
    WEB_DIR: path.resolve('server/test/fixtures/web'),
    ...env,
  });
  const database = await createTestDatabase(
    options.embeddedOnDisk
      ? {
          dataDir: path.join(dataDir, 'pglite'),
          statementTimeoutMs: config.restStatementTimeoutMs,
        }
      : undefined,
  );
  const running = await startServer(config, {
    db: database.db,
    mediaFetch: options.mediaFetch,
  });
  const clientOptions = {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no global WebSocket, which supabase-js wants up front for realtime (unused here).
    ...(globalThis.WebSocket ? {} : { realtime: { transport: NoWebSocket as never } }),
  };
  return {
    ...running,
    client: ({ accessToken, flowType } = {}) =>
      createClient(running.url, running.keys.anonKey, {
        ...clientOptions,
        ...(flowType ? { auth: { ...clientOptions.auth, flowType } } : {}),
        ...(accessToken ? { global: { headers: { Authorization: `Bearer ${accessToken}` } } } : {}),
      }),
    serviceClient: () => createClient(running.url, running.keys.serviceRoleKey, clientOptions),
    async close() {
      await running.close();
      await database.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
