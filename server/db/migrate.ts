import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { log } from '../log.ts';
import type { Database } from './database.ts';

/** db/auth first (the self-hosted auth schema and roles), then db/migrations (the app). */
export const migrationFolders = ['auth', 'migrations'] as const;

/**
 * db/functions: repeatable files, each the one current definition of some SQL
 * functions (`create or replace function ...`). Edited in place, so a review
 * shows a function's change as a diff; applied after the migrations whenever
 * their text changed or a migration ran, so what they say always wins.
 */
export const repeatableFolder = 'functions';

const dbRoot = fileURLToPath(new URL('../../db/', import.meta.url));

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

export class MigrationChecksumError extends Error {}

function changedError(name: string) {
  return new MigrationChecksumError(
    `Migration ${name} was changed after it was applied. Add a new migration instead of editing an applied one.`,
  );
}

/** The .sql files of one folder of db/, in name order, named `<folder>/<file>`. */
async function readSqlFolder(root: string, folder: string): Promise<MigrationFile[]> {
  const names = (await readdir(path.join(root, folder)))
    .filter((name) => name.endsWith('.sql'))
    .sort();
  const files: MigrationFile[] = [];
  for (const name of names) {
    const sql = await readFile(path.join(root, folder, name), 'utf8');
    const checksum = createHash('sha256').update(sql).digest('hex');
    files.push({ name: `${folder}/${name}`, sql, checksum });
  }
  return files;
}

export async function readMigrationFiles(root = dbRoot): Promise<MigrationFile[]> {
  const files: MigrationFile[] = [];
  for (const folder of migrationFolders) files.push(...(await readSqlFolder(root, folder)));
  return files;
}

/** The repeatable files of db/functions, in name order (none when the folder is missing). */
export async function readRepeatableFiles(root = dbRoot): Promise<MigrationFile[]> {
  return readSqlFolder(root, repeatableFolder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
}

const ledger = `
  create schema if not exists zajednica_migrations;
  create table if not exists zajednica_migrations.applied (
    name text primary key,
    checksum text not null,
    applied_at timestamptz not null default now()
  );
  create table if not exists zajednica_migrations.repeatable (
    name text primary key,
    checksum text not null,
    applied_at timestamptz not null default now()
  );`;

/**
 * Applies every migration not yet applied, each in its own transaction, and
 * refuses to go on when a file that already ran has been edited. A
 * transaction-scoped advisory lock lets several instances start at once.
 */
export async function migrate(
  db: Database,
  files?: MigrationFile[],
  repeatables?: MigrationFile[],
): Promise<string[]> {
  const migrations = files ?? (await readMigrationFiles());
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(7352001)');
    await tx.exec(ledger);
  });
  // What is applied already, read at once: a start with nothing to do opens no
  // transaction per file. Files missing here are checked again under the lock.
  const { rows: ledgerRows } = await db.query<{ name: string; checksum: string }>(
    'select name, checksum from zajednica_migrations.applied',
  );
  const known = new Map(ledgerRows.map((row) => [row.name, row.checksum]));
  const applied: string[] = [];
  for (const file of migrations) {
    const checksum = known.get(file.name);
    if (checksum !== undefined && checksum !== file.checksum) throw changedError(file.name);
    if (checksum !== undefined) continue;
    const ran = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(7352001)');
      const { rows } = await tx.query<{ checksum: string }>(
        'select checksum from zajednica_migrations.applied where name = $1',
        [file.name],
      );
      const previous = rows[0];
      if (previous) {
        if (previous.checksum !== file.checksum) throw changedError(file.name);
        return false;
      }
      await tx.exec(file.sql);
      await tx.query('insert into zajednica_migrations.applied (name, checksum) values ($1, $2)', [
        file.name,
        file.checksum,
      ]);
      return true;
    });
    if (ran) {
      applied.push(file.name);
      log.debug('migration applied', { migration: file.name });
    }
  }
  applied.push(
    ...(await applyRepeatables(
      db,
      // Who names the migrations names the repeatable files too (tests, restore).
      repeatables ?? (files ? [] : await readRepeatableFiles()),
      applied.length > 0,
    )),
  );
  // One line at the default level, so a first start is not a wall of file names.
  if (applied.length > 0) {
    log.info('database migrated', { applied: applied.length, latest: applied.at(-1) });
  }
  return applied;
}

/**
 * Applies each repeatable file whose text is not the one recorded, or every
 * one after a migration ran (a migration may have replaced a function that a
 * file defines: the file still wins). Each in its own transaction.
 */
async function applyRepeatables(
  db: Database,
  files: MigrationFile[],
  afterMigrations: boolean,
): Promise<string[]> {
  const { rows } = await db.query<{ name: string; checksum: string }>(
    'select name, checksum from zajednica_migrations.repeatable',
  );
  const known = new Map(rows.map((row) => [row.name, row.checksum]));
  const applied: string[] = [];
  for (const file of files) {
    if (!afterMigrations && known.get(file.name) === file.checksum) continue;
    await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(7352001)');
      await tx.exec(file.sql);
      await tx.query(
        `insert into zajednica_migrations.repeatable (name, checksum) values ($1, $2)
         on conflict (name) do update set checksum = excluded.checksum, applied_at = now()`,
        [file.name, file.checksum],
      );
    });
    applied.push(file.name);
    log.debug('repeatable file applied', { file: file.name });
  }
  return applied;
}
