// `npm run backup [-- <file>]`: the data as a portable SQL file (see server/backup/).
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { backupFiles, filesFolderOf } from '../server/backup/backup-files.ts';
import { splitBackup } from '../server/backup/backup-header.ts';
import { DatabaseInUseError, embeddedDirectory } from '../server/backup/embedded-directory.ts';
import { backupPglite, backupPostgres, PgDumpMissingError } from '../server/backup/take-backup.ts';
import { ConfigError, parseConfig } from '../server/config.ts';

const usage = 'Usage: npm run backup [-- <file>]   (default: zajednica-backup-<date>.sql here)';

class UsageError extends Error {}

const alreadyExists = (file: string) =>
  `${file} already exists: name another file (a backup never overwrites one).`;

try {
  const args = process.argv.slice(2);
  if (args.length > 1 || args[0]?.startsWith('-')) throw new UsageError(usage);
  const config = parseConfig();
  const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
  const file = path.resolve(args[0] ?? `zajednica-backup-${stamp}.sql`);
  // Said before the dump, not after it; writing with 'wx' still refuses one made meanwhile.
  if (existsSync(file)) throw new UsageError(alreadyExists(file));
  const text = config.databaseUrl
    ? await backupPostgres(config.databaseUrl)
    : await backupPglite(embeddedDirectory(config.dataDir));
  // It holds password hashes and e-mail addresses: readable by its owner only.
  await writeFile(file, text, { mode: 0o600, flag: 'wx' }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    throw new UsageError(alreadyExists(file));
  });
  const tables = Object.keys(splitBackup(text).header.tables).length;
  const files = await backupFiles(config, file);
  console.log(
    [
      `Backup written: ${file} (${tables} tables, ${(text.length / 1024).toFixed(0)} kB).`,
      `Stored files: ${files.copied + files.skipped} in ${filesFolderOf(file)} (keep the folder with the file).`,
      'It holds accounts and password hashes: keep it as private as the database.',
      config.jwtSecret
        ? 'Keep JWT_SECRET with it: the restored site needs the same secret, or its API keys and sign-ins change.'
        : `Keep ${path.resolve(config.dataDir, 'jwt-secret')} with it (or set JWT_SECRET to its contents where you restore): without the same secret the API keys and sign-ins change.`,
    ].join('\n'),
  );
} catch (error) {
  const known =
    error instanceof ConfigError ||
    error instanceof UsageError ||
    error instanceof DatabaseInUseError ||
    error instanceof PgDumpMissingError;
  if (!known) throw error;
  console.error((error as Error).message);
  process.exit(1);
}
