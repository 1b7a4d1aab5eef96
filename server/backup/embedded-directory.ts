import { stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The embedded database's directory (DATA_DIR/pglite) and whether a server
 * has it open: PGlite keeps postmaster.pid there while a process uses it,
 * and a second process opening it would corrupt it.
 */

export function embeddedDirectory(dataDir: string): string {
  return path.resolve(dataDir, 'pglite');
}

async function exists(file: string) {
  return stat(file).then(
    () => true,
    () => false,
  );
}

export const holdsDatabase = (directory: string) => exists(path.join(directory, 'PG_VERSION'));

export class DatabaseInUseError extends Error {}

export async function refuseWhenInUse(directory: string) {
  if (await exists(path.join(directory, 'postmaster.pid')))
    throw new DatabaseInUseError(
      `The embedded database in ${directory} is in use (postmaster.pid is there): stop the server first. ` +
        'If no server is running (one was killed), start it once and stop it with Ctrl-C, then try again.',
    );
}
