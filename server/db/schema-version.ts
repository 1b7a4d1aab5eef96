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

/**
 * Whether an error may mean the database lost its schema under the running
 * server (dropped and recreated empty, restored from an older backup): a
 * table, function, schema or column it was migrated with is not there.
 */
export function mayMeanSchemaGone(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  return code === '3F000' || (code.startsWith('42') && code !== '42501');
}

/**
 * Asks `hasSchemaVersion` at most once per `recheckMs`, so that a burst of
 * failing requests costs one query, and answers whether the schema is gone.
 * A database that cannot be asked counts as gone too.
 */
export function schemaGoneCheck(
  db: Queryable,
  version: string | Promise<string>,
  recheckMs = 2_000,
) {
  let checkedAt = -Infinity;
  let last: Promise<boolean> = Promise.resolve(false);
  return (): Promise<boolean> => {
    const now = performance.now();
    if (now - checkedAt >= recheckMs) {
      checkedAt = now;
      last = Promise.resolve(version)
        .then((expected) => hasSchemaVersion(db, expected))
        .then(
          (present) => !present,
          () => true,
        );
    }
    return last;
  };
}
