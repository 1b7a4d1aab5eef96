import type { Config } from '../config.ts';
import type { ServerLock } from '../server-lock.ts';
import { serverAnswers } from './admin-api-client.ts';

/**
 * Where `npm run user` does its work. The embedded database can be opened by
 * one process only: while a server holds it (DATA_DIR/server.lock names a live
 * process), the CLI goes through that server's admin API, and when the
 * server does not answer it refuses in one sentence instead of opening the
 * database under the server's feet.
 */

export type UserTarget =
  { kind: 'api'; url: string } | { kind: 'direct' } | { kind: 'refuse'; reason: string };

export async function chooseUserTarget(input: {
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'siteUrl'>;
  urlFlag: string | undefined;
  lock: ServerLock | undefined;
  lockFile: string;
}): Promise<UserTarget> {
  const { config, urlFlag, lock } = input;
  if (urlFlag !== undefined) {
    if (!/^https?:\/\/[^\s/]+/.test(urlFlag)) {
      return { kind: 'refuse', reason: `--url must be an http(s) address, not "${urlFlag}".` };
    }
    if (await serverAnswers(urlFlag)) return { kind: 'api', url: urlFlag };
    if (lock) return refuseLocked(input.lockFile, lock, urlFlag);
    return { kind: 'refuse', reason: `No server answers at ${urlFlag}.` };
  }
  if (!lock) return { kind: 'direct' };
  const url = lock.url ?? config.siteUrl;
  if (await serverAnswers(url)) return { kind: 'api', url };
  return refuseLocked(input.lockFile, lock, url);
}

function refuseLocked(lockFile: string, lock: ServerLock, url: string): UserTarget {
  return {
    kind: 'refuse',
    reason:
      `The embedded database is in use by a running server (process ${lock.pid}, see ${lockFile}) ` +
      `that does not answer at ${url}: pass its address with --url, or stop it and try again.`,
  };
}
