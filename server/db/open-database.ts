import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import type { Database } from './database.ts';
import { openPgliteDatabase } from './pglite-database.ts';
import { createFromTemplate } from './pglite-template.ts';
import { openPostgresDatabase } from './postgres-database.ts';

/**
 * PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite in
 * DATA_DIR/pglite, made from the migrated template when it does not exist yet
 * (the one with the demo content when SEED=demo).
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> &
    Partial<Pick<Config, 'pgliteQueueWaitMs' | 'restStatementTimeoutMs' | 'seed'>>,
): Promise<Database> {
  if (config.databaseUrl) return openPostgresDatabase(config.databaseUrl);
  const directory = path.resolve(config.dataDir, 'pglite');
  await mkdir(directory, { recursive: true });
  const created = await createFromTemplate(directory, { demo: config.seed === 'demo' });
  // Every statement of the embedded database keeps the REST statement timeout, as PostgreSQL does.
  const db = await openPgliteDatabase(directory, {
    ...(config.pgliteQueueWaitMs === undefined ? {} : { queueWaitMs: config.pgliteQueueWaitMs }),
    ...(config.restStatementTimeoutMs === undefined
      ? {}
      : { statementTimeoutMs: config.restStatementTimeoutMs }),
  });
  return created ? { ...db, created } : db;
}
