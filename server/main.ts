import cluster from 'node:cluster';
import { reportWorkerStarted, startCluster } from './cluster/start-cluster.ts';
import { ConfigError, parseConfig } from './config.ts';
import { MigrationChecksumError } from './db/migrate.ts';
import { errorFields, log } from './log.ts';
import { announceStart } from './start-banner.ts';
import { startServer } from './start-server.ts';

/** `npm start`: boot (one process, or a cluster: SERVER_WORKERS), then shut down cleanly on SIGTERM / SIGINT. */
async function main() {
  let config;
  try {
    config = parseConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }

  // SERVER_WORKERS > 1: the first process becomes the cluster's primary, which
  // forks workers that run this file again and take the startServer branch.
  const start =
    config.serverWorkers > 1 && cluster.isPrimary
      ? startCluster(config)
      : startServer(config, { worker: cluster.isWorker }).then((server) => {
          if (cluster.isWorker) reportWorkerStarted(server);
          return server;
        });
  const running = await start.catch((error: unknown) => {
    if (error instanceof MigrationChecksumError) console.error(error.message);
    log.error('server failed to start', errorFields(error));
    process.exit(1);
  });
  if (cluster.isPrimary) announceStart(config, running.url);

  const shutdown = (signal: string) => {
    log.info('shutting down', { signal });
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error('shutdown failed', errorFields(error));
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

await main();
