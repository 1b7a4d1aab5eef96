import { spawn } from 'node:child_process';
import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import pg from 'pg';
import { pgliteExtensions } from '../db/pglite-instance.ts';
import { type BackupHeader, headerLine } from './backup-header.ts';
import { holdsDatabase, refuseWhenInUse } from './embedded-directory.ts';
import { backedUpSchemas, tableFingerprints } from './table-fingerprints.ts';

/** Data only: the restore creates the schema, roles and grants through the migrations. */
export const dumpArguments = [
  '--data-only',
  '--column-inserts',
  '--no-owner',
  '--no-privileges',
  ...backedUpSchemas.map((schema) => `--schema=${schema}`),
];

const ledgerQuery = 'select name, checksum from zajednica_migrations.applied order by name';

type LedgerRow = { name: string; checksum: string };

function ledger(rows: LedgerRow[]) {
  return Object.fromEntries(rows.map((row) => [row.name, row.checksum]));
}

/** A backup of the embedded database in `directory`, which no server may have open. */
export async function backupPglite(directory: string): Promise<string> {
  await refuseWhenInUse(directory);
  if (!(await holdsDatabase(directory)))
    throw new Error(`There is no embedded database in ${directory} (check DATA_DIR).`);
  const pglite = await PGlite.create(directory, { extensions: pgliteExtensions });
  try {
    const { migrations, tables } = await pglite.transaction(async (tx) => ({
      migrations: ledger((await tx.query<LedgerRow>(ledgerQuery)).rows),
      tables: await tableFingerprints(tx),
    }));
    const dump = await pgDump({ pg: pglite, args: dumpArguments });
    const header: BackupHeader = {
      format: 1,
      source: 'pglite',
      takenAt: new Date().toISOString(),
      migrations,
      tables,
    };
    return headerLine(header) + (await dump.text());
  } finally {
    await pglite.close();
  }
}

export class PgDumpMissingError extends Error {}

function runPgDump(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('pg_dump', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new PgDumpMissingError(
              'pg_dump was not found: install the PostgreSQL client tools (the same major version as the server, or newer), e.g. `apt install postgresql-client`, and try again.',
            )
          : error,
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new Error(`pg_dump failed: ${Buffer.concat(err).toString('utf8').trim()}`));
    });
  });
}

/**
 * A backup of the PostgreSQL at `url` through the pg_dump on PATH. The
 * server may keep running: pg_dump reads the snapshot in which the row
 * counts and checksums were taken, so they describe exactly what it wrote.
 */
export async function backupPostgres(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string }>(
      'select pg_export_snapshot() as snapshot',
    );
    const migrations = ledger((await client.query<LedgerRow>(ledgerQuery)).rows);
    const tables = await tableFingerprints(client);
    const sql = await runPgDump([
      `--dbname=${url}`,
      `--snapshot=${rows[0]!.snapshot}`,
      ...dumpArguments,
    ]);
    await client.query('commit');
    const header: BackupHeader = {
      format: 1,
      source: 'postgres',
      takenAt: new Date().toISOString(),
      migrations,
      tables,
    };
    return headerLine(header) + sql;
  } finally {
    await client.end();
  }
}
