import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * DATA_DIR/server.lock: written by a server that opens the embedded database
 * (one process at a time may), removed when it stops cleanly. It tells
 * `npm run user` that the database is in use and where the server answers.
 * A lock whose process is gone (kill -9, a crash) is stale and ignored.
 */

export interface ServerLock {
  pid: number;
  /** null while the server is still starting */
  url: string | null;
}

export const serverLockFile = (dataDir: string) => path.resolve(dataDir, 'server.lock');

export async function writeServerLock(dataDir: string, url: string | null) {
  const lock: ServerLock = { pid: process.pid, url };
  // The first start may find no DATA_DIR yet (with JWT_SECRET set nothing else has made it).
  await mkdir(path.resolve(dataDir), { recursive: true });
  await writeFile(serverLockFile(dataDir), `${JSON.stringify(lock)}\n`, { mode: 0o600 });
}

/** Removes the lock if this process wrote it. */
export async function removeServerLock(dataDir: string) {
  const lock = await readServerLock(dataDir);
  if (lock?.pid === process.pid) await rm(serverLockFile(dataDir), { force: true });
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock of a live server process, or undefined (no lock, unreadable, or stale). */
export async function readServerLock(dataDir: string): Promise<ServerLock | undefined> {
  let text: string;
  try {
    text = await readFile(serverLockFile(dataDir), 'utf8');
  } catch {
    return undefined;
  }
  let lock: Partial<ServerLock>;
  try {
    lock = JSON.parse(text) as Partial<ServerLock>;
  } catch {
    return undefined;
  }
  if (!Number.isInteger(lock.pid) || (lock.pid as number) <= 0) return undefined;
  if (!processAlive(lock.pid as number)) return undefined;
  return { pid: lock.pid as number, url: typeof lock.url === 'string' ? lock.url : null };
}
