import { parseConfig } from '../server/config.ts';
import { startServer } from '../server/start-server.ts';

/**
 * The real server for a benchmark: PGlite in data/bench (never the
 * developer's ./data; BENCH_DATA_DIR names another), or the PostgreSQL given
 * with --database-url. No demo seed: the benchmark brings its own rows.
 * The per-client rate limits are lifted: every sample comes from one
 * address, and the benchmark measures the database, not the limiter.
 */
export function startBenchServer(databaseUrl: string | undefined) {
  return startServer(
    parseConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: process.env.BENCH_DATA_DIR ?? 'data/bench',
      SEED: 'none',
      LOG_LEVEL: 'warn',
      REST_RATE_LIMIT_MULTIPLIER: '1000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    }),
  );
}

/** `--name value` pairs of a command line. */
export function flag(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}
