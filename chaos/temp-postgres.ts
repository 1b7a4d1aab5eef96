import { execFile } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * A throw-away PostgreSQL cluster that a test may stop and start: the Debian
 * binaries (initdb, pg_ctl) on a temporary directory and port. PostgreSQL
 * refuses to run as root, so as root (CI) the cluster runs as `postgres`.
 */

const run = promisify(execFile);
const binDir = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

export interface TempPostgres {
  url: string;
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the cluster and deletes its directory. */
  destroy(): Promise<void>;
}

function asOwner(command: string, args: string[]) {
  const binary = path.join(binDir, command);
  if (process.getuid?.() !== 0) return run(binary, args);
  return run('runuser', ['-u', 'postgres', '--', binary, ...args]);
}

export async function startTempPostgres(port: number): Promise<TempPostgres> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'zajednica-chaos-pg-'));
  // The cluster's owner must be able to enter the directory.
  await chmod(root, 0o777);
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'postgres.log');
  await asOwner('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const start = async () => {
    await asOwner('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      logFile,
      '-o',
      options,
      '-w',
      '-t',
      '60',
      'start',
    ]);
  };
  const stop = async () => {
    await asOwner('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '60', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    async destroy() {
      await stop().catch(() => undefined);
      await rm(root, { recursive: true, force: true });
    },
  };
}
