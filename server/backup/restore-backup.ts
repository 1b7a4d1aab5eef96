import { mkdir, rename, rm } from 'node:fs/promises';
import type { Database } from '../db/database.ts';
import { migrate, readMigrationFiles, readRepeatableFiles } from '../db/migrate.ts';
import { openPgliteDatabase } from '../db/pglite-database.ts';
import { createFromTemplate } from '../db/pglite-template.ts';
import { openPostgresDatabase } from '../db/postgres-database.ts';
import { type BackupHeader, splitBackup } from './backup-header.ts';
import { holdsDatabase, refuseWhenInUse } from './embedded-directory.ts';
import {
  backedUpSchemas,
  backedUpTables,
  fingerprintDifferences,
  type Fingerprints,
  quoted,
  tableFingerprints,
} from './table-fingerprints.ts';

/**
 * Loads a backup into a fresh database: first the schema of the migrations
 * the backup's source had applied (so roles, grants and policies are this
 * target's own), then the rows, with triggers and foreign-key checks off as
 * pg_dump's data restores do, then checks every table against the backup's
 * counts and checksums. Migrations newer than the backup run at the next start.
 */

export class RestoreRefusedError extends Error {}

export interface RestoreResult {
  target: string;
  tables: Fingerprints;
  /** Where --force moved an embedded database that was there before. */
  movedAside?: string;
}

async function migrationsOf(header: BackupHeader) {
  const files = await readMigrationFiles();
  const byName = new Map(files.map((file) => [file.name, file]));
  for (const [name, checksum] of Object.entries(header.migrations)) {
    const file = byName.get(name);
    if (!file)
      throw new RestoreRefusedError(
        `The backup comes from a newer version (it has migration ${name}): update this copy of Zajednica first.`,
      );
    if (file.checksum !== checksum)
      throw new RestoreRefusedError(
        `Migration ${name} differs between the backup and this copy of Zajednica: restore with the version that made the backup.`,
      );
  }
  return files.filter((file) => file.name in header.migrations);
}

/**
 * The dump's SQL as plain statements: without the psql meta-commands that
 * recent pg_dump versions put first and last (\restrict, \unrestrict), and
 * without settings an older target does not know.
 */
export function statementsOf(sql: string, targetVersion: number): string {
  const lines = sql.split('\n');
  const firstData = lines.findIndex((line) => line.startsWith('INSERT INTO '));
  const preambleEnd = firstData === -1 ? lines.length : firstData;
  let lastData = -1;
  lines.forEach((line, index) => {
    if (line.startsWith('INSERT INTO ') || line.startsWith('SELECT pg_catalog.setval('))
      lastData = index;
  });
  return lines
    .filter((line, index) => {
      const outside = index < preambleEnd || index > lastData;
      if (outside && /^\\(un)?restrict \S+$/.test(line)) return false;
      if (outside && line === 'SET transaction_timeout = 0;' && targetVersion < 170000)
        return false;
      return true;
    })
    .join('\n');
}

async function load(db: Database, header: BackupHeader, sql: string): Promise<Fingerprints> {
  // The backup's migrations, then today's function files (db/functions), as a start would.
  await migrate(db, await migrationsOf(header), await readRepeatableFiles());
  const { rows } = await db.query<{ version: number }>(
    "select current_setting('server_version_num')::int as version",
  );
  return db.transaction(async (tx) => {
    await tx.query('set local session_replication_role = replica');
    // What the migrations themselves inserted (their ledger too) comes back from the backup.
    const tables = await backedUpTables(tx);
    if (tables.length > 0) await tx.exec(`truncate ${tables.map(quoted).join(', ')}`);
    await tx.exec(statementsOf(sql, rows[0]!.version));
    // pg_dump's preamble empties search_path for the session; put it back for what follows.
    await tx.exec('set search_path to "$user", public');
    const restored = await tableFingerprints(tx);
    const differences = fingerprintDifferences(header.tables, restored);
    if (differences.length > 0)
      throw new Error(`The restored data differs from the backup:\n  ${differences.join('\n  ')}`);
    return restored;
  });
}

/** Into DATA_DIR/pglite, which must not hold a database unless `force` (it is then moved aside). */
export async function restoreIntoPglite(
  directory: string,
  text: string,
  options: { force?: boolean } = {},
): Promise<RestoreResult> {
  const { header, sql } = splitBackup(text);
  await refuseWhenInUse(directory);
  let movedAside: string | undefined;
  if (await holdsDatabase(directory)) {
    if (!options.force)
      throw new RestoreRefusedError(
        `${directory} already holds a database: restore into an empty DATA_DIR, or add --force to move the existing one aside.`,
      );
    movedAside = `${directory}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await rename(directory, movedAside);
  }
  await mkdir(directory, { recursive: true });
  // The migrated template fits when the backup has every migration of this copy.
  const current = await readMigrationFiles();
  if (current.every((file) => header.migrations[file.name] === file.checksum))
    await createFromTemplate(directory);
  try {
    const db = await openPgliteDatabase(directory);
    const tables = await load(db, header, sql).finally(() => db.close());
    return { target: directory, tables, ...(movedAside ? { movedAside } : {}) };
  } catch (error) {
    // Nothing half-restored stays behind; what --force moved aside comes back.
    await rm(directory, { recursive: true, force: true });
    if (movedAside) await rename(movedAside, directory);
    throw error;
  }
}

/** Back to an empty database: PostgreSQL's own public schema, nothing of the app's. */
const dropAppSchemas = `drop schema if exists auth, storage, zajednica_migrations cascade;
  drop schema if exists public cascade;
  create schema public authorization pg_database_owner;
  grant usage on schema public to public;`;

/** Into the PostgreSQL database at `url`, which must hold none of the app's schemas unless `force`. */
export async function restoreIntoPostgres(
  url: string,
  text: string,
  options: { force?: boolean } = {},
): Promise<RestoreResult> {
  const { header, sql } = splitBackup(text);
  const db = await openPostgresDatabase(url, { max: 2 });
  try {
    const tables = await backedUpTables(db);
    if (tables.length > 0 && !options.force)
      throw new RestoreRefusedError(
        `The database at DATABASE_URL already has ${tables.length} tables (${tables.slice(0, 3).join(', ')}…): restore into an empty database, or add --force to drop the app's schemas (${backedUpSchemas.join(', ')}) first.`,
      );
    if (tables.length > 0) await db.exec(dropAppSchemas);
    try {
      return { target: new URL(url).pathname.slice(1), tables: await load(db, header, sql) };
    } catch (error) {
      // The migrations ran outside the data's transaction: leave the database empty again.
      await db.exec(dropAppSchemas);
      throw error;
    }
  } finally {
    await db.close();
  }
}
