import cluster, { type Worker } from 'node:cluster';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/open-database.ts';
import { loadJwtSecret } from '../jwt-secret.ts';
import { log, setLogLevel } from '../log.ts';
import { prepareDatabase } from '../start-server.ts';

/**
 * SERVER_WORKERS > 1: this process is the cluster's primary. It does the
 * one-time work (the JWT secret file in DATA_DIR, migrations, the demo seed)
 * before any worker exists, so workers never race on it, then forks the
 * workers. Each worker runs server/main.ts again, i.e. startServer as a
 * single process does; node:cluster hands them the connections of the one
 * listening port in turn. The primary serves no request itself.
 */

export interface RunningCluster {
  url: string;
  /** SIGTERM to every worker (each finishes its in-flight requests and closes its database); rejects when some had to be killed. */
  close(): Promise<void>;
}

/** What a worker tells the primary once it serves requests. */
interface StartedMessage {
  type: 'zajednica:worker-started';
  url: string;
  siteUrl: string;
}

function isStartedMessage(message: unknown): message is StartedMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === 'zajednica:worker-started'
  );
}

/** In a worker: tells the primary that this worker serves requests. */
export function reportWorkerStarted(running: { url: string; config: Config }) {
  const message: StartedMessage = {
    type: 'zajednica:worker-started',
    url: running.url,
    siteUrl: running.config.siteUrl,
  };
  process.send?.(message);
}

/** How long shutdown waits for workers to finish before killing them. */
const stopTimeoutMs = 15_000;

/** A crashed worker is replaced after 0.5 s, doubling per crash in the last minute, at most 30 s. */
function replacementDelayMs(crashesInLastMinute: number): number {
  return Math.min(30_000, 500 * 2 ** Math.max(0, crashesInLastMinute - 1));
}

function describeExit(code: number | null, signal: string | null) {
  return signal ? { signal } : { code };
}

export async function startCluster(config: Config): Promise<RunningCluster> {
  setLogLevel(config.logLevel);
  const count = config.serverWorkers;
  // Warn rather than refuse: per-worker limits are still limits (at most
  // `count` times looser, as connections are handed out in turn), and one
  // machine without Redis is a reasonable deployment; refusing would make
  // Redis a requirement for using the machine's CPUs.
  if (!config.redisUrl)
    log.warn(
      'rate limits are counted per worker without REDIS_URL: a client may get up to SERVER_WORKERS times the limit',
      { workers: count },
    );

  await loadJwtSecret(config);
  const db = await openDatabase(config);
  await prepareDatabase(config, db);
  await db.close();

  let stopping = false;
  const crashes: number[] = [];
  const pendingReplacements = new Set<NodeJS.Timeout>();

  // Forks re-run this process's script with its node options (process.argv[1],
  // process.execArgv), so `node --import tsx server/main.ts` and `npm start` both work.
  // Replacements get the first workers' site URL (with PORT=0 and no SITE_URL
  // it names the port picked for all of them), so they can build their app
  // before they listen. PORT itself stays as it was: node:cluster shares one
  // listening socket per address and port as given, and PORT=0 is that key.
  const workerEnv: Record<string, string> = {};
  const fork = () => cluster.fork(workerEnv);

  // Start: every worker must report; one that exits first fails the start (a
  // port in use, a bad database: replacing it would only crash again).
  const first = await new Promise<StartedMessage>((resolve, reject) => {
    let started = 0;
    let announced: StartedMessage | undefined;
    const onMessage = (_worker: Worker, message: unknown) => {
      if (!isStartedMessage(message)) return;
      announced ??= message;
      started += 1;
      if (started === count) {
        cluster.off('message', onMessage);
        cluster.off('exit', onExit);
        resolve(announced);
      }
    };
    const onExit = (worker: Worker, code: number | null, signal: string | null) => {
      cluster.off('message', onMessage);
      cluster.off('exit', onExit);
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGKILL');
      reject(
        new Error(
          `worker ${worker.process.pid} exited (${signal ?? `code ${code}`}) before the server was ready`,
        ),
      );
    };
    cluster.on('message', onMessage);
    cluster.on('exit', onExit);
    for (let index = 0; index < count; index += 1) fork();
  });

  workerEnv.SITE_URL = first.siteUrl;

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const now = Date.now();
    crashes.push(now);
    while (crashes[0]! < now - 60_000) crashes.shift();
    const delayMs = replacementDelayMs(crashes.length);
    log.error('worker exited; replacing it', {
      pid: worker.process.pid,
      ...describeExit(code, signal),
      inMs: delayMs,
    });
    const timer = setTimeout(() => {
      pendingReplacements.delete(timer);
      fork();
    }, delayMs);
    pendingReplacements.add(timer);
  });
  cluster.on('message', (worker, message) => {
    if (isStartedMessage(message)) log.debug('worker started', { pid: worker.process.pid });
  });

  log.info('server listening', {
    url: first.url,
    siteUrl: first.siteUrl,
    database: 'postgres',
    workers: count,
  });

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      stopping = true;
      for (const timer of pendingReplacements) clearTimeout(timer);
      const alive = Object.values(cluster.workers ?? {}).filter(
        (worker): worker is Worker => worker !== undefined && !worker.isDead(),
      );
      const exits = alive.map(
        (worker) => new Promise<void>((resolve) => worker.process.once('exit', () => resolve())),
      );
      for (const worker of alive) worker.process.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), stopTimeoutMs);
      });
      const outcome = await Promise.race([Promise.all(exits), timedOut]);
      clearTimeout(timer);
      if (outcome === 'timeout') {
        for (const worker of alive) worker.process.kill('SIGKILL');
        await Promise.all(exits);
        throw new Error(`workers did not stop within ${stopTimeoutMs / 1000} s and were killed`);
      }
      log.info('server stopped');
    })();
    return closing;
  };
  return { url: first.url, close };
}
