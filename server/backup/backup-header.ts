import type { Fingerprints } from './table-fingerprints.ts';

/**
 * A backup is a data-only SQL dump (pg_dump --data-only --column-inserts)
 * of the app's schemas, after one comment line that says what it holds: the
 * migrations its source had applied (a restore creates exactly that schema
 * first) and each table's row count and checksum (a restore checks them).
 */

export interface BackupHeader {
  format: 1;
  source: 'pglite' | 'postgres';
  takenAt: string;
  /** name → checksum of every migration applied in the source. */
  migrations: Record<string, string>;
  tables: Fingerprints;
}

const marker = '-- zajednica-backup: ';

export function headerLine(header: BackupHeader): string {
  return `${marker}${JSON.stringify(header)}\n`;
}

export class NotABackupError extends Error {}

/** The header and the SQL after it; throws NotABackupError for any other file. */
export function splitBackup(text: string): { header: BackupHeader; sql: string } {
  const end = text.indexOf('\n');
  const first = end === -1 ? text : text.slice(0, end);
  if (!first.startsWith(marker))
    throw new NotABackupError('This file is not a Zajednica backup (made by `npm run backup`).');
  let header: BackupHeader;
  try {
    header = JSON.parse(first.slice(marker.length)) as BackupHeader;
  } catch {
    throw new NotABackupError('The first line of this backup is damaged.');
  }
  if (header.format !== 1)
    throw new NotABackupError(`Backup format ${String(header.format)} is not known here.`);
  return { header, sql: text.slice(end + 1) };
}
