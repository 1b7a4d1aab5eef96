import type { Queryable } from './database.ts';
import { readMigrationFiles } from './migrate.ts';

/**
 * The schema version a server expects: the name of the last migration file it
 * ships. /ready is true only when the database has applied it, so a database
 * that was dropped and recreated empty (or restored from an older backup)
 * does not count as ready.
 */
export async function expectedSchemaVersion(): Promise<string> {
  const files = await readMigrationFiles();
  const last = files.at(-1);
  if (!last) throw new Error('no migration files found');
  return last.name;
}

/** True when the database has applied `version`; false when it has not or has no ledger. */
export async function hasSchemaVersion(db: Queryable, version: string): Promise<boolean> {
  // Two statements: a query naming a table that does not exist fails when it is parsed.
  const ledger = await db.query<{ found: boolean }>(
    "select to_regclass('zajednica_migrations.applied') is not null as found",
  );
  if (ledger.rows[0]?.found !== true) return false;
  const { rows } = await db.query<{ applied: boolean }>(
    'select exists (select 1 from zajednica_migrations.applied where name = $1) as applied',
    [version],
  );
  return rows[0]?.applied === true;
}
