// `npm run restore -- <file> [--force]`: a backup into a fresh DATA_DIR or the DATABASE_URL database.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { restoreFiles } from '../server/backup/backup-files.ts';
import { NotABackupError } from '../server/backup/backup-header.ts';
import { DatabaseInUseError, embeddedDirectory } from '../server/backup/embedded-directory.ts';
import {
  restoreIntoPglite,
  restoreIntoPostgres,
  RestoreRefusedError,
} from '../server/backup/restore-backup.ts';
import { ConfigError, parseConfig } from '../server/config.ts';
import { setLogLevel } from '../server/log.ts';

const usage =
  'Usage: npm run restore -- <backup file> [--force]\n' +
  'Into the embedded database of DATA_DIR, or into the PostgreSQL of DATABASE_URL when it is set.\n' +
  '--force: replace a database that is already there (an embedded one is moved aside, kept).';

class UsageError extends Error {}

try {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1 || files[0]!.startsWith('-')) throw new UsageError(usage);
  const config = parseConfig();
  setLogLevel('warn');
  const backupFile = path.resolve(files[0]!);
  const text = await readFile(backupFile, 'utf8');
  const result = config.databaseUrl
    ? await restoreIntoPostgres(config.databaseUrl, text, { force })
    : await restoreIntoPglite(embeddedDirectory(config.dataDir), text, { force });
  const stored = await restoreFiles(config, backupFile);
  const tables = Object.values(result.tables);
  const rows = tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    [
      ...(result.movedAside
        ? [`The database that was there is kept in ${result.movedAside}.`]
        : []),
      `Restored into ${result.target}: ${tables.length} tables, ${rows} rows, each table checked against the backup.`,
      stored
        ? `Stored files: ${stored.copied} copied, ${stored.skipped} already there (${config.storage.s3 ? `S3 bucket ${config.storage.s3.bucket}` : path.resolve(config.dataDir, 'storage')}).`
        : 'The backup has no folder of stored files beside it: no files restored.',
      'Start the server on it with the JWT secret of the old site (JWT_SECRET, or its DATA_DIR/jwt-secret file),',
      'or every API key and sign-in changes. Migrations newer than the backup run at that start.',
    ].join('\n'),
  );
} catch (error) {
  const known = [
    ConfigError,
    UsageError,
    NotABackupError,
    DatabaseInUseError,
    RestoreRefusedError,
  ].some((type) => error instanceof type);
  const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
  if (!known && !missing) throw error;
  console.error((error as Error).message);
  process.exit(1);
}
