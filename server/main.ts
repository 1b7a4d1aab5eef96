import { ConfigError, parseConfig } from './config.ts';
import { MigrationChecksumError } from './db/migrate.ts';
import { errorFields, log } from './log.ts';
import { startServer } from './start-server.ts';

/** `npm start`: boot, then shut down cleanly on SIGTERM / SIGINT. */
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

  const running = await startServer(config).catch((error: unknown) => {
    if (error instanceof MigrationChecksumError) console.error(error.message);
    log.error('server failed to start', errorFields(error));
    process.exit(1);
  });

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
